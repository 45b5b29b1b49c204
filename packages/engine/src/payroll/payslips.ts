import { INVARIANT_MESSAGES, assert } from "../assert.js";
import { tryParseTaxCode, type ParsedTaxCode } from "../tax-code/tax-code.js";
import { calculateSalaryUnchecked } from "../take-home/take-home.js";
import type { SalaryResult } from "../take-home/take-home.schema.js";
import { TAX_YEARS } from "../tax-years/index.js";
import {
  percentToBasisPoints,
  toBasisPoints,
  toPence,
  toPounds,
} from "../money.js";
import { PAYROLL_INVARIANTS, mulDivRoundHalfUp } from "./pence.js";
import { freePayPerTablePeriodPence, payeTaxPence } from "./paye-period-tax.js";
import { getPayrollTables, type PayrollTables } from "./payroll-tables.js";
import {
  payslipsInputSchema,
  type ParsedPayslipsInput,
  type Payslip,
  type PayslipDifference,
  type PayslipsInput,
  type PayslipsResult,
  type PayslipTotals,
} from "./payroll.schema.js";
import { inputParser } from "../parse-input.js";
import { periodNationalInsurancePence } from "./period-national-insurance.js";
import { loansOf, periodLoanPence } from "./period-student-loan.js";

const parsePayslipsInput = inputParser(payslipsInputSchema);

/**
 * A year of payslips from a salary, run through the same per-period HMRC rules as
 * calculatePayePeriodTax / calculatePeriodNationalInsurance, next to calculateSalary's annual
 * answer for the same inputs and an explanation of every difference.
 */

/** One payslip in integer pence. */
interface PenceSlip {
  period: number;
  gross: number;
  taxablePay: number;
  tax: number;
  employeeNI: number;
  employerNI: number;
  /** Undergraduate plan only (the public payslip adds the postgraduate loan). */
  studentLoan: number;
  postgraduateLoan: number;
  pension: number;
  net: number;
  taxablePayToDate: number;
  taxPaidToDate: number;
  taxCarriedForward: number;
}

const PERIOD_NAMES = {
  weekly: "week",
  fortnightly: "fortnight",
  "four-weekly": "four weeks",
  monthly: "month",
} as const;

/** Runs the year in pence. Inputs are already valid. */
function runYear(
  valid: ParsedPayslipsInput,
  tables: PayrollTables,
  code: ParsedTaxCode,
): PenceSlip[] {
  const periods = tables.periodsPerYear;
  const salary = toPence(valid.grossSalary);
  const regular = Math.floor(salary / periods);
  const lastRegular = salary - regular * (periods - 1);
  const bonus = valid.bonus === undefined ? 0 : toPence(valid.bonus.amount);
  const bonusPeriod = valid.bonus?.period ?? 0;
  const pensionBasisPoints = percentToBasisPoints(valid.pensionContribution);
  const reliefBasisPoints = toBasisPoints(
    TAX_YEARS[valid.taxYear].pensions.reliefAtSourceRate,
  );
  const loans = loansOf(valid.studentLoanPlan, valid.postgraduateLoan);

  const slips: PenceSlip[] = [];
  let taxablePayToDate = 0;
  let taxPaidToDate = 0;
  for (let period = 1; period <= periods; period++) {
    const gross =
      (period === periods ? lastRegular : regular) +
      (period === bonusPeriod ? bonus : 0);
    const contribution = mulDivRoundHalfUp(gross, pensionBasisPoints, 10_000);
    let taxablePay = gross;
    let niablePay = gross;
    let pension = contribution;
    if (valid.pensionMethod === "net-pay") taxablePay = gross - contribution;
    else if (valid.pensionMethod === "salary-sacrifice") {
      taxablePay = gross - contribution;
      niablePay = taxablePay;
    } else
      pension =
        contribution -
        mulDivRoundHalfUp(contribution, reliefBasisPoints, 10_000);

    taxablePayToDate += taxablePay;
    const paye = payeTaxPence(tables, {
      code,
      region: valid.region,
      period,
      week1Month1: false,
      grossPayThisPeriod: taxablePay,
      taxablePayToDate,
      taxPaidToDate,
    });
    taxPaidToDate = paye.taxToDate;
    const ni = periodNationalInsurancePence(
      tables,
      valid.niCategory,
      niablePay,
    );
    const studentLoan =
      loans.undergraduate === null
        ? 0
        : periodLoanPence(tables, loans.undergraduate, niablePay);
    const postgraduateLoan = loans.postgraduate
      ? periodLoanPence(tables, "postgraduate", niablePay)
      : 0;
    slips.push({
      period,
      gross,
      taxablePay,
      tax: paye.taxThisPeriod,
      employeeNI: ni.employee,
      employerNI: ni.employer,
      studentLoan,
      postgraduateLoan,
      pension,
      net:
        gross -
        paye.taxThisPeriod -
        ni.employee -
        studentLoan -
        postgraduateLoan -
        pension,
      taxablePayToDate,
      taxPaidToDate,
      taxCarriedForward: paye.taxHeldBackByRegulatoryLimit,
    });
  }
  return slips;
}

