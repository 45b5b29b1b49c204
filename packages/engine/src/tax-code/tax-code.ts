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
  scottishOnly:
    "Tax code D2 or D3 is only used for Scottish taxpayers (use SD2/SD3 or region Scotland)",
} as const;

/**
 * The tax-code grammar, the one home of it: the schema field checks text against it and the parser
 * reads its groups. Case-insensitive by its character classes (so JSON Schema can carry it as a
 * `pattern`), spaces allowed around the parts: an optional S or C prefix; `<n>L|M|N|T`,
 * `K<n>` (n not zero), BR, D0–D3 or NT; an optional W1, M1 or X suffix, after an optional `/`.
 */
export const TAX_CODE_PATTERN =
  /^\s*([SsCc])?\s*(?:(\d{1,5})\s*([LlMmNnTt])|[Kk]\s*(?!0+(?:\D|$))(\d{1,5})|([Bb][Rr]|[Dd][0-3])|([Nn][Tt]))(?:\s*\/?\s*([Ww]1|[Mm]1|[Xx]))?\s*$/;

/** The longest text accepted as a tax code. */
export const TAX_CODE_MAX_LENGTH = 20;

/**
 * Parsed codes by text, frozen, so no caller can change what another one gets; bounded, and
 * cleared when full. A cache only: every result is the same with or without it.
 */
const parsedCodes = new Map<string, ParsedTaxCode | null>();
const PARSED_CODES_LIMIT = 512;

/**
 * Parses a tax code without region checks. Returns null when the text is not a tax code.
 * Case-insensitive; spaces around its parts are ignored. The result is frozen.
 */
export function tryParseTaxCode(text: string): ParsedTaxCode | null {
  let parsed = parsedCodes.get(text);
  if (parsed === undefined) {
    parsed = parse(text);
    if (parsedCodes.size >= PARSED_CODES_LIMIT) parsedCodes.clear();
    parsedCodes.set(text, parsed);
  }
  return parsed;
}

function parse(text: string): ParsedTaxCode | null {
  if (text.length > TAX_CODE_MAX_LENGTH) return null;
  const match = TAX_CODE_PATTERN.exec(text);
  if (match === null) return null;
  const [
    ,
    prefixText,
    allowanceNumber,
    letterText,
    kNumber,
    flatText,
    noTax,
    suffixText,
  ] = match;
  const upper = (part: string | undefined) => part?.toUpperCase();
  const prefixUpper = upper(prefixText);
  const prefix =
    prefixUpper === "S" || prefixUpper === "C" ? prefixUpper : null;
  const suffix = upper(suffixText);
  const emergency =
    suffix === "W1" || suffix === "M1" || suffix === "X" ? suffix : null;
  const letter = upper(letterText);
  const flat = upper(flatText);
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
  } else if (noTax !== undefined) {
    body = { kind: "no-tax" };
    core = "NT";
  } else {
    return null;
  }
  const normalised = `${prefix ?? ""}${core}${emergency === null ? "" : ` ${emergency}`}`;
  return Object.freeze({ ...body, normalised, prefix, emergency });
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
