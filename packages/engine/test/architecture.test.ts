/**
 * The engine's module graph: dependencies point down. Building blocks (tax code, income tax, NI,
 * loans, pensions, dividends, corporation tax, payroll pieces, the year data, arithmetic and
 * validation) never import a calculator, and no module imports itself through a cycle.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compiledRates } from "../src/compiled-rates.js";
import * as root from "../src/index.js";
import { calculateSalary, getTaxYear, getTaxYears, parseTaxCode } from "../src/index.js";
import * as payroll from "../src/payroll/index.js";
import { tryParseTaxCode } from "../src/tax-code/tax-code.js";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

/** The calculators: what a building block must never import. */
const CALCULATORS = [
  "take-home/",
  "compare/",
  "reverse/",
  "hourly/",
  "mortgage/",
  "contractor/",
  "household/",
  "payroll/payslips",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")
      ? [relative(SRC, path)]
      : [];
  });
}

/** Each module's relative imports (type-only ones included: they still bind the layers). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), "utf8");
  return [...text.matchAll(/from\s+"(\.{1,2}\/[^"]+)\.js"/g)].map((match) =>
    relative(SRC, resolve(SRC, dirname(file), `${match[1] ?? ""}.ts`)),
  );
}

/**
 * The modules a module loads when it runs, relative ones as paths under src: its value imports
 * (`import type` is erased) and re-exports.
 */
function runtimeImportsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), "utf8");
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"([^"]+)"/gm)].map(
    ([, specifier = ""]) =>
      specifier.startsWith(".")
        ? relative(SRC, resolve(SRC, dirname(file), specifier.replace(/\.js$/, ".ts")))
        : specifier,
  );
}

/** Every module and package `file` loads when it runs, itself included. */
function loadedBy(file: string, loaded = new Set<string>()): Set<string> {
  if (loaded.has(file)) return loaded;
  loaded.add(file);
  if (file.endsWith(".ts")) for (const target of runtimeImportsOf(file)) loadedBy(target, loaded);
  return loaded;
}

/** The package's entry points (package.json "exports"): they re-export, they are no layer. */
const ENTRIES = ["index.ts", "payroll/index.ts"];

const files = sourceFiles(SRC);
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const isCalculator = (file: string) => CALCULATORS.some((prefix) => file.startsWith(prefix));

