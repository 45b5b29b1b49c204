export default function TakeHomeCalculator() {
  return <section aria-label="TakeHomeCalculator" />;
}
