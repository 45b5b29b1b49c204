import {
  calculatePayslips,
  payslipsInputSchema,
  type PayslipsInput,
  type PayslipsResult,
} from "@uktax/engine/payroll";
import { describe, expect, it } from "vitest";
import {
  asJson,
  build,
  issuesOf,
  postJson,
  schemaIssues,
} from "../test-helper.js";
import { payslipsExample } from "./payslips.js";

const URL = "/api/payslips";

/** £40,000 paid monthly on 1257L, nothing else: figures simple enough to work out by hand. */
const PLAIN_YEAR: PayslipsInput = {
  grossSalary: 40000,
  payFrequency: "monthly",
  region: "england",
  taxCode: "1257L",
  studentLoanPlan: "none",
  pensionContribution: 0,
};

const CASES: [string, PayslipsInput][] = [
  [
    "the documented example (monthly, a £5,000 bonus in month 6)",
    payslipsExample,
  ],
  [
    "an emergency code on a month 1 basis",
    { ...payslipsExample, taxCode: "1257L M1" },
  ],
  [
    "a month 1 emergency code corrected from month 3 and a pay rise from month 9",
    {
      ...payslipsExample,
      taxCode: "1257L M1",
      payRises: [{ period: 9, grossSalary: 45000 }],
      taxCodeChanges: [{ period: 3, taxCode: "1257L" }],
    },
  ],
  [
    "weekly pay in Scotland with Plan 2, a postgraduate loan and salary sacrifice",
    {
      grossSalary: 52000,
      payFrequency: "weekly",
      region: "scotland",
      taxCode: "S1257L",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      pensionContribution: 4,
      pensionMethod: "salary-sacrifice",
      bonus: { amount: 3000, period: 52 },
    },
  ],
  [
    "four-weekly pay on a K code, 2024/25",
    {
      grossSalary: 18000,
      payFrequency: "four-weekly",
      region: "wales",
      taxCode: "K475",
      studentLoanPlan: "plan1",
      pensionContribution: 0,
      taxYear: "2024-25",
    },
  ],
  [
    "fortnightly pay, relief at source, NI category M",
    {
      grossSalary: 31000,
      payFrequency: "fortnightly",
      region: "northern-ireland",
      taxCode: "BR",
      studentLoanPlan: "plan4",
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      niCategory: "M",
    },
  ],
];