describe("engine module graph", () => {
  it("reads the whole source tree", () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toContain("take-home/take-home.ts");
    expect(graph.get("take-home/take-home.ts")).toContain("money.ts");
    expect(graph.get("take-home/pay-measures.ts")).toContain("income-tax/income-tax.ts");
  });

  it("building blocks never import calculators", () => {
    const upward = files
      .filter((file) => !isCalculator(file) && !ENTRIES.includes(file))
      .flatMap((file) =>
        (graph.get(file) ?? []).filter(isCalculator).map((target) => `${file} → ${target}`),
      );
    expect(upward).toEqual([]);
  });

  it("has no import cycles", () => {
    const cycles: string[] = [];
    const state = new Map<string, "visiting" | "done">();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "visiting") {
        cycles.push([...path.slice(path.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "visiting");
      for (const target of graph.get(file) ?? []) visit(target, [...path, file]);
      state.set(file, "done");
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

/**
 * The public API, name by name: what `@uktax/engine` and `@uktax/engine/payroll` export (values
 * at run time, types as the entry files declare them). A new export, or one removed, is a change
 * to these lists, the README's API section and a changeset: never a side effect.
 */
const ROOT_VALUES = [
  // calculators and building blocks
  "calculateSalary",
  "getAdjustedNetIncomeCliffs",
  "compareSalaries",
  "reverseCalculate",
  "convertHourly",
  "calculateMortgage",
  "compareContractor",
  "calculateCorporationTax",
  "calculateDividendTax",
  "calculateChildBenefitCharge",
  "calculateSavingsTax",
  "calculateChildcareSupport",
  "calculateIncomeTax",
  "calculateNationalInsurance",
  "calculateStudentLoan",
  "calculatePension",
  "parseTaxCode",
  // their input and result schemas
  "salaryInputSchema",
  "salaryResultSchema",
  "compareSalariesInputSchema",
  "compareSalariesResultSchema",
  "reverseInputSchema",
  "reverseResultSchema",
  "hourlyInputSchema",
  "hourlyResultSchema",
  "mortgageInputSchema",
  "mortgageResultSchema",
  "contractorInputSchema",
  "contractorResultSchema",
  "corporationTaxInputSchema",
  "corporationTaxResultSchema",
  "dividendTaxInputSchema",
  "dividendTaxResultSchema",
  "childBenefitChargeInputSchema",
  "childBenefitChargeResultSchema",
  "savingsTaxInputSchema",
  "savingsTaxResultSchema",
  "childcareSupportInputSchema",
  "childcareSupportResultSchema",
  "incomeTaxInputSchema",
  "incomeTaxResultSchema",
  "nationalInsuranceInputSchema",
  "nationalInsuranceResultSchema",
  "studentLoanInputSchema",
  "studentLoanResultSchema",
  "pensionInputSchema",
  "pensionResultSchema",
  // errors
  "ValidationError",
  // enumerations
  "PAY_FREQUENCIES",
  "REGIONS",
  "STUDENT_LOAN_PLANS",
  "PENSION_METHODS",
  "PENSION_BASES",
  "IR35_STATUSES",
  "CLIFF_REASONS",
  "ALLOWANCE_CONVENTIONS",
  "AFFORDABILITY_RATINGS",
  "MORTGAGE_LIMITS",
  "NATIONAL_INSURANCE_CATEGORIES",
  "RESULT_NOTE_CODES",
  // tax years
  "TAX_YEAR_IDS",
  "DEFAULT_TAX_YEAR",
  "getTaxYear",
  "getTaxYears",
  "isTaxYearId",
  "yearDifferences",
  // reference rules
  "allowanceNilIncome",
  "incomeTaxBandsOnGrossIncome",
  "taperMarginalRate",
  "MORTGAGE_RULES",
];

const ROOT_TYPES = [
  "SalaryInput",
  "SalaryResult",
  "CompareSalariesInput",
  "CompareSalariesResult",
  "ReverseInput",
  "ReverseResult",
  "HourlyInput",
  "HourlyResult",
  "MortgageInput",
  "MortgageResult",
  "ContractorInput",
  "ContractorResult",
  "CorporationTaxInput",
  "CorporationTaxResult",
  "DividendTaxInput",
  "DividendTaxResult",
  "ChildBenefitChargeInput",
  "ChildBenefitChargeResult",
  "SavingsTaxInput",
  "SavingsTaxResult",
  "ChildcareSupportInput",
  "ChildcareSupportResult",
  "IncomeTaxInput",
  "IncomeTaxResult",
  "NationalInsuranceInput",
  "NationalInsuranceResult",
  "StudentLoanInput",
  "StudentLoanResult",
  "PensionInput",
  "PensionResult",
  "ParsedTaxCode",
  "ValidationIssue",
  "PayFrequency",
  "Region",
  "StudentLoanPlan",
  "PensionMethod",
  "PensionBasis",
  "Ir35Status",
  "CliffReason",
  "AdjustedNetIncomeCliff",
  "AllowanceConvention",
  "AffordabilityRating",
  "MortgageLimit",
  "NationalInsuranceCategory",
  "ResultNoteCode",
  "TaxYearId",
  "TaxYearSummary",
  "TaxYearRates",
  "YearDifference",
  "IncomeTaxRegime",
  "GrossIncomeBand",
];

const PAYROLL_VALUES = [
  "calculatePayePeriodTax",
  "calculatePeriodNationalInsurance",
  "calculateDirectorNationalInsurance",
  "calculatePeriodStudentLoan",
  "calculatePayslips",
  "payePeriodTaxInputSchema",
  "payePeriodTaxResultSchema",
  "periodNationalInsuranceInputSchema",
  "periodNationalInsuranceResultSchema",
  "directorNationalInsuranceInputSchema",
  "directorNationalInsuranceResultSchema",
  "periodStudentLoanInputSchema",
  "periodStudentLoanResultSchema",
  "payslipsInputSchema",
  "payslipsResultSchema",
  "MAX_PAYSLIP_CHANGES",
  "PAYROLL_FREQUENCIES",
];

const PAYROLL_TYPES = [
  "PayePeriodTaxInput",
  "PayePeriodTaxResult",
  "PeriodNationalInsuranceInput",
  "PeriodNationalInsuranceResult",
  "DirectorNationalInsuranceInput",
  "DirectorNationalInsuranceResult",
  "PeriodStudentLoanInput",
  "PeriodStudentLoanResult",
  "PayslipsInput",
  "PayslipsResult",
  "Payslip",
  "PayslipTotals",
  "PayslipDifference",
  "PayslipReason",
  "PayslipReasonCode",
  "PayrollFrequency",
];

/** The names an entry file exports as types only (`export type { … }`). */
function typeExportsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), "utf8");
  return [...text.matchAll(/export\s+type\s*\{([^}]*)\}/g)].flatMap(([, names = ""]) =>
    names
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== ""),
  );
}

