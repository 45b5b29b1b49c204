import type { ReactNode } from "react";
import { CheckboxField } from "./checkbox-field";
import { useFormScope, valueText } from "./form-scope";
import { Disclosure } from "../disclosure";
import { SelectField, type SelectFieldProps } from "./select-field";
import { NumberField, TextField, type TextFieldProps } from "./text-field";

/**
 * Fields bound by name to the calculator form around them (see form-model.ts): a calculator
 * lists `<Amount name="grossSalary" label="Gross salary" prefix="£" />` and the form supplies the
 * value, the setter and the validation message.
 */
type Bound<P> = Omit<P, "value" | "onValueChange" | "error"> & {
  name: string;
};

export function Amount({ name, ...props }: Bound<TextFieldProps>) {
  const form = useFormScope();
  return (
    <NumberField
      {...props}
      name={form.inputName(name)}
      value={valueText(form.value(name))}
      onValueChange={(value) => {
        form.setValue(name, value);
      }}
      error={form.error(name)}
    />
  );
}

export function Text({ name, ...props }: Bound<TextFieldProps>) {
  const form = useFormScope();
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      {...props}
      name={form.inputName(name)}
      value={valueText(form.value(name))}
      onValueChange={(value) => {
        form.setValue(name, value);
      }}
      error={form.error(name)}
    />
  );
}

export function Choice<TValue extends string>({
  name,
  ...props
}: Bound<SelectFieldProps<TValue>>) {
  const form = useFormScope();
  return (
    <SelectField
      {...props}
      name={form.inputName(name)}
      value={form.value(name) as TValue}
      onValueChange={(value) => {
        form.setValue(name, value);
      }}
      error={form.error(name)}
    />
  );
}

/** A yes/no field; `disabled` shows it unticked and unchangeable (its hint says why). */
export function Flag({
  name,
  label,
  hint,
  disabled = false,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const form = useFormScope();
  return (
    <CheckboxField
      name={form.inputName(name)}
      label={label}
      hint={hint}
      disabled={disabled}
      checked={!disabled && form.value(name) === true}
      onCheckedChange={(checked) => {
        form.setValue(name, checked);
      }}
    />
  );
}

/**
 * A disclosure of optional fields; it stays open while one of `fields` shows a message. Until the
 * visitor opens or closes it, it is open if `defaultOpen` (e.g. a link filled some of its fields).
 */
export function OptionsPanel({
  label,
  fields,
  defaultOpen = false,
  children,
}: {
  label: string;
  fields: readonly string[];
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const form = useFormScope();
  return (
    <Disclosure
      label={label}
      open={form.open(label) ?? defaultOpen}
      onOpenChange={(open) => {
        form.setOpen(label, open);
      }}
      reveal={form.hasError(fields)}
    >
      {children}
    </Disclosure>
  );
}
