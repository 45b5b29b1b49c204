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
  const result = schema.safeParse(ownData(input, 0, []));
  if (result.success) return result.data;
  throw new ValidationError(toValidationIssues(result.error.issues));
}

/** How deep `ownData` copies: deeper than any input schema nests (then zod sees the rest as is). */
const OWN_DATA_DEPTH = 8;

/**
 * The most fields an input object may have: twice as many as the largest input schema declares
 * (a test holds it so). An object with more is refused in one issue, before zod lists each unknown
 * field, so validating any input costs about as much as a valid one (a body of 2,000 unknown keys
 * cost 120 times a valid input to list them one by one).
 */
export const MAX_FIELDS_PER_OBJECT = 64;

/**
 * The input's own enumerable data, copied into objects without a prototype (arrays into arrays),
 * refusing an object with more than `MAX_FIELDS_PER_OBJECT` fields (at `path`).
 * Zod reads a field as `input[key]` and looks for unknown keys with `for…in`, both of which see
 * inherited properties: a field lent by a prototype (`Object.create({ taxCode: 'NT' })`, or a
 * polluted `Object.prototype.bonus`) would otherwise be read as the input's own.
 */
function ownData(value: unknown, depth: number, path: (string | number)[]): unknown {
  if (typeof value !== "object" || value === null || depth >= OWN_DATA_DEPTH) return value;
  if (Array.isArray(value))
    return (value as unknown[]).map((item, index) => nested(item, depth, path, index));
  const keys = Object.keys(value);
  if (keys.length > MAX_FIELDS_PER_OBJECT)
    throw new ValidationError([
      {
        path,
        message: `Too many fields (${keys.length}): no input has more than ${MAX_FIELDS_PER_OBJECT}`,
      },
    ]);
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of keys)
    copy[key] = nested((value as Record<string, unknown>)[key], depth, path, key);
  return copy;
}

/** A field or item's own data: plain values as they are, objects and arrays copied one level down. */
function nested(value: unknown, depth: number, path: (string | number)[], step: string | number) {
  return typeof value === "object" && value !== null
    ? ownData(value, depth + 1, [...path, step])
    : value;
}
