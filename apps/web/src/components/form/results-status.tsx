/**
 * A visually hidden polite live region: when a calculation finishes, screen readers hear one
 * short summary instead of the whole results panel.
 */
export function ResultsStatus({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {message}
    </p>
  );
}
