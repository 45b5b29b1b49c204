/** Bad input never produces NaN, Infinity, a negative tax or a TypeError: only a ValidationError naming the field. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ValidationError,
  calculateCorporationTax,
  calculateDividendTax,
  calculateIncomeTax,
  calculateMortgage,
  calculateNationalInsurance,
  calculatePension,
  calculateSalary,
  calculateStudentLoan,
  compareContractor,
  compareSalaries,
  convertHourly,
  reverseCalculate,
} from "../src/index.js";

type Calculator = (input: never) => unknown;

interface Subject {
  name: string;
  calculate: Calculator;
  valid: Record<string, unknown>;
  numericFields: string[];
}

const SUBJECTS: Subject[] = [
  {
    name: "calculateSalary",
    calculate: calculateSalary,
    valid: {
      grossSalary: 40_000,
      bonus: 1,
      overtime: 1,
      benefitsInKind: 1,
      childcareVouchers: 1,
      pensionContribution: 5,
    },
    numericFields: [
      "grossSalary",
      "bonus",
      "overtime",
      "benefitsInKind",
      "childcareVouchers",
      "pensionContribution",
    ],
  },
  {
    name: "reverseCalculate",
    calculate: reverseCalculate,
    valid: { desiredNetPay: 2_000, pensionContribution: 5 },
    numericFields: ["desiredNetPay", "pensionContribution"],
  },
  {
    name: "convertHourly",
    calculate: convertHourly,
    valid: {
      hourlyRate: 20,
      hoursPerWeek: 37.5,
      weeksPerYear: 52,
      holidayWeeks: 5,
    },
    numericFields: ["hourlyRate", "hoursPerWeek", "weeksPerYear", "holidayWeeks"],
  },
  {
    name: "calculateMortgage",
    calculate: calculateMortgage,
    valid: {
      annualIncome: 40_000,
      monthlyExpenses: 800,
      deposit: 40_000,
      interestRate: 4.5,
      mortgageTerm: 25,
    },
    numericFields: ["annualIncome", "monthlyExpenses", "deposit", "interestRate", "mortgageTerm"],
  },
  {
    name: "compareContractor",
    calculate: compareContractor,
    valid: {
      employeeSalary: 40_000,
      employeePension: 5,
      employeeBonus: 2_000,
      contractorDailyRate: 300,
      contractorDaysPerYear: 220,
      contractorExpenses: 5_000,
    },
    numericFields: [
      "employeeSalary",
      "employeePension",
      "employeeBonus",
      "contractorDailyRate",
      "contractorDaysPerYear",
      "contractorExpenses",
    ],
  },
  {
    name: "calculateCorporationTax",
    calculate: calculateCorporationTax,
    valid: { profits: 100_000 },
    numericFields: ["profits"],
  },
  {
    name: "calculateDividendTax",
    calculate: calculateDividendTax,
    valid: { nonSavingsIncome: 1, dividends: 1 },
    numericFields: ["nonSavingsIncome", "dividends"],
  },
  {
    name: "calculateIncomeTax",
    calculate: calculateIncomeTax,
    valid: { taxablePay: 1 },
    numericFields: ["taxablePay"],
  },
  {
    name: "calculateNationalInsurance",
    calculate: calculateNationalInsurance,
    valid: { earnings: 1 },
    numericFields: ["earnings"],
  },
  {
    name: "calculateStudentLoan",
    calculate: calculateStudentLoan,
    valid: { earnings: 1, plan: "plan1" },
    numericFields: ["earnings"],
  },
  {
    name: "calculatePension",
    calculate: calculatePension,
    valid: { grossPay: 1, contribution: 1 },
    numericFields: ["grossPay", "contribution"],
  },
];

const BAD_VALUES: unknown[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  "100",
  null,
  -1,
  -0.01,
  {},
  [],
  true,
  1e12,
];

function issuesOf(calculate: Calculator, input: unknown): ValidationError {
  try {
    calculate(input as never);
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

function allNumbersFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (value !== null && typeof value === "object")
    return Object.values(value).every(allNumbersFinite);
  return true;
}

describe.each(SUBJECTS.map((subject) => [subject.name, subject] as const))(
  "%s validation",
  (_name, subject) => {
    it("accepts the valid example with finite outputs", () => {
      expect(allNumbersFinite(subject.calculate(subject.valid as never))).toBe(true);
    });

    it("rejects NaN, Infinity, strings, negatives and other wrong types, naming the field", () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...subject.numericFields),
          fc.constantFrom(...BAD_VALUES),
          (field, bad) => {
            const error = issuesOf(subject.calculate, {
              ...subject.valid,
              [field]: bad,
            });
            expect(error.name).toBe("ValidationError");
            expect(error.issues.some((issue) => issue.path[0] === field)).toBe(true);
            for (const issue of error.issues) expect(issue.message.length).toBeGreaterThan(5);
          },
        ),
      );
    });

    it("says which required field is missing", () => {
      const [first] = subject.numericFields;
      if (first === undefined) throw new Error("no fields");
      const { [first]: _removed, ...rest } = subject.valid;
      const required = subject.name !== "calculateSalary" || first === "grossSalary";
      if (required && !["pensionContribution", "employeePension"].includes(first)) {
        const error = issuesOf(subject.calculate, rest);
        expect(error.issues.find((issue) => issue.path[0] === first)?.message).toMatch(
          /is required$/,
        );
      }
    });

    it("rejects unknown fields and non-objects", () => {
      expect(
        issuesOf(subject.calculate, { ...subject.valid, surprise: 1 }).issues[0]?.message,
      ).toMatch(/Unknown field "surprise"/);
      for (const notAnObject of [null, undefined, 42, "text", []]) {
        expect(issuesOf(subject.calculate, notAnObject).issues.length).toBeGreaterThan(0);
      }
    });
  },
);

describe("compareSalaries validation", () => {
  it("rejects bad salaries with their index in the path", () => {
    fc.assert(
      fc.property(fc.constantFrom(...BAD_VALUES), fc.integer({ min: 0, max: 2 }), (bad, index) => {
        const salaries = [{ grossSalary: 1 }, { grossSalary: 2 }, { grossSalary: 3 }];
        salaries[index] = { grossSalary: bad as number };
        const error = issuesOf(compareSalaries, { salaries });
        expect(error.issues[0]?.path).toEqual(["salaries", index, "grossSalary"]);
      }),
    );
  });
});

describe("the spec’s messages (§5)", () => {
  it.each([
    [calculateSalary, { grossSalary: -1 }, "Salary must be positive"],
    [calculateSalary, { grossSalary: 1, taxCode: "" }, "Tax code is required"],
    [reverseCalculate, { desiredNetPay: -1 }, "Desired net pay must be positive"],
    [
      convertHourly,
      { hourlyRate: -1, hoursPerWeek: 1, weeksPerYear: 1, holidayWeeks: 0 },
      "Hourly rate must be positive",
    ],
    [
      convertHourly,
      { hourlyRate: 1, hoursPerWeek: -1, weeksPerYear: 1, holidayWeeks: 0 },
      "Hours per week must be positive",
    ],
    [
      convertHourly,
      { hourlyRate: 1, hoursPerWeek: 1, weeksPerYear: -1, holidayWeeks: 0 },
      "Weeks per year must be positive",
    ],
    [
      convertHourly,
      { hourlyRate: 1, hoursPerWeek: 1, weeksPerYear: 1, holidayWeeks: -1 },
      "Holiday weeks must be positive",
    ],
    [
      calculateMortgage,
      {
        annualIncome: -1,
        monthlyExpenses: 0,
        deposit: 0,
        interestRate: 1,
        mortgageTerm: 1,
      },
      "Annual income must be positive",
    ],
    [
      calculateMortgage,
      {
        annualIncome: 1,
        monthlyExpenses: -1,
        deposit: 0,
        interestRate: 1,
        mortgageTerm: 1,
      },
      "Monthly expenses must be positive",
    ],
    [
      calculateMortgage,
      {
        annualIncome: 1,
        monthlyExpenses: 0,
        deposit: -1,
        interestRate: 1,
        mortgageTerm: 1,
      },
      "Deposit must be positive",
    ],
    [
      calculateMortgage,
      {
        annualIncome: 1,
        monthlyExpenses: 0,
        deposit: 0,
        interestRate: -1,
        mortgageTerm: 1,
      },
      "Interest rate must be positive",
    ],
    [
      calculateMortgage,
      {
        annualIncome: 1,
        monthlyExpenses: 0,
        deposit: 0,
        interestRate: 1,
        mortgageTerm: 0,
      },
      "Mortgage term must be at least 1 year",
    ],
    [
      compareContractor,
      { employeeSalary: -1, contractorDailyRate: 1, contractorDaysPerYear: 1 },
      "Employee salary must be positive",
    ],
    [
      compareContractor,
      { employeeSalary: 1, contractorDailyRate: -1, contractorDaysPerYear: 1 },
      "Daily rate must be positive",
    ],
    [
      compareContractor,
      { employeeSalary: 1, contractorDailyRate: 1, contractorDaysPerYear: -1 },
      "Days per year must be positive",
    ],
  ] as const)("%o %j → %s", (calculate, input, message) => {
    expect(issuesOf(calculate as Calculator, input).issues.map((issue) => issue.message)).toContain(
      message,
    );
  });
});
