import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { z } from "zod";
import { TextField } from "../../components/form/text-field";
import { SubmitButton } from "../../components/form/submit-button";
import { FieldError } from "../../components/form/field-error";
import { ErrorAnnouncer } from "../../components/form/error-announcer";
import { toast } from "../../lib/toast-store";
import {
  issuesToFormErrors,
  NO_ERRORS,
  type FormErrors,
} from "../../lib/zod-issues-to-fields";

/**
 * The contact page's message form. The message is not sent anywhere: the
 * form shows 'Sending...' for about a second, then a success toast, then resets. No request.
 * The schema lives here because a contact message is not an engine input.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters"),
  email: z.email("Please enter a valid email address"),
  subject: z.string().trim().min(5, "Subject must be at least 5 characters"),
  message: z.string().trim().min(10, "Message must be at least 10 characters"),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The simulated send (about one second). */
export const CONTACT_SEND_DELAY_MS = 1000;

const EMPTY: ContactMessage = { name: "", email: "", subject: "", message: "" };

export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sending, setSending] = useState(false);
  const messageId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const set = (field: keyof ContactMessage) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  /** A text field's value, change handler and message, by name. */
  const bind = (field: keyof ContactMessage) => ({
    name: field,
    value: values[field],
    onValueChange: set(field),
    error: errors.fields[field],
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesToFormErrors(parsed.error.issues));
      return;
    }
    setErrors(NO_ERRORS);
    setSending(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setSending(false);
      setValues(EMPTY);
      toast({
        title: "Message Sent!",
        description:
          "Thank you for your message. We'll get back to you within 24 hours.",
      });
    }, CONTACT_SEND_DELAY_MS);
  };

  const messageError = errors.fields["message"];
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Send us a message"
      className="space-y-4"
    >
      <ErrorAnnouncer errors={errors} />
      {/* The calculators work without JavaScript (their forms submit to the server); this form does not. */}
      <noscript>
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Sending a message needs JavaScript. Please turn it on and reload the
          page.
        </p>
      </noscript>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...bind("name")} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...bind("email")}
        />
      </div>
      <TextField label="Subject" {...bind("subject")} />
      <div>
        <label
          htmlFor={messageId}
          className="block text-sm font-medium text-slate-800"
        >
          Message
        </label>
        <textarea
          id={messageId}
          name="message"
          rows={6}
          value={values.message}
          onChange={(event) => {
            set("message")(event.target.value);
          }}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={`mt-1 w-full rounded-md border px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-blue-600 ${
            messageError ? "border-red-600" : "border-slate-300"
          }`}
        />
        <FieldError id={`${messageId}-error`} message={messageError} />
      </div>
      <SubmitButton busy={sending} busyLabel="Sending...">
        Send Message
      </SubmitButton>
    </form>
  );
}
