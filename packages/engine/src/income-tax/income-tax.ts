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

export interface IncomeTaxBreakdown {
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

/**
 * Annual income tax on `taxablePayE4` (pay + benefits, before allowances), added to `into`.
 * Unchecked: the public `calculateIncomeTax` validates first.
 */
export function incomeTaxOn(
  into: Exact,
  taxablePayE4: number,
  adjustedNetIncomeE4: number,
  code: ParsedTaxCode,
  region: Region,
  convention: AllowanceConvention,
  c: CompiledRates,
): IncomeTaxBreakdown {
  const scottish = isScottishTaxpayer(code, region);
  switch (code.kind) {
    case "no-tax":
      return { allowancePounds: 0, taxableE4: 0, marginalBp: 0 };
    case "flat": {
      const rates = scottish ? c.flat.scotland : c.flat.rUK;
      const bp =
        code.code === "D2" || code.code === "D3"
          ? c.flat.scotland[code.code]
          : rates[code.code];
      addProduct(into, taxablePayE4, bp);
      return { allowancePounds: 0, taxableE4: taxablePayE4, marginalBp: bp };
    }
    case "k": {
      const addition =
        code.number * c.codeMultiplier +
        (convention === "paye" ? c.payeCodeUplift : 0);
      const taxableE4 = taxablePayE4 + addition * E4_PER_POUND;
      const marginalBp = addBandTax(
        into,
        taxableE4,
        taxTable(scottish, code, region, c),
      );
      return { allowancePounds: 0, taxableE4, marginalBp };
    }
    case "allowance": {
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
      const taxableE4 =
        taxablePayE4 > allowanceE4 ? taxablePayE4 - allowanceE4 : 0;
      const bandBp = addBandTax(
        into,
        taxableE4,
        taxTable(scottish, code, region, c),
      );
      const marginalBp =
        taxablePayE4 < allowanceE4
          ? 0
          : taperActive
            ? bandBp + (bandBp * c.taperBp) / E4
            : bandBp;
      return { allowancePounds, taxableE4, marginalBp };
    }
  }
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
  const tax = exactZero();
  const breakdown = incomeTaxOn(
    tax,
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
    personalAllowance: breakdown.allowancePounds,
    taxableIncome: toPounds(roundE4ToPence(breakdown.taxableE4)),
    marginalRate: breakdown.marginalBp / E4,
    isScottish: isScottishTaxpayer(code, parsed.region),
  };
}
