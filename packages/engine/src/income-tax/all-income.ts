/**
 * Income tax on all of a year's income: pay and property income (non-savings income), then savings
 * interest, then dividends, each on top of the one before in the bands (ITA 2007 s.16:
 * https://www.legislation.gov.uk/ukpga/2007/3/section/16), with the allowances set against them in
 * the way that gives the greatest reduction (s.25(2):
 * https://www.legislation.gov.uk/ukpga/2007/3/section/25). Non-savings income is taxed at the
 * regime's rates (Scottish, Welsh or rUK); savings and dividends at the UK rates, on the UK bands
 * (ss.6–13), for Scottish taxpayers too. Each rate is its own rule: `incomeTaxOn` (non-savings),
 * `savingsTaxOnTop`, `dividendTaxOnTop`.
 */
import type { BandSlice } from "../bands.js";
import type { CompiledRates, TaxRegime } from "../compiled-rates.js";
import { dividendTaxOnTop } from "../dividend-tax/dividend-tax.js";
import type { AllowanceConvention } from "../enumerations.js";
import { E4_PER_POUND } from "../money.js";
import type { Exact } from "../money.js";
import { savingsTaxOnTop } from "../savings-tax/savings-tax.js";
import type { SavingsTaxOnTop } from "../savings-tax/savings-tax.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import { incomeTaxOn } from "./income-tax.js";
import type { IncomeTaxBreakdown, TaxedPay } from "./income-tax.js";

/** Income beside pay, as income tax sees it (E4). */
export interface OtherIncome {
  /** Property profits, after expenses or the property allowance (non-savings income). */
  readonly propertyE4: number;
  readonly savingsE4: number;
  readonly dividendsE4: number;
}

/** Savings interest in the computation: the allowance set against it, and its tax. */
export interface SavingsPart extends SavingsTaxOnTop {
  readonly allowanceE4: number;
  readonly taxableE4: number;
}

/** Dividends in the computation: the allowance set against them, and their tax. */
export interface DividendsPart {
  readonly allowanceE4: number;
  readonly taxableE4: number;
  readonly dividendAllowanceE4: number;
  readonly tax: Exact;
  /** The dividends taxed above the dividend allowance, band by band. */
  readonly slices: readonly BandSlice[];
}

/** The year's income tax on all income, part by part. */
export interface AllIncomeTax {
  /** Income tax on pay and benefits alone, with all income's adjusted net income and extension. */
  readonly pay: IncomeTaxBreakdown;
  /** Income tax on non-savings income: pay, benefits and property profits. */
  readonly nonSavings: IncomeTaxBreakdown;
  /** The allowance (with Blind Person's Allowance) left after non-savings income. */
  readonly allowanceLeftE4: number;
  /** The tax property profits add on top of pay: `nonSavings.tax − pay.tax`. */
  readonly propertyTax: Exact;
  readonly savings: SavingsPart;
  readonly dividends: DividendsPart;
  /** The year's income tax: non-savings, savings and dividends. */
  readonly tax: Exact;
}

/**
 * The year's income tax on pay (`pay`, whose adjusted net income and band extension must already
 * count all income, Gift Aid and relief at source) and other income, by the tax code's allowance
 * (with Blind Person's Allowance). The allowance goes against non-savings income first; what is
 * left goes against savings and dividends in whichever order leaves less tax (against dividends
 * first when that keeps savings in the 0 % starting rate).
 */
