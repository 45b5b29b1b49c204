import {
  reverseCalculate,
  reverseInputSchema,
  ValidationError,
  type ReverseInput,
} from "@uktax/engine";
import { describe, expect, it } from "vitest";
import {
  asJson,
  build,
  issuesOf,
  postJson,
  schemaIssues,
  sharedApp,
} from "../test-helper.js";
import { reverseCalculateExample } from "./reverse-calculate.js";

const URL = "/api/reverse-calculate";

const CASES: [string, ReverseInput][] = [
  ["the spec's defaults", reverseCalculateExample],
  [
    "an annual target in Scotland with a plan 1 loan",
    {
      ...reverseCalculateExample,
      desiredNetPay: 45000,
      payFrequency: "annual",
      region: "scotland",
      taxCode: "S1257L",
      studentLoanPlan: "plan1",
    },
  ],
  [
    "a weekly target",
    { ...reverseCalculateExample, desiredNetPay: 600, payFrequency: "weekly" },
  ],
  [
    "a target inside the allowance taper",
    { ...reverseCalculateExample, desiredNetPay: 5600 },
  ],
  ["nothing wanted", { ...reverseCalculateExample, desiredNetPay: 0 }],
  [
    "a household asking what brings it under each cliff",
    {
      ...reverseCalculateExample,
      desiredNetPay: 6200,
      childBenefitChildren: 2,
      partnerAdjustedNetIncome: 45000,
      savingsInterest: 3000,
      dividends: 1500,
      propertyIncome: 12000,
      propertyExpenses: 3000,
      giftAidDonations: 250,
      includeStayUnder: true,
    },
  ],
];

/** The engine's issues when it refuses an input its schema accepts, e.g. a target no salary reaches. */
function engineRefusal(input: ReverseInput): ValidationError {
  try {
    reverseCalculate(input);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error(`expected the engine to refuse ${JSON.stringify(input)}`);
}

describe(`POST ${URL}`, () => {
  it.each(CASES)(
    "answers exactly what the engine answers for %s",
    async (_name, input) => {
      const app = await build();
      const response = await postJson(app, URL, input);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(asJson(reverseCalculate(input)));
    },
  );

  it.each([
    ["desiredNetPay", -1, "Desired net pay must be positive"],
    ["taxCode", "", "Tax code is required"],
    [
      "pensionContribution",
      101,
      "Pension contribution must be between 0% and 100%",
    ],
  ])(
    "answers 400 naming %s (%j) with the spec's message",
    async (field, value, message) => {
      const app = await build();
      const body = { ...reverseCalculateExample, [field]: value };
      const issues = issuesOf(await postJson(app, URL, body));
      expect(issues).toEqual([{ path: [field], message }]);
      expect(issues).toEqual(schemaIssues(reverseInputSchema, body));
    },
  );

  it("reports the postgraduate loan's part of the loans, documented in the OpenAPI", async () => {
    const app = await build();
    // £52,000 in 2026/27, England 1257L, 5 % relief at source, Plan 2 and a postgraduate loan:
    // tax (52,000 − 12,570) × 20 % = 7,886; NI 37,700 × 8 % + 1,730 × 2 % = 3,050.60; Plan 2
    // (52,000 − 29,385) × 9 % = 2,035.35; postgraduate (52,000 − 21,000) × 6 % = 1,860; pension
    // 2,600 × 80 % = 2,080; net 52,000 − 7,886 − 3,050.60 − 3,895.35 − 2,080 = 35,088.05.
    const response = await postJson(app, URL, {
      taxYear: "2026-27",
      desiredNetPay: 35088.05,
      payFrequency: "annual",
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      requiredGrossSalary: 52000,
      studentLoan: 3895.35,
      postgraduateLoan: 1860,
      netPay: 35088.05,
    });
    const docs = await app.inject({ method: "GET", url: "/docs/json" });
    expect(docs.body).toContain(
      "The postgraduate loan's part of studentLoan (0 without one).",
    );
  });

  it("answers 400 with the engine's issues for a target no salary can reach", async () => {
    const app = await build();
    const input: ReverseInput = {
      ...reverseCalculateExample,
      desiredNetPay: 99_000_000,
      payFrequency: "monthly",
    };
    expect(reverseInputSchema.safeParse(input).success).toBe(true);
    const refusal = engineRefusal(input);
    const response = await postJson(app, URL, input);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: "Bad Request",
      message: refusal.message,
      issues: asJson(refusal.issues),
    });
  });

  it("answers the take-home it found line by line with includeBreakdown (salary sacrifice, 2026/27)", async () => {
    // Net at G with 5 % sacrifice: G − 5 % G − (95 % G − 12,570) × 28 % = 0.684 G + 3,519.60;
    // £40,000 gives 27,360 + 3,519.60 = 30,879.60 (at £39,999.99, 30,879.59: short).
    const app = await build();
    const input: ReverseInput = {
      taxYear: "2026-27",
      desiredNetPay: 30879.6,
      payFrequency: "annual",
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
      includeBreakdown: true,
    };
    const response = await postJson(app, URL, input);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      requiredGrossSalary: number;
      incomeTax: number;
      breakdown: {
        incomeTax: { total: number };
        marginalRate: { total: number };
        salarySacrifice: { sacrificed: number; saved: unknown };
      };
    }>();
    expect(body.requiredGrossSalary).toBe(40000);
    expect(body.incomeTax).toBe(5086); // (38,000 − 12,570) × 20 %
    expect(body.breakdown.incomeTax.total).toBe(5086);
    // 0.95 × (20 % + 8 %) = 0.266
    expect(body.breakdown.marginalRate.total).toBe(0.266);
    expect(body.breakdown.salarySacrifice.sacrificed).toBe(2000);
    // 2,000 × 20 %, × 8 %, × 15 %
    expect(body.breakdown.salarySacrifice.saved).toEqual({
      incomeTax: 400,
      nationalInsurance: 160,
      studentLoan: 0,
      employerNationalInsurance: 300,
    });
    expect(body).toEqual(asJson(reverseCalculate(input)));
    // Without the flag, no breakdown.
    const { includeBreakdown: _, ...plain } = input;
    const without = await postJson(app, URL, plain);
    expect(without.json()).not.toHaveProperty("breakdown");
  });

  it("answers 400 for an unknown field", async () => {
    const app = await build();
    const body = { ...reverseCalculateExample, desiredGross: 1 };
    expect(issuesOf(await postJson(app, URL, body))).toEqual(
      schemaIssues(reverseInputSchema, body),
    );
  });

  it("answers the payslip figures at the gross it finds (relief at source)", async () => {
    // £52,000 at 5 % relief at source with Plan 2 + postgraduate (2025/26) takes home 35,005.70
    // after the claim: 52,000 − 7,886 − 3,050.60 − 3,977.70 − 2,080. The payslips take 8,232
    // of tax (346 to claim): 34,659.70.
    const app = await build();
    const response = await postJson(app, URL, {
      desiredNetPay: 35005.7,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      taxYear: "2025-26",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      requiredGrossSalary: 52000,
      payslipIncomeTax: 8232,
      reliefAtSourceClaim: 346,
      payslipNetAnnual: 34659.7,
    });
  });
});

