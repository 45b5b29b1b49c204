import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  compareSalariesInputSchema,
  contractorInputSchema,
  corporationTaxInputSchema,
  dividendTaxInputSchema,
  hourlyInputSchema,
  incomeTaxInputSchema,
  mortgageInputSchema,
  nationalInsuranceInputSchema,
  pensionInputSchema,
  reverseInputSchema,
  salaryInputSchema,
  studentLoanInputSchema,
} from "./index.js";
import { payslipsInputSchema } from "./payroll/index.js";
import { parseInput } from "./parse-input.js";
import { toValidationIssues, ValidationError } from "./validation-error.js";

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

/** What zod itself answers for an input: its output, or the issues parseInput would throw. */
function zodAnswer(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  return result.success ? result.data : toValidationIssues(result.error.issues);
}

/** What parseInput answers: its output, or the issues of the ValidationError it throws. */
function parseInputAnswer(schema: z.ZodType, input: unknown): unknown {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (error instanceof ValidationError) return error.issues;
    throw error;
  }
}

describe("parseInput: each input validated by its zod schema", () => {
  it.each(Object.entries(PUBLIC_INPUTS))(
    "%s: answers as the schema's safeParse does (its output, or its issues as a ValidationError)",
    (name, schema) => {
      fc.assert(
        fc.property(inputsFor(schema), (input) => {
          expect(parseInputAnswer(schema, input)).toEqual(zodAnswer(schema, input));
        }),
        { numRuns: 300 },
      );
      const valid: unknown = VALID_INPUTS[name];
      expect(schema.safeParse(valid).success).toBe(true);
      expect(parseInput(schema, valid)).toEqual(schema.parse(valid));
    },
  );

  it("fills in the schema's defaults for an ordinary valid input", () => {
    expect(
      parseInput(salaryInputSchema, {
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
    const reverse = parseInput(reverseInputSchema, { desiredNetPay: 2_500 });
    expect(reverse).toEqual(reverseInputSchema.parse({ desiredNetPay: 2_500 }));
    expect(reverse.payFrequency).toBe("annual");
    const comparison = {
      salaries: [{ grossSalary: 40_000 }, { grossSalary: 45_000, taxYear: "2024-25" }],
    };
    expect(parseInput(compareSalariesInputSchema, comparison)).toEqual(
      compareSalariesInputSchema.parse(comparison),
    );
  });

  it("runs the schema's rules across fields (D2 outside Scotland)", () => {
    expect(() => parseInput(salaryInputSchema, { grossSalary: 40_000, taxCode: "D2" })).toThrow(
      ValidationError,
    );
    expect(
      parseInput(salaryInputSchema, { grossSalary: 40_000, taxCode: "D2", region: "scotland" })
        .taxCode,
    ).toBe("D2");
  });

  it("reads only own enumerable keys: hidden own keys and keys a prototype lends are not fields", () => {
    const hidden = { grossSalary: 40_000 };
    Object.defineProperty(hidden, "taxCode", {
      value: "BR",
      enumerable: false,
    });
    expect(parseInput(salaryInputSchema, hidden).taxCode).toBe("1257L");
    const lent = Object.create({ taxCode: "BR" }) as Record<string, unknown>;
    lent.grossSalary = 40_000;
    expect(parseInput(salaryInputSchema, lent).taxCode).toBe("1257L");
    // Zod alone would read the lent field.
    expect(salaryInputSchema.parse(lent).taxCode).toBe("BR");
    const bare = Object.create(null) as Record<string, unknown>;
    bare.grossSalary = 40_000;
    bare.taxCode = "K475";
    expect(parseInput(salaryInputSchema, bare)).toEqual(salaryInputSchema.parse(bare));
    const nested = Object.create({ bonus: 5_000 }) as Record<string, unknown>;
    nested.grossSalary = 40_000;
    expect(parseInput(compareSalariesInputSchema, { salaries: [nested] }).salaries[0]?.bonus).toBe(
      0,
    );
  });

  it("a key Object.prototype lends is neither a field nor an unknown field", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    try {
      prototype.bonus = 100_000;
      prototype.bonsu = 1;
      expect(parseInput(salaryInputSchema, { grossSalary: 40_000 }).bonus).toBe(0);
      expect(parseInput(reverseInputSchema, { desiredNetPay: 2_500 }).desiredNetPay).toBe(2_500);
    } finally {
      delete prototype.bonus;
      delete prototype.bonsu;
    }
    expect("bonus" in {}).toBe(false);
  });

  it("accepts every allowance code's text and refuses what is not a tax code", () => {
    for (let n = 0; n < 600; n += 1) {
      expect(
        parseInput(salaryInputSchema, { grossSalary: 1, taxCode: `${String(n)}L` }).taxCode,
      ).toBe(`${String(n)}L`);
    }
    expect(() => parseInput(salaryInputSchema, { grossSalary: 1, taxCode: "1257Q" })).toThrow(
      ValidationError,
    );
    expect(() => parseInput(salaryInputSchema, { grossSalary: 1, taxCode: " " })).toThrow(
      ValidationError,
    );
  });
});
