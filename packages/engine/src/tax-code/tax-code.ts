import type { Region } from "../enumerations.js";
import { ValidationError } from "../validation-error.js";

/** Flat-rate codes: BR, D0, D1 everywhere; D2, D3 only for Scottish taxpayers. */
export type FlatRateCode = "BR" | "D0" | "D1" | "D2" | "D3";

export type TaxCodeBody =
  /** `<n>L|M|N|T` (including `0T`): an allowance of n × 10. */
  | { kind: "allowance"; number: number; letter: "L" | "M" | "N" | "T" }
  /** `K<n>`: n × 10 is added to taxable pay. */
  | { kind: "k"; number: number }
  /** BR/D0/D1 (and Scottish D2/D3): all pay taxed at one rate, no allowance. */
  | { kind: "flat"; code: FlatRateCode }
  /** NT: no tax. */
  | { kind: "no-tax" };

export type ParsedTaxCode = TaxCodeBody & {
  /** The code as normalised: upper case, no spaces, suffix separated by a space (`S1257L M1`). */
  normalised: string;
  /** `S` prefix: Scottish rates; `C`: Welsh rates; null: none given. */
  prefix: "S" | "C" | null;
  /** W1, M1 or X: non-cumulative in payroll; no effect on an annual calculation. */
  emergency: "W1" | "M1" | "X" | null;
};

export const TAX_CODE_MESSAGES = {
  required: "Tax code is required",
  invalid:
    "Tax code is not a valid UK tax code (for example 1257L, S1257L, K475, BR, D0, NT or 0T)",
  scottishOnly:
    "Tax code D2 or D3 is only used for Scottish taxpayers (use SD2/SD3 or region Scotland)",
} as const;

const PATTERN =
  /^([SC])?(?:(\d{1,5})([LMNT])|K(\d{1,5})|(BR|D[0-3])|(NT))(?:\/?(W1|M1|X))?$/;

const cache = new Map<string, ParsedTaxCode | null>();
const CACHE_LIMIT = 512;

/**
 * Parses a tax code without region checks. Returns null when the text is not a tax code.
 * Case-insensitive; spaces anywhere are ignored.
 */
export function tryParseTaxCode(text: string): ParsedTaxCode | null {
  const hit = cache.get(text);
  if (hit !== undefined) return hit;
  const parsed = parse(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, parsed);
  return parsed;
}

function parse(text: string): ParsedTaxCode | null {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  const match = PATTERN.exec(compact);
  if (match === null) return null;
  const [, prefixText, allowanceNumber, letter, kNumber, flat, noTax, suffix] =
    match;
  const prefix = prefixText === "S" || prefixText === "C" ? prefixText : null;
  const emergency =
    suffix === "W1" || suffix === "M1" || suffix === "X" ? suffix : null;
  let body: TaxCodeBody;
  let core: string;
  if (
    allowanceNumber !== undefined &&
    (letter === "L" || letter === "M" || letter === "N" || letter === "T")
  ) {
    const number = Number(allowanceNumber);
    body = { kind: "allowance", number, letter };
    core = `${String(number)}${letter}`;
  } else if (kNumber !== undefined) {
    const number = Number(kNumber);
    if (number === 0) return null;
    body = { kind: "k", number };
    core = `K${String(number)}`;
  } else if (
    flat === "BR" ||
    flat === "D0" ||
    flat === "D1" ||
    flat === "D2" ||
    flat === "D3"
  ) {
    body = { kind: "flat", code: flat };
    core = flat;
  } else if (noTax === "NT") {
    body = { kind: "no-tax" };
    core = "NT";
  } else {
    return null;
  }
  const normalised = `${prefix ?? ""}${core}${emergency === null ? "" : ` ${emergency}`}`;
  return { ...body, normalised, prefix, emergency };
}

/** True when the code uses a band only Scotland has (D2, D3). */
export function isScottishOnly(code: ParsedTaxCode): boolean {
  return code.kind === "flat" && (code.code === "D2" || code.code === "D3");
}

/** True when Scottish rates apply: an S prefix or region scotland. */
export function isScottishTaxpayer(
  code: ParsedTaxCode,
  region: Region,
): boolean {
  return code.prefix === "S" || (code.prefix === null && region === "scotland");
}

/** The message for a tax code that is not valid for this region, or null when it is valid. */
export function taxCodeProblem(text: string, region: Region): string | null {
  if (text.trim().length === 0) return TAX_CODE_MESSAGES.required;
  const parsed = tryParseTaxCode(text);
  if (parsed === null) return TAX_CODE_MESSAGES.invalid;
  if (isScottishOnly(parsed) && !isScottishTaxpayer(parsed, region))
    return TAX_CODE_MESSAGES.scottishOnly;
  return null;
}

/**
 * Parses a UK tax code (DESIGN §2 grammar) and throws a ValidationError naming `taxCode`
 * when it is not one. `region` decides whether Scottish D2/D3 are allowed without an S prefix.
 *
 * @example parseTaxCode('s1257l m1') // { kind: 'allowance', number: 1257, letter: 'L', prefix: 'S', emergency: 'M1', normalised: 'S1257L M1' }
 */
export function parseTaxCode(
  taxCode: string,
  options: { region?: Region } = {},
): ParsedTaxCode {
  if (typeof taxCode !== "string") {
    throw new ValidationError([
      { path: ["taxCode"], message: "Tax code must be text" },
    ]);
  }
  const problem = taxCodeProblem(taxCode, options.region ?? "england");
  const parsed = tryParseTaxCode(taxCode);
  if (problem !== null || parsed === null) {
    throw new ValidationError([
      { path: ["taxCode"], message: problem ?? TAX_CODE_MESSAGES.invalid },
    ]);
  }
  return parsed;
}
