/**
 * The take-home breakdown reconciles with the result, as the package README ("The breakdown")
 * documents, on random valid inputs of every year, region, kind of code, convention, pay
 * frequency, loan, pension method and NI category: each total is the result's figure, the
 * adjustment lines take the bands' total to the income tax exactly, lines rounded one by one
 * stand within their stated pennies of their total, and each band is consistent in itself.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALLOWANCE_CONVENTIONS,
  NATIONAL_INSURANCE_CATEGORIES,
  PAY_FREQUENCIES,
  PENSION_BASES,
  PENSION_METHODS,
  REGIONS,
  STUDENT_LOAN_PLANS,
  TAX_YEAR_IDS,
  ValidationError,
  calculateSalary,
  getTaxYear,
  salaryResultSchema,
} from "../src/index.js";
import type { PayFrequency, SalaryInput, SalaryResult } from "../src/index.js";

/** Pounds (to the penny) as integer pence. */
const p = (pounds: number) => Math.round(pounds * 100);
/** pence × rate, half-up to whole pence (the rate is exact in basis points). */
const times = (pence: number, rate: number) => {
  const bp = Math.round(rate * 10_000);
  return Math.floor((pence * bp + 5_000) / 10_000);
};
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Mostly nothing, mostly everyday amounts, now and then anything up to `limit` (pence). */
const pence = (everyday: number, limit: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(0) },
    { weight: 6, arbitrary: fc.integer({ min: 0, max: everyday }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: limit }) },
  );

const SALARY_PERIODS: Record<PayFrequency, number> = {
  annual: 1,
  monthly: 12,
  weekly: 52,
  daily: 260,
};

/** Tax codes of every kind; a prefix picks the region that agrees with it. */
const taxCode = fc.oneof(
  fc.constantFrom(
    "1257L",
    "1257L",
    "1383M",
    "1131N",
    "0T",
    "757L",
    "1257L W1",
    "K475",
    "K1500",
    "BR",
    "D0",
    "D1",
    "NT",
    "S1257L",
    "SD2",
    "C1257L",
    "S1383M",
  ),
  fc.integer({ min: 0, max: 9_999 }).map((n) => `${String(n)}L`),
  fc.integer({ min: 1, max: 99_999 }).map((n) => `K${String(n)}`),
);

/** Whole pence from 0 to `limit`. */
const upTo = (limit: number) => fc.integer({ min: 0, max: Math.floor(limit) });
/** Whole pence as pounds; basis points as a percentage. */
const pounds = (amount: fc.Arbitrary<number>) => amount.map((x) => x / 100);
const percent = pounds;

const salaryInput: fc.Arbitrary<SalaryInput> = fc
  .constantFrom(...PAY_FREQUENCIES)
  .chain((payFrequency) =>
    fc.record({
      taxYear: fc.constantFrom(...TAX_YEAR_IDS),
      payFrequency: fc.constant(payFrequency),
      // A salary a period: mostly up to £250,000 a year, now and then up to £90,000,000.
      grossSalary: pounds(
        fc.oneof(
          {
            weight: 8,
            arbitrary: upTo(25_000_000 / SALARY_PERIODS[payFrequency]),
          },
          {
            weight: 1,
            arbitrary: upTo(9_000_000_000 / SALARY_PERIODS[payFrequency]),
          },
        ),
      ),
      region: fc.constantFrom(...REGIONS),
      taxCode,
      studentLoanPlan: fc.constantFrom(...STUDENT_LOAN_PLANS),
      postgraduateLoan: fc.boolean(),
      pensionContribution: percent(
        fc.oneof(
          fc.constant(0),
          fc.integer({ min: 0, max: 2_500 }),
          fc.integer({ min: 0, max: 10_000 }),
        ),
      ),
      pensionMethod: fc.constantFrom(...PENSION_METHODS),
      pensionBasis: fc.constantFrom(...PENSION_BASES),
      employerPensionContribution: percent(
        fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_500 })),
      ),
      niCategory: fc.oneof(
        fc.constant("A" as const),
        fc.constantFrom(...NATIONAL_INSURANCE_CATEGORIES),
      ),
      bonus: pounds(pence(2_000_000, 500_000_000)),
      overtime: pounds(pence(1_000_000, 50_000_000)),
      benefitsInKind: pounds(pence(3_000_000, 50_000_000)),
      childcareVouchers: pounds(pence(400_000, 2_000_000)),
      childcareVouchersBefore2011: fc.boolean(),
      allowanceConvention: fc.constantFrom(...ALLOWANCE_CONVENTIONS),
      includeBreakdown: fc.constant(true),
    }),
  )
  // A prefix must agree with the region (S: Scotland, C: Wales).
  .map((input) => {
    const prefix = input.taxCode[0];
    if (prefix === "S") return { ...input, region: "scotland" as const };
    return prefix === "C" ? { ...input, region: "wales" as const } : input;
  });

