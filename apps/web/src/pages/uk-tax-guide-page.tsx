export default function UkTaxGuidePage() {
  return (
    <article>
      <h1>UK Tax Guide 2025/26</h1>
      <p>How UK income tax works.</p>
    </article>
  );
}
