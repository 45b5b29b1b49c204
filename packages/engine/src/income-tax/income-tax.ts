/**
 * Annual income tax: the allowance a tax code gives, then the bands, and what reduces or limits the
 * tax after them. Each rule is its own function in this folder:
 * - `personal-allowance.ts`: the code's allowance and the taper over £100,000;
 * - `tax-bands.ts`: the bands, line by line (the tax is the sum of its lines);
 * - `relief-at-source.ts`: a relief-at-source contribution extending the band limits;
 * - `gift-aid.ts`: Gift Aid grossed up, extending them too and lowering adjusted net income;
 * - `marriage-allowance.ts`: an M code's reduction and who is eligible for it;
 * - `k-codes.ts`: a K code's addition and the overriding limit.
 */
import { compiledRates } from "../compiled-rates.js";
import type { CompiledRates, TaxRegime } from "../compiled-rates.js";
import type { AllowanceConvention, Region } from "../enumerations.js";
import { E4, E4_PER_POUND, exactToPence, roundE4ToPence, toPence, toPounds } from "../money.js";
import type { Exact } from "../money.js";
import { parseInput } from "../parse-input.js";
import { isScottishTaxpayer, parseValidTaxCode } from "../tax-code/tax-code.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import { incomeTaxInputSchema } from "./income-tax.schema.js";
import type { IncomeTaxInput, IncomeTaxResult } from "./income-tax.schema.js";
import { giftAidGrossE4 } from "./gift-aid.js";
import { kCodeAdditionPounds, overridingLimitOnTax } from "./k-codes.js";
import {
  afterMarriageReduction,
  isMarriageEligible,
  isMarriageRecipient,
} from "./marriage-allowance.js";
import { allowanceGivenPounds, tapersAllowance } from "./personal-allowance.js";
import { extensionMarginalBp } from "./relief-at-source.js";
import { flatRateLine, taxByBands } from "./tax-bands.js";
import type { IncomeTaxBandLine } from "./tax-bands.js";

/** The income tax and how it arose. */
export interface IncomeTaxBreakdown {
  /** The bands' lines: empty for NT, one line for a flat-rate code. */
  lines: IncomeTaxBandLine[];
  /** The sum of the lines' tax, before the marriage allowance reduction and the overriding limit. */
  bandsTax: Exact;
  /** The tax. */
  tax: Exact;
  /** Allowance given, whole pounds (0 for K, flat-rate and NT codes). */
  allowancePounds: number;
  /** Taxable income after allowances (K codes add to it), E4. */
  taxableE4: number;
  /** The relief-at-source extension applied to the band limits, E4. */
  extensionE4: number;
  /**
   * Tax on the next unit of taxable pay, basis points: the band's rate (a flat code's rate; the
   * overriding limit's rate where it holds a K code's tax), adjusted net income held still.
   */
  marginalBp: number;
  /** Tax on the next unit of adjusted net income (the allowance taper), basis points. */
  taperBp: number;
  /** Tax on the next unit of band extension (relief at source), basis points: ≤ 0. */
  extensionBp: number;
  /** True when the overriding limit held a K code's tax down. */
  kCodeLimited: boolean;
}

/** The measures of pay income tax is charged on (E4): a take-home's `PayMeasures` is one. */
export interface TaxedPay {
  /** Pay and benefits, before allowances. */
  readonly taxablePayE4: number;
  /** Adjusted net income, for the allowance taper. */
  readonly adjustedNetIncomeE4: number;
  /** A relief-at-source contribution (gross), which extends the band limits; 0 for none. */
  readonly extensionE4: number;
  /** The pay the overriding limit is a share of. */
  readonly cashPayE4: number;
}

/**
 * The regime a tax code and region select: Scottish, Welsh or rUK.
 * A Scottish taxpayer pays the Scottish rates (https://www.gov.uk/scottish-income-tax), a Welsh one the Welsh rates (https://www.gov.uk/welsh-income-tax); an S or C prefix on the code says which HMRC holds the person to be.
 */
