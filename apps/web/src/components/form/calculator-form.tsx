import type { ReactNode } from "react";
import type { FormErrors } from "../../lib/zod-issues-to-fields";
import { InfoTooltipGroup } from "../tooltip/info-tooltip";
import { ErrorAnnouncer } from "./error-announcer";
import { FormErrorSummary } from "./form-error-summary";
import { SubmitButton } from "./submit-button";

/**
 * Every calculator's form: no native validation (the engine's schema decides), the messages that
 * belong to no one field at the top, a live region announcing the field messages, the fields
 * (their tooltips in one group), then the submit button with its busy label.
 * Submitting never reloads the page; `onSubmit` validates and sends (see useCalculation).
 */
export function CalculatorForm({
  label,
  errors,
  onSubmit,
  busy,
  busyLabel,
  submitLabel,
  children,
}: {
  label: string;
  /** The last submit's messages: the form's own at the top, every one announced. */
  errors: FormErrors;
  onSubmit: () => Promise<unknown>;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <FormErrorSummary messages={errors.form} />
      <ErrorAnnouncer errors={errors} />
      <InfoTooltipGroup>{children}</InfoTooltipGroup>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
