import { REGIONS } from "../enumerations.js";
import type { Region } from "../enumerations.js";
import { parseInput } from "../parse-input.js";
import { enumField } from "../schema-fields.js";
import { inputSchema, withRules } from "../schemas.js";
import type { TaxYearId } from "../tax-years/index.js";
import { parseValidTaxCode } from "./tax-code.js";
import type { ParsedTaxCode } from "./tax-code.js";
import { taxCodeField, taxCodeRegionRule } from "./tax-code.schema.js";

const taxCodeInputSchema = withRules(
  inputSchema("Tax code input", {
    taxCode: taxCodeField,
    region: enumField("Region", REGIONS).default("england"),
  }),
  taxCodeRegionRule,
);

/**
 * Parses a UK tax code and throws a ValidationError naming `taxCode` when it is not one.
 * `region` decides whether Scottish D2/D3 are allowed without an S prefix; `taxYear` (the default
 * year unless given) the smallest M code. The result is frozen.
 *
 * @example parseTaxCode('s1257l m1') // { kind: 'allowance', number: 1257, letter: 'L', prefix: 'S', emergency: 'M1', normalised: 'S1257L M1' }
 */
export function parseTaxCode(
  taxCode: string,
  options: { region?: Region; taxYear?: TaxYearId } = {},
): ParsedTaxCode {
  const valid = parseInput(taxCodeInputSchema, { taxCode, ...options });
  return parseValidTaxCode(valid.taxCode);
}
