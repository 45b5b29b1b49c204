import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PENSION_METHODS, REGIONS, STUDENT_LOAN_PLANS } from "../enumerations.js";
import { ValidationError } from "../validation-error.js";
import { calculateSalary } from "./take-home.js";
import { salaryResultSchema } from "./take-home.schema.js";
import type { SalaryInput } from "./take-home.schema.js";

describe("calculateSalary", () => {
  it("£40,000 England 1257L: tax £5,486.00, NI £2,194.40, net £32,319.60", () => {
    const result = calculateSalary({
      grossSalary: 40_000,
      payFrequency: "annual",
      region: "england",
      taxCode: "1257L",
    });
    expect(result).toMatchObject({
      grossAnnual: 40_000,
      incomeTax: 5_486,
      nationalInsurance: 2_194.4,
      studentLoan: 0,
      pension: 0,
      netAnnual: 32_319.6,
      netMonthly: 2_693.3, // 32,319.60 / 12
      netWeekly: 621.53, // 32,319.60 / 52 = 621.5307…
      personalAllowance: 12_570,
      taxableIncome: 27_430,
      employerNationalInsurance: 5_250, // (40,000 − 5,000) × 15%
      effectiveTaxRate: 0.19201, // 7,680.40 / 40,000
      marginalRate: 0.28, // 20% tax + 8% NI
    });
    expect(salaryResultSchema.parse(result)).toEqual(result);
  });

  it("counts a loan in the marginal rate from its threshold itself, as income tax and NI do", () => {
    // Plan 2's 2025/26 threshold is £28,470 (GOV.UK, "Repaying your student loan"): at £28,470
    // the next pound is repaid at 9 %, besides 20 % tax and 8 % NI; a pound below, it is not.
    const at = calculateSalary({ grossSalary: 28_470, studentLoanPlan: "plan2" });
    expect(at.studentLoan).toBe(0);
    expect(at.marginalRate).toBe(0.37);
    const below = calculateSalary({ grossSalary: 28_469, studentLoanPlan: "plan2" });
    expect(below.marginalRate).toBe(0.28);
    // And the allowance's own edge: at £12,570 the next pound is taxed at 20 % (NI from £12,570 too).
    expect(calculateSalary({ grossSalary: 12_570 }).marginalRate).toBe(0.28);
  });

  it("annualises pay frequencies: monthly × 12, weekly × 52, daily × 260", () => {
    const annual = calculateSalary({ grossSalary: 31_200 }).netAnnual;
    expect(calculateSalary({ grossSalary: 2_600, payFrequency: "monthly" }).netAnnual).toBe(annual);
    expect(calculateSalary({ grossSalary: 600, payFrequency: "weekly" }).netAnnual).toBe(annual);
    expect(calculateSalary({ grossSalary: 120, payFrequency: "daily" }).netAnnual).toBe(annual);
  });

  it("adds bonus and overtime to gross pay", () => {
    // 36,000 + 4,000 = 40,000
    expect(calculateSalary({ grossSalary: 36_000, overtime: 4_000 }).netAnnual).toBe(32_319.6);
    // 36,000 + 3,000 bonus + 1,000 overtime: tax as on 40,000 (5,486); NI with the bonus in one
    // month: 37,000 / 12 = 3,083.33 (the twelfth 3,083.37): (3,083.33 − 1,048) × 8 % = 162.8264
    // → 162.83 (× 11, the twelfth too); bonus month 6,083.33: 251.28 + (6,083.33 − 4,189) × 2 %
    // = 37.8866 → 37.89: NI 2,080.30; net 40,000 − 5,486 − 2,080.30 = 32,433.70.
    expect(calculateSalary({ grossSalary: 36_000, bonus: 3_000, overtime: 1_000 })).toMatchObject({
      incomeTax: 5_486,
      nationalInsurance: 2_080.3,
      netAnnual: 32_433.7,
    });
  });

  it("taxes benefits in kind without NI and without cash", () => {
    // tax on 42,000: 29,430 × 20% = 5,886; NI on 40,000 = 2,194.40; net 40,000 − 8,080.40
    expect(calculateSalary({ grossSalary: 40_000, benefitsInKind: 2_000 })).toMatchObject({
      incomeTax: 5_886,
      nationalInsurance: 2_194.4,
      netAnnual: 31_919.6,
    });
  });

  it("childcare vouchers: exempt up to £2,860 a year, the excess taxed as pay", () => {
    // £2,860 of vouchers: tax on 37,140 = 24,570 × 20% = 4,914; NI 24,570 × 8% = 1,965.60
    // cash net = 40,000 − 2,860 − 4,914 − 1,965.60 = 30,260.40
    expect(calculateSalary({ grossSalary: 40_000, childcareVouchers: 2_860 })).toMatchObject({
      incomeTax: 4_914,
      nationalInsurance: 1_965.6,
      childcareVouchers: 2_860,
      netAnnual: 30_260.4,
    });
    // £3,860: the £1,000 excess is taxed like pay, so tax and NI are those of £2,860
    expect(calculateSalary({ grossSalary: 40_000, childcareVouchers: 3_860 })).toMatchObject({
      incomeTax: 4_914,
      nationalInsurance: 1_965.6,
      netAnnual: 29_260.4,
    });
  });

  it("pension net pay: before tax, not before NI", () => {
    // 5% of 40,000 = 2,000; tax (38,000 − 12,570) × 20% = 5,086; NI 2,194.40; net 40,000 − 9,280.40
    expect(calculateSalary({ grossSalary: 40_000, pensionContribution: 5 })).toMatchObject({
      incomeTax: 5_086,
      nationalInsurance: 2_194.4,
      pension: 2_000,
      netAnnual: 30_719.6,
    });
  });

  it("pension salary sacrifice: before tax and NI (and the student loan)", () => {
    // 38,000 NI-able: NI 25,430 × 8% = 2,034.40; plan 2 (38,000 − 28,470) × 9% = 857.70
    expect(
      calculateSalary({
        grossSalary: 40_000,
        pensionContribution: 5,
        pensionMethod: "salary-sacrifice",
        studentLoanPlan: "plan2",
      }),
    ).toMatchObject({
      incomeTax: 5_086,
      nationalInsurance: 2_034.4,
      studentLoan: 857.7,
      pension: 2_000,
      netAnnual: 30_021.9,
    });
  });

  it("pension relief at source: paid from net pay at 80%, relief added to the pot", () => {
    // 2,000 gross contribution: the employee pays 1,600; tax and NI as without a pension
    expect(
      calculateSalary({
        grossSalary: 40_000,
        pensionContribution: 5,
        pensionMethod: "relief-at-source",
      }),
    ).toMatchObject({
      incomeTax: 5_486,
      pension: 1_600,
      pensionTaxRelief: 400,
      netAnnual: 30_719.6,
    });
  });

  it("student loans use the annual threshold on gross pay", () => {
    // plan 1: (40,000 − 26,065) × 9% = 1,254.15
    expect(calculateSalary({ grossSalary: 40_000, studentLoanPlan: "plan1" }).studentLoan).toBe(
      1_254.15,
    );
    // postgraduate: (40,000 − 21,000) × 6% = 1,140
    expect(
      calculateSalary({ grossSalary: 40_000, studentLoanPlan: "postgraduate" }).studentLoan,
    ).toBe(1_140);
    expect(calculateSalary({ grossSalary: 25_000, studentLoanPlan: "plan5" }).studentLoan).toBe(0);
  });

  it("Scotland by region or S prefix", () => {
    const byRegion = calculateSalary({
      grossSalary: 40_000,
      region: "scotland",
    });
    // 537.13 + 2,418.80 + (27,430 − 14,921) × 21% (2,626.89) = 5,582.82
    expect(byRegion.incomeTax).toBe(5_582.82);
    expect(
      calculateSalary({
        grossSalary: 40_000,
        region: "scotland",
        taxCode: "S1257L",
      }).incomeTax,
    ).toBe(5_582.82);
  });

  it("rounds each figure on its own, half-up, and the figures add up exactly", () => {
    // Pension 3.33 % of £33,333.33 = 1,109.999889 → 1,110.00; tax (33,333.33 − 1,109.999889 −
    // 12,570) × 20 % = 3,930.6660222 → 3,930.67; NI (33,333.33 − 12,570) × 8 % = 1,661.0664 →
    // 1,661.07; plan 2 (33,333.33 − 28,470) × 9 % = 437.6997 → 437.70; net 33,333.33 − 7,139.44
    // = 26,193.89.
    const result = calculateSalary({
      grossSalary: 33_333.33,
      pensionContribution: 3.33,
      studentLoanPlan: "plan2",
    });
    expect(result).toMatchObject({
      pension: 1_110,
      incomeTax: 3_930.67,
      nationalInsurance: 1_661.07,
      studentLoan: 437.7,
      netAnnual: 26_193.89,
    });
    const deductions =
      result.incomeTax + result.nationalInsurance + result.studentLoan + result.pension;
    expect(Math.round((result.grossAnnual - deductions) * 100)).toBe(
      Math.round(result.netAnnual * 100),
    );
  });

  it("Scotland £97,047.36, postgraduate loan, 5 %: NI is its own exact value rounded (£3,951.55)", () => {
    // NI 8 % × (50,270 − 12,570) + 2 % × (97,047.36 − 50,270) = 3,016 + 935.5472 = 3,951.5472 →
    // 3,951.55 (a running total rounded before it made it 3,951.54). Postgraduate loan 6 % ×
    // (97,047.36 − 21,000) = 4,562.8416 → 4,562.84; pension 5 % = 4,852.368 → 4,852.37.
    const result = calculateSalary({
      grossSalary: 97_047.36,
      region: "scotland",
      studentLoanPlan: "postgraduate",
      pensionContribution: 5,
    });
    expect(result).toMatchObject({
      nationalInsurance: 3_951.55,
      studentLoan: 4_562.84,
      pension: 4_852.37,
    });
  });

  it("throws a ValidationError listing every issue", () => {
    try {
      calculateSalary({
        grossSalary: -5,
        taxCode: "",
        pensionContribution: 101,
        extra: true,
      } as unknown as SalaryInput);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      const validation = error as ValidationError;
      expect(validation.name).toBe("ValidationError");
      expect(validation.issues).toEqual(
        expect.arrayContaining([
          { path: ["grossSalary"], message: "Salary must be positive" },
          { path: ["taxCode"], message: "Tax code is required" },
          {
            path: ["pensionContribution"],
            message: "Pension contribution must be between 0% and 100%",
          },
          { path: ["extra"], message: 'Unknown field "extra" in Salary input' },
        ]),
      );
      expect(validation.message).toContain("grossSalary: Salary must be positive");
    }
  });
});

