import {
  calculateMortgage,
  mortgageInputSchema,
  mortgageResultSchema,
  ValidationError,
  type MortgageInput,
} from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  asJson,
  build,
  issuesOf,
  postJson,
  schemaIssues,
} from "../test-helper.js";
import { calculateMortgageExample } from "./calculate-mortgage.js";

const URL = "/api/calculate-mortgage";

const CASES: [string, MortgageInput][] = [
  ["the spec's defaults", calculateMortgageExample],
  ["a 0% rate", { ...calculateMortgageExample, interestRate: 0 }],
  [
    "expenses above take-home",
    { ...calculateMortgageExample, monthlyExpenses: 5000 },
  ],
  [
    "a high income capped by the multiple",
    { ...calculateMortgageExample, annualIncome: 150000, incomeMultiple: 5 },
  ],
];

describe(`POST ${URL}`, () => {
  it.each(CASES)(
    "answers exactly what the engine answers for %s",
    async (_name, input) => {
      const app = await build();
      const response = await postJson(app, URL, input);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(asJson(calculateMortgage(input)));
    },
  );

  it.each([
    ["annualIncome", -1, "Annual income must be positive"],
    ["monthlyExpenses", -1, "Monthly expenses must be positive"],
    ["deposit", -1, "Deposit must be positive"],
    ["interestRate", -0.5, "Interest rate must be positive"],
    ["mortgageTerm", 0, "Mortgage term must be at least 1 year"],
  ])(
    "answers 400 naming %s (%j) with the spec's message",
    async (field, value, message) => {
      const app = await build();
      const body = { ...calculateMortgageExample, [field]: value };
      const issues = issuesOf(await postJson(app, URL, body));
      expect(issues).toEqual([{ path: [field], message }]);
      expect(issues).toEqual(schemaIssues(mortgageInputSchema, body));
    },
  );

  it("answers 400 for a term over 40 years or a rate over 100%", async () => {
    const app = await build();
    for (const body of [
      { ...calculateMortgageExample, mortgageTerm: 41 },
      { ...calculateMortgageExample, interestRate: 101 },
    ]) {
      expect(issuesOf(await postJson(app, URL, body))).toEqual(
        schemaIssues(mortgageInputSchema, body),
      );
    }
  });

  it("answers 400 for an unknown field", async () => {
    const app = await build();
    const body = { ...calculateMortgageExample, propertyValue: 300000 };
    expect(issuesOf(await postJson(app, URL, body))).toEqual(
      schemaIssues(mortgageInputSchema, body),
    );
  });

  // Found by the fuzz test: a rate so small that 1 + rate rounds to 1 must not divide by zero.
  // The engine may answer or refuse such a rate; either way the API says what it says, never 500.
  it.each([1e-300, 5e-324, 1e-15])(
    "answers a tiny interest rate (%s) as the engine does, never with a 500",
    async (interestRate) => {
      const app = await build();
      const input = { ...calculateMortgageExample, interestRate };
      const response = await postJson(app, URL, input);
      let answer: unknown;
      try {
        answer = calculateMortgage(input);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        expect(response.statusCode).toBe(400);
        return;
      }
      expect(mortgageResultSchema.safeParse(answer).success).toBe(true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(asJson(answer));
    },
  );
});
