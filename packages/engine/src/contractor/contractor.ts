import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates } from "../compiled-rates.js";
import { corporationTaxOn } from "../corporation-tax/corporation-tax.js";
import { dividendTaxOn } from "../dividend-tax/dividend-tax.js";
import { incomeTaxOn, regimeOf } from "../income-tax/income-tax.js";
import {
  E4,
  dec,
  decimalToPence,
  mulDivRoundHalfUp,
  percentToBasisPoints,
  ratioHalfUp,
  dividePenceHalfUp,
  exactToPence,
  toPence,
  toPounds,
} from "../money.js";
import { employeeClass1, employerClass1 } from "../national-insurance/class-1.js";
import { parseInput } from "../parse-input.js";
import { MAX_MONEY } from "../schema-fields.js";
import { calculateSalaryUnchecked, standardEmployee } from "../take-home/take-home.js";
import { getTaxYear } from "../tax-years/index.js";
import { ValidationError } from "../validation-error.js";
import { breakEvenDayRate, deemedEmployeePay, umbrellaPay } from "./inside-ir35.js";
import { contractorInputSchema } from "./contractor.schema.js";
import type { ContractorInput, ContractorResult } from "./contractor.schema.js";

/**
 * Employee versus contractor. Outside IR35: a single-director company pays the director a salary
 * (employer NI, no Employment Allowance), corporation tax with marginal relief on what is left after
 * expenses, and the rest as dividends. Inside IR35, both ways the law allows (inside-ir35.ts): the
 * same gross through an umbrella company as its employee, or on the fee-payer's payroll as a deemed
 * employee; with each one's break-even day rate. The comparison is of the route `ir35Status` names.
 *
 * @example compareContractor({ employeeSalary: 40_000, employeePension: 5, employeeBonus: 2_000, contractorDailyRate: 300, contractorDaysPerYear: 220, contractorExpenses: 5_000 }).comparison.difference
 */
