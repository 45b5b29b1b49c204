import { INVARIANT_MESSAGES, assert } from "../assert.js";
import {
  floorDivide,
  mulDivRoundHalfUp,
  percentToBasisPoints,
  toBasisPoints,
  toPence,
  toPounds,
} from "../money.js";
import { parseValidTaxCode } from "../tax-code/tax-code.js";
import type { FlatRateCode, ParsedTaxCode } from "../tax-code/tax-code.js";
import { calculateSalaryUnchecked, employeeWith } from "../take-home/take-home.js";
import { tapersAllowance } from "../income-tax/personal-allowance.js";
import { compiledRates } from "../compiled-rates.js";
import type { SalaryResult } from "../take-home/take-home.schema.js";
import { TAX_YEARS } from "../tax-years/index.js";
import { freePayPerTablePeriodPence, payeTaxPence, taxRegimeOf } from "./paye-period-tax.js";
import { getPayrollTables } from "./payroll-tables.js";
import type { LoanPlan, PayrollTables } from "./payroll-tables.js";
import { payslipsInputSchema } from "./payslips.schema.js";
import type {
  ParsedPayslipsInput,
  Payslip,
  PayslipDifference,
  PayslipReason,
  PayslipsInput,
  PayslipsResult,
  PayslipTotals,
} from "./payslips.schema.js";
import { parseInput } from "../parse-input.js";
import { periodNationalInsurancePence } from "./period-national-insurance.js";
import { loansOf, periodLoanPence } from "./period-student-loan.js";

/**
 * A year of payslips from a salary, run through the same per-period HMRC rules as
 * calculatePayePeriodTax / calculatePeriodNationalInsurance, next to calculateSalary's annual
 * answer for the same inputs and the reasons for every difference, as data (`PayslipReason`).
 * The rules are numbered in docs/payroll-rules.md.
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

/**
 * The year's schedule: the annual salary (pence) and the tax code in force in each period, from
 * the input's own and its changes (each from a period on; valid, so in increasing order).
 */
interface Schedule {
  salaryAt(period: number): number;
  codeAt(period: number): ParsedTaxCode;
  /** The code in force at the year's end (the one the annual comparison uses). */
  readonly lastCode: { readonly text: string; readonly code: ParsedTaxCode };
}

function scheduleOf(valid: ParsedPayslipsInput): Schedule {
  const rises = valid.payRises ?? [];
  const codes = [
    { period: 1, text: valid.taxCode, code: parseValidTaxCode(valid.taxCode) },
    ...(valid.taxCodeChanges ?? []).map((change) => ({
      period: change.period,
      text: change.taxCode,
      code: parseValidTaxCode(change.taxCode),
    })),
  ];
  const firstCode = codes[0];
  const lastCode = codes[codes.length - 1];
  assert(firstCode !== undefined && lastCode !== undefined, INVARIANT_MESSAGES.emptyYear);
  return {
    salaryAt(period) {
      let salary = toPence(valid.grossSalary);
      for (const rise of rises) if (rise.period <= period) salary = toPence(rise.grossSalary);
      return salary;
    },
    codeAt(period) {
      let inForce = firstCode.code;
      for (const each of codes) if (each.period <= period) inForce = each.code;
      return inForce;
    },
    lastCode,
  };
}

/**
 * A period's salary: the annual salary in force in equal parts, whole pence; the last period
 * takes the odd pence of the salary in force then.
 */
function periodSalaryPence(salary: number, period: number, periods: number): number {
  const regular = floorDivide(salary, periods);
  return period === periods ? salary - regular * (periods - 1) : regular;
}

