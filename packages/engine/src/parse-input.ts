/**
 * Validation: every input is declared once, as a zod schema. `inputParser(schema)` returns the
 * function a public calculator validates with: a fast check *derived from the schema* (read from
 * its definition once, at module load) for inputs it can vouch for, and zod itself for anything
 * else, which then reports every issue. The fast check accepts only what zod accepts and returns
 * what zod returns (a property test compares them on random inputs for every public schema).
 */
import type { z } from "zod";
import { INVARIANT_MESSAGES } from "./assert.js";
import { toValidationIssues, ValidationError } from "./validation-error.js";

/** Validates once with a schema; every issue becomes part of one ValidationError. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(toValidationIssues(result.error.issues));
}

/** How deep `ownData` copies: deeper than any input schema nests (then zod sees the rest as is). */
const OWN_DATA_DEPTH = 8;

/**
 * The input's own enumerable data, copied into objects without a prototype (arrays into arrays):
 * what zod reads, so a property an input only inherits (`Object.create({ taxCode: 'NT' })`, or a
 * polluted `Object.prototype.bonus`) is never taken for one of its fields.
 */
export function ownData(value: unknown, depth = 0): unknown {
  if (typeof value !== "object" || value === null || depth >= OWN_DATA_DEPTH) return value;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => ownData(item, depth + 1));
  const copy = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value))
    copy[key] = ownData((value as Record<string, unknown>)[key], depth + 1);
  return copy;
}

/**
 * The validating parser of a strict-object input schema: fast when it can be, zod otherwise.
 * Either way only the input's own enumerable properties are read.
 */
export function inputParser<S extends z.ZodType>(schema: S): (input: unknown) => z.output<S> {
  const plan = planObject(schema as unknown as Schema);
  const slow = (input: unknown): z.output<S> => parseInput(schema, ownData(input));
  // Generated code calls zod itself where it cannot vouch: the calculator calls one function,
  // its own, and no wrapper shared by every schema's parser stands in between.
  if (CAN_GENERATE_CODE) return generateObjectParser(plan, slow) as (input: unknown) => z.output<S>;
  return (input) => {
    const parsed = parseObject(plan, input);
    return parsed === undefined ? slow(input) : (parsed as z.output<S>);
  };
}

// ── The derived fast check ──────────────────────────────────────────────────────────────────

/** The parts of zod's (v4) public schema definitions this module reads. */
interface Definition {
  readonly type: string;
  readonly shape?: Readonly<Record<string, Schema>>;
  readonly catchall?: Schema;
  readonly innerType?: Schema;
  readonly defaultValue?: unknown;
  readonly entries?: Readonly<Record<string, string | number>>;
  readonly checks?: readonly Check[];
  readonly element?: Schema;
}
interface Schema {
  readonly _zod: { readonly def: Definition };
}
interface Check {
  readonly _zod: {
    readonly def: {
      readonly check: string;
      readonly value?: unknown;
      readonly inclusive?: boolean;
      readonly maximum?: number;
      readonly minimum?: number;
      readonly format?: string;
      readonly pattern?: RegExp;
    };
    check(payload: { value: unknown; issues: unknown[] }): void;
  };
}

const enum Kind {
  Number,
  Boolean,
  Enum,
  String,
  Object,
  Array,
}

/** One field of an object, as the fast check tests it. */
interface FieldPlan {
  readonly key: string;
  readonly kind: Kind;
  /** Absent: the default (when `hasDefault`), omitted (when `optional`), else doubt. */
  readonly hasDefault: boolean;
  readonly defaultValue: unknown;
  readonly optional: boolean;
  readonly min: number;
  readonly minInclusive: boolean;
  readonly max: number;
  readonly maxInclusive: boolean;
  /** multipleOf 0.01: whole pence or hundredths of a percent. */
  readonly hundredths: boolean;
  readonly integer: boolean;
  readonly values: ReadonlySet<unknown> | null;
  readonly maxLength: number;
  readonly patterns: readonly RegExp[];
  readonly object: ObjectPlan | null;
  /** Arrays: the element's plan and the length limits. */
  readonly element: FieldPlan | null;
  readonly minLength: number;
}

