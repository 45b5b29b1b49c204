import {
  calculateSalary,
  salaryInputSchema,
  type SalaryInput,
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
import {
  calculateSalaryExample,
  calculateSalaryHouseholdExample,
} from "./calculate-salary.js";

const URL = "/api/calculate-salary";

const CASES: [string, SalaryInput][] = [
  ["the spec's defaults", calculateSalaryExample],
  [
    "a monthly Scottish salary with a plan 2 loan and a bonus",
    {
      ...calculateSalaryExample,
      grossSalary: 4250,
      payFrequency: "monthly",
      region: "scotland",
      taxCode: "S1257L",
      studentLoanPlan: "plan2",
      bonus: 3000,
    },
  ],
  [
    "£125,140 (allowance fully tapered)",
    { ...calculateSalaryExample, grossSalary: 125140 },
  ],
  [
    "weekly pay with benefits, overtime and childcare vouchers",
    {
      ...calculateSalaryExample,
      grossSalary: 700,
      payFrequency: "weekly",
      overtime: 1500,
      benefitsInKind: 2000,
      childcareVouchers: 2860,
    },
  ],
  [
    "a daily rate with salary sacrifice",
    {
      ...calculateSalaryExample,
      grossSalary: 350,
      payFrequency: "daily",
      pensionMethod: "salary-sacrifice",
    },
  ],
  [
    "a K code in Wales",
    { ...calculateSalaryExample, taxCode: "CK475", region: "wales" },
  ],
  ["only the required field", { grossSalary: 52000 }],
  [
    "the breakdown, with relief at source, two loans and a bonus",
    {
      ...calculateSalaryExample,
      grossSalary: 60000,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      bonus: 5000,
      includeBreakdown: true,
    },
  ],
  ["nothing earned", { ...calculateSalaryExample, grossSalary: 0 }],
  ["the documented household example", calculateSalaryHouseholdExample],
  [
    "every household field, with the breakdown and what brings income under each cliff",
    {
      ...calculateSalaryExample,
      grossSalary: 118000,
      taxYear: "2026-27",
      pensionMethod: "relief-at-source",
      childBenefitChildren: 3,
      partnerAdjustedNetIncome: 104000,
      savingsInterest: 850.25,
      dividends: 4100,
      propertyIncome: 800,
      propertyExpenses: 120,
      giftAidDonations: 1200,
      blindPersonsAllowance: true,
      includeStayUnder: true,
      includeBreakdown: true,
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
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.json()).toEqual(asJson(calculateSalary(input)));
    },
  );

  it("gives the next £1 part by part in the breakdown (£28,000, 2026/27, no pension)", async () => {
    const app = await build();
    const response = await postJson(app, URL, {
      taxYear: "2026-27",
      grossSalary: 28000,
      pensionContribution: 0,
      includeBreakdown: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      marginalRate: number;
      breakdown: { marginalRate: Record<string, number> };
    }>();
    // Basic rate 20 % and NI 8 %: 0.28; no loan, no pension.
    expect(body.marginalRate).toBe(0.28);
    expect(body.breakdown.marginalRate).toEqual({
      total: 0.28,
      incomeTax: 0.2,
      nationalInsurance: 0.08,
      studentLoans: 0,
      pension: 0,
    });
  });

  it("says in the breakdown what salary sacrifice saves (£40,000, 5 % sacrifice, 2026/27)", async () => {
    const app = await build();
    const response = await postJson(app, URL, {
      taxYear: "2026-27",
      grossSalary: 40000,
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
      includeBreakdown: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      breakdown: { salarySacrifice: unknown };
    }>();
    expect(body.breakdown.salarySacrifice).toEqual({
      sacrificed: 2000, // 5 % of 40,000
      withoutSacrifice: {
        incomeTax: 5486, // (40,000 − 12,570) × 20 % = 27,430 × 0.2
        nationalInsurance: 2194.4, // 27,430 × 8 %
        studentLoan: 0,
        employerNationalInsurance: 5250, // (40,000 − 5,000) × 15 %
      },
      saved: {
        incomeTax: 400, // 2,000 × 20 %
        nationalInsurance: 160, // 2,000 × 8 %
        studentLoan: 0,
        employerNationalInsurance: 300, // 2,000 × 15 %
      },
    });
  });

  it.each([
    ["grossSalary", -1, "Salary must be positive"],
    ["taxCode", "", "Tax code is required"],
    ["taxCode", "   ", "Tax code is required"],
    [
      "pensionContribution",
      100.5,
      "Pension contribution must be between 0% and 100%",
    ],
    [
      "pensionContribution",
      -1,
      "Pension contribution must be between 0% and 100%",
    ],
    ["bonus", -1, "Bonus must be positive"],
    ["overtime", -1, "Overtime must be positive"],
    ["benefitsInKind", -0.01, "Benefits in kind must be positive"],
    ["childcareVouchers", -5, "Childcare vouchers must be positive"],
  ])(
    "answers 400 naming %s (%j) with the spec's message",
    async (field, value, message) => {
      const app = await build();
      const body = { ...calculateSalaryExample, [field]: value };
      const response = await postJson(app, URL, body);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: "Bad Request",
      });
      expect(issuesOf(response)).toEqual([{ path: [field], message }]);
      expect(issuesOf(response)).toEqual(schemaIssues(salaryInputSchema, body));
    },
  );

  it("lists every failing field at once, as the engine's schema does", async () => {
    const app = await build();
    const body = {
      ...calculateSalaryExample,
      grossSalary: -1,
      payFrequency: "hourly",
      region: "mars",
      bonus: "lots",
      taxCode: 1257,
    };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues).toEqual(schemaIssues(salaryInputSchema, body));
    expect(issues.map((issue) => issue.path[0]).sort()).toEqual(
      ["bonus", "grossSalary", "payFrequency", "region", "taxCode"].sort(),
    );
  });

  it("answers 400 for an invalid tax code and a missing salary", async () => {
    const app = await build();
    const invalid = { ...calculateSalaryExample, taxCode: "ABC" };
    expect(issuesOf(await postJson(app, URL, invalid))).toEqual(
      schemaIssues(salaryInputSchema, invalid),
    );
    const missing = { taxCode: "1257L" };
    expect(issuesOf(await postJson(app, URL, missing))).toEqual(
      schemaIssues(salaryInputSchema, missing),
    );
  });

  it("answers 400 for an unknown field", async () => {
    const app = await build();
    const body = { ...calculateSalaryExample, salary: 40000 };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues).toEqual(schemaIssues(salaryInputSchema, body));
    expect(issues[0]?.message).toContain('"salary"');
  });

  it("answers the payslip figures of relief at source: £52,000 at 5 %, Plan 2 + postgraduate", async () => {
    // 2025/26, England. Payslip tax (no band extension): 37,700 × 20 % + 1,730 × 40 % = 8,232;
    // with the extension (basic band to 40,300): 39,430 × 20 % = 7,886; claim 346. Net after
    // the claim: 52,000 − 7,886 − 3,050.60 (NI) − 3,977.70 (2,117.70 + 1,860 loans) − 2,080
    // (80 % of 2,600) = 35,005.70; on the payslips 34,659.70, a month 2,888.31.
    const app = await build();
    const response = await postJson(app, URL, {
      grossSalary: 52000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
      taxYear: "2025-26",
      includeBreakdown: true,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      breakdown: { incomeTax: Record<string, unknown> };
    }>();
    expect(body).toMatchObject({
      incomeTax: 7886,
      netAnnual: 35005.7,
      payslipIncomeTax: 8232,
      reliefAtSourceClaim: 346,
      payslipNetAnnual: 34659.7,
      payslipNetMonthly: 2888.31,
    });
    expect(body.breakdown.incomeTax).toMatchObject({
      payslipTotal: 8232,
      reliefAtSourceClaim: 346,
    });
  });
});