describe(`POST ${URL}`, () => {
  it.each(CASES)(
    "answers exactly what the engine answers for %s",
    async (_name, input) => {
      const app = await build();
      const response = await postJson(app, URL, input);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(asJson(calculatePayslips(input)));
    },
  );

  it("answers a plain monthly year with the figures worked out by hand", async () => {
    const app = await build();
    const response = await postJson(app, URL, PLAIN_YEAR);
    expect(response.statusCode).toBe(200);
    const result = response.json<PayslipsResult>();
    expect(result.payslips).toHaveLength(12);
    // £40,000 / 12 = £3,333.33 (rounded down) for 11 months; the last takes the odd pence:
    // 40,000 − 11 × 3,333.33 = 3,333.37.
    expect(result.payslips.map((slip) => slip.gross)).toEqual([
      ...Array<number>(11).fill(3333.33),
      3333.37,
    ]);
    // NI: (3,333.33 − 1,048 monthly primary threshold) × 8 % = 182.8264 → 182.83; the last
    // month (3,333.37 − 1,048) × 8 % = 182.8296 → 182.83. 12 × 182.83 = 2,193.96.
    expect(result.totals.employeeNI).toBe(2193.96);
    // PAYE: 1257L's monthly free pay is two blocks of £416.67 plus 2,579 / 12 = 214.9166… → £214.92,
    // £1,048.26 a month. Month 12: 40,000 − 12 × 1,048.26 = 27,420.88 → £27,420 whole pounds, all
    // in the basic-rate band: × 20 % = £5,484 (the annual calculation: (40,000 − 12,570) × 20 % = £5,486).
    expect(result.payslips.at(-1)?.taxPaidToDate).toBe(5484);
    expect(result.totals.tax).toBe(5484);
    expect(result.annual.incomeTax).toBe(5486);
    expect(
      result.differences.find((item) => item.field === "tax"),
    ).toMatchObject({ payslipTotal: 5484, annual: 5486, difference: -2 });
  });

  it.each([
    [
      { bonus: { amount: 5000, period: 13 } },
      [
        {
          path: ["bonus", "period"],
          message: "Bonus period must be between 1 and 12 for monthly pay",
        },
      ],
    ],
    [
      { payFrequency: "annual" },
      [
        {
          path: ["payFrequency"],
          message:
            "Pay frequency must be one of: weekly, fortnightly, four-weekly, monthly",
        },
      ],
    ],
    [
      { grossSalary: -1 },
      [{ path: ["grossSalary"], message: "Salary must be positive" }],
    ],
    [
      { bonus: { amount: 1 } },
      [{ path: ["bonus", "period"], message: "Bonus period is required" }],
    ],
    [
      { niCategory: "Q" },
      [
        {
          path: ["niCategory"],
          message: "NI category must be one of: A, B, C, H, J, M, V, Z",
        },
      ],
    ],
  ])(
    "answers 400 naming the field for %j, with the engine's message",
    async (change, expected) => {
      const app = await build();
      const body = { ...payslipsExample, ...change };
      const issues = issuesOf(await postJson(app, URL, body));
      expect(issues).toEqual(expected);
      expect(issues).toEqual(schemaIssues(payslipsInputSchema, body));
    },
  );

  it("pays a rise from its period on, and says so in the gross pay's reasons", async () => {
    const app = await build();
    const response = await postJson(app, URL, {
      ...PLAIN_YEAR,
      payRises: [{ period: 9, grossSalary: 45000 }],
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<PayslipsResult>();
    // Months 1–8: ⌊4,000,000p / 12⌋ = 333,333p; months 9–12: 4,500,000p / 12 = 375,000p exactly.
    expect(result.payslips.map((slip) => slip.gross)).toEqual([
      ...Array<number>(8).fill(3333.33),
      ...Array<number>(4).fill(3750),
    ]);
    // 8 × 3,333.33 + 4 × 3,750 = 26,666.64 + 15,000 = 41,666.64, which the annual figure takes too.
    expect(result.totals.gross).toBe(41666.64);
    expect(result.annual.grossAnnual).toBe(41666.64);
    const gross = result.differences.find((item) => item.field === "gross");
    expect(gross?.reasons).toContainEqual({
      code: "pay-rise",
      period: 9,
      from: 40000,
      to: 45000,
      perPeriod: 3750, // 45,000 / 12
    });
  });

  it("answers 400 naming the row and field of a bad change", async () => {
    const app = await build();
    const body = {
      ...payslipsExample,
      payRises: [{ period: 1, grossSalary: 45000 }],
      taxCodeChanges: [{ period: 3, taxCode: "1257L" }, { period: 3 }],
    };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues).toEqual(schemaIssues(payslipsInputSchema, body));
    expect(issues.map((issue) => issue.path)).toContainEqual([
      "taxCodeChanges",
      1,
      "taxCode",
    ]);
    // Period 1 is the year's own salary: the rules across rows follow once the shape is right.
    const rise = { ...body, taxCodeChanges: [{ period: 3, taxCode: "1257L" }] };
    expect(issuesOf(await postJson(app, URL, rise))).toEqual([
      expect.objectContaining({
        path: ["payRises", 0, "period"],
        message: "Pay rise period must be 2 or more",
      }),
    ]);
  });

  it("answers 400 for an unknown field, at the top level and in the bonus", async () => {
    const app = await build();
    for (const body of [
      { ...payslipsExample, payRise: { period: 9, grossSalary: 45000 } },
      { ...payslipsExample, bonus: { amount: 1, period: 1, note: "x" } },
    ]) {
      const issues = issuesOf(await postJson(app, URL, body));
      expect(issues.length).toBeGreaterThan(0);
      expect(issues).toEqual(schemaIssues(payslipsInputSchema, body));
    }
  });
});
