import { z } from "zod";
import { IR35_STATUSES } from "../enumerations.js";
import { inputSchema, resultSchema, withRules } from "../schemas.js";
import {
  MAX_MONEY,
  enumField,
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
    ir35Status: enumField("IR35 status", IR35_STATUSES)
      .default("outside")
      .describe(
        "Which way the contract is taxed, and so which route the comparison is of: 'outside' IR35 (the limited company, the default), 'inside-umbrella' (employed by an umbrella company, whose margin and employer costs come out of the rate) or 'inside-payroll' (a deemed employee on the client's or agency's payroll, which pays employer NI and the apprenticeship levy on top of the rate). Every route is worked out whatever the choice.",
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

const breakEvenDayRate = money
  .nullable()
  .describe(
    "The lowest day rate on this inside-IR35 route (same days, margin and pension) whose net income reaches the net outside IR35 at the day rate given; null if no day rate the calculator accepts does.",
  );

const insideIR35Side = z.object({
  grossIncome: money,
  umbrellaMargin: money.describe("The umbrella's margin (at most the gross)."),
  employerNationalInsurance: money,
  apprenticeshipLevy: money.describe(
    "0.5 % of the salary: the levy allowance is the umbrella's, across its pay bill.",
  ),
  employerPension: money.describe("The umbrella's employer pension contribution."),
  unallocated: money.describe(
    "Pennies no whole penny of salary could use (each cost is rounded to the penny): gross − margin − employer NI − levy − employer pension − salary.",
  ),
  grossSalary: money,
  holidayPay: money.describe(
    "Rolled-up holiday pay (the year's holidayPay.rolledUpRate of the pay for work done), part of grossSalary, not added to it.",
  ),
  incomeTax: money,
  nationalInsurance: money,
  netIncome: money.describe("grossSalary − incomeTax − nationalInsurance."),
  breakEvenDayRate,
});

const insidePayrollSide = z
  .object({
    grossIncome: money.describe(
      "The fee (day rate × days), all of it the deemed employee's salary.",
    ),
    incomeTax: money,
    nationalInsurance: money.describe("Employee Class 1 NI, deducted from the fee."),
    netIncome: money.describe("grossIncome − incomeTax − nationalInsurance."),
    employerNationalInsurance: money.describe(
      "Employer Class 1 NI the fee-payer pays on top of the fee (not out of it).",
    ),
    apprenticeshipLevy: money.describe("The levy the fee-payer pays on top of the fee."),
    feePayerCost: money.describe("grossIncome + employerNationalInsurance + apprenticeshipLevy."),
    breakEvenDayRate,
  })
  .describe(
    "Inside IR35 on the fee-payer's payroll (the off-payroll working rules): PAYE tax and employee NI come off the fee; employer NI and the levy are paid on top.",
  );

export const contractorResultSchema = resultSchema({
  ir35Status: z.enum(IR35_STATUSES).describe("The route the comparison is of (the input's)."),
  employee: employeeSide,
  contractor: contractorSide,
  insideIR35: insideIR35Side.describe(
    "Inside IR35 through an umbrella company: its margin and employer costs come out of the gross.",
  ),
  insidePayroll: insidePayrollSide,
  comparison: z.object({
    difference: money.describe(
      "The net income of the route ir35Status names (outside: contractor) − the employee's.",
    ),
    percentageIncrease: ratio.describe("Percent; 0 when the employee's net is 0."),
    monthlyDifference: money,
  }),
});

export type ContractorResult = z.output<typeof contractorResultSchema>;
