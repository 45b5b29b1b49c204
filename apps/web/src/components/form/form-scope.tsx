import { createContext, use, type ReactNode } from "react";

/** What a bound field needs: its value, a setter and its validation message (if any). */
export interface FormScope {
  value: (name: string) => unknown;
  setValue: (name: string, value: unknown) => void;
  /**
   * The `name` of the field's control: its key in the page's query string (url-state.ts), so the
   * form also submits without JavaScript. Looked up at `prefix + name` like `error`.
   */
  inputName: (name: string) => string | undefined;
  /** The message for the field `name`, looked up at `prefix + name` (e.g. `salaries.1.taxCode`). */
  error: (name: string) => string | undefined;
  /** Whether any of the named fields, or anything within one (`payRises` → `payRises.0.period`), has a message (keeps option panels open). */
  hasError: (names: readonly string[]) => boolean;
  /** Whether the visitor opened (true) or closed (false) the panel, or undefined if neither. */
  open: (panel: string) => boolean | undefined;
  setOpen: (panel: string, open: boolean) => void;
}

/** A field's value as a text input shows it: text as it is, a number in digits, else empty. */
export function valueText(value: unknown): string {
  return typeof value === "string" || typeof value === "number"
    ? String(value)
    : "";
}

const FormScopeContext = createContext<FormScope | null>(null);

export function FormScopeProvider({
  scope,
  children,
}: {
  scope: FormScope;
  children: ReactNode;
}) {
  return <FormScopeContext value={scope}>{children}</FormScopeContext>;
}

export function useFormScope(): FormScope {
  const scope = use(FormScopeContext);
  if (!scope)
    throw new Error("A bound field must be inside a calculator form.");
  return scope;
}
