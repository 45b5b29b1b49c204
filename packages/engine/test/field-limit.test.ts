/** An input object with more fields than any input has is refused in one issue, cheaply. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as engine from "../src/index.js";
import { MAX_FIELDS_PER_OBJECT } from "../src/parse-input.js";
import * as payroll from "../src/payroll/index.js";

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** The most properties any one object of this JSON Schema declares. */
function mostProperties(schema: JsonSchema): number {
  const inner = [
    ...Object.values(schema.properties ?? {}),
    ...(schema.items === undefined ? [] : [schema.items]),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ];
  return Math.max(Object.keys(schema.properties ?? {}).length, ...inner.map(mostProperties));
}

const INPUT_SCHEMAS: [string, z.ZodType][] = Object.entries({ ...engine, ...payroll }).flatMap(
  ([name, value]): [string, z.ZodType][] =>
    name.endsWith("InputSchema") && value instanceof z.ZodType ? [[name, value]] : [],
);

function withUnknownKeys(count: number): Record<string, unknown> {
  const input: Record<string, unknown> = { grossSalary: 40_000 };
  for (let i = 0; i < count; i += 1) input[`unknown${i}`] = 0;
  return input;
}

function issuesOf(run: () => unknown): engine.ValidationError["issues"] {
  try {
    run();
  } catch (error) {
    if (error instanceof engine.ValidationError) return error.issues;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe("the field limit", () => {
  it("finds every input schema", () => {
    expect(INPUT_SCHEMAS.length).toBeGreaterThanOrEqual(14);
  });

  it.each(INPUT_SCHEMAS)("is at least twice the fields of any object of %s", (_name, schema) => {
    const fields = mostProperties(
      z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema,
    );
    expect(fields).toBeGreaterThan(0);
    expect(fields * 2).toBeLessThanOrEqual(MAX_FIELDS_PER_OBJECT);
  });

  it("refuses an object over it in one issue at the object, naming the count", () => {
    expect(issuesOf(() => engine.calculateSalary(withUnknownKeys(2_000) as never))).toEqual([
      { path: [], message: "Too many fields (2001): no input has more than 64" },
    ]);
  });

  it("refuses a nested object over it at its own path", () => {
    const salaries = [{ grossSalary: 30_000 }, withUnknownKeys(100)];
    expect(issuesOf(() => engine.compareSalaries({ salaries } as never))).toEqual([
      { path: ["salaries", 1], message: "Too many fields (101): no input has more than 64" },
    ]);
  });

  it("lists each unknown field of an object within it", () => {
    const issues = issuesOf(() => engine.calculateSalary(withUnknownKeys(63) as never));
    expect(issues).toHaveLength(63);
    expect(issues[0]?.path).toEqual(["unknown0"]);
  });
});
