import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  calculateDirectorNationalInsurance,
  calculatePayePeriodTax,
  calculatePeriodNationalInsurance,
} from "./index.js";
import type { NationalInsuranceCategory, Region } from "../index.js";
import type { PayrollFrequency } from "./index.js";

/**
 * HMRC's own 2025/26 payroll test data for software developers (as transcribed in
 * https://github.com/payetools/Payetools; docs/payroll-rules.md), copied into this package at
 * test/conformance/hmrc-2025-26.json (see the README there): every PAYE, period NI and directors'
 * NI case, each compared within its tolerance.
 */
const FIXTURE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  "../../test/conformance/hmrc-2025-26.json",
);

interface ConformanceCase {
  id: string;
  category: string;
  description: string;
  input: Record<string, unknown>;
  expected: Record<string, number>;
  tolerance: { abs: number };
}

const cases = JSON.parse(readFileSync(FIXTURE, "utf8")) as ConformanceCase[];
const byCategory = (category: string) => cases.filter((each) => each.category === category);

const REGIONS_BY_FIXTURE: Record<string, Region> = {
  england_ni: "england",
  scotland: "scotland",
  wales: "wales",
};
const FREQUENCIES_BY_FIXTURE: Record<string, PayrollFrequency> = {
  weekly: "weekly",
  fortnightly: "fortnightly",
  four_weekly: "four-weekly",
  monthly: "monthly",
};

function lookup<T>(table: Record<string, T>, key: unknown, what: string): T {
  const value = typeof key === "string" ? table[key] : undefined;
  if (value === undefined)
    throw new Error(`Unmapped ${what} ${String(key)} in the conformance data`);
  return value;
}

const passed: Record<string, number> = {};
const exact: Record<string, number> = {};
const total: Record<string, number> = {};

function expectWithin(
  testCase: ConformanceCase,
  result: Readonly<Record<string, unknown>>,
  mapping: Record<string, string>,
) {
  total[testCase.category] = (total[testCase.category] ?? 0) + 1;
  const actual: Record<string, number> = {};
  for (const [key, value] of Object.entries(result))
    if (typeof value === "number") actual[key] = value;
  for (const [fixtureField, ourField] of Object.entries(mapping)) {
    const expected = testCase.expected[fixtureField];
    const got = actual[ourField];
    if (expected === undefined || got === undefined)
      throw new Error(`${testCase.id}: missing ${fixtureField}`);
    expect(
      Math.abs(got - expected),
      `${testCase.id} ${fixtureField}: got ${String(got)}, HMRC ${String(expected)}`,
    ).toBeLessThanOrEqual(testCase.tolerance.abs + 1e-9);
  }
  passed[testCase.category] = (passed[testCase.category] ?? 0) + 1;
  const toThePenny = Object.entries(mapping).every(
    ([fixtureField, ourField]) =>
      Math.round((actual[ourField] ?? Number.NaN) * 100) ===
      Math.round((testCase.expected[fixtureField] ?? 0) * 100),
  );
  if (toThePenny) exact[testCase.category] = (exact[testCase.category] ?? 0) + 1;
}

afterAll(() => {
  for (const category of Object.keys(total)) {
    console.log(
      `HMRC conformance 2025-26: ${category} ${String(passed[category] ?? 0)}/${String(total[category])} passed within tolerance (${String(exact[category] ?? 0)} to the penny)`,
    );
  }
});

describe("HMRC 2025/26 PAYE test data (paye_period_tax)", () => {
  const paye = byCategory("paye_period_tax");
  it("has all 168 cases", () => {
    expect(paye).toHaveLength(168);
  });
  it.each(paye.map((each) => [each.id, each] as const))("%s", (_id, testCase) => {
    const input = testCase.input;
    const result = calculatePayePeriodTax({
      taxCode: String(input.tax_code),
      region: lookup(REGIONS_BY_FIXTURE, input.region, "region"),
      payFrequency: lookup(FREQUENCIES_BY_FIXTURE, input.pay_frequency, "pay frequency"),
      period: Number(input.tax_period),
      week1Month1: input.week1_month1 === true,
      grossPayThisPeriod: Number(input.gross_pay_this_period),
      taxablePayToDate: Number(input.taxable_pay_to_date_including_this_period),
      taxPaidToDate: Number(input.tax_paid_to_date_before_period),
      taxYear: "2025-26",
    });
    expectWithin(testCase, result, {
      tax_due_this_period: "taxDueThisPeriod",
      tax_due_to_date: "taxDueToDate",
    });
  });
});

describe("HMRC 2025/26 NICs test data (ni_class1_period)", () => {
  const nic = byCategory("ni_class1_period");
  it("has all 448 cases", () => {
    expect(nic).toHaveLength(448);
  });
  it.each(nic.map((each) => [each.id, each] as const))("%s", (_id, testCase) => {
    const input = testCase.input;
    const result = calculatePeriodNationalInsurance({
      category: String(input.ni_category) as NationalInsuranceCategory,
      payFrequency: lookup(FREQUENCIES_BY_FIXTURE, input.pay_frequency, "pay frequency"),
      grossPay: Number(input.gross_pay_this_period),
      taxYear: "2025-26",
    });
    expectWithin(testCase, result, {
      ni_employee: "employee",
      ni_employer: "employer",
      earnings_at_lel: "earningsAtLel",
      earnings_lel_to_pt: "earningsLelToPt",
      earnings_pt_to_uel: "earningsPtToUel",
    });
  });
});

describe("HMRC 2025/26 Directors' NICs test data (director_ni_annual)", () => {
  const directors = byCategory("director_ni_annual");
  it("has both cases", () => {
    expect(directors).toHaveLength(2);
  });
  it.each(directors.map((each) => [each.id, each] as const))("%s", (_id, testCase) => {
    const input = testCase.input;
    expect(input.director_method).toBe("standard_annual");
    const result = calculateDirectorNationalInsurance({
      category: String(input.ni_category) as NationalInsuranceCategory,
      earningsInYear: Number(input.earnings_in_year),
      proRataWeeks: Number(input.pro_rata_weeks),
      taxYear: "2025-26",
    });
    expectWithin(testCase, result, {
      ni_employee: "employee",
      ni_employer: "employer",
    });
  });
});
