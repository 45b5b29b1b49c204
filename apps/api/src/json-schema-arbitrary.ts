// Test support: random values valid for a JSON Schema, for the OpenAPI document's request bodies.
import fc from "fast-check";

/** The JSON Schema keywords the OpenAPI document's request bodies use. */
export interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  /** The OpenAPI document's extension for amounts: at most this many decimal places. */
  "x-decimal-places"?: number;
  enum?: readonly unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
}

/** The keywords this generator understands; a schema using any other fails loudly. */
const KNOWN = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
  "multipleOf",
  "x-decimal-places",
  "enum",
  "minLength",
  "maxLength",
  "pattern",
  "allOf",
  "default",
  "description",
  "examples",
]);

/** The pattern without lookaround groups (fast-check cannot generate them), a superset to filter. */
function withoutLookarounds(source: string): string {
  let result = "";
  for (let i = 0; i < source.length; i += 1) {
    if (source[i] === "\\") {
      result += source.slice(i, i + 2);
      i += 1;
    } else if (/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      let depth = 0;
      for (; i < source.length; i += 1) {
        if (source[i] === "\\") i += 1;
        else if (source[i] === "(") depth += 1;
        else if (source[i] === ")" && --depth === 0) break;
      }
    } else {
      result += source.charAt(i);
    }
  }
  return result;
}

/** Every string constraint of a schema and its `allOf` parts, as one predicate. */
function stringRules(schema: JsonSchema): {
  patterns: RegExp[];
  min: number;
  max: number;
} {
  const parts = [schema, ...(schema.allOf ?? [])];
  return {
    patterns: parts.flatMap((part) =>
      part.pattern === undefined ? [] : [new RegExp(part.pattern)],
    ),
    min: Math.max(0, ...parts.map((part) => part.minLength ?? 0)),
    max: Math.min(...parts.map((part) => part.maxLength ?? Infinity)),
  };
}

/**
 * The schema with every `$ref` to `#/components/schemas/<name>` replaced by that schema, as the
 * OpenAPI document's request bodies refer to their components. Throws on any other reference.
 */
export function dereference(
  schema: JsonSchema,
  schemas: Readonly<Record<string, JsonSchema>>,
): JsonSchema {
  const inline = (value: unknown, depth: number): unknown => {
    if (depth > 20) throw new Error("references nested too deeply (a cycle?)");
    if (Array.isArray(value)) return value.map((item) => inline(item, depth));
    if (typeof value !== "object" || value === null) return value;
    const ref = (value as JsonSchema).$ref;
    if (ref !== undefined) {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      const target = name === undefined ? undefined : schemas[name];
      if (target === undefined) throw new Error(`unresolved reference ${ref}`);
      return inline(target, depth + 1);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inline(item, depth)]),
    );
  };
  return inline(schema, 0) as JsonSchema;
}

/**
 * An arbitrary of values valid for `schema` (objects with and without their optional fields,
 * numbers across their whole range, amounts with at most their `multipleOf` or `x-decimal-places`
 * decimals, strings matching every pattern). Throws on a keyword it does not know (`$ref`
 * included: `dereference` first), so the document cannot gain a rule this test silently ignores.
 */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  for (const key of Object.keys(schema)) {
    if (!KNOWN.has(key))
      throw new Error(`JSON Schema keyword not supported here: ${key}`);
  }
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case "object": {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      const fields = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          arbitraryFor(value),
        ]),
      );
      return fc.record(fields, {
        requiredKeys: required.filter((key) => key in properties),
      });
    }
    case "array":
      if (schema.items === undefined) throw new Error("array without items");
      return fc.array(arbitraryFor(schema.items), {
        minLength: schema.minItems ?? 0,
        maxLength: schema.maxItems ?? 5,
      });
    case "boolean":
      return fc.boolean();
    case "number":
    case "integer": {
      const min = schema.minimum ?? -1e9;
      const max = schema.maximum ?? 1e9;
      const places = schema["x-decimal-places"];
      const step =
        schema.type === "integer"
          ? 1
          : (schema.multipleOf ??
            (places === undefined ? undefined : 10 ** -places));
      if (step === undefined)
        return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      // Whole steps, written as the shortest decimal (e.g. 1234.56, not 1234.5600000000002).
      const decimals = Math.max(0, -Math.floor(Math.log10(step)));
      return fc
        .bigInt({
          min: BigInt(Math.ceil(min / step)),
          max: BigInt(Math.floor(max / step)),
        })
        .map((steps) => Number((Number(steps) * step).toFixed(decimals)));
    }
    case "string": {
      const { patterns, min, max } = stringRules(schema);
      const valid = (text: string) =>
        text.length >= min &&
        text.length <= max &&
        patterns.every((pattern) => pattern.test(text));
      // Generated from the most specific pattern (the longest), filtered by all of them.
      const [longest] = [...patterns].sort(
        (a, b) => b.source.length - a.source.length,
      );
      const source =
        longest === undefined
          ? fc.string({ minLength: min, maxLength: Math.min(max, 40) })
          : fc.stringMatching(new RegExp(withoutLookarounds(longest.source)));
      return source.filter(valid);
    }
    default:
      throw new Error(`JSON Schema type not supported here: ${schema.type}`);
  }
}
