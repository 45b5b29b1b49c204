/**
 * Turns a list of validation issues (zod's, or the API's `issues` array, which has the same
 * `{ path, message }` shape) into what a form shows: one message per field, keyed by the issue's
 * path joined with dots (`grossSalary`, `salaries.1.taxCode`), and the messages whose path is
 * empty, shown at the top of the form.
 */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface FormErrors {
  /** Messages that belong to no single field. */
  readonly form: readonly string[];
  /** The first message for each field, keyed by its dotted path. */
  readonly fields: Readonly<Record<string, string>>;
}

export const NO_ERRORS: FormErrors = { form: [], fields: {} };

export function fieldKey(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join(".");
}

export function issuesToFormErrors(issues: readonly IssueLike[]): FormErrors {
  const form: string[] = [];
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.path.length === 0) {
      if (!form.includes(issue.message)) form.push(issue.message);
      continue;
    }
    const key = fieldKey(issue.path);
    if (!(key in fields)) fields[key] = issue.message;
  }
  return { form, fields };
}

export function hasErrors(errors: FormErrors): boolean {
  return errors.form.length > 0 || Object.keys(errors.fields).length > 0;
}