/** Lines each rounded on their own stand within ½p each (and ½p for the total) of it. */
const withinRounding = (lines: readonly number[], total: number) =>
  Math.abs(sum(lines) - total) <= Math.floor((lines.length + 1) / 2);

function checkIncomeTax(input: SalaryInput, result: SalaryResult): void {
  const it = result.breakdown?.incomeTax;
  if (it === undefined) throw new Error("no breakdown");
  const year = getTaxYear(result.taxYear);
  // The lines reconcile to the income tax exactly.
  expect(p(it.total)).toBe(p(result.incomeTax));
  expect(p(it.bandsTotal) - p(it.marriageAllowanceReduction) - p(it.kCodeLimitReduction)).toBe(
    p(it.total),
  );
  // The adjustments: a K code's limit (only when applied) and an M code's £252 at most. A limit
  // that binds by under half a penny shows a £0.00 reduction (K1500 on £9,999.97 in 2024/25: tax
  // £4,999.994 against half the pay, £4,999.985, both £4,999.99).
  const limited = result.notes.includes("k-code-limit-applied");
  if (!limited) expect(it.kCodeLimitReduction).toBe(0);
  else expect(it.kCodeLimitReduction).toBeGreaterThanOrEqual(0);
  if (it.marriageAllowanceReduction !== 0)
    expect([252, it.bandsTotal]).toContain(it.marriageAllowanceReduction);
  // The allowance, from the code's to the one given.
  const a = it.allowance;
  expect(a.standard).toBe(year.incomeTax.personalAllowance);
  expect(a.given).toBe(result.personalAllowance);
  expect(a.code - a.marriageAllowanceTransferred - a.taperReduction).toBe(a.given);
  expect(a.taperReduction).toBeGreaterThanOrEqual(0);
  // Taxable income: pay less the allowance, plus a K code's addition (flat codes: all pay).
  expect(it.taxableIncome).toBe(result.taxableIncome);
  const code = (input.taxCode ?? "").toUpperCase();
  if (/NT/.test(code)) expect(it.taxableIncome).toBe(0);
  else if (it.bands.length === 1) expect(it.taxableIncome).toBe(it.taxablePay);
  else
    expect(p(it.taxableIncome)).toBe(
      Math.max(0, p(it.taxablePay) - p(a.given)) + p(it.kCodeAddition),
    );
  // The bands: contiguous from 0, each band's figures consistent, the lines near their total.
  const partPennies = it.bandExtension !== 0 || input.pensionContribution !== 0;
  let from = 0;
  for (const band of it.bands) {
    expect(band.from).toBe(from);
    expect(band.taxable).toBeGreaterThanOrEqual(0);
    if (band.to !== null) {
      expect(p(band.taxable)).toBeLessThanOrEqual(
        p(band.to) - p(band.from) + (partPennies ? 1 : 0),
      );
      from = band.to;
    }
    const tax = times(p(band.taxable), band.rate);
    if (partPennies) expect(Math.abs(p(band.tax) - tax)).toBeLessThanOrEqual(1);
    else expect(p(band.tax)).toBe(tax);
    if (band.extendedBy !== undefined) expect(band.extendedBy).toBe(it.bandExtension);
  }
  expect(it.bands.at(-1)?.to ?? null).toBeNull();
  const used = it.bands.filter((band) => band.taxable > 0);
  expect(
    withinRounding(
      used.map((band) => p(band.tax)),
      p(it.bandsTotal),
    ),
  ).toBe(true);
  expect(
    withinRounding(
      used.map((band) => p(band.taxable)),
      p(it.taxableIncome),
    ),
  ).toBe(true);
}

