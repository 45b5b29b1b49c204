export default function PensionGuidePage() {
  return (
    <article>
      <h1>Pension Guide 2025/26</h1>
      <p>How workplace and state pensions work.</p>
    </article>
  );
}
