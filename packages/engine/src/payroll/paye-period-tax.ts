import { INVARIANT_MESSAGES, assert } from "../assert.js";
import {
  floorDivide,
  penceAtRateDown,
  periodFreePayPence,
  poundsAtRatePenceDown,
  toPence,
  toPounds,
  wholePoundsOfPence,
} from "../money.js";
import type { Region } from "../enumerations.js";
import { isScottishTaxpayer, parseValidTaxCode } from "../tax-code/tax-code.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import { getPayrollTables } from "./payroll-tables.js";
import type { PayrollTables, TaxRegime } from "./payroll-tables.js";
import { payePeriodTaxInputSchema } from "./payroll.schema.js";
import type { PayePeriodTaxInput, PayePeriodTaxResult } from "./payroll.schema.js";
import { parseInput } from "../parse-input.js";

/**
 * Per-period PAYE exactly as HMRC's payroll rules (docs/payroll-rules.md rules 1–5).
 * Everything here is integer pence; the public wrapper converts and validates.
 */

export interface PayeTaxPence {
  /** Tax deducted this period (negative = refund). */
  readonly taxThisPeriod: number;
  /** Tax deducted to date including this period. */
  readonly taxToDate: number;
  /** Tax not deducted this period because of the overriding limit (0 otherwise). */
  readonly taxHeldBackByRegulatoryLimit: number;
  /** Free pay to date (negative for a K code: pay added), pence. */
  readonly freePayToDate: number;
  /** Taxable pay to date after free pay, whole pounds (0 for NT and never negative). */
  readonly taxableAfterFreePayPounds: number;
  /** True when the period was worked on the week 1 / month 1 basis. */
  readonly nonCumulative: boolean;
}

export interface PayeTaxInputPence {
  readonly code: ParsedTaxCode;
  readonly region: Region;
  readonly period: number;
  readonly week1Month1: boolean;
  readonly grossPayThisPeriod: number;
  readonly taxablePayToDate: number;
  readonly taxPaidToDate: number;
}

/** The rate table a code uses: an S prefix or region scotland → Scottish; C prefix or Wales → Welsh. */
export function taxRegimeOf(code: ParsedTaxCode, region: Region): TaxRegime {
  if (isScottishTaxpayer(code, region)) return "scotland";
  if (code.prefix === "C" || (code.prefix === null && region === "wales")) return "wales";
  return "rUK";
}

/**
 * Free pay for one table period (pence) of a code number: codes up to 500 give (10n + 9) / periods
 * rounded up to the penny; larger codes are split into 500-blocks (each £5,000 a year, rounded up
 * per period) plus the remainder (docs/payroll-rules.md rule 1).
 */
export function freePayPerTablePeriodPence(tables: PayrollTables, codeNumber: number): number {
  if (codeNumber === 0) return 0; // 0T: no free pay at all (not even the +9)
  const block = tables.codeBlockSize;
  let blocks = 0;
  let remainder = codeNumber;
  if (codeNumber > block) {
    blocks = Math.floor((codeNumber - 1) / block);
    remainder = codeNumber - blocks * block;
  }
  const remainderAnnual = remainder * tables.codeMultiplier + tables.payeCodeUplift;
  return (
    blocks * tables.blockFreePayPence +
    periodFreePayPence(remainderAnnual, tables.tablePeriodsPerYear)
  );
}

/**
 * Tax (pence, truncated) on whole-pound taxable pay, with every band limit pro-rated to
 * `tableUnits / tablePeriodsPerYear` of the year without rounding (docs/payroll-rules.md rule 2).
 * Exact: the sum is kept in units of pounds × periods × basis points before the single truncation.
 */
export function bandTaxPence(
  taxablePounds: number,
  bands: PayrollTables["bands"][TaxRegime],
  tableUnits: number,
  tablePeriodsPerYear: number,
): number {
  const scaledPay = taxablePounds * tablePeriodsPerYear;
  let lower = 0;
  let sum = 0;
  for (const band of bands) {
    const upper = band.upTo === null ? Infinity : band.upTo * tableUnits;
    if (scaledPay <= upper) {
      sum += (scaledPay - lower) * band.rateBasisPoints;
      break;
    }
    sum += (upper - lower) * band.rateBasisPoints;
    lower = upper;
  }
  return floorDivide(sum, 100 * tablePeriodsPerYear);
}

