import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fastParseReverseInput } from "./reverse.fast-path.js";
import { reverseInputSchema } from "./reverse.schema.js";

const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom(
    Number.NaN,
    Number.NEGATIVE_INFINITY,
    -1,
    0,
    0.001,
    100,
    100.01,
    1e8,
    1e8 + 1,
  ),
  fc.integer({ min: 0, max: 20_000_000 }).map((pence) => pence / 100),
  fc.constantFrom("", "1257L", "S1257L", "D2", "SD2", "K475", "BR", "nope"),
  fc.constantFrom(
    "annual",
    "monthly",
    "weekly",
    "daily",
    "england",
    "scotland",
    "wales",
  ),
  fc.constantFrom(
    "none",
    "plan1",
    "postgraduate",
    "net-pay",
    "relief-at-source",
    "salary-sacrifice",
    "2025-26",
  ),
  fc.constant({}),
);

const KEYS = [
  "desiredNetPay",
  "payFrequency",
  "region",
  "taxCode",
  "studentLoanPlan",
  "pensionContribution",
  "pensionMethod",
  "taxYear",
] as const;

const plausible = fc.record(
  {
    desiredNetPay: fc
      .integer({ min: 0, max: 10_000_000 })
      .map((pence) => pence / 100),
    payFrequency: fc.constantFrom("annual", "monthly", "weekly", "daily"),
    region: fc.constantFrom("england", "wales", "scotland", "northern-ireland"),
    taxCode: fc.constantFrom("1257L", "S1257L", "D2", "SD3", "K50", "BR", ""),
    studentLoanPlan: fc.constantFrom(
      "none",
      "plan1",
      "plan2",
      "plan4",
      "plan5",
      "postgraduate",
    ),
    pensionContribution: fc
      .integer({ min: 0, max: 10_100 })
      .map((bp) => bp / 100),
    pensionMethod: fc.constantFrom(
      "net-pay",
      "relief-at-source",
      "salary-sacrifice",
    ),
  },
  { requiredKeys: ["desiredNetPay"] },
);

describe("fastParseReverseInput", () => {
  it("takes the fast path for exactly the valid plausible inputs", () => {
    fc.assert(
      fc.property(plausible, (input) => {
        const fast = fastParseReverseInput(input);
        const slow = reverseInputSchema.safeParse(input);
        expect(fast !== null).toBe(slow.success);
        if (fast !== null) expect(fast).toEqual(slow.data);
      }),
      { numRuns: 2_000 },
    );
  });

  it("accepts only what the schema accepts, with the same output", () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...KEYS, "other"), anyValue),
        (input) => {
          const fast = fastParseReverseInput(input);
          const slow = reverseInputSchema.safeParse(input);
          if (fast !== null) {
            accepted += 1;
            expect(slow.success).toBe(true);
            expect(fast).toEqual(slow.data);
          } else if (slow.success) {
            // Declining is always safe, but a valid input should take the fast path.
            expect.unreachable(
              `fast path declined a valid input: ${JSON.stringify(input)}`,
            );
          }
        },
      ),
      { numRuns: 3_000 },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});
