import {
  calculateMortgage,
  mortgageInputSchema,
  mortgageResultSchema,
  ValidationError,
  type MortgageInput,
  type MortgageResult,
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
  [
    "two applicants",
    { ...calculateMortgageExample, secondApplicantIncome: 28000 },
  ],
];

/** The couple of issue 28: £52,000 + £28,000 in 2026/27, the spec's other defaults. */
const COUPLE: MortgageInput = {
  ...calculateMortgageExample,
  taxYear: "2026-27",
  annualIncome: 52000,
  secondApplicantIncome: 28000,
};

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

  it("taxes two applicants each on their own income and lends on the joint income", async () => {
    const app = await build();
    const response = await postJson(app, URL, COUPLE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      taxYear: "2026-27",
      // nets 40,717.40 (£52,000) and 23,679.60 (£28,000) in 2026/27; / 12 each, and together
      // 64,397 / 12 = 5,366.416… → 5,366.42 = 3,393.12 + 1,973.30
      firstApplicantMonthlyNet: 3393.12,
      secondApplicantMonthlyNet: 1973.3,
      monthlyNetIncome: 5366.42,
      jointIncome: 80000,
      incomeMultipleCap: 360000, // 4.5 × 80,000
      maxMortgage: 360000,
      monthlyPayment: 2001, // 360,000 at 0.375 % a month over 300 months
      paymentToIncomeRatio: 37.2874, // 2,001 / 5,366.42
    });
  });

  it("answers the lender's view: the rate + 3 points stress test and what limits the loan", async () => {
    const app = await build();
    const easy = (await postJson(app, URL, COUPLE)).json<MortgageResult>();
    expect(easy).toMatchObject({
      stressRate: 7.5, // 4.5 + 3
      stressedMonthlyPayment: 2660.37, // 360,000 at 0.625 % a month over 300 months
      stressedBudgetLoan: 617926.18, // 4,566.42 × 135.3196… (the annuity factor at 0.625 %)
      lenderMaxMortgage: 360000,
      limitedBy: "incomeMultiple",
    });
    // £3,000 of expenses leave 2,366.42: 2,366.42 × 135.3196… = 320,223.03 at 7.5 %, below the cap
    const tight = (
      await postJson(app, URL, { ...COUPLE, monthlyExpenses: 3000 })
    ).json<MortgageResult>();
    expect(tight).toMatchObject({
      maxMortgage: 360000,
      stressedBudgetLoan: 320223.03,
      lenderMaxMortgage: 320223.03,
      limitedBy: "stressTest",
    });
  });

  it("answers 400 naming secondApplicantIncome", async () => {
    const app = await build();
    for (const [value, message] of [
      [-1, "Second applicant's income must be positive"],
      ["28000", "Second applicant's income must be a number"],
    ] as const) {
      const body = { ...COUPLE, secondApplicantIncome: value };
      const issues = issuesOf(await postJson(app, URL, body));
      expect(issues).toEqual([{ path: ["secondApplicantIncome"], message }]);
      expect(issues).toEqual(schemaIssues(mortgageInputSchema, body));
    }
  });

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
