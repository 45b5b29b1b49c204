import { addBandTax, bandOf, bandTaxE4 } from "../bands.js";
import { compiledRates, parsedTaxCode } from "../compiled-rates.js";
import type { CompiledRates, TaxRegime } from "../compiled-rates.js";
import type { AllowanceConvention, Region } from "../enumerations.js";
import {
  E4,
  E4_PER_POUND,
  addProduct,
  compareExact,
  normalizeExact,
  exactZero,
  floorDivide,
  productFloorE4,
  roundE4ToPence,
  exactE4,
  halfUpE4ToPence,
  toPence,
  toPounds,
} from "../money.js";
import type { Exact } from "../money.js";
import { parseInput } from "../parse-input.js";
import { isScottishTaxpayer } from "../tax-code/tax-code.js";
import type { ParsedTaxCode } from "../tax-code/tax-code.js";
import { incomeTaxInputSchema } from "./income-tax.schema.js";
import type { IncomeTaxInput, IncomeTaxResult } from "./income-tax.schema.js";

/** The income tax and how it arose. */
export interface IncomeTaxBreakdown {
  /**
   * The tax, E4 units rounded down from its exact value: all a figure needs, since half a penny
   * is a whole number of E4 units (`halfUpE4ToPence` rounds it to the penny).
   */
  taxE4: number;
  /** Allowance given, whole pounds (0 for K, flat-rate and NT codes). */
  allowancePounds: number;
  /** Taxable income after allowances (K codes add to it), E4. */
  taxableE4: number;
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

/**
 * Whole pounds of allowance lost to the taper: £1 for every £2 of adjusted net income over the
 * limit, capped at the personal allowance (£100,003 ⇒ £1).
 */
export function taperReductionPounds(adjustedNetIncomeE4: number, c: CompiledRates): number {
  const excessE4 = adjustedNetIncomeE4 - c.taperLimitE4;
  if (excessE4 <= 0) return 0;
  // ⌊excess × rate⌋ in whole pounds: ⌊⌊excess × bp / E4⌋ / E4_PER_POUND⌋, exact.
  const reduction = floorDivide(productFloorE4(excessE4, c.taperBp), E4_PER_POUND);
  return Math.min(reduction, c.personalAllowancePounds);
}

/**
 * True when the allowance of `code` tapers: only the year's standard code (1257L, also with an
 * S or C prefix or an emergency suffix) under the statutory convention. Any other L, M, N or T
 * code is the allowance HMRC worked out for the person, and is taken as issued.
 */
export function tapersAllowance(
  code: ParsedTaxCode,
  convention: AllowanceConvention,
  c: CompiledRates,
): boolean {
  return (
    convention === "statutory" &&
    code.kind === "allowance" &&
    code.letter === "L" &&
    code.number === c.standardCodeNumber
  );
}

/**
 * True when an M code's marriage allowance is a tax reduction here (statutory convention): the
 * code's number includes the transferred allowance, which the engine takes off and gives back
 * as the reduction when the recipient is eligible.
 */
export function isMarriageRecipient(code: ParsedTaxCode, convention: AllowanceConvention): boolean {
  return convention === "statutory" && code.kind === "allowance" && code.letter === "M";
}

/** The regime a taxpayer's code and region select: Scottish, Welsh or rUK. */
export function taxRegime(
  scottish: boolean,
  code: ParsedTaxCode,
  region: Region,
  c: CompiledRates,
): TaxRegime {
  if (scottish) return c.regimes.scotland;
  return code.prefix === "C" || region === "wales" ? c.regimes.wales : c.regimes.rUK;
}

/** The regime of a tax code in a region (see `taxRegime`). */
export function regimeOf(code: ParsedTaxCode, region: Region, c: CompiledRates): TaxRegime {
  return taxRegime(isScottishTaxpayer(code, region), code, region, c);
}

/**
 * The allowance an L, M, N or T code states, whole pounds: its number × 10 (+ 9 under the PAYE
 * convention, for a number above 0), before any marriage-allowance transfer or taper.
 */
export function codeAllowancePounds(
  code: ParsedTaxCode & { kind: "allowance" },
  convention: AllowanceConvention,
  c: CompiledRates,
): number {
  return (
    code.number * c.codeMultiplier +
    (convention === "paye" && code.number > 0 ? c.payeCodeUplift : 0)
  );
}

/**
 * For an M code (statutory convention): the taxable pay (E4, before any relief-at-source
 * extension) above which the recipient is taxed above the regime's recipient band and loses the
 * marriage-allowance reduction: the recipient band's limit plus the code's own allowance.
 */
export function marriageEligibilityLimitE4(
  code: ParsedTaxCode & { kind: "allowance" },
  region: Region,
  c: CompiledRates,
): number {
  const allowancePounds = Math.max(
    0,
    code.number * c.codeMultiplier - c.marriageTransferablePounds,
  );
  return regimeOf(code, region, c).marriageLimitE4 + allowancePounds * E4_PER_POUND;
}

/** One shape for every breakdown (the compiler then sees a single kind of object). */
function breakdown(
  taxE4: number,
  allowancePounds: number,
  taxableE4: number,
  marginalBp: number,
  taperBp: number,
  extensionBp: number,
  kCodeLimited: boolean,
): IncomeTaxBreakdown {
  return {
    taxE4,
    allowancePounds,
    taxableE4,
    marginalBp,
    taperBp,
    extensionBp,
    kCodeLimited,
  };
}

/**
 * The part of a relief-at-source extension (E4) that moves income out of the bands above the
 * extended band: all of it, or what there is of taxable income above the extended band's start.
 */
function extensionUsedE4(taxableE4: number, extensionE4: number, regime: TaxRegime): number {
  if (extensionE4 <= 0) return 0;
  const above = taxableE4 - regime.extendFromE4;
  return above <= 0 ? 0 : above < extensionE4 ? above : extensionE4;
}

/**
 * Adds the tax on `taxableE4` with the bands raised by a relief-at-source extension to `tax`:
 * the part of income the extension moves down is taxed at the extended band's rate, the rest by
 * the bands. Returns the bands' rate on the next unit of income (bp) and, once the whole
 * extension is used, the rate the extension takes off the tax on more of it (bp, else 0).
 */
function addExtendedBandTax(
  tax: Exact,
  taxableE4: number,
  bandExtensionE4: number,
  regime: TaxRegime,
): { bandBp: number; extensionBp: number } {
  const usedE4 = extensionUsedE4(taxableE4, bandExtensionE4, regime);
  const bandBp = addBandTax(tax, taxableE4 - usedE4, regime.table);
  if (usedE4 <= 0) return { bandBp, extensionBp: 0 };
  addProduct(tax, usedE4, regime.extendBp);
  return {
    bandBp,
    extensionBp: usedE4 === bandExtensionE4 ? regime.extendBp - bandBp : 0,
  };
}

/** The measures of pay income tax is charged on (E4): a take-home's `PayMeasures` is one. */
export interface TaxedPay {
  /** Pay and benefits, before allowances. */
  readonly taxablePayE4: number;
  /** Adjusted net income, for the allowance taper. */
  readonly adjustedNetIncomeE4: number;
  /**
   * A relief-at-source contribution (gross), which raises the band limits from the regime's
   * extended band up (Finance Act 2004 s.192(4), (4A)); 0 for none.
   */
  readonly extensionE4: number;
  /** The pay the K-code overriding limit is a share of. */
  readonly cashPayE4: number;
}

/**
 * The allowance an L, M, N or T code gives, whole pounds: what it states, less an M code's
 * transferred marriage allowance (statutory convention: it comes back as a tax reduction), less
 * the taper when the code is the year's standard code (statutory convention). Any other code is
 * the allowance HMRC issued, taken as it is.
 */
function allowanceGivenPounds(
  code: ParsedTaxCode & { kind: "allowance" },
  convention: AllowanceConvention,
  adjustedNetIncomeE4: number,
  c: CompiledRates,
): number {
  const stated = codeAllowancePounds(code, convention, c);
  if (isMarriageRecipient(code, convention))
    return Math.max(0, stated - c.marriageTransferablePounds);
  if (!tapersAllowance(code, convention, c)) return stated;
  return Math.max(0, stated - taperReductionPounds(adjustedNetIncomeE4, c));
}

/**
 * Annual income tax on measured pay, exact, with its breakdown, in a regime (`regimeOf`).
 * Unchecked: the public `calculateIncomeTax` validates first. An L, M, N or T code's allowance,
 * then the bands: the common case, kept small here so the compiler inlines it into its callers;
 * a relief-at-source extension or an M code's marriage allowance (ITA 2007 s.55B, given only
 * while no income is taxed above the regime's recipient band) takes `extendedAllowanceCodeTax`,
 * K, flat-rate and NT codes `otherCodeTaxOn`.
 */
export function incomeTaxOn(
  pay: TaxedPay,
  code: ParsedTaxCode,
  regime: TaxRegime,
  convention: AllowanceConvention,
  c: CompiledRates,
): IncomeTaxBreakdown {
  if (code.kind !== "allowance") return otherCodeTaxOn(pay, code, regime, convention, c);
  const allowancePounds = allowanceGivenPounds(code, convention, pay.adjustedNetIncomeE4, c);
  const allowanceE4 = allowancePounds * E4_PER_POUND;
  const below = pay.taxablePayE4 < allowanceE4;
  const taxableE4 = below ? 0 : pay.taxablePayE4 - allowanceE4;
  const marriage = isMarriageRecipient(code, convention);
  // The taper moves the tax while the standard code's allowance (the personal allowance: a
  // year's data is tested to say so) is partly withdrawn.
  const taperActive =
    tapersAllowance(code, convention, c) &&
    allowancePounds > 0 &&
    allowancePounds < c.personalAllowancePounds;
  if (pay.extensionE4 > 0 || marriage)
    return extendedAllowanceCodeTax(
      taxableE4,
      pay.extensionE4,
      marriage,
      below,
      taperActive,
      allowancePounds,
      regime,
      c,
    );
  const band = bandOf(regime.table, taxableE4);
  return breakdown(
    bandTaxE4(band, taxableE4),
    allowancePounds,
    taxableE4,
    below ? 0 : band.bp,
    taperActive && !below ? (band.bp * c.taperBp) / E4 : 0,
    0,
    false,
  );
}

/** Income tax of a K, flat-rate or NT code (see `incomeTaxOn`). */
function otherCodeTaxOn(
  pay: TaxedPay,
  code: ParsedTaxCode & { kind: "k" | "flat" | "no-tax" },
  regime: TaxRegime,
  convention: AllowanceConvention,
  c: CompiledRates,
): IncomeTaxBreakdown {
  switch (code.kind) {
    case "k":
      return kCodeTaxOn(pay, code, regime, convention, c);
    case "flat":
      return flatRateTaxOn(pay.taxablePayE4, code, regime === c.regimes.scotland, c);
    case "no-tax":
      return breakdown(0, 0, 0, 0, 0, 0, false);
  }
}

/**
 * The bands of an allowance code with a relief-at-source extension (the extension's part comes
 * off the top and is taxed at the extended band's rate) and an M code's reduction: 20 % of the
 * transferred allowance, never more than the tax, while the recipient is eligible.
 */
function extendedAllowanceCodeTax(
  taxableE4: number,
  bandExtensionE4: number,
  marriage: boolean,
  below: boolean,
  taperActive: boolean,
  allowancePounds: number,
  regime: TaxRegime,
  c: CompiledRates,
): IncomeTaxBreakdown {
  const tax = exactZero();
  const bands = addExtendedBandTax(tax, taxableE4, bandExtensionE4, regime);
  const bandBp = bands.bandBp;
  let extensionBp = bands.extensionBp;
  let marginalBp = below ? 0 : bandBp;
  let taperBp = taperActive && !below ? (bandBp * c.taperBp) / E4 : 0;
  if (
    marriage &&
    taxableE4 - extensionUsedE4(taxableE4, bandExtensionE4, regime) <= regime.marriageLimitE4
  ) {
    if (normalizeExact(tax).hi >= c.marriageReductionE4) {
      tax.hi -= c.marriageReductionE4;
    } else {
      tax.hi = 0;
      tax.lo = 0;
      marginalBp = 0;
      taperBp = 0;
      extensionBp = 0;
    }
  }
  return breakdown(
    exactE4(tax),
    allowancePounds,
    taxableE4,
    marginalBp,
    taperBp,
    extensionBp,
    false,
  );
}

/**
 * `K<n>`: n × 10 (+ 9 under PAYE) added to taxable pay, then the bands; the tax is held to the
 * overriding limit, 50 % of the cash pay (the Income Tax (PAYE) Regulations 2003 reg. 2(1)).
 */
function kCodeTaxOn(
  pay: TaxedPay,
  code: ParsedTaxCode & { kind: "k" },
  regime: TaxRegime,
  convention: AllowanceConvention,
  c: CompiledRates,
): IncomeTaxBreakdown {
  const bandExtensionE4 = pay.extensionE4;
  const addition = code.number * c.codeMultiplier + (convention === "paye" ? c.payeCodeUplift : 0);
  const taxableE4 = pay.taxablePayE4 + addition * E4_PER_POUND;
  const tax = exactZero();
  const bands = addExtendedBandTax(tax, taxableE4, bandExtensionE4, regime);
  let marginalBp = bands.bandBp;
  let extensionBp = bands.extensionBp;
  const limit = exactZero();
  addProduct(limit, pay.cashPayE4, c.kCodeLimitBp);
  const limited = compareExact(tax, limit) > 0;
  if (limited) {
    tax.hi = limit.hi;
    tax.lo = limit.lo;
    marginalBp = c.kCodeLimitBp;
    extensionBp = 0;
  }
  return breakdown(exactE4(tax), 0, taxableE4, marginalBp, 0, extensionBp, limited);
}

/** BR, D0, D1 (and Scottish D2, D3): all taxable pay at one rate. */
function flatRateTaxOn(
  taxablePayE4: number,
  code: ParsedTaxCode & { kind: "flat" },
  scottish: boolean,
  c: CompiledRates,
): IncomeTaxBreakdown {
  const rates = scottish ? c.flat.scotland : c.flat.rUK;
  const bp =
    code.code === "D2" || code.code === "D3" ? c.flat.scotland[code.code] : rates[code.code];
  return breakdown(productFloorE4(taxablePayE4, bp), 0, taxablePayE4, bp, 0, 0, false);
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
  const code = parsedTaxCode(c, parsed.taxCode);
  const taxablePayE4 = toPence(parsed.taxablePay) * E4;
  const aniE4 =
    parsed.adjustedNetIncome === undefined ? taxablePayE4 : toPence(parsed.adjustedNetIncome) * E4;
  // No relief-at-source extension here; the overriding limit is a share of all taxable pay.
  const tax = incomeTaxOn(
    {
      taxablePayE4,
      adjustedNetIncomeE4: aniE4,
      extensionE4: 0,
      cashPayE4: taxablePayE4,
    },
    code,
    regimeOf(code, parsed.region, c),
    parsed.allowanceConvention,
    c,
  );
  return {
    taxYear: parsed.taxYear,
    incomeTax: toPounds(halfUpE4ToPence(tax.taxE4)),
    personalAllowance: tax.allowancePounds,
    taxableIncome: toPounds(roundE4ToPence(tax.taxableE4)),
    marginalRate: (tax.marginalBp + tax.taperBp) / E4,
    isScottish: isScottishTaxpayer(code, parsed.region),
  };
}
