/**
 * Validation: every input is declared once, as a zod schema, and each public calculator parses its
 * input with that schema (`safeParse`); every issue becomes part of one ValidationError.
 */
import type { z } from "zod";
import { toValidationIssues, ValidationError } from "./validation-error.js";

/**
 * Validates an input with its schema. Zod is given the input's own enumerable data (`ownData`),
 * so a property the input only inherits is never taken for one of its fields.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(ownData(input));
  if (result.success) return result.data;
  throw new ValidationError(toValidationIssues(result.error.issues));
}

/** How deep `ownData` copies: deeper than any input schema nests (then zod sees the rest as is). */
const OWN_DATA_DEPTH = 8;

/**
 * The input's own enumerable data, copied into objects without a prototype (arrays into arrays).
 * Zod reads a field as `input[key]` and looks for unknown keys with `for…in`, both of which see
 * inherited properties: a field lent by a prototype (`Object.create({ taxCode: 'NT' })`, or a
 * polluted `Object.prototype.bonus`) would otherwise be read as the input's own.
 */
export function ownData(value: unknown, depth = 0): unknown {
  if (typeof value !== "object" || value === null || depth >= OWN_DATA_DEPTH) return value;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => ownData(item, depth + 1));
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value))
    copy[key] = ownData((value as Record<string, unknown>)[key], depth + 1);
  return copy;
}