function checkNationalInsurance(result: SalaryResult): void {
  const ni = result.breakdown?.nationalInsurance;
  if (ni === undefined) throw new Error("no breakdown");
  const bonus = ni.periods > 1;
  expect(bonus).toBe(result.notes.includes("bonus-ni-one-period"));
  const sides = [
    [ni.employee, result.nationalInsurance],
    [ni.employer, result.employerNationalInsurance],
  ] as const;
  for (const [side, figure] of sides) {
    expect(side.total).toBe(figure);
    const contributions = side.bands.map((band) => p(band.contribution));
    // With a bonus the periods' rounded amounts add up exactly; else each band is rounded alone.
    if (bonus) expect(sum(contributions)).toBe(p(side.total));
    else expect(withinRounding(contributions, p(side.total))).toBe(true);
    for (const band of side.bands) {
      if (band.to !== null) expect(p(band.earnings)).toBeLessThanOrEqual(p(band.to) - p(band.from));
      // Per period, HMRC's rounding is within 0.6p a part (the employer's band at one rate
      // keeps the payroll's two parts, each rounded), and ½p on the whole.
      const slack = bonus ? Math.ceil(0.6 * 2 * ni.periods) + 1 : 1;
      expect(
        Math.abs(p(band.contribution) - times(p(band.earnings), band.rate)),
      ).toBeLessThanOrEqual(slack);
    }
  }
  expect(ni.class1A.contribution).toBe(result.employerClass1ANationalInsurance);
}

function checkLoansPensionEmployer(input: SalaryInput, result: SalaryResult): void {
  const b = result.breakdown;
  if (b === undefined) throw new Error("no breakdown");
  const loans = b.studentLoans;
  expect(loans.total).toBe(result.studentLoan);
  expect(
    withinRounding(
      loans.plans.map((plan) => p(plan.repayment)),
      p(loans.total),
    ),
  ).toBe(true);
  const postgraduate = loans.plans.find((plan) => plan.plan === "postgraduate");
  expect(postgraduate?.repayment ?? 0).toBe(result.postgraduateLoan);
  for (const plan of loans.plans) if (!plan.collected) expect(plan.repayment).toBe(0);

  const pension = b.pension;
  expect(pension.employee).toBe(result.pension);
  expect(pension.employer).toBe(result.employerPension);
  expect(pension.relief).toBe(result.pensionTaxRelief);
  expect(p(pension.contribution)).toBe(
    p(pension.employee) + (pension.method === "relief-at-source" ? p(pension.relief) : 0),
  );

  const employer = b.employer;
  expect(employer.totalCost).toBe(result.employerCost);
  expect(p(employer.totalCost)).toBe(
    p(employer.grossPay) +
      p(employer.nationalInsurance) +
      p(employer.class1A) +
      p(employer.pension),
  );
  expect(employer.nationalInsurance).toBe(result.employerNationalInsurance);

  // The next £1 part by part: each part rounded to 4 decimals on its own, within 0.0001 of the
  // whole (compared in basis points, as whole numbers).
  const marginal = b.marginalRate;
  const bp = (fraction: number) => Math.round(fraction * 10_000);
  const parts = [marginal.incomeTax, marginal.nationalInsurance, marginal.studentLoans];
  expect(Math.abs(sum(parts.map(bp)) - bp(result.marginalRate))).toBeLessThanOrEqual(1);
  expect(marginal.nationalInsurance).toBeGreaterThanOrEqual(0);
  expect(marginal.studentLoans).toBeGreaterThanOrEqual(0);
  expect(marginal.pension).toBeGreaterThanOrEqual(0);
  expect(marginal.total).toBe(result.marginalRate);

  // Salary sacrifice: each saving is the figure without it less the result's, to the penny, and
  // never negative (pay taken as cash is never taxed less) but for NI with a bonus, worked out
  // per earnings period and rounded in each, where a sacrifice of a penny can move a period's
  // rounding up (a penny a period at most). Nothing is saved without a sacrifice; a percentage
  // sacrifice under half a penny (shown as £0.00) can still move a figure across its rounding,
  // by a penny (0.01% of £0.03 with a K code's 50% limit: tax £0.02 without it, £0.01 with it).
  const sacrifice = b.salarySacrifice;
  const shown = {
    incomeTax: result.incomeTax,
    nationalInsurance: result.nationalInsurance,
    studentLoan: result.studentLoan,
    employerNationalInsurance: result.employerNationalInsurance,
  };
  for (const key of Object.keys(shown) as (keyof typeof shown)[]) {
    expect(p(sacrifice.saved[key])).toBe(p(sacrifice.withoutSacrifice[key]) - p(shown[key]));
    const perPeriod = key === "nationalInsurance" || key === "employerNationalInsurance";
    const periods = b.nationalInsurance.periods;
    expect(p(sacrifice.saved[key])).toBeGreaterThanOrEqual(perPeriod && periods > 1 ? -periods : 0);
    if (sacrifice.sacrificed === 0) {
      const underHalfAPenny =
        input.pensionMethod === "salary-sacrifice" && (input.pensionContribution ?? 0) > 0;
      expect(Math.abs(p(sacrifice.saved[key]))).toBeLessThanOrEqual(underHalfAPenny ? 1 : 0);
    }
  }
  const sacrificing =
    (pension.method === "salary-sacrifice" && pension.contribution > 0) ||
    result.childcareVouchersExempt > 0;
  expect(sacrifice.sacrificed > 0).toBe(sacrificing);
}