const salaryArbitrary = fc.record({
  grossPence: fc.integer({ min: 0, max: 30_000_000 }),
  region: fc.constantFrom(...REGIONS),
  scottishPrefix: fc.boolean(),
  studentLoanPlan: fc.constantFrom(...STUDENT_LOAN_PLANS),
  pensionContribution: fc.integer({ min: 0, max: 2_000 }).map((bp) => bp / 100),
  pensionMethod: fc.constantFrom(...PENSION_METHODS),
});

type Arbitrary = typeof salaryArbitrary extends fc.Arbitrary<infer T> ? T : never;

function inputOf(value: Arbitrary, grossPence = value.grossPence): SalaryInput {
  return {
    grossSalary: grossPence / 100,
    // An S prefix goes with region scotland (README, Tax codes).
    region: value.scottishPrefix ? "scotland" : value.region,
    taxCode: value.scottishPrefix ? "S1257L" : "1257L",
    studentLoanPlan: value.studentLoanPlan,
    pensionContribution: value.pensionContribution,
    pensionMethod: value.pensionMethod,
  };
}

describe("properties", () => {
  it("net ≤ gross; tax, NI and loans never negative; every output finite", () => {
    fc.assert(
      fc.property(salaryArbitrary, (value) => {
        const result = calculateSalary(inputOf(value));
        return (
          result.netAnnual <= result.grossAnnual &&
          result.incomeTax >= 0 &&
          result.nationalInsurance >= 0 &&
          result.studentLoan >= 0 &&
          result.pension >= 0 &&
          Object.values({ ...result, ...result.childcareSupport }).every(
            (field) =>
              typeof field === "string" ||
              typeof field === "boolean" ||
              Array.isArray(field) ||
              typeof field === "object" ||
              Number.isFinite(field),
          )
        );
      }),
    );
  });

  it("the lines add up: gross − vouchers − tax − NI − loans − pension = net, to the penny", () => {
    fc.assert(
      fc.property(salaryArbitrary, fc.integer({ min: 0, max: 300_000 }), (value, vouchersPence) => {
        const input = inputOf(value);
        fc.pre(
          vouchersPence / 100 + (input.grossSalary * (input.pensionContribution ?? 0)) / 100 <=
            input.grossSalary,
        );
        const result = calculateSalary({
          ...input,
          childcareVouchers: vouchersPence / 100,
        });
        const pence = (pounds: number) => Math.round(pounds * 100);
        return (
          pence(result.grossAnnual) -
            pence(result.childcareVouchers) -
            pence(result.incomeTax) -
            pence(result.nationalInsurance) -
            pence(result.studentLoan) -
            pence(result.pension) ===
          pence(result.netAnnual)
        );
      }),
      { numRuns: 1_000 },
    );
  });

  // Each figure rounds on its own, so net (gross less four rounded figures) stands within 2p of
  // the exact net, which never falls while the allowance is unchanged: net can fall by at most 3p.
  it("net falls by at most 3p as gross rises (1p and larger steps) while the allowance is unchanged", () => {
    fc.assert(
      fc.property(
        salaryArbitrary,
        fc.integer({ min: 1, max: 500_000 }),
        fc.boolean(),
        (value, rawStep, onePenny) => {
          const step = onePenny ? 1 : rawStep;
          const low = calculateSalary(inputOf(value));
          const high = calculateSalary(inputOf(value, value.grossPence + step));
          return (
            low.personalAllowance !== high.personalAllowance ||
            high.netAnnual >= low.netAnnual - 0.03
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it("in the 60% band net rises 1p at a time except where the allowance loses a pound, and over every £2", () => {
    fc.assert(
      fc.property(fc.integer({ min: 9_999_000, max: 12_600_000 }), (pence) => {
        const at = (p: number) => calculateSalary({ grossSalary: p / 100 });
        const low = at(pence);
        const next = at(pence + 1);
        const twoPoundsOn = at(pence + 200);
        const sameAllowance = low.personalAllowance === next.personalAllowance;
        // A dip is at most the tax on £1 of allowance at 40 %, plus up to 3p of rounding (each
        // figure rounded on its own).
        const dipOk = sameAllowance
          ? next.netAnnual >= low.netAnnual - 0.03
          : low.netAnnual - next.netAnnual <= 0.43 + 1e-9;
        return dipOk && twoPoundsOn.netAnnual > low.netAnnual;
      }),
      { numRuns: 500 },
    );
  });

  it("net never falls over steps of £2 or more, taper band included", () => {
    // The allowance is lost in whole pounds (£1 per £2 of income over £100,000), so a £1 step can
    // raise taxable pay by £2: in Scotland with plan 2, tax +£0.90, NI +£0.02, loan +£0.09, net
    // −£0.01. Over £2 the exact net rises by at least 2 − 3 × 0.45 − 2 × (0.02 + 0.09) = £0.43,
    // more than the 4p the rounding of four figures can take back.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: 2, max: 50_000 }),
        fc.constantFrom("england", "scotland"),
        fc.constantFrom("none", "plan2", "postgraduate"),
        (pounds, step, region, studentLoanPlan) => {
          const low = calculateSalary({
            grossSalary: pounds,
            region,
            studentLoanPlan,
          });
          const high = calculateSalary({
            grossSalary: pounds + step,
            region,
            studentLoanPlan,
          });
          return high.netAnnual >= low.netAnnual;
        },
      ),
      { numRuns: 1_000 },
    );
    for (let pounds = 99_990; pounds <= 125_150; pounds += 1) {
      const low = calculateSalary({ grossSalary: pounds, region: "scotland" });
      const high = calculateSalary({
        grossSalary: pounds + 1,
        region: "scotland",
      });
      expect(high.netAnnual).toBeGreaterThanOrEqual(low.netAnnual);
    }
    // 26,000 calculations: generous on a loaded 2-core CI machine.
  }, 30_000);

  it("net falls by at most 3p across 1p steps at every band and threshold edge (allowance unchanged)", () => {
    const edges = [
      5_000, 12_570, 21_000, 25_000, 26_065, 28_470, 32_745, 15_397, 27_491, 43_662, 50_270, 75_000,
      125_140, 150_000,
    ];
    for (const region of ["england", "scotland"] as const) {
      for (const studentLoanPlan of [
        "none",
        "plan1",
        "plan2",
        "plan4",
        "plan5",
        "postgraduate",
      ] as const) {
        for (const edge of edges) {
          let previous = calculateSalary({
            grossSalary: (edge * 100 - 4) / 100,
            region,
            studentLoanPlan,
          });
          for (let pence = edge * 100 - 3; pence <= edge * 100 + 3; pence += 1) {
            const result = calculateSalary({
              grossSalary: pence / 100,
              region,
              studentLoanPlan,
            });
            if (result.personalAllowance === previous.personalAllowance) {
              expect(result.netAnnual).toBeGreaterThanOrEqual(previous.netAnnual - 0.03 - 1e-9);
            }
            previous = result;
          }
        }
      }
    }
  });
});
