import { salaryInputSchema } from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  fieldKey,
  hasErrors,
  issuesToFormErrors,
  NO_ERRORS,
} from "./zod-issues-to-fields";

describe("issuesToFormErrors", () => {
  it("keys each field by its dotted path, keeps the first message, and puts pathless ones at the top", () => {
    const errors = issuesToFormErrors([
      { path: ["grossSalary"], message: "Salary must be positive" },
      { path: ["grossSalary"], message: "a second message for the same field" },
      { path: ["salaries", 1, "taxCode"], message: "Tax code is required" },
      { path: [], message: "Salary input must be an object" },
      { path: [], message: "Salary input must be an object" },
    ]);
    expect(errors).toEqual({
      form: ["Salary input must be an object"],
      fields: {
        grossSalary: "Salary must be positive",
        "salaries.1.taxCode": "Tax code is required",
      },
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(NO_ERRORS)).toBe(false);
    expect(fieldKey(["salaries", 0, "grossSalary"])).toBe(
      "salaries.0.grossSalary",
    );
  });

  it("maps the engine schema's own issues", () => {
    const parsed = salaryInputSchema.safeParse({
      grossSalary: -1,
      taxCode: "1257L",
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(issuesToFormErrors(parsed.error.issues).fields).toEqual({
      grossSalary: "Salary must be positive",
    });
    const notAnObject = salaryInputSchema.safeParse("forty thousand");
    expect(notAnObject.success).toBe(false);
    if (notAnObject.success) return;
    expect(issuesToFormErrors(notAnObject.error.issues).form).toHaveLength(1);
  });
});
