export default function DisclaimerPage() {
  return (
    <article>
      <h1>Disclaimer</h1>
      <p>For educational purposes only; not financial advice.</p>
    </article>
  );
}