interface ObjectPlan {
  readonly fields: readonly FieldPlan[];
  /**
   * Every key in the schema's order, holding its default (or undefined): copying it makes an
   * output object of one fixed shape, whose properties are then only overwritten, which keeps
   * the copy and the stores fast.
   */
  readonly template: Readonly<Record<string, unknown>>;
  readonly keys: ReadonlySet<string>;
  /** The object's own refinements (cross-field rules), run as zod runs them. */
  readonly checks: readonly Check[];
}

/** `undefined` means "not vouched for": the caller runs zod. */
type FastParser<T> = (input: unknown) => T | undefined;

function definition(schema: Schema): Definition {
  return schema._zod.def;
}

function unsupported(what: string): never {
  throw new Error(`[@uktax/engine] ${INVARIANT_MESSAGES.fastParser} (${what})`);
}

function planObject(schema: Schema): ObjectPlan {
  const def = definition(schema);
  if (def.type !== "object" || def.shape === undefined)
    unsupported(`expected an object, found ${def.type}`);
  if (def.catchall === undefined || definition(def.catchall).type !== "never")
    unsupported("objects must be strict");
  const fields = Object.entries(def.shape).map(([key, field]) => planField(key, field));
  const checks = def.checks ?? [];
  for (const check of checks)
    if (check._zod.def.check !== "custom") unsupported(`object check ${check._zod.def.check}`);
  const template: Record<string, unknown> = {};
  for (const field of fields) template[field.key] = field.defaultValue;
  return { fields, template, keys: new Set(Object.keys(def.shape)), checks };
}

function planField(key: string, schema: Schema): FieldPlan {
  let def = definition(schema);
  let hasDefault = false;
  let defaultValue: unknown = undefined;
  let optional = false;
  if (def.type === "default" && def.innerType !== undefined) {
    hasDefault = true;
    defaultValue = def.defaultValue;
    def = definition(def.innerType);
  } else if (def.type === "optional" && def.innerType !== undefined) {
    optional = true;
    def = definition(def.innerType);
  }
  const plan = {
    key,
    hasDefault,
    defaultValue,
    optional,
    min: Number.NEGATIVE_INFINITY,
    minInclusive: true,
    max: Number.POSITIVE_INFINITY,
    maxInclusive: true,
    hundredths: false,
    integer: false,
    values: null as ReadonlySet<unknown> | null,
    maxLength: Number.POSITIVE_INFINITY,
    patterns: [] as RegExp[],
    object: null as ObjectPlan | null,
    element: null as FieldPlan | null,
    minLength: 0,
  };
  switch (def.type) {
    case "number":
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === "greater_than" && typeof c.value === "number") {
          plan.min = c.value;
          plan.minInclusive = c.inclusive === true;
        } else if (c.check === "less_than" && typeof c.value === "number") {
          plan.max = c.value;
          plan.maxInclusive = c.inclusive === true;
        } else if (c.check === "multiple_of" && c.value === 0.01) {
          plan.hundredths = true;
        } else if (c.check === "number_format" && c.format === "safeint") {
          plan.integer = true;
        } else unsupported(`${key}: number check ${c.check}`);
      }
      return { ...plan, kind: Kind.Number };
    case "boolean":
      if ((def.checks ?? []).length > 0) unsupported(`${key}: boolean check`);
      return { ...plan, kind: Kind.Boolean };
    case "enum":
      if (def.entries === undefined) unsupported(`${key}: enum entries`);
      return {
        ...plan,
        kind: Kind.Enum,
        values: new Set(Object.values(def.entries)),
      };
    case "string":
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === "max_length" && typeof c.maximum === "number") {
          plan.maxLength = c.maximum;
        } else if (c.check === "string_format" && c.format === "regex" && c.pattern !== undefined) {
          // A stateless copy: `lastIndex` never carries between calls.
          plan.patterns.push(new RegExp(c.pattern.source, c.pattern.flags.replace(/[gy]/g, "")));
        } else unsupported(`${key}: string check ${c.check}`);
      }
      return { ...plan, kind: Kind.String };
    case "object":
      return {
        ...plan,
        kind: Kind.Object,
        object: planObject({ _zod: { def } }),
      };
    case "array":
      if (def.element === undefined) unsupported(`${key}: array element`);
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        if (c.check === "min_length" && typeof c.minimum === "number") plan.minLength = c.minimum;
        else if (c.check === "max_length" && typeof c.maximum === "number")
          plan.maxLength = c.maximum;
        else unsupported(`${key}: array check ${c.check}`);
      }
      return {
        ...plan,
        kind: Kind.Array,
        element: planField(`${key}[]`, def.element),
      };
    default:
      return unsupported(`${key}: ${def.type}`);
  }
}

