export default function ReverseCalculator() {
  return <section aria-label="ReverseCalculator" />;
}
