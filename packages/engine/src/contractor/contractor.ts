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
  roundE4ToPence,
  exactToPence,
  toBasisPoints,
  toPence,
  toPounds,
} from "../money.js";
import { employeeClass1, employerClass1 } from "../national-insurance/class-1.js";
import { parseInput } from "../parse-input.js";
import {
  calculateSalaryUnchecked,
  salaryProblem,
  standardEmployee,
  takeHome,
} from "../take-home/take-home.js";
import { getTaxYear } from "../tax-years/index.js";
import type { TaxYearId } from "../tax-years/index.js";
import { ValidationError } from "../validation-error.js";
import { contractorInputSchema } from "./contractor.schema.js";
import type { ContractorInput, ContractorResult } from "./contractor.schema.js";

/**
 * Employee versus contractor. Outside IR35: a single-director company pays the director a salary
 * (employer NI, no Employment Allowance), corporation tax with marginal relief on what is left after
 * expenses, and the rest as dividends. Inside IR35: the same gross through an umbrella as employment.
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
  // Whole days (the usual case) multiply exactly in pence; part days go through decimals.
  const grossPence = Number.isInteger(parsed.contractorDaysPerYear)
    ? toPence(parsed.contractorDailyRate) * parsed.contractorDaysPerYear
    : decimalToPence(dec(parsed.contractorDailyRate).times(parsed.contractorDaysPerYear));
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

  // Inside IR35: the umbrella's margin, employer NI, the apprenticeship levy and any employer
  // pension come out of the gross.
  const inside = insideIR35(
    grossPence,
    toPence(parsed.umbrellaMargin),
    percentToBasisPoints(parsed.umbrellaEmployerPension),
    c,
    parsed.taxYear,
  );

  const employeeNetPence = toPence(employee.netAnnual);
  const differencePence = contractorNetPence - employeeNetPence;
  return {
    taxYear: parsed.taxYear,
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
    insideIR35: inside,
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

/**
 * Inside IR35 through an umbrella: its margin comes off the gross first; the rest pays the
 * worker's salary s and the employer's costs on it — Class 1 NI, the apprenticeship levy at its
 * rate on all of s (the levy allowance is the umbrella company's, used across its whole pay bill,
 * not each worker's) and any employer pension (percent of s) — each rounded half-up. The salary is
 * the largest s whose cost fits.
 */
function insideIR35(
  grossPence: number,
  marginPence: number,
  pensionBp: number,
  c: CompiledRates,
  taxYear: TaxYearId,
): ContractorResult["insideIR35"] {
  const levyBp = toBasisPoints(c.rates.nationalInsurance.apprenticeshipLevy.rate);
  const budget = Math.max(0, grossPence - marginPence);
  const costs = (salary: number) => {
    const niPence = exactToPence(employerClass1(salary * E4, c.ni).contribution);
    const levy = roundE4ToPence(salary * levyBp);
    const pension = roundE4ToPence(salary * pensionBp);
    return {
      total: salary + niPence + levy + pension,
      ni: niPence,
      levy,
      pension,
    };
  };
  // cost(s) is piecewise linear (below and above the secondary threshold): solve each piece,
  // keep the largest candidate that fits.
  const secondaryPence = c.ni.secondaryThresholdE4 / E4;
  const perPoundBp = E4 + levyBp + pensionBp;
  const candidates = [
    Math.floor((budget * E4) / perPoundBp),
    Math.floor((budget * E4 + secondaryPence * c.ni.employerBp) / (perPoundBp + c.ni.employerBp)),
  ];
  let salary = 0;
  for (const candidate of candidates) {
    // Each candidate is exact for its piece up to rounding: a few pence either side at most.
    for (
      let fit = Math.min(candidate, budget), tries = 0;
      fit > salary && tries < 4;
      fit -= 1, tries += 1
    ) {
      if (costs(fit).total <= budget) {
        salary = fit;
        break;
      }
    }
  }
  while (costs(salary + 1).total <= budget) salary += 1;
  const paid = costs(salary);
  const figures = takeHome(salaryProblem(standardEmployee(toPounds(salary), taxYear)));
  return {
    grossIncome: toPounds(grossPence),
    umbrellaMargin: toPounds(grossPence - budget),
    employerNationalInsurance: toPounds(paid.ni),
    apprenticeshipLevy: toPounds(paid.levy),
    employerPension: toPounds(paid.pension),
    grossSalary: toPounds(salary),
    incomeTax: toPounds(figures.incomeTaxPence),
    nationalInsurance: toPounds(figures.nationalInsurancePence),
    netIncome: toPounds(figures.netPence),
  };
}