export function regimeOf(code: ParsedTaxCode, region: Region, c: CompiledRates): TaxRegime {
  if (isScottishTaxpayer(code, region)) return c.regimes.scotland;
  return code.prefix === "C" || region === "wales" ? c.regimes.wales : c.regimes.rUK;
}

/**
 * Annual income tax on measured pay in a regime (`regimeOf`), exact, with its lines; with Blind
 * Person's Allowance (`blindPersonsAllowancePounds`, whole pounds) beside the code's allowance
 * (added to an allowance code's, taken off a K code's addition; flat-rate and NT codes give none).
 * Unchecked: the public `calculateIncomeTax` validates first.
 */
export function incomeTaxOn(
  pay: TaxedPay,
  code: ParsedTaxCode,
  regime: TaxRegime,
  convention: AllowanceConvention,
  c: CompiledRates,
  blindPersonsAllowancePounds = 0,
): IncomeTaxBreakdown {
  switch (code.kind) {
    case "allowance":
      return allowanceCodeTax(pay, code, regime, convention, c, blindPersonsAllowancePounds);
    case "k":
      return kCodeTax(pay, code, regime, convention, c, blindPersonsAllowancePounds);
    case "flat":
      return flatRateCodeTax(pay.taxablePayE4, code, regime, c);
    case "no-tax":
      return noTax();
  }
}

/**
 * An L, M, N or T code: the allowance it gives comes off taxable pay, the rest is taxed by the
 * bands; an eligible M code's marriage allowance reduction comes off the tax.
 */
function allowanceCodeTax(
  pay: TaxedPay,
  code: ParsedTaxCode & { kind: "allowance" },
  regime: TaxRegime,
  convention: AllowanceConvention,
  c: CompiledRates,
  blindPersonsAllowancePounds: number,
): IncomeTaxBreakdown {
  const givenPounds = allowanceGivenPounds(code, convention, pay.adjustedNetIncomeE4, c);
  const allowancePounds = givenPounds + blindPersonsAllowancePounds;
  const allowanceE4 = allowancePounds * E4_PER_POUND;
  const below = pay.taxablePayE4 < allowanceE4;
  const taxableE4 = below ? 0 : pay.taxablePayE4 - allowanceE4;
  const bands = taxByBands(taxableE4, regime, pay.extensionE4);
  // The taper moves the tax while the standard code's allowance is partly withdrawn.
  const taperActive =
    tapersAllowance(code, convention, c) &&
    givenPounds > 0 &&
    givenPounds < c.personalAllowancePounds;
  let tax = bands.tax;
  let marginalBp = below ? 0 : bands.endBandBp;
  let taperBp = taperActive && !below ? (bands.endBandBp * c.taperBp) / E4 : 0;
  let extensionBp = extensionMarginalBp(taxableE4, pay.extensionE4, bands.endBandBp, regime);
  if (isMarriageRecipient(code, convention) && isMarriageEligible(bands.lines, regime)) {
    tax = afterMarriageReduction(bands.tax, c);
    if (bands.tax < c.marriageReduction) {
      // The reduction takes all the tax and more: the next unit of pay costs nothing yet.
      marginalBp = 0;
      taperBp = 0;
      extensionBp = 0;
    }
  }
  return {
    lines: bands.lines,
    bandsTax: bands.tax,
    tax,
    allowancePounds,
    taxableE4,
    extensionE4: pay.extensionE4,
    marginalBp,
    taperBp,
    extensionBp,
    kCodeLimited: false,
  };
}