function slipToPounds(slip: PenceSlip): Payslip {
  return {
    period: slip.period,
    gross: toPounds(slip.gross),
    taxablePay: toPounds(slip.taxablePay),
    tax: toPounds(slip.tax),
    employeeNI: toPounds(slip.employeeNI),
    employerNI: toPounds(slip.employerNI),
    studentLoan: toPounds(slip.studentLoan + slip.postgraduateLoan),
    postgraduateLoan: toPounds(slip.postgraduateLoan),
    pension: toPounds(slip.pension),
    net: toPounds(slip.net),
    taxablePayToDate: toPounds(slip.taxablePayToDate),
    taxPaidToDate: toPounds(slip.taxPaidToDate),
  };
}

type TotalsPence = { [K in keyof PayslipTotals]: number };

function sumSlips(slips: readonly PenceSlip[]): TotalsPence {
  const totals: TotalsPence = {
    gross: 0,
    taxablePay: 0,
    tax: 0,
    employeeNI: 0,
    employerNI: 0,
    studentLoan: 0,
    postgraduateLoan: 0,
    pension: 0,
    net: 0,
  };
  for (const slip of slips) {
    totals.gross += slip.gross;
    totals.taxablePay += slip.taxablePay;
    totals.tax += slip.tax;
    totals.employeeNI += slip.employeeNI;
    totals.employerNI += slip.employerNI;
    totals.studentLoan += slip.studentLoan;
    totals.postgraduateLoan += slip.postgraduateLoan;
    totals.pension += slip.pension;
    totals.net += slip.net;
  }
  return totals;
}

/** £1,234.56 from integer pence (deterministic, no locale). */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? "−" : "";
  const absolute = Math.abs(pence);
  const pounds = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = absolute % 100;
  return `${sign}£${pounds}${rest === 0 ? "" : `.${rest.toString().padStart(2, "0")}`}`;
}

function formatPercent(basisPoints: number): string {
  return `${String(basisPoints / 100)} %`;
}

