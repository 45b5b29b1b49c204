import { addBandTax } from "../bands.js";
import {
  compiledRates,
  type BandTable,
  type CompiledRates,
} from "../compiled-rates.js";
import type { AllowanceConvention, Region } from "../enumerations.js";
import {
  E4,
  E4_PER_POUND,
  addProduct,
  exactZero,
  floorDivide,
  productFloorE4,
  roundE4ToPence,
  roundExactToPence,
  toPence,
  toPounds,
  type Exact,
} from "../money.js";
import { inputParser } from "../parse-input.js";
import {
  isScottishTaxpayer,
  tryParseTaxCode,
  type ParsedTaxCode,
} from "../tax-code/tax-code.js";
import { INVARIANT_MESSAGES, assert } from "../assert.js";
import {
  incomeTaxInputSchema,
  type IncomeTaxInput,
  type IncomeTaxResult,
} from "./income-tax.schema.js";

const parseIncomeTaxInput = inputParser(incomeTaxInputSchema);

/** The income tax itself, exact (`hi`, `lo` as an `Exact`), and how it arose. */
export interface IncomeTaxBreakdown extends Exact {
  /** Allowance given, whole pounds (0 for K, flat-rate and NT codes). */
  allowancePounds: number;
  /** Taxable income after allowances (K codes add to it), E4. */
  taxableE4: number;
  /** Income tax rate on the next unit of taxable pay, including the taper, basis points. */
  marginalBp: number;
}

/**
 * Whole pounds of allowance lost to the taper: £1 for every £2 of adjusted net income over the
 * limit, capped at the personal allowance (£100,003 ⇒ £1).
 */
export function taperReductionPounds(
  adjustedNetIncomeE4: number,
  c: CompiledRates,
): number {
  const excessE4 = adjustedNetIncomeE4 - c.taperLimitE4;
  if (excessE4 <= 0) return 0;
  // ⌊excess × rate⌋ in whole pounds: ⌊⌊excess × bp / E4⌋ / E4_PER_POUND⌋, exact.
  const reduction = floorDivide(
    productFloorE4(excessE4, c.taperBp),
    E4_PER_POUND,
  );
  return Math.min(reduction, c.personalAllowancePounds);
}

/** The band table a taxpayer's code and region select: Scottish, Welsh or rUK. */
function taxTable(
  scottish: boolean,
  code: ParsedTaxCode,
  region: Region,
  c: CompiledRates,
): BandTable {
  if (scottish) return c.tables.scotland;
  return code.prefix === "C" || region === "wales"
    ? c.tables.wales
    : c.tables.rUK;
}

/** One shape for every breakdown (the compiler then sees a single kind of object). */
function breakdown(
  tax: Exact,
  allowancePounds: number,
  taxableE4: number,
  marginalBp: number,
): IncomeTaxBreakdown {
  return { hi: tax.hi, lo: tax.lo, allowancePounds, taxableE4, marginalBp };
}

/**
 * Annual income tax on `taxablePayE4` (pay + benefits, before allowances), exact, with its breakdown.
 * Unchecked: the public `calculateIncomeTax` validates first. Each kind of code has its own
 * small function, so the compiler can inline the one a caller uses.
 */
export function incomeTaxOn(
  taxablePayE4: number,
  adjustedNetIncomeE4: number,
  code: ParsedTaxCode,
  region: Region,
  convention: AllowanceConvention,
  c: CompiledRates,
): IncomeTaxBreakdown {
  switch (code.kind) {
    case "allowance":
      return allowanceCodeTaxOn(
        taxablePayE4,
        adjustedNetIncomeE4,
        code,
        region,
        convention,
        c,
      );
    case "k":
      return kCodeTaxOn(taxablePayE4, code, region, convention, c);
    case "flat":
      return flatRateTaxOn(taxablePayE4, code, region, c);
    case "no-tax":
      return breakdown(exactZero(), 0, 0, 0);
  }
}

