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
  return z.strictObject({ ...shape, taxYear: taxYearField }, { error: objectError(label) });
}

/** A public function's result: its fields after the tax year the figures are for. */
export function resultSchema<const Shape extends z.core.$ZodLooseShape>(shape: Shape) {
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

/** An issue sink as zod's object checks give it. */
export interface IssueSink {
  push: (issue: {
    code: "custom";
    message: string;
    path: (string | number)[];
    input: unknown;
  }) => void;
}

/**
 * A rule across several fields of an input: its words (for documents) and its check, in one
 * place. A rule without a check is enforced by the calculation itself (and documented here).
 */
export interface CrossFieldRule<in Value> {
  readonly text: string;
  readonly check?: (value: Value, issues: IssueSink) => void;
}

/**
 * An input schema with its rules across fields: each checked once every field is valid (so a
 * check can rely on the field types), and all of them stated in the schema's description.
 */
export function withRules<Schema extends z.ZodObject>(
  schema: Schema,
  ...rules: CrossFieldRule<z.output<Schema>>[]
) {
  return schema
    .check((ctx) => {
      if (ctx.issues.length > 0) return;
      for (const rule of rules) rule.check?.(ctx.value, ctx.issues);
    })
    .describe(rulesAcrossFields(...rules.map((rule) => rule.text)));
}
