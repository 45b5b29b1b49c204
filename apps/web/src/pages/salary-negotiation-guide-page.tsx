export default function SalaryNegotiationGuidePage() {
  return (
    <article>
      <h1>Salary Negotiation Guide</h1>
      <p>How to negotiate your pay.</p>
    </article>
  );
}
