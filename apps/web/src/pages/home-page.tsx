export default function HomePage() {
  return <h1>UK Pay &amp; Tax Calculator 2025/26</h1>;
}