describe(`POST ${URL} with the household (issue 30)`, () => {
  const app = sharedApp();

  it("finds the gross for the payslips' take-home and gives the household's year at it: £70,000 with two children, 2025/26", async () => {
    // Take-home at £70,000: 70,000 − 15,432 − 3,410.60 = 51,157.40 (at £69,999.99, 0.58p less:
    // short). Child Benefit (26.05 + 17.25) × 52 = 2,251.60; 50 % of £2,251 → £1,125.
    const target = {
      taxYear: "2025-26",
      desiredNetPay: 51157.4,
      payFrequency: "annual",
    };
    const response = await postJson(app(), URL, {
      ...target,
      childBenefitChildren: 2,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      requiredGrossSalary: 70000,
      netPay: 51157.4,
      adjustedNetIncome: 70000,
      childBenefit: 2251.6,
      childBenefitChargedTo: "you",
      highIncomeChildBenefitCharge: 1125,
      taxOutsidePayroll: 1125,
      yearNetIncome: 52284, // 51,157.40 + 2,251.60 − 1,125
      childcareSupport: {
        lost: false,
        yourIncomeOverLimit: 0,
        partnerIncomeOverLimit: 0,
        taxFreeChildcareAtStake: 4000,
      },
    });
    expect(body).not.toHaveProperty("toStayUnder");
    // The household does not move the gross: the target is the payslips' take-home.
    const alone = await postJson(app(), URL, target);
    expect(alone.json()).toMatchObject({ requiredGrossSalary: 70000 });
  });

  it("gives Gift Aid's relief outside payroll: £60,000 and £4,000 given, 2025/26", async () => {
    // Take-home at £60,000: 60,000 − 11,432 − 3,210.60 = 45,357.40. Gift Aid grossed up to
    // £5,000 extends the basic band to 42,700: 42,700 × 20 % + 4,730 × 40 % = 10,432.
    const response = await postJson(app(), URL, {
      taxYear: "2025-26",
      desiredNetPay: 45357.4,
      payFrequency: "annual",
      giftAidDonations: 4000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      requiredGrossSalary: 60000,
      adjustedNetIncome: 55000,
      totalIncomeTax: 10432,
      taxThroughPayroll: 11432,
      payTaxAdjustment: -1000,
      taxOutsidePayroll: -1000,
    });
  });

  it("says, when asked, what pension or Gift Aid brings adjusted net income under £60,000 (£70,000, two children, 2025/26)", async () => {
    const response = await postJson(app(), URL, {
      taxYear: "2025-26",
      desiredNetPay: 51157.4,
      payFrequency: "annual",
      childBenefitChildren: 2,
      includeStayUnder: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    // £10,000 over £60,000. Pension: 10,000 / 70,000 = 14.2857 %, rounded up to 14.29 %: £10,003,
    // saving 40 % tax (£4,001.20) and the whole charge (£1,125): it costs 10,003 − 4,001.20 −
    // 1,125 = 4,876.80. Gift Aid: £8,000 (grossed up £10,000), its £10,000 moved from the 40 %
    // band to the 20 % one saves £2,000 and the charge: it costs 8,000 − 2,000 − 1,125 = 4,875.
    expect(response.json()).toMatchObject({
      toStayUnder: [
        {
          adjustedNetIncome: 60000,
          excess: 10000,
          pensionContribution: 14.29,
          extraPension: 10003,
          taxSaved: 4001.2,
          chargeSaved: 1125,
          takeHomeCost: 4876.8,
          childcareSupportSaved: 0,
          giftAidDonation: 8000,
          giftAidCost: 4875,
        },
      ],
    });
  });

  it.each([
    [
      { childBenefitChildren: 1.5 },
      ["childBenefitChildren"],
      "Children must be a whole number",
    ],
    [
      { savingsInterest: -1 },
      ["savingsInterest"],
      "Savings interest must be positive",
    ],
    [
      { taxCode: "NT", giftAidDonations: 100 },
      ["giftAidDonations"],
      "Gift Aid donations can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not NT",
    ],
  ])("answers 400 naming the field for %j", async (fields, path, message) => {
    const body = { ...reverseCalculateExample, ...fields };
    const issues = issuesOf(await postJson(app(), URL, body));
    expect(issues).toEqual([{ path, message }]);
  });
});