/** A K code: its amount added to taxable pay, then the bands, held to the overriding limit. */
function kCodeTax(
  pay: TaxedPay,
  code: ParsedTaxCode & { kind: "k" },
  regime: TaxRegime,
  convention: AllowanceConvention,
  c: CompiledRates,
  blindPersonsAllowancePounds: number,
): IncomeTaxBreakdown {
  const additionE4 =
    (kCodeAdditionPounds(code, convention, c) - blindPersonsAllowancePounds) * E4_PER_POUND;
  const taxableE4 = Math.max(0, pay.taxablePayE4 + additionE4);
  const bands = taxByBands(taxableE4, regime, pay.extensionE4);
  const limit = overridingLimitOnTax(pay.cashPayE4, c);
  const limited = bands.tax > limit;
  const tax = limited ? limit : bands.tax;
  return {
    lines: bands.lines,
    bandsTax: bands.tax,
    tax,
    allowancePounds: 0,
    taxableE4,
    extensionE4: pay.extensionE4,
    marginalBp: limited ? c.kCodeLimitBp : bands.endBandBp,
    taperBp: 0,
    extensionBp: limited
      ? 0
      : extensionMarginalBp(taxableE4, pay.extensionE4, bands.endBandBp, regime),
    kCodeLimited: limited,
  };
}

/**
 * BR, D0, D1 (and Scottish D2, D3): all taxable pay at one rate, the band rate the code names
 * (https://www.gov.uk/tax-codes/what-your-tax-code-means).
 */
function flatRateCodeTax(
  taxablePayE4: number,
  code: ParsedTaxCode & { kind: "flat" },
  regime: TaxRegime,
  c: CompiledRates,
): IncomeTaxBreakdown {
  const rates = regime.name === "scotland" ? c.flat.scotland : c.flat.rUK;
  const bp =
    code.code === "D2" || code.code === "D3" ? c.flat.scotland[code.code] : rates[code.code];
  const line = flatRateLine(code.code, bp, taxablePayE4);
  return {
    lines: [line],
    bandsTax: line.tax,
    tax: line.tax,
    allowancePounds: 0,
    taxableE4: taxablePayE4,
    extensionE4: 0,
    marginalBp: bp,
    taperBp: 0,
    extensionBp: 0,
    kCodeLimited: false,
  };
}

/** NT: no tax through this code. */
function noTax(): IncomeTaxBreakdown {
  return {
    lines: [],
    bandsTax: 0n,
    tax: 0n,
    allowancePounds: 0,
    taxableE4: 0,
    extensionE4: 0,
    marginalBp: 0,
    taperBp: 0,
    extensionBp: 0,
    kCodeLimited: false,
  };
}

/**
 * Annual income tax on pay and benefits for a tax code and region (rUK, Wales, Northern Ireland,
 * Scotland), with the personal allowance taper over £100,000 for allowance codes.
 *
 * @example calculateIncomeTax({ taxablePay: 40_000, taxCode: '1257L', region: 'england' }).incomeTax // 5486
 */
export function calculateIncomeTax(input: IncomeTaxInput): IncomeTaxResult {
  const parsed = parseInput(incomeTaxInputSchema, input);
  const c = compiledRates(parsed.taxYear);
  const code = parseValidTaxCode(parsed.taxCode);
  const taxablePayE4 = toPence(parsed.taxablePay) * E4;
  const giftAidE4 = giftAidGrossE4(toPence(parsed.giftAidDonations), c);
  const aniE4 =
    parsed.adjustedNetIncome === undefined
      ? Math.max(0, taxablePayE4 - giftAidE4)
      : toPence(parsed.adjustedNetIncome) * E4;
  // Gift Aid's is the only band extension here; the overriding limit is a share of all taxable pay.
  const tax = incomeTaxOn(
    {
      taxablePayE4,
      adjustedNetIncomeE4: aniE4,
      extensionE4: giftAidE4,
      cashPayE4: taxablePayE4,
    },
    code,
    regimeOf(code, parsed.region, c),
    parsed.allowanceConvention,
    c,
  );
  return {
    taxYear: parsed.taxYear,
    incomeTax: toPounds(exactToPence(tax.tax)),
    personalAllowance: tax.allowancePounds,
    taxableIncome: toPounds(roundE4ToPence(tax.taxableE4)),
    marginalRate: (tax.marginalBp + tax.taperBp) / E4,
    isScottish: isScottishTaxpayer(code, parsed.region),
    giftAidGross: toPounds(roundE4ToPence(giftAidE4)),
  };
}