const DOUBT = Symbol("doubt");

/**
 * An object with no prototype, or Object's: the one a `for…in` over it then sees only the
 * object's own enumerable keys of, which is all the slow path (`ownData`) reads too — unless
 * something has given Object.prototype an enumerable property, which this probe finds (then
 * the input is left to zod, through `ownData`).
 */
const INHERITED_KEY_PROBE = {};

/** Whether Object.prototype lends an enumerable key (a polluted prototype). */
function prototypeLendsKeys(): boolean {
  for (const key in INHERITED_KEY_PROBE) return typeof key === "string";
  return false;
}

/** A plain object (see INHERITED_KEY_PROBE) with known keys only. */
function isPlainObject(
  input: unknown,
  keys: ReadonlySet<string>,
): input is Record<string, unknown> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  const prototype: unknown = Object.getPrototypeOf(input);
  if (prototype !== Object.prototype && prototype !== null) return false;
  if (prototype !== null && prototypeLendsKeys()) return false;
  for (const key in input) if (!keys.has(key)) return false;
  return true;
}

function fieldValue(plan: FieldPlan, value: unknown): unknown {
  switch (plan.kind) {
    case Kind.Number:
      if (
        typeof value !== "number" ||
        !Number.isFinite(value) ||
        (plan.minInclusive ? value < plan.min : value <= plan.min) ||
        (plan.maxInclusive ? value > plan.max : value >= plan.max) ||
        (plan.integer && !Number.isSafeInteger(value)) ||
        // Two decimals exactly: n / 100 is the double nearest the decimal, so this holds for
        // every two-decimal literal and fails on anything zod should judge (then zod does).
        (plan.hundredths && Math.round(value * 100) / 100 !== value)
      )
        return DOUBT;
      return value;
    case Kind.Boolean:
      return typeof value === "boolean" ? value : DOUBT;
    case Kind.Enum:
      return plan.values?.has(value) === true ? value : DOUBT;
    case Kind.String:
      if (typeof value !== "string" || value.length > plan.maxLength) return DOUBT;
      for (const pattern of plan.patterns) if (!pattern.test(value)) return DOUBT;
      return value;
    case Kind.Object: {
      const parsed = plan.object === null ? undefined : parseObject(plan.object, value);
      return parsed === undefined ? DOUBT : parsed;
    }
    case Kind.Array: {
      if (
        !Array.isArray(value) ||
        plan.element === null ||
        value.length < plan.minLength ||
        value.length > plan.maxLength
      )
        return DOUBT;
      const out: unknown[] = [];
      for (const item of value as unknown[]) {
        const parsed = fieldValue(plan.element, item);
        if (parsed === DOUBT) return DOUBT;
        out.push(parsed);
      }
      return out;
    }
  }
}

