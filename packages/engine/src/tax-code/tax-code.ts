import { INVARIANT_MESSAGES, assert } from "../assert.js";
import type { Region } from "../enumerations.js";

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

export type ParsedTaxCode = Readonly<TaxCodeBody> & {
  /** The code as normalised: upper case, no spaces, suffix separated by a space (`S1257L M1`). */
  readonly normalised: string;
  /** `S` prefix: Scottish rates; `C`: Welsh rates; null: none given. */
  readonly prefix: "S" | "C" | null;
  /** W1, M1 or X: non-cumulative in payroll; no effect on an annual calculation. */
  readonly emergency: "W1" | "M1" | "X" | null;
};

export const TAX_CODE_MESSAGES = {
  required: "Tax code is required",
  invalid:
    "Tax code is not a valid UK tax code (for example 1257L, S1257L, K475, BR, D0, NT or 0T)",
  spaceInNumber: "Tax code has a space inside its number (for example 1257L, not 12 57L)",
  leadingZero:
    "Tax code number has a leading zero (for example 1257L or K475, not 01257L or K0475)",
  tooManyDigits:
    "Tax code number is too long: at most 4 digits before L, M, N or T (9999L) and 5 after K (K99999)",
  scottishOnly:
    "Tax code D2 or D3 is only used for Scottish taxpayers (use SD2/SD3 or region Scotland)",
  scottishPrefix:
    "Tax code with an S prefix is a Scottish taxpayer's code: choose region Scotland, or a code without the S prefix",
  welshPrefix:
    "Tax code with a C prefix is a Welsh taxpayer's code: choose region Wales, or a code without the C prefix",
} as const;

/**
 * The tax-code grammar, the one home of it: the schema field checks text against it and the parser
 * reads its groups. Case-insensitive by its character classes (so JSON Schema can carry it as a
 * `pattern`), spaces allowed around the parts (not inside the number): an optional S or C
 * prefix; `<n>L|M|N|T` with n from 0 to 9999, `K<n>` with n from 1 to 99999, BR, D0–D3 or NT;
 * an optional W1, M1 or X suffix, after an optional `/`. Numbers have no leading zeros (0T is
 * the number 0). Bounds: HMRC's own calculator takes four digits
 * (https://github.com/hmrc/tax-kalculator); K codes keep a fifth, which the K-code overriding
 * limit makes harmless and the engine's exact arithmetic covers (README, Tax codes).
 */
export const TAX_CODE_PATTERN =
  /^\s*([SsCc])?\s*(?:(0|[1-9]\d{0,3})\s*([LlMmNnTt])|[Kk]\s*([1-9]\d{0,4})|([Bb][Rr]|[Dd][0-3])|([Nn][Tt]))(?:\s*\/?\s*([Ww]1|[Mm]1|[Xx]))?\s*$/;

/**
 * Shapes of a code's number the grammar rejects, each with its own message (the field's one
 * grammar check names the first that text breaks): a space between digits, a leading
 * zero (a digit run starting 0 followed by a digit), more digits than the grammar allows (six
 * anywhere, or five not after a K).
 */
export const TAX_CODE_NUMBER_RULES = [
  { pattern: /^(?!.*\d\s+\d)/, message: TAX_CODE_MESSAGES.spaceInNumber },
  { pattern: /^(?!(?:.*\D)?0\d)/, message: TAX_CODE_MESSAGES.leadingZero },
  {
    pattern: /^(?!.*\d{6})(?!(?:\s*|.*[^\dKk\s]\s*)\d{5})/,
    message: TAX_CODE_MESSAGES.tooManyDigits,
  },
] as const;

/** The longest text accepted as a tax code. */
export const TAX_CODE_MAX_LENGTH = 20;

/**
 * Parses a tax code without region checks. Returns null when the text is not a tax code.
 * Case-insensitive; spaces around its parts are ignored. The result is frozen.
 */
export function tryParseTaxCode(text: string): ParsedTaxCode | null {
  return parse(text);
}

/**
 * The parsed form of a tax code a schema has already accepted: one that does not parse is a bug
 * in the engine (an invariant), not bad input.
 */
export function parseValidTaxCode(text: string): ParsedTaxCode {
  const parsed = tryParseTaxCode(text);
  assert(parsed !== null, INVARIANT_MESSAGES.unknownTaxCode);
  return parsed;
}

function parse(text: string): ParsedTaxCode | null {
  if (text.length > TAX_CODE_MAX_LENGTH) return null;
  const match = TAX_CODE_PATTERN.exec(text);
  if (match === null) return null;
  const [, prefixText, allowanceNumber, letterText, kNumber, flatText, noTax, suffixText] = match;
  const upper = (part: string | undefined) => part?.toUpperCase();
  const prefixUpper = upper(prefixText);
  const prefix = prefixUpper === "S" || prefixUpper === "C" ? prefixUpper : null;
  const suffix = upper(suffixText);
  const emergency = suffix === "W1" || suffix === "M1" || suffix === "X" ? suffix : null;
  const letter = upper(letterText);
  const flat = upper(flatText);
  // The code as HMRC writes it: "S1257L M1".
  const normalised = (core: string) =>
    `${prefix ?? ""}${core}${emergency === null ? "" : ` ${emergency}`}`;
  if (
    allowanceNumber !== undefined &&
    (letter === "L" || letter === "M" || letter === "N" || letter === "T")
  ) {
    const number = Number(allowanceNumber);
    return Object.freeze({
      kind: "allowance",
      number,
      letter,
      normalised: normalised(`${String(number)}${letter}`),
      prefix,
      emergency,
    });
  }
  if (kNumber !== undefined) {
    const number = Number(kNumber);
    return Object.freeze({
      kind: "k",
      number,
      normalised: normalised(`K${String(number)}`),
      prefix,
      emergency,
    });
  }
  if (flat === "BR" || flat === "D0" || flat === "D1" || flat === "D2" || flat === "D3")
    return Object.freeze({
      kind: "flat",
      code: flat,
      normalised: normalised(flat),
      prefix,
      emergency,
    });
  if (noTax !== undefined)
    return Object.freeze({ kind: "no-tax", normalised: normalised("NT"), prefix, emergency });
  return null;
}

/** True when the code uses a band only Scotland has (D2, D3). */
export function isScottishOnly(code: ParsedTaxCode): boolean {
  return code.kind === "flat" && (code.code === "D2" || code.code === "D3");
}

/**
 * The field an S or C prefix contradicts, or null: an S code outside region scotland, a C code
 * outside region wales.
 */
export function prefixRegionConflict(
  code: ParsedTaxCode,
  region: Region,
): "scottishPrefix" | "welshPrefix" | null {
  if (code.prefix === "S" && region !== "scotland") return "scottishPrefix";
  if (code.prefix === "C" && region !== "wales") return "welshPrefix";
  return null;
}

/** True when Scottish rates apply: an S prefix or region scotland. */
export function isScottishTaxpayer(code: ParsedTaxCode, region: Region): boolean {
  return code.prefix === "S" || (code.prefix === null && region === "scotland");
}
