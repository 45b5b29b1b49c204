import { z } from "zod";
import { inputSchema, resultSchema, withRules } from "../schemas.js";
import {
  MAX_MONEY,
  money,
  moneyField,
  percentField,
  quantityField,
  ratio,
} from "../schema-fields.js";

export const MAX_DAYS_PER_YEAR = 366;

export const contractorInputSchema = withRules(
  inputSchema("Contractor input", {
    employeeSalary: moneyField("Employee salary"),
    employeePension: percentField("Employee pension").default(0),
    employeeBonus: moneyField("Employee bonus").default(0),
    contractorDailyRate: moneyField("Daily rate"),
    contractorDaysPerYear: quantityField(
      "Days per year",
      "Days per year must be positive",
      MAX_DAYS_PER_YEAR,
      "Days per year must be at most 366",
    ),
    contractorExpenses: moneyField("Contractor expenses").default(0),
    directorSalary: moneyField("Director salary")
      .optional()
      .describe("The director's salary from the company (default: the personal allowance)."),
    umbrellaMargin: moneyField("Umbrella margin")
      .default(0)
      .describe("Inside IR35: the umbrella company's margin a year, taken from the gross first."),
    umbrellaEmployerPension: percentField("Umbrella employer pension")
      .default(0)
      .describe(
        "Inside IR35: the umbrella's employer pension contribution, percent of the worker's salary.",
      ),
  }),
  {
    text: "daily rate × days per year is at most £100,000,000",
    check(value, issues) {
      if (value.contractorDailyRate * value.contractorDaysPerYear <= MAX_MONEY) return;
      issues.push({
        code: "custom",
        message: "Daily rate × days per year must be at most £100,000,000",
        path: ["contractorDailyRate"],
        input: value.contractorDailyRate,
      });
    },
  },
  {
    text: "employee salary + employee bonus is at most £100,000,000",
    check(value, issues) {
      if (value.employeeSalary + value.employeeBonus <= MAX_MONEY) return;
      issues.push({
        code: "custom",
        message: "Employee salary and bonus must be at most £100,000,000 together",
        path: ["employeeSalary"],
        input: value.employeeSalary,
      });
    },
  },
);

export type ContractorInput = z.input<typeof contractorInputSchema>;

const employeeSide = z.object({
  totalGross: money,
  incomeTax: money,
  nationalInsurance: money,
  pension: money,
  studentLoan: money,
  netIncome: money,
});

const contractorSide = z.object({
  grossIncome: money,
  expenses: money,
  directorSalary: money,
  employerNationalInsurance: money,
  employeeNationalInsurance: money,
  nationalInsurance: money.describe("Employer + employee NI on the director's salary."),
  profitBeforeTax: money,
  corporationTax: money,
  marginalRelief: money,
  dividends: money,
  dividendTax: money,
  incomeTax: money,
  personalAllowance: money,
  netIncome: money,
});

const insideIR35Side = z.object({
  grossIncome: money,
  umbrellaMargin: money.describe("The umbrella's margin (at most the gross)."),
  employerNationalInsurance: money,
  apprenticeshipLevy: money.describe(
    "0.5 % of the salary: the levy allowance is the umbrella's, across its pay bill.",
  ),
  employerPension: money.describe("The umbrella's employer pension contribution."),
  grossSalary: money,
  incomeTax: money,
  nationalInsurance: money,
  netIncome: money,
});

export const contractorResultSchema = resultSchema({
  employee: employeeSide,
  contractor: contractorSide,
  insideIR35: insideIR35Side,
  comparison: z.object({
    difference: money,
    percentageIncrease: ratio.describe("Percent; 0 when the employee's net is 0."),
    monthlyDifference: money,
  }),
});

export type ContractorResult = z.output<typeof contractorResultSchema>;