function parseObject(plan: ObjectPlan, input: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(input, plan.keys)) return undefined;
  const out: Record<string, unknown> = { ...plan.template };
  for (const field of plan.fields) {
    const raw = input[field.key];
    if (raw === undefined) {
      // The template holds the default; an absent optional field stays undefined.
      if (!field.hasDefault && !field.optional) return undefined;
      continue;
    }
    const value = fieldValue(field, raw);
    if (value === DOUBT) return undefined;
    out[field.key] = value;
  }
  if (plan.checks.length > 0) {
    const payload = { value: out, issues: [] as unknown[] };
    for (const check of plan.checks) check._zod.check(payload);
    if (payload.issues.length > 0) return undefined;
  }
  return out;
}

/** Whether this runtime lets code be generated (a page's Content-Security-Policy may not). */
const CAN_GENERATE_CODE = (() => {
  try {
    return typeof new Function("return 1") === "function";
  } catch {
    return false;
  }
})();

/**
 * The plan as straight-line JavaScript: one function per object with every key, limit and value
 * list written in, so property reads and the output's shape are fixed (several times faster than
 * walking the plan). Generated from the plan only, never from input; `values` holds the plan's
 * defaults, value sets, patterns, checks and nested parsers, passed in by position.
 */
function generateObjectParser(
  plan: ObjectPlan,
  otherwise?: (input: unknown) => unknown,
): (input: unknown) => Record<string, unknown> | undefined {
  const values: unknown[] = [];
  // Each value becomes a constant of the generated closure (`const c3 = V[3]`), which the
  // compiler folds into the parser; a default that is text, a number or a boolean is written in.
  const ref = (value: unknown): string => {
    if (
      typeof value === "string" ||
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isFinite(value) && !Object.is(value, -0))
    )
      return JSON.stringify(value);
    values.push(value);
    return `c${String(values.length - 1)}`;
  };
  // Where the input is not vouched for: undefined, or the caller's `otherwise` (zod).
  const fail = otherwise === undefined ? "return undefined;" : `return ${ref(otherwise)}(input);`;
  const lines: string[] = [
    '"use strict";',
    "return function parse(input) {",
    `if (typeof input !== 'object' || input === null || Array.isArray(input)) ${fail}`,
    "const prototype = Object.getPrototypeOf(input);",
    `if (prototype !== Object.prototype && prototype !== null) ${fail}`,
    // A polluted Object.prototype (an enumerable key it lends) is left to zod, through ownData.
    `if (prototype !== null && ${ref(prototypeLendsKeys)}()) ${fail}`,
    // The input's own enumerable keys (all the loop sees, given the prototype checks above; all
    // that ownData copies for zod too), read as the loop meets them: a value read by the loop's
    // key is a fast load whatever the input's shape (reading each field by name is slow once
    // inputs come in many shapes), and any key the schema lacks is refused.
    `let ${plan.fields.map((_, index) => `v${String(index)}`).join(", ")};`,
    `for (const key in input) { switch (key) { ${plan.fields.map((field, index) => `case ${JSON.stringify(field.key)}: v${String(index)} = input[key]; break;`).join(" ")} default: ${fail} } }`,
  ];
  plan.fields.forEach((field, index) => {
    const v = `v${String(index)}`;
    const absent = field.hasDefault
      ? `${v} = ${ref(field.defaultValue)};`
      : field.optional
        ? ""
        : fail;
    lines.push(`if (${v} === undefined) { ${absent} } else {`);
    lines.push(...fieldTest(field, v, ref, fail));
    lines.push("}");
  });
  const out = plan.fields
    .map((field, index) => `${JSON.stringify(field.key)}: v${String(index)}`)
    .join(", ");
  lines.push(`const out = { ${out} };`);
  if (plan.checks.length > 0) {
    lines.push(
      "const payload = { value: out, issues: [] };",
      ...plan.checks.map((check) => `${ref(check)}._zod.check(payload);`),
      `if (payload.issues.length > 0) ${fail}`,
    );
  }
  lines.push("return out;", "};");
  lines.splice(1, 0, ...values.map((_, index) => `const c${String(index)} = V[${String(index)}];`));
  const build = new Function("V", lines.join("\n")) as (
    values: unknown[],
  ) => (input: unknown) => Record<string, unknown> | undefined;
  return build(values);
}

