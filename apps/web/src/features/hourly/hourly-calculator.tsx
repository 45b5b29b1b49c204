export default function HourlyCalculator() {
  return <section aria-label="HourlyCalculator" />;
}
