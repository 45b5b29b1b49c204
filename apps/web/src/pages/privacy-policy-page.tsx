export default function PrivacyPolicyPage() {
  return (
    <article>
      <h1>Privacy Policy</h1>
      <p>How this site handles your data.</p>
    </article>
  );
}
