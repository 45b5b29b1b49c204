import { useEffect, useRef, type ReactNode } from "react";
import type { FormFields } from "./form-model";
import { FormScopeProvider, useFormScope } from "./form-scope";
import { newRow, type RowList, type RowOf } from "./row-lists";

const BUTTON =
  "rounded px-2 py-1 text-sm font-medium focus:outline-none focus-visible:ring-2";

/**
 * A list of rows of the same fields (row-lists.ts), bound by `name` to the form around
 * it: each row is a group named `rowName(n)` holding the fields given as children, bound by their
 * names within the row (the form's messages for `name.index.field` land on them), with its Remove
 * button; Add puts a new row, at its fields' defaults, at the end while there are fewer than the
 * list's most. A new row's first field takes focus; after a removal, the Add button does. A
 * message about the list as a whole shows under its legend.
 */
export function FieldRows<F extends FormFields>({
  name,
  list,
  legend,
  hint,
  rowName,
  addLabel,
  children,
}: {
  name: string;
  list: RowList<F>;
  legend: string;
  hint?: ReactNode;
  /** "Pay rise 1": each row's group name, from its number. */
  rowName: (n: number) => string;
  /** "Add a pay rise". */
  addLabel: string;
  /** The fields of one row, bound by their names in the row. */
  children: ReactNode;
}) {
  const form = useFormScope();
  const rows = (form.value(name) ?? []) as readonly RowOf<F>[];
  const setRows = (next: readonly RowOf<F>[]) => {
    form.setValue(name, next);
  };
  const container = useRef<HTMLFieldSetElement>(null);
  /** What takes focus after the next render: a new row's first field, or the Add button. */
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const selector = pendingFocus.current;
    if (selector === null) return;
    pendingFocus.current = null;
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  const listError = form.error(name);
  const errorId = `${name}-list-error`;
  return (
    <fieldset
      ref={container}
      className="flex flex-col gap-3"
      aria-describedby={listError ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
      </legend>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      {listError ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {rows.map((row, index) => {
        const prefix = `${name}.${index}`;
        const title = rowName(index + 1);
        const rowError = form.error(prefix);
        return (
          <FormScopeProvider
            key={row.id}
            scope={{
              ...form,
              value: (field) => (row as Record<string, unknown>)[field],
              setValue: (field, value) => {
                setRows(
                  rows.map((item) =>
                    item.id === row.id ? { ...item, [field]: value } : item,
                  ),
                );
              },
              error: (field) => form.error(`${prefix}.${field}`),
              inputName: (field) => form.inputName(`${prefix}.${field}`),
              hasError: (fields) =>
                form.hasError(fields.map((field) => `${prefix}.${field}`)),
            }}
          >
            <fieldset
              data-row-id={row.id}
              className="rounded-md border border-slate-200 p-3"
            >
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {title}
              </legend>
              <div className="flex justify-end">
                <button
                  type="button"
                  aria-label={`Remove ${title.toLowerCase()}`}
                  onClick={() => {
                    pendingFocus.current = "[data-add-row]";
                    setRows(rows.filter((item) => item.id !== row.id));
                  }}
                  className={`${BUTTON} text-red-700 hover:bg-red-50 focus-visible:ring-red-600`}
                >
                  Remove
                </button>
              </div>
              {rowError ? (
                <p className="mb-2 text-sm font-medium text-red-700">
                  {rowError}
                </p>
              ) : null}
              <div className="grid gap-3 sm:grid-cols-2">{children}</div>
            </fieldset>
          </FormScopeProvider>
        );
      })}
      {rows.length < list.max ? (
        <button
          type="button"
          data-add-row
          onClick={() => {
            const row = newRow(list, rows);
            pendingFocus.current = `[data-row-id="${row.id}"] input`;
            setRows([...rows, row]);
          }}
          className={`${BUTTON} self-start border border-dashed border-slate-300 text-blue-800 hover:border-blue-600 hover:bg-blue-50 focus-visible:ring-blue-600`}
        >
          <span aria-hidden="true">+ </span>
          {addLabel}
        </button>
      ) : null}
    </fieldset>
  );
}
