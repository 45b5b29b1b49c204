export default function StudentLoanGuidePage() {
  return (
    <article>
      <h1>Student Loan Guide 2025/26</h1>
      <p>How student loan repayments work.</p>
    </article>
  );
}
