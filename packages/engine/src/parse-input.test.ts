import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  compareSalariesInputSchema,
  contractorInputSchema,
  corporationTaxInputSchema,
  dividendTaxInputSchema,
  hourlyInputSchema,
  incomeTaxInputSchema,
  mortgageInputSchema,
  nationalInsuranceInputSchema,
  payslipsInputSchema,
  pensionInputSchema,
  reverseInputSchema,
  salaryInputSchema,
  studentLoanInputSchema,
} from "./index.js";
import { compileFastParser, compileFastParserWalker, inputParser } from "./parse-input.js";
import { ValidationError } from "./validation-error.js";

/** Values near every rule's edge, of the right and the wrong types. */
const money = fc.oneof(
  fc.integer({ min: 0, max: 20_000_000 }).map((pence) => pence / 100),
  fc.constantFrom(0, 0.1 + 0.2, 1e-9, -0.01, 100_000_000, 100_000_000.01),
  fc.double({ min: -10, max: 2e8 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, "40000", null),
);
const anything = fc.oneof(
  money,
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.constantFrom(
    "1257L",
    " s1257l m1 ",
    "K475",
    "SD2",
    "D2",
    "NT",
    "1257L/",
    "england",
    "scotland",
    "monthly",
    "plan2",
    "salary-sacrifice",
    "2024-25",
    "2026-27",
    "2027-28",
    7,
    "A",
  ),
);

/** Random objects over a schema's own keys (and one stranger), each key present or not. */
function inputsFor(schema: z.ZodObject): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(schema.shape);
  const entries = Object.fromEntries([...keys, "unknownField"].map((key) => [key, anything]));
  return fc.record(entries, { requiredKeys: [] });
}

const PUBLIC_INPUTS = {
  salaryInputSchema,
  reverseInputSchema,
  hourlyInputSchema,
  mortgageInputSchema,
  contractorInputSchema,
  corporationTaxInputSchema,
  dividendTaxInputSchema,
  incomeTaxInputSchema,
  nationalInsuranceInputSchema,
  studentLoanInputSchema,
  pensionInputSchema,
  payslipsInputSchema,
} as const;

/** One valid input per schema, with its required fields. */
const VALID_INPUTS: Record<string, Record<string, unknown>> = {
  salaryInputSchema: {
    grossSalary: 40_000,
    region: "scotland",
    taxCode: "S1257L M1",
  },
  reverseInputSchema: { desiredNetPay: 2_500, payFrequency: "monthly" },
  hourlyInputSchema: {
    hourlyRate: 19.23,
    hoursPerWeek: 40,
    weeksPerYear: 52,
    holidayWeeks: 4,
  },
  mortgageInputSchema: {
    annualIncome: 40_000,
    monthlyExpenses: 800,
    deposit: 40_000,
    interestRate: 4.5,
    mortgageTerm: 25,
  },
  contractorInputSchema: {
    employeeSalary: 40_000,
    contractorDailyRate: 300,
    contractorDaysPerYear: 220,
  },
  corporationTaxInputSchema: { profits: 100_000 },
  dividendTaxInputSchema: { nonSavingsIncome: 12_570, dividends: 30_000 },
  incomeTaxInputSchema: { taxablePay: 40_000 },
  nationalInsuranceInputSchema: { earnings: 40_000 },
  studentLoanInputSchema: { earnings: 40_000, plan: "plan2" },
  pensionInputSchema: { grossPay: 40_000, contribution: 5 },
  payslipsInputSchema: {
    grossSalary: 40_000,
    payFrequency: "monthly",
    taxCode: "1257L",
    region: "england",
    studentLoanPlan: "none",
    pensionContribution: 5,
    bonus: { amount: 5_000, period: 6 },
  },
};

