import {
  compareSalaries,
  compareSalariesInputSchema,
  type CompareSalariesInput,
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
import { compareSalariesExample } from "./compare-salaries.js";

const URL = "/api/compare-salaries";
const [first, second] = compareSalariesExample.salaries;
if (first === undefined || second === undefined)
  throw new Error("the example compares two salaries");

const CASES: [string, CompareSalariesInput][] = [
  ["the spec's defaults", compareSalariesExample],
  ["one salary", { salaries: [first] }],
  [
    "three salaries of different frequencies and regions",
    {
      salaries: [
        first,
        {
          ...second,
          payFrequency: "monthly",
          grossSalary: 4000,
          region: "scotland",
        },
        { grossSalary: 50000, studentLoanPlan: "postgraduate" },
      ],
    },
  ],
  [
    "three households, one asking what brings it under each cliff",
    {
      salaries: [
        { ...first, childBenefitChildren: 2, savingsInterest: 1200 },
        {
          ...second,
          grossSalary: 104000,
          childBenefitChildren: 1,
          partnerAdjustedNetIncome: 65000,
          dividends: 2500,
          giftAidDonations: 300,
          includeStayUnder: true,
        },
        {
          grossSalary: 3100,
          payFrequency: "monthly",
          region: "wales",
          taxCode: "C1257L",
          propertyIncome: 7000,
          propertyExpenses: 400,
          blindPersonsAllowance: true,
        },
      ],
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
      expect(response.json()).toEqual(asJson(compareSalaries(input)));
    },
  );

  it("gives each salary its postgraduate loan's part of the loans", async () => {
    const app = await build();
    const response = await postJson(app, URL, {
      salaries: [
        { taxYear: "2026-27", grossSalary: 40000 },
        {
          taxYear: "2026-27",
          grossSalary: 52000,
          studentLoanPlan: "plan2",
          postgraduateLoan: true,
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [none, both] = response.json<{
      salaries: {
        results: { studentLoan: number; postgraduateLoan: number };
      }[];
    }>().salaries;
    expect(none?.results).toMatchObject({
      studentLoan: 0,
      postgraduateLoan: 0,
    });
    // 2026/27: Plan 2 (52,000 − 29,385) × 9 % = 2,035.35; postgraduate (52,000 − 21,000) × 6 % =
    // 1,860; together 3,895.35.
    expect(both?.results).toMatchObject({
      studentLoan: 3895.35,
      postgraduateLoan: 1860,
    });
  });

  it.each([
    ["no salaries", []],
    ["four salaries", [first, second, first, second]],
  ])("answers 400 for %s with the list's message", async (_name, salaries) => {
    const app = await build();
    const body = { salaries };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues).toEqual([
      { path: ["salaries"], message: "Compare between 1 and 3 salaries" },
    ]);
    expect(issues).toEqual(schemaIssues(compareSalariesInputSchema, body));
  });

  it("names a failing field inside the list by its index, with the spec's message", async () => {
    const app = await build();
    const body = {
      salaries: [first, { ...second, grossSalary: -5, taxCode: "" }],
    };
    const issues = issuesOf(await postJson(app, URL, body));
    expect(issues).toEqual(schemaIssues(compareSalariesInputSchema, body));
    expect(issues).toContainEqual({
      path: ["salaries", 1, "grossSalary"],
      message: "Salary must be positive",
    });
    expect(issues).toContainEqual({
      path: ["salaries", 1, "taxCode"],
      message: "Tax code is required",
    });
  });

  it("answers 400 when salaries is missing or not a list", async () => {
    const app = await build();
    for (const body of [{}, { salaries: "40000" }, { salaries: null }]) {
      expect(issuesOf(await postJson(app, URL, body))).toEqual(
        schemaIssues(compareSalariesInputSchema, body),
      );
    }
  });

  it("answers 400 for an unknown field, at the top or inside a salary", async () => {
    const app = await build();
    for (const body of [
      { ...compareSalariesExample, currency: "GBP" },
      { salaries: [{ ...first, name: "Job A" }] },
    ]) {
      const issues = issuesOf(await postJson(app, URL, body));
      expect(issues).toEqual(schemaIssues(compareSalariesInputSchema, body));
      expect(issues).toHaveLength(1);
    }
  });

  it("answers each salary's payslip figures: relief at source at £52,000 and net pay", async () => {
    // 2026/27, 5 %. Relief at source: tax 7,886 after the claim, 8,232 on the payslips, 346 to
    // claim; net 52,000 − 7,886 − 3,050.60 − 2,080 = 38,983.40, payslips 38,637.40. Net pay:
    // taxable 52,000 − 2,600 − 12,570 = 36,830 × 20 % = 7,366 either way, nothing to claim.
    const app = await build();
    const response = await postJson(app, URL, {
      salaries: [
        {
          grossSalary: 52000,
          pensionContribution: 5,
          pensionMethod: "relief-at-source",
          taxYear: "2026-27",
        },
        { grossSalary: 52000, pensionContribution: 5, taxYear: "2026-27" },
      ],
    });
    expect(response.statusCode).toBe(200);
    const [ras, netPay] = response.json<{
      salaries: { results: Record<string, number> }[];
    }>().salaries;
    expect(ras?.results).toMatchObject({
      incomeTax: 7886,
      payslipIncomeTax: 8232,
      reliefAtSourceClaim: 346,
      netAnnual: 38983.4,
      payslipNetAnnual: 38637.4,
    });
    expect(netPay?.results).toMatchObject({
      incomeTax: 7366,
      payslipIncomeTax: 7366,
      reliefAtSourceClaim: 0,
    });
  });
});

describe(`POST ${URL} with the household (issue 30)`, () => {
  const app = sharedApp();

  it("gives each salary its own household figures in its results, toStayUnder only where asked", async () => {
    const response = await postJson(app(), URL, {
      salaries: [
        { grossSalary: 70000, taxYear: "2025-26", childBenefitChildren: 2 },
        { grossSalary: 30000, taxYear: "2026-27", dividends: 3000 },
        {
          grossSalary: 100001,
          taxYear: "2025-26",
          childBenefitChildren: 1,
          includeStayUnder: true,
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [children, dividends, overLimit] = response
      .json<{ salaries: { results: Record<string, unknown> }[] }>()
      .salaries.map((salary) => salary.results);
    // (26.05 + 17.25) × 52 = 2,251.60; 50 % of £2,251 = £1,125.50 → £1,125.
    expect(children).toMatchObject({
      adjustedNetIncome: 70000,
      childBenefit: 2251.6,
      highIncomeChildBenefitCharge: 1125,
      taxOutsidePayroll: 1125,
      childcareSupport: {
        lost: false,
        yourIncomeOverLimit: 0,
        partnerIncomeOverLimit: 0,
        taxFreeChildcareAtStake: 4000,
      },
    });
    expect(children).not.toHaveProperty("toStayUnder");
    // 2026/27: (3,000 − 500) × 10.75 %.
    expect(dividends).toMatchObject({
      dividendTax: 268.75,
      totalIncomeTax: 3754.75, // pay: (30,000 − 12,570) × 20 % = 3,486
      taxOutsidePayroll: 268.75,
    });
    expect(overLimit).toMatchObject({
      childcareSupport: {
        lost: true,
        yourIncomeOverLimit: 1,
        partnerIncomeOverLimit: 0,
        taxFreeChildcareAtStake: 2000,
      },
    });
    expect(
      (overLimit?.["toStayUnder"] as { adjustedNetIncome: number }[]).map(
        (cliff) => cliff.adjustedNetIncome,
      ),
    ).toEqual([60000, 80000, 100000]);
  });

  it("names a bad household field inside the list by its salary's index", async () => {
    const body = {
      salaries: [
        { grossSalary: 40000, childBenefitChildren: 1.5 },
        { grossSalary: 40000, taxCode: "BR", dividends: 3000 },
      ],
    };
    const issues = issuesOf(await postJson(app(), URL, body));
    expect(issues).toEqual([
      {
        path: ["salaries", 0, "childBenefitChildren"],
        message: "Children must be a whole number",
      },
      {
        path: ["salaries", 1, "dividends"],
        message:
          "Dividends can be worked out only with a tax code that gives an allowance (such as 1257L) or a K code, not BR",
      },
    ]);
  });
});