const sorted = (names: readonly string[]) => [...names].sort();

describe("the public API", () => {
  it("the root exports exactly the values listed", () => {
    expect(Object.keys(root).sort()).toEqual(sorted(ROOT_VALUES));
  });

  it("the root exports exactly the types listed", () => {
    expect(typeExportsOf("index.ts").sort()).toEqual(sorted(ROOT_TYPES));
  });

  it("@uktax/engine/payroll exports exactly the values listed", () => {
    expect(Object.keys(payroll).sort()).toEqual(sorted(PAYROLL_VALUES));
  });

  it("@uktax/engine/payroll exports exactly the types listed", () => {
    expect(typeExportsOf("payroll/index.ts").sort()).toEqual(sorted(PAYROLL_TYPES));
  });

  it("no name is exported twice, nor from both entries", () => {
    const all = [...ROOT_VALUES, ...ROOT_TYPES, ...PAYROLL_VALUES, ...PAYROLL_TYPES];
    expect(all.length).toBe(new Set(all).size);
  });

  it("the entries declare every value export by name (no `export *`)", () => {
    for (const file of ENTRIES)
      expect(readFileSync(join(SRC, file), "utf8")).not.toMatch(/export\s+\*/);
  });
});

describe("what a site can load without the calculators", () => {
  it("the year data, reference figures, enumerations and mortgage rules load neither zod nor decimal.js", () => {
    const light = [
      "tax-years/index.ts",
      "tax-years/reference.ts",
      "tax-years/year-differences.ts",
      "enumerations.ts",
      "mortgage/mortgage-rules.ts",
    ];
    const loaded = new Set(light.flatMap((file) => [...loadedBy(file)]));
    expect(loaded).toContain("tax-years/2025-26.ts");
    expect(loaded).toContain("validation-error.ts");
    expect([...loaded].filter((module) => !module.endsWith(".ts"))).toEqual([]);
  });

  it("the root loads zod and decimal.js (the calculators need them)", () => {
    const loaded = loadedBy("index.ts");
    expect(loaded).toContain("zod");
    expect(loaded).toContain("decimal.js");
  });
});

describe("no state a caller can change", () => {
  it("tax codes and tax years come back frozen, and later results are unchanged", () => {
    const code = parseTaxCode("1257L");
    expect(Object.isFrozen(code)).toBe(true);
    expect(() => {
      (code as { number: number }).number = 0;
    }).toThrow(TypeError);
    const year = getTaxYear("2025-26");
    expect(() => {
      (year.incomeTax as { personalAllowance: number }).personalAllowance = 0;
    }).toThrow(TypeError);
    expect(() => {
      (year.incomeTax.bands.rUK as unknown as unknown[]).pop();
    }).toThrow(TypeError);
    // £40,000, 1257L: 20 % × (40,000 − 12,570) = 5,486.00
    expect(calculateSalary({ grossSalary: 40_000 }).incomeTax).toBe(5_486);
    expect(getTaxYears().map((each) => Object.isFrozen(each))).toEqual([false, false, false]);
  });

  it("each year's compiled tables are frozen, with the standard code parsed as any code is", () => {
    for (const { id } of getTaxYears()) {
      const rates = compiledRates(id);
      expect(Object.isFrozen(rates)).toBe(true);
      expect(Object.isFrozen(rates.standardCode)).toBe(true);
      expect(rates.standardCode).toEqual(tryParseTaxCode(rates.standardTaxCode));
    }
  });
});