/** Runs the year in pence. Inputs are already valid. */
function runYear(
  valid: ParsedPayslipsInput,
  tables: PayrollTables,
  schedule: Schedule,
): PenceSlip[] {
  const periods = tables.periodsPerYear;
  const bonus = valid.bonus === undefined ? 0 : toPence(valid.bonus.amount);
  const bonusPeriod = valid.bonus?.period ?? 0;
  const pensionBasisPoints = percentToBasisPoints(valid.pensionContribution);
  const reliefBasisPoints = toBasisPoints(TAX_YEARS[valid.taxYear].pensions.reliefAtSourceRate);
  const loans = loansOf(valid.studentLoanPlan, valid.postgraduateLoan);

  const slips: PenceSlip[] = [];
  let taxablePayToDate = 0;
  let taxPaidToDate = 0;
  for (let period = 1; period <= periods; period++) {
    const gross =
      periodSalaryPence(schedule.salaryAt(period), period, periods) +
      (period === bonusPeriod ? bonus : 0);
    const contribution = mulDivRoundHalfUp(gross, pensionBasisPoints, 10_000);
    let taxablePay = gross;
    let niablePay = gross;
    let pension = contribution;
    if (valid.pensionMethod === "net-pay") taxablePay = gross - contribution;
    else if (valid.pensionMethod === "salary-sacrifice") {
      taxablePay = gross - contribution;
      niablePay = taxablePay;
    } else pension = contribution - mulDivRoundHalfUp(contribution, reliefBasisPoints, 10_000);

    taxablePayToDate += taxablePay;
    const paye = payeTaxPence(tables, {
      code: schedule.codeAt(period),
      region: valid.region,
      period,
      week1Month1: false,
      grossPayThisPeriod: taxablePay,
      taxablePayToDate,
      taxPaidToDate,
    });
    taxPaidToDate = paye.taxToDate;
    const ni = periodNationalInsurancePence(tables, valid.niCategory, niablePay);
    const studentLoan =
      loans.undergraduate === null ? 0 : periodLoanPence(tables, loans.undergraduate, niablePay);
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
      net: gross - paye.taxThisPeriod - ni.employee - studentLoan - postgraduateLoan - pension,
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

/** A basis-point rate as a percentage number (2000 → 20). */
function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/** The rate of a flat-rate code on this payroll (docs/payroll-rules.md rule 3). */
function flatRatePercent(tables: PayrollTables, code: FlatRateCode, scottish: boolean): number {
  if (scottish) return basisPointsToPercent(tables.flatRates.scotland[code]);
  // D2/D3 exist only in Scotland; validation rejects them for anyone else.
  assert(code !== "D2" && code !== "D3", INVARIANT_MESSAGES.unknownTaxCode);
  return basisPointsToPercent(tables.flatRates.rUK[code]);
}

/**
 * The structured reasons of each difference between the year's payslips and the annual figures.
 * Data only: the README's table of reason codes suggests a sentence for each.
 */
function explain(
  valid: ParsedPayslipsInput,
  tables: PayrollTables,
  schedule: Schedule,
  slips: readonly PenceSlip[],
  totals: TotalsPence,
  annual: SalaryResult,
): PayslipDifference[] {
  const rates = TAX_YEARS[valid.taxYear];
  const periods = tables.periodsPerYear;
  const first = slips[0];
  const last = slips[slips.length - 1];
  assert(first !== undefined && last !== undefined, INVARIANT_MESSAGES.emptyYear);
  const bonusPence = valid.bonus === undefined ? 0 : toPence(valid.bonus.amount);
  const bonusPeriod = bonusPence > 0 ? (valid.bonus?.period ?? null) : null;
  const bonusSlip = bonusPeriod === null ? undefined : slips[bonusPeriod - 1];
  const typical =
    slips.find((slip) => slip.period !== bonusPeriod && slip.period !== periods) ?? first;
  // The code the year started on: the code-based reasons are about it (a change has its own).
  const code = schedule.codeAt(1);

  const difference = (
    field: PayslipDifference["field"],
    payslipPence: number,
    annualPounds: number,
    reasons: PayslipReason[],
  ): PayslipDifference => ({
    field,
    payslipTotal: toPounds(payslipPence),
    annual: annualPounds,
    difference: toPounds(payslipPence - toPence(annualPounds)),
    reasons,
  });

  // Gross
  // The salary the year starts on: in equal parts until the first rise (a salary that does not
  // split into whole pence puts its odd pence on the last payslip, if it is still paid then).
  const startSalary = schedule.salaryAt(1);
  const firstRise = valid.payRises?.[0]?.period;
  const startPerPeriod = toPounds(periodSalaryPence(startSalary, 1, periods));
  const grossReasons: PayslipReason[] = [
    firstRise !== undefined || startSalary % periods === 0
      ? {
          code: "salary-equal-parts",
          periods,
          perPeriod: startPerPeriod,
          untilPeriod: firstRise === undefined ? periods : firstRise - 1,
        }
      : {
          code: "salary-odd-pence",
          periods,
          perPeriod: startPerPeriod,
          lastPeriod: toPounds(last.gross - (bonusPeriod === periods ? bonusPence : 0)),
        },
  ];
  for (const rise of valid.payRises ?? [])
    grossReasons.push({
      code: "pay-rise",
      period: rise.period,
      from: toPounds(schedule.salaryAt(rise.period - 1)),
      to: rise.grossSalary,
      perPeriod: toPounds(periodSalaryPence(toPence(rise.grossSalary), 1, periods)),
    });
  if (bonusSlip !== undefined)
    grossReasons.push({
      code: "bonus-paid",
      period: bonusSlip.period,
      amount: toPounds(bonusPence),
    });

  // Income tax
  const taxReasons: PayslipReason[] = [];
  // docs/payroll-rules.md rule 11: relief at source's relief above the basic rate is claimed, not
  // given by payroll: the payslips are compared with the annual tax before the claim.
  if (annual.reliefAtSourceClaim > 0)
    taxReasons.push({
      code: "relief-at-source-claim",
      claim: annual.reliefAtSourceClaim,
      incomeTaxAfterClaim: annual.incomeTax,
    });
  if (code.kind === "allowance" && code.number > 0) {
    // docs/payroll-rules.md rule 1
    const perPeriod =
      freePayPerTablePeriodPence(tables, code.number) * tables.tablePeriodsPerPayPeriod;
    taxReasons.push({
      code: "paye-free-pay-uplift",
      taxCode: code.normalised,
      freePayPerPeriod: toPounds(perPeriod),
      freePayPerYear: toPounds(perPeriod * periods),
      codeMultiplier: rates.incomeTax.codeMultiplier,
      codeUplift: rates.incomeTax.payeCodeUplift,
      personalAllowance: annual.personalAllowance,
    });
  } else if (code.kind === "k") {
    // docs/payroll-rules.md rule 4
    taxReasons.push({
      code: "k-code-addition",
      taxCode: code.normalised,
      addedPerPeriod: toPounds(
        freePayPerTablePeriodPence(tables, code.number) * tables.tablePeriodsPerPayPeriod,
      ),
    });
  } else if (code.kind === "flat") {
    // docs/payroll-rules.md rule 3
    taxReasons.push({
      code: "flat-rate-code",
      taxCode: code.normalised,
      ratePercent: flatRatePercent(
        tables,
        code.code,
        taxRegimeOf(code, valid.region) === "scotland",
      ),
    });
  } else if (code.kind === "no-tax") {
    taxReasons.push({ code: "no-tax-code" });
  }
  // docs/payroll-rules.md rule 10: the annual figure is worked out on the code in force at the
  // year's end, and only the standard code tapers (another code's allowance is as HMRC issued
  // it): the reason is given when that code's allowance was tapered.
  const statutory = toPence(annual.personalAllowance);
  const full = toPence(rates.incomeTax.personalAllowance);
  if (
    statutory < full &&
    tapersAllowance(schedule.lastCode.code, "statutory", compiledRates(valid.taxYear))
  ) {
    taxReasons.push({
      code: "personal-allowance-taper",
      incomeLimit: rates.incomeTax.taper.incomeLimit,
      fullPersonalAllowance: toPounds(full),
      personalAllowance: toPounds(statutory),
    });
  }
  // docs/payroll-rules.md rule 4: the overriding limit, on whatever code was in force.
  for (const slip of slips) {
    if (slip.taxCarriedForward > 0)
      taxReasons.push({
        code: "overriding-limit",
        period: slip.period,
        carried: toPounds(slip.taxCarriedForward),
        limitPercent: basisPointsToPercent(tables.kCodeLimitBasisPoints),
      });
  }
  // docs/payroll-rules.md rule 5: each run of periods on a week-1/month-1 code; rule 2 otherwise.
  let cumulative = false;
  for (let period = 1; period <= periods; period++) {
    const suffix = schedule.codeAt(period).emergency;
    if (suffix === null) {
      cumulative = true;
      continue;
    }
    let toPeriod = period;
    while (toPeriod < periods && schedule.codeAt(toPeriod + 1).emergency === suffix) toPeriod++;
    taxReasons.push({ code: "week1-month1-basis", suffix, fromPeriod: period, toPeriod });
    period = toPeriod;
  }
  for (const change of valid.taxCodeChanges ?? []) {
    const slip = slips[change.period - 1];
    assert(slip !== undefined, INVARIANT_MESSAGES.emptyYear);
    taxReasons.push({
      code: "tax-code-change",
      period: change.period,
      from: schedule.codeAt(change.period - 1).normalised,
      to: schedule.codeAt(change.period).normalised,
      tax: toPounds(slip.tax),
    });
  }
  if (cumulative) taxReasons.push({ code: "paye-cumulative-rounding", periods });
  if (bonusSlip !== undefined) {
    const nonCumulative = schedule.codeAt(bonusSlip.period).emergency !== null;
    const after = slips.filter((slip) => slip.period > bonusSlip.period && slip.period !== periods);
    const afterTax = after[0]?.tax;
    taxReasons.push({
      code: "bonus-period-tax",
      period: bonusSlip.period,
      periods,
      tax: toPounds(bonusSlip.tax),
      normalTax: toPounds(typical.tax),
    });
    if (!nonCumulative && afterTax !== undefined && afterTax < typical.tax) {
      taxReasons.push({
        code: "bonus-catch-up",
        period: bonusSlip.period + 1,
        tax: toPounds(afterTax),
      });
    } else if (!nonCumulative && after.length > 0) {
      taxReasons.push({ code: "bonus-no-catch-up", period: bonusSlip.period });
    }
  }

  // National Insurance: docs/payroll-rules.md rules 6–8
  const ni = tables.nationalInsurance;
  const annualNi = rates.nationalInsurance;
  const niReasons: PayslipReason[] = [
    {
      code: "period-ni-thresholds",
      periods,
      primaryThreshold: toPounds(ni.primaryThreshold),
      upperEarningsLimit: toPounds(ni.upperEarningsLimit),
      primaryThresholdOverYear: toPounds(ni.primaryThreshold * periods),
      upperEarningsLimitOverYear: toPounds(ni.upperEarningsLimit * periods),
      annualPrimaryThreshold: annualNi.primaryThreshold,
      annualUpperEarningsLimit: annualNi.upperEarningsLimit,
    },
  ];
  const employerReasons: PayslipReason[] = [
    {
      code: "period-ni-secondary-threshold",
      periods,
      secondaryThreshold: toPounds(ni.secondaryThreshold),
      secondaryThresholdOverYear: toPounds(ni.secondaryThreshold * periods),
      annualSecondaryThreshold: annualNi.secondaryThreshold,
    },
  ];
  if (bonusSlip !== undefined) {
    const niablePay =
      valid.pensionMethod === "salary-sacrifice" ? bonusSlip.taxablePay : bonusSlip.gross;
    niReasons.push({
      code: "bonus-period-ni",
      period: bonusSlip.period,
      upperEarningsLimit: toPounds(ni.upperEarningsLimit),
      amount: toPounds(Math.max(0, niablePay - ni.upperEarningsLimit)),
      upperRatePercent: basisPointsToPercent(
        tables.categories[valid.niCategory].employeeUpperBasisPoints,
      ),
    });
  }
  if (valid.niCategory !== "A") {
    niReasons.push({ code: "ni-category", category: valid.niCategory });
    employerReasons.push({ code: "ni-category", category: valid.niCategory });
  }

  // Student loans: docs/payroll-rules.md rule 9
  const loanReasons: PayslipReason[] = [];
  const loans = loansOf(valid.studentLoanPlan, valid.postgraduateLoan);
  if (loans.undergraduate === null && !loans.postgraduate)
    loanReasons.push({ code: "no-student-loan" });
  else {
    const plans: LoanPlan[] = [
      ...(loans.undergraduate === null ? [] : [loans.undergraduate]),
      ...(loans.postgraduate ? ["postgraduate" as const] : []),
    ];
    loanReasons.push({
      code: "loan-whole-pounds",
      thresholds: plans.map((plan) => ({
        plan,
        threshold: tables.loans[plan].thresholdPounds,
      })),
    });
    if (bonusSlip !== undefined)
      loanReasons.push({ code: "bonus-period-loan", period: bonusSlip.period });
  }

  const pensionReasons: PayslipReason[] =
    valid.pensionContribution === 0
      ? [{ code: "no-pension" }]
      : [{ code: "pension-per-period", percent: valid.pensionContribution }];

  // Income tax and take-home as the payslips take them (relief at source: before any claim).
  const tax = difference("tax", totals.tax, annual.payslipIncomeTax, taxReasons);
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
  const pension = difference("pension", totals.pension, annual.pension, pensionReasons);
  // The first of the largest (by size) deduction differences, as before.
  const [largestField, largestDifference] = (
    [
      ["tax", tax.difference],
      ["employeeNI", employeeNI.difference],
      ["studentLoan", studentLoan.difference],
      ["pension", pension.difference],
    ] as const
  ).reduce((best, each) => (Math.abs(each[1]) > Math.abs(best[1]) ? each : best));
  const netPence = totals.net;
  const netReason: PayslipReason =
    netPence === toPence(annual.payslipNetAnnual)
      ? { code: "net-same" }
      : { code: "net-from-deductions", largestField, largestDifference };
  return [
    difference("gross", totals.gross, annual.grossAnnual, grossReasons),
    tax,
    employeeNI,
    difference("employerNI", totals.employerNI, annual.employerNationalInsurance, employerReasons),
    studentLoan,
    pension,
    difference("net", netPence, annual.payslipNetAnnual, [netReason]),
  ];
}

/** calculatePayslips for an already-valid input (no second validation). */
export function payslipsFromValidInput(valid: ParsedPayslipsInput): PayslipsResult {
  const tables = getPayrollTables(valid.taxYear, valid.payFrequency);
  const schedule = scheduleOf(valid);
  const slips = runYear(valid, tables, schedule);
  const totals = sumSlips(slips);
  // The annual figure for the same pay: the salary the year's payslips paid (with any rises),
  // the bonus, and the code in force at the year's end. The payslip input is a valid salary input
  // too (same fields, same checks), so no second parse.
  const bonusPence = valid.bonus === undefined ? 0 : toPence(valid.bonus.amount);
  const employee = employeeWith(toPounds(totals.gross - bonusPence), valid.taxYear, valid);
  employee.taxCode = schedule.lastCode.text;
  employee.bonus = toPounds(bonusPence);
  const annual = calculateSalaryUnchecked(employee);
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
    differences: explain(valid, tables, schedule, slips, totals, annual),
  };
}

/**
 * A year of payslips (52 weekly, 26 fortnightly, 13 four-weekly or 12 monthly) from an annual
 * salary, with an optional bonus in one period, worked out by HMRC's payroll rules; the same
 * inputs' annual figures (calculateSalary); and how and why the year's payslips differ from them:
 * each difference lists its `reasons`, each a `code` with the figures behind it.
 *
 * @throws ValidationError listing every invalid field.
 * @example calculatePayslips({ grossSalary: 40000, payFrequency: 'monthly', taxCode: '1257L', region: 'england',
 *   studentLoanPlan: 'none', pensionContribution: 0 }).totals.employeeNI // 2193.96
 */
export function calculatePayslips(input: PayslipsInput): PayslipsResult {
  return payslipsFromValidInput(parseInput(payslipsInputSchema, input));
}
