import { describe, expect, it } from "vitest";
import { compareSalaries } from "./compare/compare.js";
import { ValidationError, toValidationIssues } from "./validation-error.js";

describe("toValidationIssues", () => {
  it("reports each unknown field at its own path, nested ones included", () => {
    // Built as `unknown`, as a caller's JSON would arrive: the types rightly forbid these fields.
    const input: unknown = JSON.parse(
      '{"salaries":[{"grossSalary":40000},{"grossSalary":45000,"bonsu":1,"extra":2}],"currency":"GBP"}',
    );
    const error = captureError(() =>
      compareSalaries(input as Parameters<typeof compareSalaries>[0]),
    );
    expect(error.issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining([["salaries", 1, "bonsu"], ["salaries", 1, "extra"], ["currency"]]),
    );
    expect(error.issues).toHaveLength(3);
    expect(error.issues.find((issue) => issue.path.at(-1) === "bonsu")?.message).toBe(
      'Unknown field "bonsu" in Salary input',
    );
  });

  it("keeps other issues as they are, with symbol-free array paths", () => {
    expect(
      toValidationIssues([
        {
          code: "too_small",
          path: ["salaries", 0, "grossSalary"],
          message: "Salary must be positive",
        },
        {
          code: "unrecognized_keys",
          path: [],
          keys: ["a", "b"],
          message: 'Unknown fields "a", "b" in Hourly input',
        },
      ]),
    ).toEqual([
      {
        path: ["salaries", 0, "grossSalary"],
        message: "Salary must be positive",
      },
      { path: ["a"], message: 'Unknown field "a" in Hourly input' },
      { path: ["b"], message: 'Unknown field "b" in Hourly input' },
    ]);
  });
});

function captureError(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a ValidationError");
}
