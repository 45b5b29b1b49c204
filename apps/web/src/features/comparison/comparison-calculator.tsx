export default function ComparisonCalculator() {
  return <section aria-label="ComparisonCalculator" />;
}