/** How many matching texts a string field with patterns remembers (then it starts again). */
const MATCHED_TEXT_LIMIT = 256;

/** Statements that run `fail` unless `v` passes the field's rules (and may replace `v`). */
function fieldTest(
  field: FieldPlan,
  v: string,
  ref: (value: unknown) => string,
  fail: string,
): string[] {
  switch (field.kind) {
    case Kind.Number: {
      const tests = [`typeof ${v} !== 'number'`, `!Number.isFinite(${v})`];
      if (Number.isFinite(field.min))
        tests.push(`${v} ${field.minInclusive ? "<" : "<="} ${String(field.min)}`);
      if (Number.isFinite(field.max))
        tests.push(`${v} ${field.maxInclusive ? ">" : ">="} ${String(field.max)}`);
      if (field.integer) tests.push(`!Number.isSafeInteger(${v})`);
      if (field.hundredths) tests.push(`Math.round(${v} * 100) / 100 !== ${v}`);
      return [`if (${tests.join(" || ")}) ${fail}`];
    }
    case Kind.Boolean:
      return [`if (typeof ${v} !== 'boolean') ${fail}`];
    case Kind.Enum:
      return [
        `if (${[...(field.values ?? [])].map((value) => `${v} !== ${JSON.stringify(value)}`).join(" && ")}) ${fail}`,
      ];
    case Kind.String: {
      const tests = [`typeof ${v} !== 'string'`];
      if (Number.isFinite(field.maxLength)) tests.push(`${v}.length > ${String(field.maxLength)}`);
      const lines = [`if (${tests.join(" || ")}) ${fail}`];
      if (field.patterns.length > 0) {
        // Text already seen to match every pattern skips the regular expressions (a tax code
        // is usually one of a few): a cache of answers only, bounded, never changes a result.
        const seen = ref(new Set<string>());
        lines.push(
          `if (!${seen}.has(${v})) {`,
          `if (${field.patterns.map((pattern) => `!${ref(pattern)}.test(${v})`).join(" || ")}) ${fail}`,
          `if (${seen}.size >= ${String(MATCHED_TEXT_LIMIT)}) ${seen}.clear();`,
          `${seen}.add(${v});`,
          "}",
        );
      }
      return lines;
    }
    case Kind.Object:
    case Kind.Array:
      // Nested objects and arrays are rare and off the hot path: the plan's walker checks them.
      return [
        `${v} = ${ref((value: unknown) => fieldValue(field, value))}(${v});`,
        `if (${v} === ${ref(DOUBT)}) ${fail}`,
      ];
  }
}

/**
 * Reads a strict-object schema's definition into a plan, once, and turns it into a parser
 * (generated code where the runtime allows it, else the plan's walker: same answers). Throws (a
 * bug in the engine, found at load time) when the schema uses a rule the fast check cannot
 * reproduce: every rule must be a native zod check (see schema-fields.ts) or an object-level
 * refinement.
 */
export function compileFastParser<S extends z.ZodType>(schema: S): FastParser<z.output<S>> {
  const plan = planObject(schema as unknown as Schema);
  const parse = CAN_GENERATE_CODE
    ? generateObjectParser(plan)
    : (input: unknown) => parseObject(plan, input);
  return (input) => parse(input) as z.output<S> | undefined;
}

/** The plan's walker alone (what runs where code cannot be generated), for tests. */
export function compileFastParserWalker<S extends z.ZodType>(schema: S): FastParser<z.output<S>> {
  const plan = planObject(schema as unknown as Schema);
  return (input) => parseObject(plan, input) as z.output<S> | undefined;
}
