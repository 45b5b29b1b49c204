export default function ContractorCalculator() {
  return <section aria-label="ContractorCalculator" />;
}
