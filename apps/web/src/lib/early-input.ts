import { TOOL_PARAM } from "./page-query";

/**
 * What a visitor typed or chose in a calculator's prerendered form before the page hydrated it.
 * React keeps a text field's value typed before hydration, but sets a select back to the option
 * it rendered, so a choice made while the page was loading would be undone without a word.
 *
 * Read while the calculator first renders to hydrate (React has not touched the form's controls
 * yet): the form's controls as a link's query (their names are the link's keys, see
 * components/form/url-state.ts) if the visitor changed any of them, else null. The calculator
 * then takes these values, as it would a link's.
 */
export function earlyInput(tool: string): URLSearchParams | null {
  if (typeof document === "undefined") return null;
  const form = [...document.forms].find(
    (candidate) => new FormData(candidate).get(TOOL_PARAM) === tool,
  );
  if (!form || ![...form.elements].some(changedByVisitor)) return null;
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form))
    if (typeof value === "string") query.append(key, value);
  return query;
}

/** A control whose value is no longer the one in the page's HTML. */
function changedByVisitor(control: Element): boolean {
  if (control instanceof HTMLSelectElement) {
    const rendered = [...control.options].findIndex(
      (option) => option.defaultSelected,
    );
    return control.selectedIndex !== Math.max(rendered, 0);
  }
  if (control instanceof HTMLInputElement)
    return control.type === "checkbox" || control.type === "radio"
      ? control.checked !== control.defaultChecked
      : control.value !== control.defaultValue;
  return false;
}