/** PAYE for one payslip, integer pence in and out. Inputs are already valid. */
export function payeTaxPence(tables: PayrollTables, input: PayeTaxInputPence): PayeTaxPence {
  const { code, period } = input;
  const nonCumulative =
    input.week1Month1 || code.emergency !== null || period > tables.periodsPerYear;
  const tableUnits = nonCumulative
    ? tables.tablePeriodsPerPayPeriod
    : period * tables.tablePeriodsPerPayPeriod;
  const payPence = nonCumulative ? input.grossPayThisPeriod : input.taxablePayToDate;
  const regime = taxRegimeOf(code, input.region);

  let due = 0;
  let freePayToDate = 0;
  let taxablePounds = 0;
  switch (code.kind) {
    case "no-tax":
      break;
    case "flat": {
      // Flat-rate codes ignore the pence (docs/payroll-rules.md rule 3).
      const rate =
        regime === "scotland"
          ? tables.flatRates.scotland[code.code]
          : flatRateRUK(tables, code.code);
      taxablePounds = wholePoundsOfPence(payPence);
      due = poundsAtRatePenceDown(taxablePounds, rate);
      break;
    }
    case "allowance":
    case "k": {
      const perTablePeriod = freePayPerTablePeriodPence(tables, code.number);
      freePayToDate = (code.kind === "k" ? -perTablePeriod : perTablePeriod) * tableUnits;
      const taxablePence = payPence - freePayToDate;
      taxablePounds = wholePoundsOfPence(taxablePence);
      due = bandTaxPence(
        taxablePounds,
        tables.bands[regime],
        tableUnits,
        tables.tablePeriodsPerYear,
      );
      break;
    }
  }

  const { taxThisPeriod, held } = overridingLimit(
    nonCumulative ? due : due - input.taxPaidToDate,
    input.grossPayThisPeriod,
    tables,
  );
  return {
    taxThisPeriod,
    taxToDate: input.taxPaidToDate + taxThisPeriod,
    taxHeldBackByRegulatoryLimit: held,
    freePayToDate,
    taxableAfterFreePayPounds: taxablePounds,
    nonCumulative,
  };
}

/**
 * The overriding limit: no more than 50 % of the period's pay is deducted as tax, whatever the
 * code; the rest is carried to later periods (docs/payroll-rules.md rule 4). The Income Tax (PAYE)
 * Regulations 2003 reg. 2(1) ("overriding limit"),
 * https://www.legislation.gov.uk/uksi/2003/2682/regulation/2; applied to every tax code, not only
 * K codes, since 6 April 2015 (HMRC Employer Bulletin, December 2014, and HMRC's "Specification
 * for PAYE tax table routines"). Example: NT for eleven months, then 0T in month 12 on £2,000 of
 * pay: £24,000 × 20 % = £4,800 due, limited to £1,000, £3,800 carried.
 */
export function overridingLimit(
  taxDue: number,
  payThisPeriod: number,
  tables: PayrollTables,
): { taxThisPeriod: number; held: number } {
  const limit = penceAtRateDown(payThisPeriod, tables.kCodeLimitBasisPoints);
  return taxDue > limit
    ? { taxThisPeriod: limit, held: taxDue - limit }
    : { taxThisPeriod: taxDue, held: 0 };
}

function flatRateRUK(tables: PayrollTables, code: "BR" | "D0" | "D1" | "D2" | "D3"): number {
  // D2/D3 exist only in Scotland; validation rejects them for anyone else.
  assert(code !== "D2" && code !== "D3", INVARIANT_MESSAGES.unknownTaxCode);
  return tables.flatRates.rUK[code];
}

// ── Public function ─────────────────────────────────────────────────────────────────────────

/**
 * PAYE income tax for one payslip, exactly as HMRC's payroll rules: cumulative or week 1 /
 * month 1; rUK, Welsh and Scottish rates; L/M/N/T codes (500-blocks over 500), K codes, BR/D0/D1,
 * SBR/SD0–SD3, NT and 0T; every code held to the 50 % overriding limit. A refund is negative.
 *
 * @throws ValidationError listing every invalid field.
 * @example calculatePayePeriodTax({ taxCode: '1257L', region: 'england', payFrequency: 'monthly', period: 1,
 *   week1Month1: false, grossPayThisPeriod: 1156.25, taxablePayToDate: 1156.25, taxPaidToDate: 0 })
 *   // { taxDueThisPeriod: 21.4, taxDueToDate: 21.4, taxCarriedForward: 0 }
 */
export function calculatePayePeriodTax(input: PayePeriodTaxInput): PayePeriodTaxResult {
  const valid = parseInput(payePeriodTaxInputSchema, input);
  const code = parseValidTaxCode(valid.taxCode);
  const tables = getPayrollTables(valid.taxYear, valid.payFrequency);
  const result = payeTaxPence(tables, {
    code,
    region: valid.region,
    period: valid.period,
    week1Month1: valid.week1Month1,
    grossPayThisPeriod: toPence(valid.grossPayThisPeriod),
    taxablePayToDate: toPence(valid.taxablePayToDate),
    taxPaidToDate: toPence(valid.taxPaidToDate),
  });
  return {
    taxYear: valid.taxYear,
    taxDueThisPeriod: toPounds(result.taxThisPeriod),
    taxDueToDate: toPounds(result.taxToDate),
    taxCarriedForward: toPounds(result.taxHeldBackByRegulatoryLimit),
  };
}