export function incomeTaxOnAllIncome(
  pay: TaxedPay,
  other: OtherIncome,
  code: ParsedTaxCode,
  regime: TaxRegime,
  convention: AllowanceConvention,
  c: CompiledRates,
  blindPersonsAllowancePounds: number,
): AllIncomeTax {
  const payTax = incomeTaxOn(pay, code, regime, convention, c, blindPersonsAllowancePounds);
  const nonSavingsE4 = pay.taxablePayE4 + other.propertyE4;
  const nonSavings =
    other.propertyE4 === 0
      ? payTax
      : incomeTaxOn(
          { ...pay, taxablePayE4: nonSavingsE4 },
          code,
          regime,
          convention,
          c,
          blindPersonsAllowancePounds,
        );
  const leftE4 = allowanceLeftE4(nonSavings, nonSavingsE4);
  if (other.savingsE4 === 0 && other.dividendsE4 === 0)
    return {
      pay: payTax,
      nonSavings,
      allowanceLeftE4: leftE4,
      propertyTax: nonSavings.tax - payTax.tax,
      ...NOTHING_ON_TOP,
      tax: nonSavings.tax,
    };
  const savingsFirst = onTop(leftE4, "savings", nonSavings.taxableE4, other, pay.extensionE4, c);
  const dividendsFirst =
    leftE4 === 0 || other.savingsE4 === 0 || other.dividendsE4 === 0
      ? savingsFirst
      : onTop(leftE4, "dividends", nonSavings.taxableE4, other, pay.extensionE4, c);
  const best =
    dividendsFirst.savings.tax + dividendsFirst.dividends.tax <
    savingsFirst.savings.tax + savingsFirst.dividends.tax
      ? dividendsFirst
      : savingsFirst;
  return {
    pay: payTax,
    nonSavings,
    allowanceLeftE4: leftE4,
    propertyTax: nonSavings.tax - payTax.tax,
    savings: best.savings,
    dividends: best.dividends,
    tax: nonSavings.tax + best.savings.tax + best.dividends.tax,
  };
}

/** The allowance given (`nonSavings.allowancePounds`) left after `nonSavingsE4` of income. */
function allowanceLeftE4(nonSavings: IncomeTaxBreakdown, nonSavingsE4: number): number {
  return Math.max(0, nonSavings.allowancePounds * E4_PER_POUND - nonSavingsE4);
}

/**
 * The year's income tax when pay is all the income (no other income, Gift Aid or Blind Person's
 * Allowance): the take-home's own tax on pay (`tax`, on `taxablePayE4`), nothing on top.
 */
export function incomeTaxOnPayAlone(tax: IncomeTaxBreakdown, taxablePayE4: number): AllIncomeTax {
  return {
    pay: tax,
    nonSavings: tax,
    allowanceLeftE4: allowanceLeftE4(tax, taxablePayE4),
    propertyTax: 0n,
    ...NOTHING_ON_TOP,
    tax: tax.tax,
  };
}

/** No savings and no dividends: nothing on top of non-savings income. */
const NOTHING_ON_TOP: { savings: SavingsPart; dividends: DividendsPart } = Object.freeze({
  savings: Object.freeze({
    tax: 0n,
    startingRateE4: 0,
    personalSavingsAllowanceE4: 0,
    personalSavingsAllowanceUsedE4: 0,
    slices: [],
    allowanceE4: 0,
    taxableE4: 0,
  }),
  dividends: Object.freeze({
    tax: 0n,
    dividendAllowanceE4: 0,
    allowanceE4: 0,
    taxableE4: 0,
    slices: [],
  }),
});

/**
 * Savings and dividends on top of taxable non-savings income (`belowE4`), the allowance left
 * (`leftE4`) set against `first` of them, then the other.
 */
function onTop(
  leftE4: number,
  first: "savings" | "dividends",
  belowE4: number,
  other: OtherIncome,
  extensionE4: number,
  c: CompiledRates,
): { savings: SavingsPart; dividends: DividendsPart } {
  const toSavingsE4 =
    first === "savings"
      ? Math.min(leftE4, other.savingsE4)
      : Math.min(Math.max(0, leftE4 - other.dividendsE4), other.savingsE4);
  const toDividendsE4 = Math.min(leftE4 - toSavingsE4, other.dividendsE4);
  const taxableSavingsE4 = other.savingsE4 - toSavingsE4;
  const taxableDividendsE4 = other.dividendsE4 - toDividendsE4;
  const savings = savingsTaxOnTop(
    taxableSavingsE4,
    {
      belowE4,
      totalTaxableE4: belowE4 + taxableSavingsE4 + taxableDividendsE4,
      extensionE4,
    },
    c,
  );
  const dividends = dividendTaxOnTop(
    taxableDividendsE4,
    belowE4 + taxableSavingsE4,
    extensionE4,
    c,
  );
  return {
    savings: { ...savings, allowanceE4: toSavingsE4, taxableE4: taxableSavingsE4 },
    dividends: {
      ...dividends,
      allowanceE4: toDividendsE4,
      taxableE4: taxableDividendsE4,
    },
  };
}