/** Builds the explanation of each difference from the figures of this year. */
function explain(
  valid: ParsedPayslipsInput,
  tables: PayrollTables,
  code: ParsedTaxCode,
  slips: readonly PenceSlip[],
  totals: TotalsPence,
  annual: SalaryResult,
): PayslipDifference[] {
  const rates = TAX_YEARS[valid.taxYear];
  const unit = PERIOD_NAMES[valid.payFrequency];
  const periods = tables.periodsPerYear;
  const first = slips[0];
  const last = slips[slips.length - 1];
  assert(
    first !== undefined && last !== undefined,
    PAYROLL_INVARIANTS.emptyYear,
  );
  const bonusPeriod =
    valid.bonus !== undefined && valid.bonus.amount > 0
      ? valid.bonus.period
      : null;
  const bonusSlip = bonusPeriod === null ? undefined : slips[bonusPeriod - 1];
  const typical =
    slips.find(
      (slip) => slip.period !== bonusPeriod && slip.period !== periods,
    ) ?? first;
  const nonCumulative = code.emergency !== null;

  const difference = (
    field: PayslipDifference["field"],
    payslipPence: number,
    annualPounds: number,
    reasons: string[],
  ): PayslipDifference => {
    const annualPence = toPence(annualPounds);
    return {
      field,
      payslipTotal: toPounds(payslipPence),
      annual: annualPounds,
      difference: toPounds(payslipPence - annualPence),
      reason: reasons.join(" "),
    };
  };

  // Gross
  const grossReasons =
    toPence(valid.grossSalary) % periods === 0
      ? [
          `The salary is paid in ${String(periods)} equal parts of ${formatPence(typical.gross)}, so the payslips add up to the annual gross.`,
        ]
      : [
          `The salary does not divide into whole pence: ${String(periods - 1)} payslips of ${formatPence(typical.gross)} and a last one of ${formatPence(last.gross - (bonusPeriod === periods ? toPence(valid.bonus?.amount ?? 0) : 0))} add up to the annual gross.`,
        ];
  if (bonusSlip !== undefined)
    grossReasons.push(
      `The ${formatPence(bonusSlip.gross - typical.gross)} bonus is paid in ${unit} ${String(bonusSlip.period)}.`,
    );

  // Income tax
  const taxReasons: string[] = [];
  if (code.kind === "allowance" && code.number > 0) {
    const perPeriod =
      freePayPerTablePeriodPence(tables, code.number) *
      tables.tablePeriodsPerPayPeriod;
    const yearFreePay = perPeriod * periods;
    const statutory = toPence(annual.personalAllowance);
    taxReasons.push(
      `Payroll turns tax code ${code.normalised} into ${formatPence(perPeriod)} of tax-free pay a ${unit} (${formatPence(yearFreePay)} a year: the code × ${String(rates.incomeTax.codeMultiplier)} + ${String(rates.incomeTax.payeCodeUplift)}, split into periods and rounded up to the penny), while the annual calculation uses a personal allowance of ${formatPence(statutory)}.`,
    );
    if (statutory < toPence(rates.incomeTax.personalAllowance)) {
      taxReasons.push(
        `The annual figure tapers the personal allowance above ${formatPence(toPence(rates.incomeTax.taper.incomeLimit))} of income; payroll only does that when HMRC sends a new tax code, so the payslips under-deduct until then.`,
      );
    }
  } else if (code.kind === "k") {
    taxReasons.push(
      `A K code adds ${formatPence(freePayPerTablePeriodPence(tables, code.number) * tables.tablePeriodsPerPayPeriod)} a ${unit} to taxable pay.`,
    );
    if (slips.some((slip) => slip.taxCarriedForward > 0)) {
      taxReasons.push(
        `In some ${unit}s the ${formatPercent(tables.kCodeLimitBasisPoints)} regulatory limit stopped tax above half the pay being deducted; the rest was carried forward to later payslips.`,
      );
    }
  } else if (code.kind === "flat") {
    taxReasons.push(
      `Code ${code.normalised} taxes every whole pound of pay at one rate, ignoring the pence, with no tax-free pay.`,
    );
  } else if (code.kind === "no-tax") {
    taxReasons.push("Code NT means no tax is deducted through payroll.");
  }
  if (nonCumulative) {
    taxReasons.push(
      `The ${code.emergency ?? ""} suffix puts the code on a week 1 / month 1 basis: each payslip is taxed on its own pay with one ${unit}'s share of the allowance and bands, so nothing over- or under-deducted is put right later in the year.`,
    );
  } else {
    taxReasons.push(
      `Each ${unit}, taxable pay to date is rounded down to whole pounds, the bands are the year's bands × ${unit}s so far / ${String(periods)}, and tax to date is cut to the penny.`,
    );
  }
  if (bonusSlip !== undefined) {
    const after = slips.filter(
      (slip) => slip.period > bonusSlip.period && slip.period !== periods,
    );
    const afterTax = after[0]?.tax;
    taxReasons.push(
      `The bonus ${unit} (${String(bonusSlip.period)}) deducted ${formatPence(bonusSlip.tax)} of tax against ${formatPence(typical.tax)} in a normal ${unit}, because cumulative PAYE has only given ${String(bonusSlip.period)}/${String(periods)} of the year's bands by then.`,
    );
    if (!nonCumulative && afterTax !== undefined && afterTax < typical.tax) {
      taxReasons.push(
        `Later payslips catch up: ${unit} ${String(bonusSlip.period + 1)} deducted ${formatPence(afterTax)} as the bands to date grew past the bonus.`,
      );
    } else if (!nonCumulative && after.length > 0) {
      taxReasons.push(
        "The bonus used up bands that the rest of the year does not need back, so later payslips are unchanged.",
      );
    }
  }

  // National Insurance
  const ni = tables.nationalInsurance;
  const annualNi = rates.nationalInsurance;
  const niReasons = [
    `NI is worked out on each payslip by itself, against HMRC's ${valid.payFrequency} thresholds (primary threshold ${formatPence(ni.primaryThreshold)}, upper earnings limit ${formatPence(ni.upperEarningsLimit)}: ${formatPence(ni.primaryThreshold * periods)} and ${formatPence(ni.upperEarningsLimit * periods)} over ${String(periods)} ${unit}s, against ${formatPence(toPence(annualNi.primaryThreshold))} and ${formatPence(toPence(annualNi.upperEarningsLimit))} a year), and each band is rounded to the penny by HMRC's third-decimal rule.`,
  ];
  const employerReasons = [
    `Employer NI is worked out per payslip above the ${valid.payFrequency} secondary threshold of ${formatPence(ni.secondaryThreshold)} (${formatPence(ni.secondaryThreshold * periods)} over the year, against ${formatPence(toPence(annualNi.secondaryThreshold))} a year), rounded per band.`,
  ];
  if (bonusSlip !== undefined) {
    niReasons.push(
      `NI has no year-to-date: in the bonus ${unit} the pay above ${formatPence(ni.upperEarningsLimit)} pays only the upper rate, and nothing is balanced out later.`,
    );
  }
  if (valid.niCategory !== "A") {
    niReasons.push(
      `The payslips use NI category ${valid.niCategory}; the annual calculation assumes category A.`,
    );
    employerReasons.push(
      `The payslips use NI category ${valid.niCategory}; the annual calculation assumes category A.`,
    );
  }

  // Student loans
  const loanReasons: string[] = [];
  const loans = loansOf(valid.studentLoanPlan, valid.postgraduateLoan);
  if (loans.undergraduate === null && !loans.postgraduate)
    loanReasons.push("No student or postgraduate loan.");
  else {
    const thresholds = [
      ...(loans.undergraduate === null
        ? []
        : [
            `${formatPence(toPence(tables.loans[loans.undergraduate].thresholdPounds))} (${loans.undergraduate})`,
          ]),
      ...(loans.postgraduate
        ? [
            `${formatPence(toPence(tables.loans.postgraduate.thresholdPounds))} (postgraduate)`,
          ]
        : []),
    ];
    loanReasons.push(
      `Loan repayments are taken from each payslip on pay above the ${valid.payFrequency} threshold of ${thresholds.join(" and ")}, rounded down to whole pounds, with no year-end balancing in payroll; the annual figure is worked out on the year's pay against the annual threshold.`,
    );
    if (bonusSlip !== undefined)
      loanReasons.push(`The bonus ${unit} repays more than a normal ${unit}.`);
    if (loans.undergraduate !== null && loans.postgraduate) {
      loanReasons.push(
        `The payslips include the postgraduate loan (${formatPence(totals.postgraduateLoan)} this year) alongside the ${loans.undergraduate} repayments; the annual calculation takes one plan only.`,
      );
    }
  }

  const pensionReasons =
    valid.pensionContribution === 0
      ? ["No pension contribution."]
      : [
          `The ${String(valid.pensionContribution)} % contribution is worked out and rounded to the penny on each payslip.`,
        ];

  const tax = difference("tax", totals.tax, annual.incomeTax, taxReasons);
  const employeeNI = difference(
    "employeeNI",
    totals.employeeNI,
    annual.nationalInsurance,
    niReasons,
  );
  const studentLoan = difference(
    "studentLoan",
    totals.studentLoan + totals.postgraduateLoan,
    annual.studentLoan,
    loanReasons,
  );
  const pension = difference(
    "pension",
    totals.pension,
    annual.pension,
    pensionReasons,
  );
  const net = difference("net", totals.net, annual.netAnnual, []);
  const largest = [
    { label: "income tax", difference: tax.difference },
    { label: "NI", difference: employeeNI.difference },
    { label: "loan repayments", difference: studentLoan.difference },
    { label: "pension", difference: pension.difference },
  ].reduce((best, each) =>
    Math.abs(each.difference) > Math.abs(best.difference) ? each : best,
  );
  net.reason =
    net.difference === 0
      ? "Take-home is the same: the differences in the deductions cancel out."
      : `Take-home is ${formatPence(Math.abs(toPence(net.difference)))} ${net.difference > 0 ? "more" : "less"} on the payslips: every deduction difference above comes out of the same gross, the largest being ${largest.label} (${formatPence(toPence(largest.difference))}).`;
  return [
    difference("gross", totals.gross, annual.grossAnnual, grossReasons),
    tax,
    employeeNI,
    difference(
      "employerNI",
      totals.employerNI,
      annual.employerNationalInsurance,
      employerReasons,
    ),
    studentLoan,
    pension,
    net,
  ];
}