/** The household part of a take-home answer (issue 30), as the tests below read it. */
interface HouseholdAnswer {
  adjustedNetIncome: number;
  childBenefit: number;
  childBenefitChargedTo: string;
  highIncomeChildBenefitCharge: number;
  savingsTax: number;
  dividendTax: number;
  totalIncomeTax: number;
  taxThroughPayroll: number;
  payTaxAdjustment: number;
  taxOutsidePayroll: number;
  yearNetIncome: number;
  yearMarginalRate: number;
  childcareSupport: Record<string, unknown>;
  toStayUnder?: Record<string, unknown>[];
}

describe(`POST ${URL} with the household (issue 30)`, () => {
  const app = sharedApp();

  async function answer(
    body: Record<string, unknown>,
  ): Promise<HouseholdAnswer> {
    const response = await postJson(app(), URL, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<HouseholdAnswer>();
  }

  it("gives Child Benefit and its charge, collected outside payroll: £70,000 with two children, 2025/26", async () => {
    const body = await answer({
      grossSalary: 70000,
      taxYear: "2025-26",
      childBenefitChildren: 2,
    });
    // (26.05 + 17.25) × 52 = 2,251.60; adjusted net income £10,000 over £60,000: 50 × 1 % of
    // £2,251 = £1,125.50, rounded down to £1,125. Payslips: tax 37,700 × 20 % + 19,730 × 40 % =
    // 15,432, NI 37,700 × 8 % + 19,730 × 2 % = 3,410.60, take-home 51,157.40; the year
    // 51,157.40 + 2,251.60 − 1,125 = 52,284. The next £200: 40 % + 2 % and the charge's rate,
    // 1 % of £2,251 per £200 (£22.51): (80 + 4 + 22.51) / 200 = 0.53255 → 0.5326.
    expect(body).toMatchObject({
      adjustedNetIncome: 70000,
      childBenefit: 2251.6,
      childBenefitChargedTo: "you",
      highIncomeChildBenefitCharge: 1125,
      totalIncomeTax: 15432,
      taxThroughPayroll: 15432,
      payTaxAdjustment: 0,
      taxOutsidePayroll: 1125,
      yearNetIncome: 52284,
      yearMarginalRate: 0.5326,
      childcareSupport: {
        lost: false,
        yourIncomeOverLimit: 0,
        partnerIncomeOverLimit: 0,
        taxFreeChildcareAtStake: 4000, // 2 × £2,000
      },
    });
    expect(body).not.toHaveProperty("toStayUnder");
  });

  it("puts the charge on the partner with the higher adjusted net income", async () => {
    const body = await answer({
      grossSalary: 70000,
      taxYear: "2025-26",
      childBenefitChildren: 2,
      partnerAdjustedNetIncome: 90000,
    });
    // The partner's £90,000 is over £80,000: all of £2,251; none of it in your tax.
    expect(body).toMatchObject({
      childBenefitChargedTo: "partner",
      highIncomeChildBenefitCharge: 2251,
      taxOutsidePayroll: 0,
    });
  });

  it("taxes savings interest over the personal savings allowance: £60,000 + £2,000 interest, 2025/26", async () => {
    const body = await answer({
      grossSalary: 60000,
      taxYear: "2025-26",
      savingsInterest: 2000,
    });
    // A higher-rate taxpayer: £500 allowance, (2,000 − 500) × 40 % = 600. Pay: 11,432.
    expect(body).toMatchObject({
      adjustedNetIncome: 62000,
      savingsTax: 600,
      totalIncomeTax: 12032,
      taxThroughPayroll: 11432,
      taxOutsidePayroll: 600,
    });
  });

  it.each([
    ["2025-26", 218.75], // (3,000 − 500) × 8.75 %
    ["2026-27", 268.75], // (3,000 − 500) × 10.75 %
  ])(
    "taxes dividends at the year's ordinary rate: £30,000 + £3,000 in %s",
    async (taxYear, dividendTax) => {
      const body = await answer({
        grossSalary: 30000,
        taxYear,
        dividends: 3000,
      });
      expect(body).toMatchObject({
        adjustedNetIncome: 33000,
        dividendTax,
        taxOutsidePayroll: dividendTax,
      });
    },
  );

  it("gives Gift Aid's higher-rate relief outside payroll: £60,000 and £4,000 given, 2025/26", async () => {
    const body = await answer({
      grossSalary: 60000,
      taxYear: "2025-26",
      giftAidDonations: 4000,
    });
    // Grossed up £5,000 extends the basic band to 42,700: 42,700 × 20 % + 4,730 × 40 % = 10,432,
    // against payroll's 11,432. The year: 45,357.40 on the payslips − 4,000 given + 1,000 back.
    expect(body).toMatchObject({
      adjustedNetIncome: 55000,
      totalIncomeTax: 10432,
      taxThroughPayroll: 11432,
      payTaxAdjustment: -1000,
      taxOutsidePayroll: -1000,
      yearNetIncome: 42357.4,
    });
  });

  it("loses childcare support £1 over £100,000, and says what brings it back when asked (£100,001, one child, 2025/26)", async () => {
    const body = await answer({
      grossSalary: 100001,
      taxYear: "2025-26",
      childBenefitChildren: 1,
      includeStayUnder: true,
    });
    expect(body).toMatchObject({
      adjustedNetIncome: 100001,
      childBenefit: 1354.6, // 26.05 × 52
      highIncomeChildBenefitCharge: 1354, // all of it, whole pounds
      childcareSupport: {
        lost: true,
        yourIncomeOverLimit: 1,
        partnerIncomeOverLimit: 0,
        taxFreeChildcareAtStake: 2000,
      },
    });
    // Over the £60,000, £80,000 and £100,000 cliffs, lowest first.
    expect(
      body.toStayUnder?.map((cliff) => cliff["adjustedNetIncome"]),
    ).toEqual([60000, 80000, 100000]);
    expect(body.toStayUnder?.map((cliff) => cliff["excess"])).toEqual([
      40001, 20001, 1,
    ]);
    // £1 over £100,000: 0.01 % of £100,001 is £10 more pension, which saves 40 % (£4) and costs
    // £6; or £0.80 of Gift Aid (£1 grossed up), costing £0.60 after the 20 % higher-rate relief.
    expect(body.toStayUnder?.[2]).toEqual({
      reasons: ["allowance-taper-starts", "childcare-support-lost"],
      adjustedNetIncome: 100000,
      excess: 1,
      pensionContribution: 0.01,
      extraPension: 10,
      takeHomeCost: 6,
      taxSaved: 4,
      chargeSaved: 0,
      childcareSupportSaved: 2000,
      giftAidDonation: 0.8,
      giftAidCost: 0.6,
    });
  });

  it("answers toStayUnder, empty, when asked under every cliff, and never when not asked", async () => {
    const asked = await answer({ grossSalary: 40000, includeStayUnder: true });
    expect(asked.toStayUnder).toEqual([]);
    const notAsked = await answer({
      grossSalary: 140000,
      childBenefitChildren: 2,
    });
    expect(notAsked).not.toHaveProperty("toStayUnder");
  });

  it.each([
    ["childBenefitChildren", 1.5, "Children must be a whole number"],
    ["childBenefitChildren", -1, "Children must be positive"],
    ["childBenefitChildren", 21, "Children must be at most 20"],
    ["savingsInterest", -1, "Savings interest must be positive"],
    [
      "dividends",
      0.001,
      "Dividends must be in pounds and pence (at most 2 decimal places)",
    ],
    [
      "partnerAdjustedNetIncome",
      -0.01,
      "Partner's adjusted net income must be positive",
    ],
    ["propertyIncome", "9000", "Property income must be a number"],
    [
      "propertyExpenses",
      100_000_000.01,
      "Property expenses must be at most £100,000,000",
    ],
    ["giftAidDonations", null, "Gift Aid donations must be a number"],
    [
      "blindPersonsAllowance",
      "yes",
      "Blind Person's Allowance must be true or false",
    ],
    ["includeStayUnder", 1, "Include stay under must be true or false"],
  ])(
    "answers 400 naming %s (%j) with its message",
    async (field, value, message) => {
      const body = { ...calculateSalaryExample, [field]: value };
      const response = await postJson(app(), URL, body);
      expect(response.statusCode).toBe(400);
      expect(issuesOf(response)).toEqual([{ path: [field], message }]);
      expect(response.json<{ message: string }>().message).toBe(
        `${field}: ${message}`,
      );
    },
  );

  it.each([
    ["BR", "england", "savingsInterest", 100, "Savings interest"],
    ["D0", "england", "dividends", 3000, "Dividends"],
    ["D1", "wales", "propertyIncome", 9000, "Property income"],
    ["D2", "scotland", "giftAidDonations", 500, "Gift Aid donations"],
    [
      "D3",
      "scotland",
      "blindPersonsAllowance",
      true,
      "Blind Person's Allowance",
    ],
    ["nt", "england", "dividends", 3000, "Dividends"],
  ])(
    "answers 400 naming the field for other income, Gift Aid or Blind Person's Allowance on a %s code (%s)",
    async (taxCode, region, field, value, label) => {
      const body = { grossSalary: 30000, taxCode, region, [field]: value };
      const issues = issuesOf(await postJson(app(), URL, body));
      expect(issues).toEqual([
        {
          path: [field],
          message: `${label} can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not ${taxCode.toUpperCase()}`,
        },
      ]);
    },
  );

  it("takes other income with a K code and Child Benefit with any code", async () => {
    const withK = await postJson(app(), URL, {
      grossSalary: 30000,
      taxCode: "K100",
      dividends: 3000,
    });
    expect(withK.statusCode, withK.body).toBe(200);
    const withBR = await postJson(app(), URL, {
      grossSalary: 30000,
      taxCode: "BR",
      childBenefitChildren: 1,
      partnerAdjustedNetIncome: 20000,
    });
    expect(withBR.statusCode, withBR.body).toBe(200);
  });
});
