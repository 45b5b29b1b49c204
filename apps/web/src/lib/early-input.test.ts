import { afterEach, describe, expect, it } from "vitest";
import { earlyInput } from "./early-input";

/** A calculator's GET form as the server renders it: its controls named by the link's keys. */
function renderedForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form method="get" action="/payslip-simulator">
      <input name="salary" value="30000">
      <select name="method">
        <option value="net-pay" selected>Net pay</option>
        <option value="relief-at-source">Relief at source</option>
      </select>
      <input type="hidden" name="pgloan" value="no">
      <input type="checkbox" name="pgloan" value="yes">
      <input type="hidden" name="tool" value="payslips">
    </form>`;
  const form = document.querySelector("form");
  if (!form) throw new Error("no form");
  return form;
}

function input(form: HTMLFormElement, selector: string): HTMLInputElement {
  const found = form.querySelector(selector);
  if (!(found instanceof HTMLInputElement)) throw new Error(selector);
  return found;
}

describe("earlyInput", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is null while the form holds what the page rendered, or for another calculator", () => {
    const form = renderedForm();
    expect(earlyInput("payslips")).toBeNull();
    input(form, '[name="salary"]').value = "52000";
    expect(earlyInput("calculator")).toBeNull();
  });

  it("reads the whole form as a link's query once a select is changed", () => {
    const form = renderedForm();
    const method = form.querySelector("select");
    if (!method) throw new Error("no select");
    method.value = "relief-at-source";
    expect(earlyInput("payslips")?.toString()).toBe(
      "salary=30000&method=relief-at-source&pgloan=no&tool=payslips",
    );
  });

  it("counts a typed value and a ticked box (the box's yes after its hidden no)", () => {
    const form = renderedForm();
    input(form, '[name="salary"]').value = "52000";
    input(form, '[type="checkbox"]').checked = true;
    expect(earlyInput("payslips")?.getAll("pgloan")).toEqual(["no", "yes"]);
    expect(earlyInput("payslips")?.get("salary")).toBe("52000");
  });
});
