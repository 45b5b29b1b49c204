import { z } from "zod";
import { objectError } from "./schema-fields.js";
import { taxYearField, taxYearResult } from "./tax-years/tax-year-field.js";

/**
 * A public function's input: a strict object of its fields plus the optional `taxYear`, whose
 * errors name the input (`label`, e.g. "Salary input").
 */
export function inputSchema<const Shape extends z.core.$ZodLooseShape>(
  label: string,
  shape: Shape,
) {
  return z.strictObject(
    { ...shape, taxYear: taxYearField },
    { error: objectError(label) },
  );
}

/** A public function's result: its fields after the tax year the figures are for. */
export function resultSchema<const Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
) {
  return z.object({ taxYear: taxYearResult, ...shape });
}

/**
 * The description of an input whose object-level checks relate several fields: the rules in
 * words, so documents generated from the schema (the API's OpenAPI) state what JSON Schema
 * cannot express.
 */
export function rulesAcrossFields(...rules: string[]): string {
  return `Rules across fields: ${rules.join("; ")}.`;
}

/** The rule of every input with a tax code and a region. */
export const SCOTTISH_ONLY_CODES_RULE =
  "a tax code with an S prefix needs region scotland and one with a C prefix region wales; tax codes D2 and D3 need an S prefix or region scotland";
