export default function FinancialPlanningGuidePage() {
  return (
    <article>
      <h1>Financial Planning Guide</h1>
      <p>Plan your finances step by step.</p>
    </article>
  );
}
