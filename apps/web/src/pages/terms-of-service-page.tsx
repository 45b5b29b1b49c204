export default function TermsOfServicePage() {
  return (
    <article>
      <h1>Terms of Service</h1>
      <p>The terms for using this site and its API.</p>
    </article>
  );
}
