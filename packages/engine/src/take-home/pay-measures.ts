import type { CompiledRates, TaxRegime } from "../compiled-rates.js";
import type { AllowanceConvention, PensionMethod } from "../enumerations.js";
import { incomeTaxOn } from "../income-tax/income-tax.js";
import type { IncomeTaxBreakdown } from "../income-tax/income-tax.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import { E4 } from "../money.js";
import { reducesNiablePay, reducesTaxablePay } from "../pensions/pensions.js";

/** What the measures of pay read of a take-home problem (pence unless named). */
export interface PayMeasureProblem {
  readonly grossPayPence: number;
  readonly benefitsInKindPence: number;
  readonly childcareVouchersPence: number;
  /** A fixed annual contribution instead of a percentage, or null. */
  readonly pensionAmountPence: number | null;
  readonly pensionMethod: PensionMethod;
}

/** The measures of pay a take-home's deductions are worked out on (E4). */
export interface PayMeasures {
  /** The pension method in effect (a fixed amount is taken as net pay: HMRC's app offers one). */
  readonly method: PensionMethod;
  /** Pay and benefits income tax is charged on, before allowances. */
  readonly taxablePayE4: number;
  /** Adjusted net income, for the allowance taper. */
  readonly adjustedNetIncomeE4: number;
  /** Pay NI and student loans are charged on. */
  readonly niableE4: number;
  /** The pay in cash a K code's overriding limit is a share of. */
  readonly cashPayE4: number;
  /** Relief at source: the gross contribution that raises the band limits (FA 2004 s.192(4)). */
  readonly extensionE4: number;
}

/** The pension method in effect: a fixed amount is taken as net pay (HMRC's app offers one). */
export function effectivePensionMethod(p: PayMeasureProblem): PensionMethod {
  return p.pensionAmountPence !== null && p.pensionMethod === "relief-at-source"
    ? "net-pay"
    : p.pensionMethod;
}

/**
 * The measures of pay, one home for the take-home, its pension relief and its breakdown: vouchers
 * replace cash pay (the exempt part escapes tax and NI, any excess is taxed as pay); benefits in
 * kind are taxed, not NI'd; the pension contribution comes off each measure its method reduces,
 * and always off adjusted net income; the cash pay for a K code's limit has no vouchers,
 * benefits or pension taken before tax.
 */
export function payMeasures(
  p: PayMeasureProblem,
  exemptVouchersE4: number,
  contributionE4: number,
): PayMeasures {
  const method = effectivePensionMethod(p);
  const grossE4 = p.grossPayPence * E4;
  const payE4 = grossE4 - exemptVouchersE4;
  const benefitsE4 = p.benefitsInKindPence * E4;
  // What the contribution takes off pay before tax: all of it but under relief at source.
  const beforeTaxE4 = reducesTaxablePay(method) ? contributionE4 : 0;
  const taxableE4 = payE4 - beforeTaxE4 + benefitsE4;
  const adjustedE4 = payE4 - contributionE4 + benefitsE4;
  const cashE4 = grossE4 - p.childcareVouchersPence * E4 - beforeTaxE4;
  return {
    method,
    taxablePayE4: taxableE4 > 0 ? taxableE4 : 0,
    adjustedNetIncomeE4: adjustedE4 > 0 ? adjustedE4 : 0,
    niableE4: reducesNiablePay(method) ? payE4 - contributionE4 : payE4,
    cashPayE4: cashE4 > 0 ? cashE4 : 0,
    extensionE4: contributionE4 - beforeTaxE4,
  };
}

/** What income tax on measured pay reads of a take-home problem. */
export interface TaxedProblem {
  readonly taxCode: ParsedTaxCode;
  /** The tax code's regime in the region (`regimeOf`). */
  readonly regime: TaxRegime;
  readonly convention: AllowanceConvention;
  readonly rates: CompiledRates;
}

/** Income tax on these measures of pay, by the problem's code, regime and convention. */
export function incomeTaxOnPay(p: TaxedProblem, pay: PayMeasures): IncomeTaxBreakdown {
  return incomeTaxOn(pay, p.taxCode, p.regime, p.convention, p.rates);
}