export function compareContractor(input: ContractorInput): ContractorResult {
  const parsed = parseInput(contractorInputSchema, input);
  const rates = getTaxYear(parsed.taxYear);
  const c = compiledRates(parsed.taxYear);
  const code = c.standardCode;

  // Employee: the take-home of the standard employee (England, the standard code) on the salary
  // and the bonus, exactly as calculateSalary works it out (the bonus's NI in its own earnings
  // period); the pension is employeePension % of the salary alone, by net pay.
  const salaryPence = toPence(parsed.employeeSalary);
  const employeeInput = standardEmployee(parsed.employeeSalary, parsed.taxYear);
  employeeInput.bonus = parsed.employeeBonus;
  const employee = calculateSalaryUnchecked(employeeInput, {
    fixedAnnualPensionPence: mulDivRoundHalfUp(
      salaryPence,
      percentToBasisPoints(parsed.employeePension),
      E4,
    ),
  });
  if (employee.netAnnual < 0)
    throw new ValidationError([
      {
        path: ["employeePension"],
        message:
          "Employee pension and the deductions on the employee's pay would be more than the pay: take-home pay cannot be negative",
      },
    ]);

  // Outside IR35.
  const days = parsed.contractorDaysPerYear;
  const grossPence = contractGrossPence(toPence(parsed.contractorDailyRate), days);
  const expensesPence = Math.min(toPence(parsed.contractorExpenses), grossPence);
  const availablePence = grossPence - expensesPence;
  const wantedSalaryPence =
    parsed.directorSalary === undefined
      ? rates.incomeTax.personalAllowance * 100
      : toPence(parsed.directorSalary);
  // The company cannot pay more salary (plus employer NI) than it has.
  const directorSalaryPence = Math.min(wantedSalaryPence, maxSalaryWithin(availablePence, c));
  const employerNiPence = exactToPence(employerClass1(directorSalaryPence * E4, c.ni).contribution);
  const employeeNiPence = exactToPence(employeeClass1(directorSalaryPence * E4, c.ni).contribution);
  const profitPence = Math.max(0, availablePence - directorSalaryPence - employerNiPence);
  const ct = corporationTaxOn(
    profitPence,
    0,
    0,
    rates.payPeriods.monthly,
    rates.corporationTax,
    rates.payPeriods.monthly,
  );
  const dividendsPence = profitPence - ct.corporationTaxPence;
  const salaryTax = incomeTaxOn(
    {
      taxablePayE4: directorSalaryPence * E4,
      // The allowance tapers on total income: salary and dividends.
      adjustedNetIncomeE4: (directorSalaryPence + dividendsPence) * E4,
      extensionE4: 0,
      cashPayE4: directorSalaryPence * E4,
    },
    code,
    regimeOf(code, "england", c),
    "statutory",
    c,
  );
  const salaryTaxPence = exactToPence(salaryTax.tax);
  const dividendTax = dividendTaxOn(directorSalaryPence, dividendsPence, c);
  const allowanceUsed = Math.min(
    salaryTax.allowancePounds * 100,
    directorSalaryPence + dividendTax.personalAllowanceUsedPence,
  );
  const contractorNetPence =
    directorSalaryPence -
    employeeNiPence -
    salaryTaxPence +
    dividendsPence -
    dividendTax.dividendTaxPence;

  // Inside IR35, both ways: through an umbrella (its margin, employer NI, the apprenticeship levy
  // and any employer pension come out of the gross) and on the fee-payer's payroll (employer NI and
  // the levy on top). Each one's break-even day rate: the inside rate whose net reaches the net
  // outside IR35 at the rate given (the outside side stays put; the same days, margin and pension).
  const marginPence = toPence(parsed.umbrellaMargin);
  const employerPensionBp = percentToBasisPoints(parsed.umbrellaEmployerPension);
  const umbrellaAt = (grossAt: number) =>
    umbrellaPay(grossAt, marginPence, employerPensionBp, c, parsed.taxYear);
  const umbrella = umbrellaAt(grossPence);
  const payroll = deemedEmployeePay(grossPence, c, parsed.taxYear);
  // The largest day rate the input allows: the rate itself and rate × days each at most
  // £100,000,000 (a fraction of a day would otherwise allow rates past what a number holds
  // exactly); no days, no rate.
  const maxDayRatePence =
    days > 0 ? Math.min(MAX_MONEY * 100, Math.floor((MAX_MONEY * 100) / days)) : 0;
  const dayRatePence = toPence(parsed.contractorDailyRate);
  const umbrellaBreakEven = breakEvenDayRate(
    contractorNetPence,
    (rate) => umbrellaAt(contractGrossPence(rate, days)).netPence,
    maxDayRatePence,
    { ratePence: dayRatePence, netPence: umbrella.netPence },
  );
  const payrollBreakEven = breakEvenDayRate(
    contractorNetPence,
    (rate) => deemedEmployeePay(contractGrossPence(rate, days), c, parsed.taxYear).netPence,
    maxDayRatePence,
    { ratePence: dayRatePence, netPence: payroll.netPence },
  );

  // The comparison is of the route the contract takes (ir35Status; outside by default).
  const chosenNetPence =
    parsed.ir35Status === "inside-umbrella"
      ? umbrella.netPence
      : parsed.ir35Status === "inside-payroll"
        ? payroll.netPence
        : contractorNetPence;
  const employeeNetPence = toPence(employee.netAnnual);
  const differencePence = chosenNetPence - employeeNetPence;
  return {
    taxYear: parsed.taxYear,
    ir35Status: parsed.ir35Status,
    employee: {
      totalGross: employee.grossAnnual,
      incomeTax: employee.incomeTax,
      nationalInsurance: employee.nationalInsurance,
      pension: employee.pension,
      studentLoan: employee.studentLoan,
      netIncome: employee.netAnnual,
    },
    contractor: {
      grossIncome: toPounds(grossPence),
      expenses: toPounds(expensesPence),
      directorSalary: toPounds(directorSalaryPence),
      employerNationalInsurance: toPounds(employerNiPence),
      employeeNationalInsurance: toPounds(employeeNiPence),
      nationalInsurance: toPounds(employerNiPence + employeeNiPence),
      profitBeforeTax: toPounds(profitPence),
      corporationTax: toPounds(ct.corporationTaxPence),
      marginalRelief: toPounds(ct.marginalReliefPence),
      dividends: toPounds(dividendsPence),
      dividendTax: toPounds(dividendTax.dividendTaxPence),
      incomeTax: toPounds(salaryTaxPence),
      personalAllowance: toPounds(allowanceUsed),
      netIncome: toPounds(contractorNetPence),
    },
    insideIR35: {
      grossIncome: toPounds(umbrella.grossPence),
      umbrellaMargin: toPounds(umbrella.marginPence),
      employerNationalInsurance: toPounds(umbrella.employerNiPence),
      apprenticeshipLevy: toPounds(umbrella.levyPence),
      employerPension: toPounds(umbrella.employerPensionPence),
      unallocated: toPounds(umbrella.remainderPence),
      grossSalary: toPounds(umbrella.salaryPence),
      holidayPay: toPounds(umbrella.holidayPayPence),
      incomeTax: toPounds(umbrella.incomeTaxPence),
      nationalInsurance: toPounds(umbrella.nationalInsurancePence),
      netIncome: toPounds(umbrella.netPence),
      breakEvenDayRate: umbrellaBreakEven === null ? null : toPounds(umbrellaBreakEven),
    },
    insidePayroll: {
      grossIncome: toPounds(payroll.feePence),
      incomeTax: toPounds(payroll.incomeTaxPence),
      nationalInsurance: toPounds(payroll.nationalInsurancePence),
      netIncome: toPounds(payroll.netPence),
      employerNationalInsurance: toPounds(payroll.employerNiPence),
      apprenticeshipLevy: toPounds(payroll.levyPence),
      feePayerCost: toPounds(payroll.feePence + payroll.employerNiPence + payroll.levyPence),
      breakEvenDayRate: payrollBreakEven === null ? null : toPounds(payrollBreakEven),
    },
    comparison: {
      difference: toPounds(differencePence),
      percentageIncrease:
        employeeNetPence <= 0
          ? 0
          : ratioHalfUp(Math.abs(differencePence) * 100, employeeNetPence, 4) *
            Math.sign(differencePence),
      monthlyDifference: toPounds(dividePenceHalfUp(differencePence, rates.payPeriods.monthly)),
    },
  };
}

/** The largest salary (pence) whose salary + employer NI fits within `budgetPence`. */
function maxSalaryWithin(budgetPence: number, c: CompiledRates): number {
  const secondaryPence = c.ni.secondaryThresholdE4 / E4;
  if (budgetPence <= secondaryPence) return budgetPence;
  // salary + rate × (salary − ST) ≤ budget  ⇒  salary ≤ (budget + rate × ST) / (1 + rate)
  const numerator = budgetPence * E4 + secondaryPence * c.ni.employerBp;
  let salary = Math.floor(numerator / (E4 + c.ni.employerBp));
  const cost = (s: number): number => s + exactToPence(employerClass1(s * E4, c.ni).contribution);
  while (salary > 0 && cost(salary) > budgetPence) salary -= 1;
  while (cost(salary + 1) <= budgetPence) salary += 1;
  return salary;
}

/** A contract's gross (pence): day rate × days; whole days multiply exactly in pence, part days
 * go through decimals. */
function contractGrossPence(dayRatePence: number, days: number): number {
  return Number.isInteger(days)
    ? dayRatePence * days
    : decimalToPence(dec(dayRatePence).times(days).dividedBy(100));
}
