import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  calculateMortgage,
  calculateSalary,
  compareContractor,
  convertHourly,
  reverseCalculate,
  ValidationError,
} from "./index.js";
import { calculatePayslips } from "./payroll/index.js";
import { moneyField, percentField } from "./schema-fields.js";

const salary = moneyField("Salary");
const pension = percentField("Pension contribution");
const PENCE = "Salary must be in pounds and pence (at most 2 decimal places)";
const DECIMALS = "Pension contribution must have at most 2 decimal places";

function messages(schema: typeof salary, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("amounts and percentages: at most two decimal places", () => {
  it.each([0, -0, 0.01, 0.1, 19.99, 1234.57, 99_999_999.99, 100_000_000])(
    "accepts the amount %s",
    (value) => {
      expect(messages(salary, value)).toEqual([]);
    },
  );

  // zod's multipleOf(0.01) let through a non-zero number too small for value ÷ 0.01 to differ
  // from 0 within its tolerance (5e-324, 1e-20): the smallest amount above 0 is a penny.
  it.each([0.001, 0.009, 5e-324, 1e-20, 1e-7, 19.999, 1234.567])(
    "refuses %s with one issue, the pence message",
    (value) => {
      expect(messages(salary, value)).toEqual([PENCE]);
    },
  );

  it.each([0.001, 5e-324, 1e-20, 4.999])("refuses the percentage %s with one issue", (value) => {
    expect(messages(pension, value)).toEqual([DECIMALS]);
  });

  it("keeps the minimum's message for negatives, tiny ones included", () => {
    expect(messages(salary, -1)).toEqual(["Salary must be positive"]);
    expect(messages(salary, -5e-324)).toEqual(["Salary must be positive"]);
    expect(messages(pension, -5e-324)).toEqual([
      "Pension contribution must be between 0% and 100%",
    ]);
  });

  it("reads floating-point noise around whole pence as that amount (0.1 + 0.2 is 0.30)", () => {
    expect(messages(salary, 0.1 + 0.2)).toEqual([]);
  });

  it("accepts every whole-pence amount written as JSON, and refuses a third decimal", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 9 }),
        (pence, thirdDecimal) => {
          const pounds = `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
          expect(messages(salary, JSON.parse(pounds))).toEqual([]);
          const withThird = JSON.parse(`${pounds}${thirdDecimal}`) as number;
          expect(messages(salary, withThird)).not.toEqual([]);
        },
      ),
    );
  });

  it("still declares the rule as multipleOf 0.01 in JSON Schema", () => {
    expect(z.toJSONSchema(salary)).toMatchObject({ minimum: 0, multipleOf: 0.01 });
  });
});

function issueAt(calculate: () => unknown): { path: PropertyKey[]; message: string }[] {
  try {
    calculate();
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
  return [];
}

describe("the calculators' amounts: 0 or at least a penny", () => {
  const hourly = { hourlyRate: 20, hoursPerWeek: 37.5, weeksPerYear: 52, holidayWeeks: 5 };
  const mortgage = {
    annualIncome: 40_000,
    monthlyExpenses: 800,
    deposit: 40_000,
    interestRate: 4.5,
    mortgageTerm: 25,
  };
  const contractor = {
    employeeSalary: 40_000,
    contractorDailyRate: 300,
    contractorDaysPerYear: 220,
  };
  const payslips = {
    grossSalary: 40_000,
    payFrequency: "monthly",
    region: "england",
    taxCode: "1257L",
    studentLoanPlan: "none",
    pensionContribution: 5,
  } as const;
  const CASES: [string, string, (amount: number) => unknown][] = [
    ["grossSalary", "Salary", (grossSalary) => calculateSalary({ grossSalary })],
    [
      "pensionContribution",
      "Pension contribution",
      (pensionContribution) => calculateSalary({ grossSalary: 40_000, pensionContribution }),
    ],
    ["desiredNetPay", "Desired net pay", (desiredNetPay) => reverseCalculate({ desiredNetPay })],
    ["hourlyRate", "Hourly rate", (hourlyRate) => convertHourly({ ...hourly, hourlyRate })],
    [
      "annualIncome",
      "Annual income",
      (annualIncome) => calculateMortgage({ ...mortgage, annualIncome }),
    ],
    [
      "contractorDailyRate",
      "Daily rate",
      (contractorDailyRate) => compareContractor({ ...contractor, contractorDailyRate }),
    ],
    [
      "employeeSalary",
      "Employee salary",
      (employeeSalary) => compareContractor({ ...contractor, employeeSalary }),
    ],
    ["grossSalary", "Salary", (grossSalary) => calculatePayslips({ ...payslips, grossSalary })],
  ];

  it.each(CASES)("%s: 0.001 and 5e-324 refused, naming the field", (field, label, calculate) => {
    for (const amount of [0.001, 5e-324]) {
      const issues = issueAt(() => calculate(amount));
      expect(issues).toHaveLength(1);
      expect(issues[0]?.path).toEqual([field]);
      expect(issues[0]?.message).toMatch(
        new RegExp(`^${label} must (be in pounds and pence|have at most 2 decimal places)`),
      );
    }
  });

  it.each(CASES)("%s: 0.01 and 0 accepted", (_field, _label, calculate) => {
    expect(issueAt(() => calculate(0.01))).toEqual([]);
    expect(issueAt(() => calculate(0))).toEqual([]);
  });
});