/** calculatePayslips for an already-valid input (no second validation). */
export function payslipsFromValidInput(
  valid: ParsedPayslipsInput,
): PayslipsResult {
  const tables = getPayrollTables(valid.taxYear, valid.payFrequency);
  const code = tryParseTaxCode(valid.taxCode);
  assert(code !== null, INVARIANT_MESSAGES.unknownTaxCode);
  const slips = runYear(valid, tables, code);
  const totals = sumSlips(slips);
  // The payslip input is a valid salary input too (same fields, same checks), so no second parse.
  const annual = calculateSalaryUnchecked({
    grossSalary: valid.grossSalary,
    payFrequency: "annual",
    region: valid.region,
    taxCode: valid.taxCode,
    studentLoanPlan: valid.studentLoanPlan,
    pensionContribution: valid.pensionContribution,
    pensionMethod: valid.pensionMethod,
    bonus: valid.bonus?.amount ?? 0,
    overtime: 0,
    benefitsInKind: 0,
    childcareVouchers: 0,
    allowanceConvention: "statutory",
    taxYear: valid.taxYear,
  });
  return {
    taxYear: valid.taxYear,
    payFrequency: valid.payFrequency,
    payslips: slips.map(slipToPounds),
    totals: {
      gross: toPounds(totals.gross),
      taxablePay: toPounds(totals.taxablePay),
      tax: toPounds(totals.tax),
      employeeNI: toPounds(totals.employeeNI),
      employerNI: toPounds(totals.employerNI),
      studentLoan: toPounds(totals.studentLoan + totals.postgraduateLoan),
      postgraduateLoan: toPounds(totals.postgraduateLoan),
      pension: toPounds(totals.pension),
      net: toPounds(totals.net),
    },
    annual,
    differences: explain(valid, tables, code, slips, totals, annual),
  };
}

/**
 * A year of payslips (52 weekly, 26 fortnightly, 13 four-weekly or 12 monthly) from an annual
 * salary, with an optional bonus in one period, worked out by HMRC's payroll rules; the same
 * inputs' annual figures (calculateSalary); and how and why the year's payslips differ from them.
 *
 * @throws ValidationError listing every invalid field.
 * @example calculatePayslips({ grossSalary: 40000, payFrequency: 'monthly', taxCode: '1257L', region: 'england',
 *   studentLoanPlan: 'none', pensionContribution: 0 }).totals.employeeNI // 2193.96
 */
export function calculatePayslips(input: PayslipsInput): PayslipsResult {
  return payslipsFromValidInput(parsePayslipsInput(input));
}
