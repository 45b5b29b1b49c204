import { useId, type ReactNode } from "react";
import { FieldError } from "./field-error";
import { FieldLabel } from "./field-label";

export interface SelectOption<TValue extends string> {
  readonly value: TValue;
  readonly label: string;
}

export interface SelectFieldProps<TValue extends string> {
  label: string;
  value: TValue;
  options: readonly SelectOption<TValue>[];
  onValueChange: (value: TValue) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** A short explanation of the field, shown in a tooltip beside its label. */
  info?: ReactNode;
  className?: string;
}

/** A labelled native select (keyboard and screen-reader support come with the platform). */
export function SelectField<TValue extends string>({
  label,
  value,
  options,
  onValueChange,
  error,
  hint,
  info,
  className = "",
}: SelectFieldProps<TValue>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className}>
      <FieldLabel
        htmlFor={id}
        label={label}
        info={info}
        hint={hint}
        hintId={hintId}
      />
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find(
            (option) => option.value === event.target.value,
          );
          if (chosen) onValueChange(chosen.value);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`mt-1 w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-blue-600 ${
          error ? "border-red-600" : "border-slate-300"
        }`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
