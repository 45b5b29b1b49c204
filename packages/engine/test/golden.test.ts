/** One runner for every golden worked example of every tax year and calculator. */
import { describe, expect, it } from "vitest";
import {
  calculateCorporationTax,
  calculateDividendTax,
  calculateMortgage,
  calculateSalary,
  compareContractor,
  convertHourly,
  reverseCalculate,
} from "../src/index.js";
import {
  CONTRACTOR_CASES,
  CORPORATION_TAX_CASES,
  DIVIDEND_TAX_CASES,
  HOURLY_CASES,
  MORTGAGE_CASES,
  REVERSE_CASES,
} from "./golden/2025-26/calculators.cases.js";
import { TAKE_HOME_CASES } from "./golden/2025-26/take-home.cases.js";
import {
  CONTRACTOR_CASES as CONTRACTOR_CASES_2024_25,
  DIVIDEND_TAX_CASES as DIVIDEND_TAX_CASES_2024_25,
} from "./golden/2024-25/calculators.cases.js";
import { TAKE_HOME_CASES as TAKE_HOME_CASES_2024_25 } from "./golden/2024-25/take-home.cases.js";
import {
  CONTRACTOR_CASES as CONTRACTOR_CASES_2026_27,
  DIVIDEND_TAX_CASES as DIVIDEND_TAX_CASES_2026_27,
} from "./golden/2026-27/calculators.cases.js";
import { TAKE_HOME_CASES as TAKE_HOME_CASES_2026_27 } from "./golden/2026-27/take-home.cases.js";
import type { GoldenCase } from "./golden/golden-case.js";

function run<I, R>(title: string, cases: GoldenCase<I, R>[], calculate: (input: I) => R): void {
  describe(title, () => {
    it("has cases, each with a source", () => {
      expect(cases.length).toBeGreaterThan(0);
      for (const entry of cases) expect(entry.source.length).toBeGreaterThan(5);
    });
    it.each(cases.map((entry) => [entry.name, entry] as const))("%s", (_name, entry) => {
      expect(calculate(entry.input)).toMatchObject(entry.expected);
    });
  });
}

describe("2025-26 golden examples", () => {
  run("calculateSalary", TAKE_HOME_CASES, calculateSalary);
  run("reverseCalculate", REVERSE_CASES, reverseCalculate);
  run("convertHourly", HOURLY_CASES, convertHourly);
  run("calculateMortgage", MORTGAGE_CASES, calculateMortgage);
  run("compareContractor", CONTRACTOR_CASES, compareContractor);
  run("calculateCorporationTax", CORPORATION_TAX_CASES, calculateCorporationTax);
  run("calculateDividendTax", DIVIDEND_TAX_CASES, calculateDividendTax);
});

describe("2024-25 golden examples", () => {
  run("calculateSalary", TAKE_HOME_CASES_2024_25, calculateSalary);
  run("compareContractor", CONTRACTOR_CASES_2024_25, compareContractor);
  run("calculateDividendTax", DIVIDEND_TAX_CASES_2024_25, calculateDividendTax);
});

describe("2026-27 golden examples", () => {
  run("calculateSalary", TAKE_HOME_CASES_2026_27, calculateSalary);
  run("compareContractor", CONTRACTOR_CASES_2026_27, compareContractor);
  run("calculateDividendTax", DIVIDEND_TAX_CASES_2026_27, calculateDividendTax);
});
