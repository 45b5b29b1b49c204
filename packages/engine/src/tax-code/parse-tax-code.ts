import { z } from "zod";
import { REGIONS } from "../enumerations.js";
import type { Region } from "../enumerations.js";
import { parseInput } from "../parse-input.js";
import { enumField, objectError } from "../schema-fields.js";
import { parseValidTaxCode } from "./tax-code.js";
import type { ParsedTaxCode } from "./tax-code.js";
import { withRules } from "../schemas.js";
import { taxCodeField, taxCodeRegionRule } from "./tax-code.schema.js";

const taxCodeInputSchema = withRules(
  z.strictObject(
    {
      taxCode: taxCodeField,
      region: enumField("Region", REGIONS).default("england"),
    },
    { error: objectError("Tax code input") },
  ),
  taxCodeRegionRule,
);

/**
 * Parses a UK tax code and throws a ValidationError naming `taxCode` when it is not one.
 * `region` decides whether Scottish D2/D3 are allowed without an S prefix. The result is frozen.
 *
 * @example parseTaxCode('s1257l m1') // { kind: 'allowance', number: 1257, letter: 'L', prefix: 'S', emergency: 'M1', normalised: 'S1257L M1' }
 */
export function parseTaxCode(taxCode: string, options: { region?: Region } = {}): ParsedTaxCode {
  const valid = parseInput(taxCodeInputSchema, { taxCode, ...options });
  return parseValidTaxCode(valid.taxCode);
}
