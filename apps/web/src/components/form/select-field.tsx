import { FieldFrame, type FieldFrameProps } from "./field-frame";

export interface SelectOption<TValue extends string> {
  readonly value: TValue;
  readonly label: string;
}

export interface SelectFieldProps<
  TValue extends string,
> extends FieldFrameProps {
  value: TValue;
  /** The control's name in a form that submits without JavaScript. */
  name?: string | undefined;
  options: readonly SelectOption<TValue>[];
  onValueChange: (value: TValue) => void;
}

/** A labelled native select (keyboard and screen-reader support come with the platform). */
export function SelectField<TValue extends string>({
  value,
  name,
  options,
  onValueChange,
  ...frame
}: SelectFieldProps<TValue>) {
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value}
          onChange={(event) => {
            const chosen = options.find(
              (option) => option.value === event.target.value,
            );
            if (chosen) onValueChange(chosen.value);
          }}
          className={`mt-1 w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-blue-600 ${
            frame.error ? "border-red-600" : "border-slate-300"
          }`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
