export default function ThirtyHoursChildcareGuidePage() {
  return (
    <article>
      <h1>30 Hours Free Childcare Guide</h1>
      <p>How the free hours work.</p>
    </article>
  );
}