describe("the fast check derived from each input schema", () => {
  it.each(Object.entries(PUBLIC_INPUTS))(
    "%s: vouches only for what zod accepts, with zod's output",
    (_name, schema) => {
      const fast = compileFastParser(schema);
      fc.assert(
        fc.property(inputsFor(schema), (input) => {
          const vouched = fast(input);
          if (vouched === undefined) return;
          expect(schema.parse(input)).toEqual(vouched);
        }),
        { numRuns: 1_500 },
      );
    },
  );

  it.each(Object.entries(PUBLIC_INPUTS))(
    "%s: the plan's walker (where generated code is not allowed) answers as the generated check does",
    (_name, schema) => {
      const generated = compileFastParser(schema);
      const walker = compileFastParserWalker(schema);
      fc.assert(
        fc.property(inputsFor(schema), (input) => {
          expect(walker(input)).toEqual(generated(input));
        }),
        { numRuns: 1_500 },
      );
      // And on a valid input, which both vouch for.
      const valid: unknown = VALID_INPUTS[_name];
      expect(schema.safeParse(valid).success).toBe(true);
      expect(walker(valid)).toEqual(schema.parse(valid));
      expect(generated(valid)).toEqual(schema.parse(valid));
    },
  );

  it("vouches for ordinary valid inputs, so the hot path never needs zod", () => {
    const salary = compileFastParser(salaryInputSchema);
    expect(
      salary({
        grossSalary: 52_000.5,
        payFrequency: "annual",
        region: "scotland",
        taxCode: "S1257L",
        studentLoanPlan: "plan4",
        pensionContribution: 5.25,
        pensionMethod: "salary-sacrifice",
        bonus: 1_000,
        taxYear: "2026-27",
      }),
    ).toEqual(
      salaryInputSchema.parse({
        grossSalary: 52_000.5,
        payFrequency: "annual",
        region: "scotland",
        taxCode: "S1257L",
        studentLoanPlan: "plan4",
        pensionContribution: 5.25,
        pensionMethod: "salary-sacrifice",
        bonus: 1_000,
        taxYear: "2026-27",
      }),
    );
    expect(compileFastParser(reverseInputSchema)({ desiredNetPay: 2_500 })).toEqual(
      reverseInputSchema.parse({ desiredNetPay: 2_500 }),
    );
    const comparison = {
      salaries: [{ grossSalary: 40_000 }, { grossSalary: 45_000, taxYear: "2024-25" }],
    };
    expect(compileFastParser(compareSalariesInputSchema)(comparison)).toEqual(
      compareSalariesInputSchema.parse(comparison),
    );
  });

  it("leaves cross-field rules to the schema's own checks (D2 outside Scotland)", () => {
    const fast = compileFastParser(salaryInputSchema);
    expect(fast({ grossSalary: 40_000, taxCode: "D2" })).toBeUndefined();
    expect(() => inputParser(salaryInputSchema)({ grossSalary: 40_000, taxCode: "D2" })).toThrow(
      ValidationError,
    );
  });

  it("reads only own enumerable keys: hidden own keys and keys a prototype lends are not fields", () => {
    const fast = compileFastParser(salaryInputSchema);
    const hidden = { grossSalary: 40_000 };
    Object.defineProperty(hidden, "taxCode", {
      value: "BR",
      enumerable: false,
    });
    // The fast check never sees a non-enumerable key (for…in), as ownData never copies one.
    expect(fast(hidden)?.taxCode).toBe("1257L");
    expect(inputParser(salaryInputSchema)(hidden).taxCode).toBe("1257L");
    const lent = Object.create({ taxCode: "BR" }) as Record<string, unknown>;
    lent.grossSalary = 40_000;
    expect(fast(lent)).toBeUndefined();
    expect(inputParser(salaryInputSchema)(lent).taxCode).toBe("1257L");
    const bare = Object.create(null) as Record<string, unknown>;
    bare.grossSalary = 40_000;
    bare.taxCode = "K475";
    expect(fast(bare)).toEqual(salaryInputSchema.parse(bare));
  });

  it("remembers matching text without changing any answer", () => {
    const fast = compileFastParser(salaryInputSchema);
    for (let round = 0; round < 3; round += 1) {
      for (let n = 0; n < 600; n += 1) {
        expect(fast({ grossSalary: 1, taxCode: `${String(n)}L` })?.taxCode).toBe(`${String(n)}L`);
      }
      expect(fast({ grossSalary: 1, taxCode: "1257Q" })).toBeUndefined();
      expect(fast({ grossSalary: 1, taxCode: " " })).toBeUndefined();
    }
  });

  it("refuses, at load time, a schema whose rules it cannot reproduce", () => {
    expect(() =>
      compileFastParser(z.strictObject({ a: z.number().refine((value) => value > 1) })),
    ).toThrow(/cannot reproduce/);
    expect(() => compileFastParser(z.object({ a: z.number() }))).toThrow(/strict/);
  });
});
