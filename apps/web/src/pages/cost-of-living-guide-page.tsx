export default function CostOfLivingGuidePage() {
  return (
    <article>
      <h1>Cost of Living Guide</h1>
      <p>Living costs across the UK.</p>
    </article>
  );
}
