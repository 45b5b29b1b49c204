/** Validation messages that belong to no single field, shown at the top of the form. */
export function FormErrorSummary({
  messages,
}: {
  messages: readonly string[];
}) {
  if (messages.length === 0) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
    >
      <ul className="list-disc pl-5">
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
