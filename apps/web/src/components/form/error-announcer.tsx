import { useEffect, useRef, useState } from "react";
import type { FormErrors } from "../../lib/zod-issues-to-fields";

/** "There are 2 problems: Salary must be positive; Tax code is required." */
export function errorAnnouncement(messages: readonly string[]): string {
  if (messages.length === 0) return "";
  const count =
    messages.length === 1
      ? "There is a problem"
      : `There are ${messages.length} problems`;
  return `${count}: ${messages.join("; ")}.`;
}

/** How long the region stays empty before a new announcement, so a repeat is read again. */
const ANNOUNCE_DELAY_MS = 100;

/**
 * Put inside a form, after each submit: moves focus to the form's first invalid field (whose
 * message is read through its aria-describedby), and, in a visually hidden polite live region,
 * reads out every field message of the last submit, in
 * the spec's words, after the first invalid field (which takes focus) has been announced. Polite,
 * so it follows the focus announcement instead of cutting it off; emptied first, so submitting
 * the same mistakes again is announced again. Messages for the whole form have their own visible
 * alert (FormErrorSummary).
 */
export function ErrorAnnouncer({ errors }: { errors: FormErrors }) {
  const [text, setText] = useState("");
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    region.current
      ?.closest("form")
      ?.querySelector<HTMLElement>('[aria-invalid="true"]')
      ?.focus();
    const messages = [...new Set(Object.values(errors.fields))];
    const timer = window.setTimeout(
      () => {
        setText(errorAnnouncement(messages));
      },
      messages.length === 0 ? 0 : ANNOUNCE_DELAY_MS,
    );
    return () => {
      window.clearTimeout(timer);
      setText("");
    };
  }, [errors]);
  return (
    <p ref={region} aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
