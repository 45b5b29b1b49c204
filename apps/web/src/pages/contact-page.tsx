export default function ContactPage() {
  return (
    <article>
      <h1>Contact Us</h1>
      <p>Send us a message; we reply within 24 hours.</p>
    </article>
  );
}
