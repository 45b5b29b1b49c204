import { useEffect, useRef, type InputHTMLAttributes } from "react";
import { FieldFrame, type FieldFrameProps } from "./field-frame";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "value" | "onChange" | "prefix" | "aria-invalid" | "aria-describedby"
>;

export interface TextFieldProps extends NativeInputProps, FieldFrameProps {
  /** What the user typed: forms keep strings and convert only when they submit. */
  value: string;
  onValueChange: (value: string) => void;
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
    <FieldFrame
      label={label}
      info={info}
      hint={hint}
      error={error}
      className={className}
    >
      {(control) => (
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
            {...control}
            ref={input}
            type={type}
            value={value}
            onChange={(event) => {
              onValueChange(event.target.value);
            }}
            className="w-full min-w-0 flex-1 rounded-md bg-transparent px-3 py-2 text-slate-900 outline-none"
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="shrink-0 whitespace-nowrap pr-3 text-slate-500"
            >
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

/** A labelled money or quantity input: a TextField with a decimal keypad. */
export function NumberField(props: Omit<TextFieldProps, "inputMode" | "type">) {
  return (
    <TextField {...props} type="text" inputMode="decimal" autoComplete="off" />
  );
}
