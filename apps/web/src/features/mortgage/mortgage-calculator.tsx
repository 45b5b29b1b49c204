export default function MortgageCalculator() {
  return <section aria-label="MortgageCalculator" />;
}