/** `<n>L|M|N|T`: the code's allowance (tapered under the statutory convention), then the bands. */
function allowanceCodeTaxOn(
  taxablePayE4: number,
  adjustedNetIncomeE4: number,
  code: ParsedTaxCode & { kind: "allowance" },
  region: Region,
  convention: AllowanceConvention,
  c: CompiledRates,
): IncomeTaxBreakdown {
  const codeAllowance =
    code.number * c.codeMultiplier +
    (convention === "paye" && code.number > 0 ? c.payeCodeUplift : 0);
  let allowancePounds = codeAllowance;
  let taperActive = false;
  if (convention === "statutory" && codeAllowance > 0) {
    const reduction = taperReductionPounds(adjustedNetIncomeE4, c);
    allowancePounds = Math.max(0, codeAllowance - reduction);
    taperActive =
      reduction > 0 &&
      reduction < c.personalAllowancePounds &&
      allowancePounds > 0;
  }
  const allowanceE4 = allowancePounds * E4_PER_POUND;
  const taxableE4 = taxablePayE4 > allowanceE4 ? taxablePayE4 - allowanceE4 : 0;
  const tax = exactZero();
  const bandBp = addBandTax(
    tax,
    taxableE4,
    taxTable(isScottishTaxpayer(code, region), code, region, c),
  );
  const marginalBp =
    taxablePayE4 < allowanceE4
      ? 0
      : taperActive
        ? bandBp + (bandBp * c.taperBp) / E4
        : bandBp;
  return breakdown(tax, allowancePounds, taxableE4, marginalBp);
}

/** `K<n>`: n × 10 (+ 9 under PAYE) added to taxable pay, then the bands. */
function kCodeTaxOn(
  taxablePayE4: number,
  code: ParsedTaxCode & { kind: "k" },
  region: Region,
  convention: AllowanceConvention,
  c: CompiledRates,
): IncomeTaxBreakdown {
  const addition =
    code.number * c.codeMultiplier +
    (convention === "paye" ? c.payeCodeUplift : 0);
  const taxableE4 = taxablePayE4 + addition * E4_PER_POUND;
  const tax = exactZero();
  const marginalBp = addBandTax(
    tax,
    taxableE4,
    taxTable(isScottishTaxpayer(code, region), code, region, c),
  );
  return breakdown(tax, 0, taxableE4, marginalBp);
}

/** BR, D0, D1 (and Scottish D2, D3): all taxable pay at one rate. */
function flatRateTaxOn(
  taxablePayE4: number,
  code: ParsedTaxCode & { kind: "flat" },
  region: Region,
  c: CompiledRates,
): IncomeTaxBreakdown {
  const rates = isScottishTaxpayer(code, region) ? c.flat.scotland : c.flat.rUK;
  const bp =
    code.code === "D2" || code.code === "D3"
      ? c.flat.scotland[code.code]
      : rates[code.code];
  const tax = exactZero();
  addProduct(tax, taxablePayE4, bp);
  return breakdown(tax, 0, taxablePayE4, bp);
}

/**
 * Annual income tax on pay and benefits for a tax code and region (rUK, Wales, Northern Ireland,
 * Scotland), with the personal allowance taper over £100,000 for allowance codes.
 *
 * @example calculateIncomeTax({ taxablePay: 40_000, taxCode: '1257L', region: 'england' }).incomeTax // 5486
 */
export function calculateIncomeTax(input: IncomeTaxInput): IncomeTaxResult {
  const parsed = parseIncomeTaxInput(input);
  const c = compiledRates(parsed.taxYear);
  const code = tryParseTaxCode(parsed.taxCode);
  assert(code !== null, INVARIANT_MESSAGES.unknownTaxCode);
  const taxablePayE4 = toPence(parsed.taxablePay) * E4;
  const aniE4 =
    parsed.adjustedNetIncome === undefined
      ? taxablePayE4
      : toPence(parsed.adjustedNetIncome) * E4;
  const tax = incomeTaxOn(
    taxablePayE4,
    aniE4,
    code,
    parsed.region,
    parsed.allowanceConvention,
    c,
  );
  return {
    taxYear: parsed.taxYear,
    incomeTax: toPounds(roundExactToPence(tax)),
    personalAllowance: tax.allowancePounds,
    taxableIncome: toPounds(roundE4ToPence(tax.taxableE4)),
    marginalRate: tax.marginalBp / E4,
    isScottish: isScottishTaxpayer(code, parsed.region),
  };
}
