import { useId, type ReactNode } from "react";
import { InfoTooltip } from "../tooltip/info-tooltip";
import { FieldError } from "./field-error";

/** What the control inside a FieldFrame gets: its id and its ties to the hint and the error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** What every field shows around its control. */
export interface FieldFrameProps {
  label: string;
  /** The validation message, if any. */
  error?: string | undefined;
  hint?: ReactNode;
  /** A short explanation of the field, shown in a tooltip beside its label. */
  info?: ReactNode;
  className?: string;
}

/**
 * Every form field's frame: the label, with an optional "i" tooltip explaining the field (opens
 * after 700 ms, spec §9), an optional hint line under it, the control, then its validation
 * message. The control (rendered by `children`) is described by the hint and the message.
 */
export function FieldFrame({
  label,
  info,
  hint,
  error,
  className = "",
  children,
}: FieldFrameProps & {
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <div className="flex items-center">
        <label
          htmlFor={id}
          className="block text-sm font-medium text-slate-800"
        >
          {label}
        </label>
        {info ? <InfoTooltip label={label}>{info}</InfoTooltip> : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
