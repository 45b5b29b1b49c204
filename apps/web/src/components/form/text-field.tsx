import {
  useEffect,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
} from "react";
import { FieldError } from "./field-error";
import { FieldLabel } from "./field-label";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "value" | "onChange" | "prefix" | "aria-invalid" | "aria-describedby"
>;

export interface TextFieldProps extends NativeInputProps {
  label: string;
  /** What the user typed: forms keep strings and convert only when they submit. */
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** A short explanation of the field, shown in a tooltip beside its label. */
  info?: ReactNode;
  /** A short unit shown before the input, such as "£". */
  prefix?: string;
  /** A short unit shown after the input, such as "%" or "hours". */
  suffix?: string;
}

/**
 * A labelled input. Numbers use a text input with a numeric keyboard (GOV.UK's advice), so
 * what was typed is kept exactly and the engine's schema decides whether it is valid.
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  info,
  prefix,
  suffix,
  type = "text",
  className = "",
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef({ value, onValueChange });
  useEffect(() => {
    latest.current = { value, onValueChange };
  });
  // Typed into the prerendered page before this part was hydrated: keep what was typed.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== latest.current.value)
      latest.current.onValueChange(typed);
  }, []);
  return (
    <div className={className}>
      <FieldLabel
        htmlFor={id}
        label={label}
        info={info}
        hint={hint}
        hintId={hintId}
      />
      <div
        className={`mt-1 flex items-center rounded-md border bg-white focus-within:ring-2 focus-within:ring-blue-600 ${
          error ? "border-red-600" : "border-slate-300"
        }`}
      >
        {prefix ? (
          <span aria-hidden="true" className="pl-3 text-slate-500">
            {prefix}
          </span>
        ) : null}
        <input
          {...inputProps}
          ref={input}
          id={id}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="w-full rounded-md bg-transparent px-3 py-2 text-slate-900 outline-none"
        />
        {suffix ? (
          <span aria-hidden="true" className="pr-3 text-slate-500">
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A labelled money or quantity input: a TextField with a decimal keypad. */
export function NumberField(props: Omit<TextFieldProps, "inputMode" | "type">) {
  return (
    <TextField {...props} type="text" inputMode="decimal" autoComplete="off" />
  );
}