describe("the breakdown reconciles with the result", () => {
  it("on random valid inputs of every year, code, convention and option", () => {
    let checked = 0;
    const seen = new Set<string>();
    fc.assert(
      fc.property(salaryInput, (input) => {
        let result: SalaryResult;
        try {
          result = calculateSalary(input);
        } catch (error) {
          // An input the schema refuses (D2 outside Scotland, sacrifices over pay, a negative net).
          if (error instanceof ValidationError) return;
          throw error;
        }
        // Every other field is as without the breakdown; the schema describes the whole.
        const { breakdown, ...rest } = result;
        expect(rest).toEqual(calculateSalary({ ...input, includeBreakdown: false }));
        expect(salaryResultSchema.parse(result)).toEqual(result);
        checkIncomeTax(input, result);
        checkNationalInsurance(result);
        checkLoansPensionEmployer(input, result);
        checked += 1;
        const it = breakdown?.incomeTax;
        if (it?.marriageAllowanceReduction) seen.add("marriage reduction");
        if (it?.kCodeLimitReduction) seen.add("K-code limit");
        if (it?.bandExtension) seen.add("extended bands");
        if (it?.regime === "scotland") seen.add("Scottish bands");
        if (it?.bands.length === 1) seen.add("flat-rate code");
        if (it?.bands.length === 0) seen.add("NT");
        if (it?.allowance.taperReduction) seen.add("taper");
        if (breakdown?.nationalInsurance.periods === 12) seen.add("monthly NI");
        if (breakdown?.nationalInsurance.periods === 52) seen.add("weekly NI");
        if (breakdown?.studentLoans.plans.length === 2) seen.add("two loans");
      }),
      {
        numRuns: 6_000,
        examples: [
          // Found by a local run: K1500's limit binding by 0.9p (a £0.00 reduction).
          [
            {
              taxYear: "2024-25",
              payFrequency: "annual",
              grossSalary: 0.1,
              region: "england",
              taxCode: "K1500",
              studentLoanPlan: "none",
              postgraduateLoan: false,
              pensionContribution: 0,
              pensionMethod: "net-pay",
              pensionBasis: "gross",
              employerPensionContribution: 0,
              niCategory: "A",
              bonus: 0,
              overtime: 9999.87,
              benefitsInKind: 0,
              childcareVouchers: 0,
              childcareVouchersBefore2011: false,
              allowanceConvention: "statutory",
              includeBreakdown: true,
            },
          ],
          // Found by CI: a 0.01% sacrifice of £0.03 (£0.000003) moves a K code's tax by a penny.
          [
            {
              taxYear: "2024-25",
              payFrequency: "weekly",
              grossSalary: 0,
              region: "england",
              taxCode: "K1",
              studentLoanPlan: "none",
              postgraduateLoan: false,
              pensionContribution: 0.01,
              pensionMethod: "salary-sacrifice",
              pensionBasis: "gross",
              employerPensionContribution: 0,
              niCategory: "A",
              bonus: 0,
              overtime: 0.03,
              benefitsInKind: 0,
              childcareVouchers: 0,
              childcareVouchersBefore2011: false,
              allowanceConvention: "statutory",
              includeBreakdown: true,
            },
          ],
        ],
      },
    );
    expect(checked).toBeGreaterThan(4_000);
    expect([...seen].sort()).toEqual(
      [
        "K-code limit",
        "NT",
        "Scottish bands",
        "extended bands",
        "flat-rate code",
        "marriage reduction",
        "monthly NI",
        "taper",
        "two loans",
        "weekly NI",
      ].sort(),
    );
  }, 120_000);
});
