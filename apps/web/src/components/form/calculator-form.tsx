import type { ReactNode } from "react";
import { TOOL_PARAM } from "../../lib/page-query";
import type { FormErrors } from "../../lib/zod-issues-to-fields";
import { InfoTooltipGroup } from "../tooltip/info-tooltip";
import { ErrorAnnouncer } from "./error-announcer";
import { FormErrorSummary } from "./form-error-summary";
import { SubmitButton } from "./submit-button";

/**
 * Every calculator's form: no native validation (the engine's schema decides), the messages that
 * belong to no one field at the top, a live region announcing the field messages, the fields (their tooltips in one group), then the submit button with its busy label.
 * Once hydrated, submitting never reloads the page; `onSubmit` validates and sends (see
 * useCalculation). Without JavaScript (or before the page is hydrated) it is a plain
 * `<form method="get">` to its own page: its controls are named by the link's keys and a hidden
 * `tool` names the calculator, so it loads `<page>?tool=<id>&…`, which the server renders with
 * the result (or the messages).
 */
export function CalculatorForm({
  action,
  tool,
  label,
  errors,
  onSubmit,
  busy,
  busyLabel,
  submitLabel,
  children,
}: {
  /** The page the form is on (its path): where it submits without JavaScript. */
  action: string;
  /** The calculator's id, sent as `tool`. */
  tool: string;
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
      method="get"
      action={action}
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
      {/* Last, so the form's first control is its first field. */}
      <input type="hidden" name={TOOL_PARAM} value={tool} />
    </form>
  );
}
