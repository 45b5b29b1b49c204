export default function TaxFreeChildcareGuidePage() {
  return (
    <article>
      <h1>Tax-Free Childcare Guide</h1>
      <p>How the government top-up works.</p>
    </article>
  );
}
