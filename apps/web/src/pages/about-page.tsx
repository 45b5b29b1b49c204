export default function AboutPage() {
  return (
    <article>
      <h1>About UK Pay &amp; Tax Calculator</h1>
      <p>Free, accurate UK salary and tax calculators for 2025/26.</p>
    </article>
  );
}
