import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fastParseSalaryInput } from "./take-home.fast-path.js";
import { salaryInputSchema } from "./take-home.schema.js";

const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1,
    -0,
    0,
    0.001,
    1.005,
    100,
    100.01,
    1e8,
    1e8 + 1,
    2.6e7,
  ),
  fc.double({ min: -10, max: 2e8, noNaN: false }),
  fc.integer({ min: 0, max: 200_000 }),
  fc.integer({ min: 0, max: 20_000_000 }).map((pence) => pence / 100),
  fc.constantFrom(
    "",
    " ",
    "1257L",
    "S1257L",
    "sd2",
    "D2",
    "K475",
    "BR",
    "NT",
    "0T",
    "1257L W1",
    "bad",
    "x".repeat(30),
  ),
  fc.constantFrom(
    "annual",
    "monthly",
    "weekly",
    "daily",
    "england",
    "wales",
    "scotland",
    "northern-ireland",
  ),
  fc.constantFrom(
    "none",
    "plan1",
    "plan2",
    "plan4",
    "plan5",
    "postgraduate",
    "net-pay",
    "relief-at-source",
    "salary-sacrifice",
  ),
  fc.constantFrom("statutory", "paye", "2025-26", "2024-25"),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
);

const KEYS = [
  "grossSalary",
  "payFrequency",
  "region",
  "taxCode",
  "studentLoanPlan",
  "pensionContribution",
  "pensionMethod",
  "taxYear",
  "bonus",
  "overtime",
  "benefitsInKind",
  "childcareVouchers",
  "allowanceConvention",
] as const;

const plausible = fc.record(
  {
    grossSalary: fc
      .integer({ min: 0, max: 30_000_000 })
      .map((pence) => pence / 100),
    payFrequency: fc.constantFrom("annual", "monthly", "weekly", "daily"),
    region: fc.constantFrom("england", "wales", "scotland", "northern-ireland"),
    taxCode: fc.constantFrom(
      "1257L",
      "S1257L",
      "C1257L",
      "K100",
      "BR",
      "SD3",
      "D3",
      "NT",
      "0T",
      "1257L M1",
      " ",
    ),
    studentLoanPlan: fc.constantFrom(
      "none",
      "plan1",
      "plan2",
      "plan4",
      "plan5",
      "postgraduate",
    ),
    pensionContribution: fc
      .integer({ min: 0, max: 10_500 })
      .map((bp) => bp / 100),
    pensionMethod: fc.constantFrom(
      "net-pay",
      "relief-at-source",
      "salary-sacrifice",
    ),
    bonus: fc.integer({ min: 0, max: 1_000_000 }).map((pence) => pence / 100),
    childcareVouchers: fc
      .integer({ min: 0, max: 10_000_000 })
      .map((pence) => pence / 100),
    allowanceConvention: fc.constantFrom("statutory", "paye"),
  },
  { requiredKeys: [] },
);

function expectSameAsSchema(input: unknown): boolean {
  const fast = fastParseSalaryInput(input);
  const slow = salaryInputSchema.safeParse(input);
  if (fast !== null) {
    expect(slow.success).toBe(true);
    expect(fast).toEqual(slow.data);
  }
  return fast !== null;
}

describe("fastParseSalaryInput", () => {
  it("accepts only what the schema accepts, with the same output (arbitrary values)", () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...KEYS, "extra"), anyValue),
        (input) => {
          expectSameAsSchema(input);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it("accepts what the schema accepts for plausible inputs (so the fast path is used)", () => {
    let accepted = 0;
    let valid = 0;
    fc.assert(
      fc.property(plausible, (input) => {
        const fast = expectSameAsSchema(input);
        const slow = salaryInputSchema.safeParse(input).success;
        if (slow) valid += 1;
        if (fast) accepted += 1;
        expect(fast).toBe(slow);
      }),
      { numRuns: 2_000 },
    );
    expect(accepted).toBe(valid);
    expect(valid).toBeGreaterThan(100);
  });

  it("declines non-objects, arrays, class instances and unknown keys", () => {
    for (const input of [
      null,
      undefined,
      1,
      "x",
      [],
      new Date(0),
      { grossSalary: 1, extra: 1 },
    ]) {
      expect(fastParseSalaryInput(input)).toBeNull();
    }
  });
});
