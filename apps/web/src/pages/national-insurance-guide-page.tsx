export default function NationalInsuranceGuidePage() {
  return (
    <article>
      <h1>National Insurance Guide 2025/26</h1>
      <p>How National Insurance works.</p>
    </article>
  );
}
