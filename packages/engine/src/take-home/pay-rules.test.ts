/**
 * The pay rules of the take-home (each fails on the engine before them): childcare vouchers by
 * rate band, a bonus's NI in one earnings period, a plan and a postgraduate loan together, NI
 * categories, pensions on qualifying earnings with an employer contribution, employer Class 1A,
 * deductions that would exceed pay, and inputs read from their own properties only. Expected
 * figures are worked out by hand (arithmetic in each comment), never by the code under test.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateSalary,
  compareSalaries,
  getTaxYear,
  reverseCalculate,
  salaryInputSchema,
  TAX_YEAR_IDS,
  ValidationError,
} from "../index.js";
import { calculatePayslips } from "../payroll/index.js";
import type { SalaryInput } from "../index.js";
import { parseInput } from "../parse-input.js";

const ITEPA_270A =
  "https://www.legislation.gov.uk/ukpga/2003/1/section/270A; https://www.gov.uk/hmrc-internal-manuals/employment-income-manual/eim16056";
const SSCR_REG_8 =
  "https://www.legislation.gov.uk/uksi/2001/1004/regulation/8; https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026";

function refusal(run: () => unknown): ValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe(`childcare vouchers by rate band (${ITEPA_270A})`, () => {
  it("£160,000 with £2,860 of vouchers, joined after 5 April 2011: £1,300 exempt (£25 × 52)", () => {
    // Relevant earnings £160,000 ≥ £150,000: no allowance deducted; above the higher rate limit
    // £125,140 → additional rate: £25 × 52 = £1,300 exempt, the other £1,560 taxed as pay.
    // Taxable pay 160,000 − 1,300 = 158,700 (allowance tapered to 0): 37,700 × 20 % (7,540) +
    // 87,440 × 40 % (34,976) + 33,560 × 45 % (15,102) = 57,618. NI on 158,700: 37,700 × 8 %
    // (3,016) + 108,430 × 2 % (2,168.60) = 5,184.60. Net 160,000 − 2,860 − 57,618 − 5,184.60
    // = 94,337.40.
    const result = calculateSalary({
      grossSalary: 160_000,
      childcareVouchers: 2_860,
    });
    expect(result).toMatchObject({
      childcareVouchers: 2_860,
      childcareVouchersExempt: 1_300,
      incomeTax: 57_618,
      nationalInsurance: 5_184.6,
      netAnnual: 94_337.4,
    });
    for (const taxYear of TAX_YEAR_IDS)
      expect(
        calculateSalary({
          grossSalary: 160_000,
          childcareVouchers: 2_860,
          taxYear,
        }).childcareVouchersExempt,
      ).toBe(1_300);
  });

  it("joined before 6 April 2011: £55 a week (£2,860) whatever the band", () => {
    // Taxable 157,140: 7,540 + 34,976 + 32,000 × 45 % (14,400) = 56,916; NI 3,016 + 106,870 × 2 %
    // (2,137.40) = 5,153.40; net 160,000 − 2,860 − 56,916 − 5,153.40 = 95,070.60.
    expect(
      calculateSalary({
        grossSalary: 160_000,
        childcareVouchers: 2_860,
        childcareVouchersBefore2011: true,
      }),
    ).toMatchObject({
      childcareVouchersExempt: 2_860,
      incomeTax: 56_916,
      nationalInsurance: 5_153.4,
      netAnnual: 95_070.6,
    });
  });

  it("the basic earnings assessment: salary + benefits − pension − £12,570 against £37,700 and £125,140", () => {
    const exempt = (input: Partial<SalaryInput>) =>
      calculateSalary({ grossSalary: 0, childcareVouchers: 3_000, ...input })
        .childcareVouchersExempt;
    // 50,270 − 12,570 = 37,700: not above the basic rate limit → £2,860; 1p more → £28 × 52.
    expect(exempt({ grossSalary: 50_270 })).toBe(2_860);
    expect(exempt({ grossSalary: 50_270.01 })).toBe(1_456);
    // 60,000 − 12,570 = 47,430 → higher; less a 20 % pension (12,000): 35,430 → basic.
    expect(exempt({ grossSalary: 60_000 })).toBe(1_456);
    expect(exempt({ grossSalary: 60_000, pensionContribution: 20 })).toBe(2_860);
    // A bonus and overtime are not contractual earnings: 45,000 + 20,000 bonus stays basic.
    expect(exempt({ grossSalary: 45_000, bonus: 20_000 })).toBe(2_860);
    // Benefits in kind count: 45,000 + 10,000 − 12,570 = 42,430 → higher.
    expect(exempt({ grossSalary: 45_000, benefitsInKind: 10_000 })).toBe(1_456);
    // 140,000 − 12,570 = 127,430 > 125,140 → additional.
    expect(exempt({ grossSalary: 140_000 })).toBe(1_300);
  });

  it("publishes weekly, monthly and annual (× 52) exemptions per band in every year", () => {
    for (const taxYear of TAX_YEAR_IDS) {
      const { byBand } = getTaxYear(taxYear).childcareVouchers;
      expect(byBand.basic).toEqual({ weekly: 55, monthly: 243, annual: 2_860 });
      expect(byBand.higher).toEqual({
        weekly: 28,
        monthly: 124,
        annual: 1_456,
      });
      expect(byBand.additional).toEqual({
        weekly: 25,
        monthly: 110,
        annual: 1_300,
      });
    }
  });
});

describe(`a bonus's NI in one earnings period (${SSCR_REG_8})`, () => {
  it("£40,000 + £10,000 bonus, England 2025/26: NI £2,445.30, as the payslips deduct it", () => {
    // Months: 40,000 / 12 = 3,333.33 (the twelfth 3,333.37). Each: (3,333.33 − 1,048) × 8 % =
    // 182.8264 → 182.83 (HMRC's rounding; the twelfth 182.8296 → 182.83). Bonus month 13,333.33:
    // (4,189 − 1,048) × 8 % = 251.28 + (13,333.33 − 4,189) × 2 % = 182.8866 → 182.89.
    // 11 × 182.83 + 251.28 + 182.89 = 2,445.30 (annually it would be 2,994.40).
    // Employer: (3,333.33 − 417) × 15 % = 437.4495 → 437.449 → 437.45 (10 months); the twelfth
    // 2,916.37 × 15 % = 437.4555 → 437.455 → 437.45 (a third decimal of 5 rounds down); the bonus
    // month 12,916.33 × 15 % = 1,937.4495 → 1,937.45: 4,374.50 + 437.45 + 1,937.45 = 6,749.40.
    const result = calculateSalary({ grossSalary: 40_000, bonus: 10_000 });
    expect(result.nationalInsurance).toBe(2_445.3);
    expect(result.notes).toContain("bonus-ni-one-period");
    const payslips = calculatePayslips({
      grossSalary: 40_000,
      payFrequency: "monthly",
      taxCode: "1257L",
      region: "england",
      studentLoanPlan: "none",
      pensionContribution: 0,
      bonus: { amount: 10_000, period: 6 },
    });
    expect(payslips.totals.employeeNI).toBe(2_445.3);
    expect(result.employerNationalInsurance).toBe(6_749.4);
    expect(payslips.totals.employerNI).toBe(6_749.4);
    // The same monthly thresholds and employee rates in 2024/25 and 2026/27.
    for (const taxYear of TAX_YEAR_IDS)
      expect(
        calculateSalary({ grossSalary: 40_000, bonus: 10_000, taxYear }).nationalInsurance,
      ).toBe(2_445.3);
    // Income tax stays annual: (50,000 − 12,570) × 20 % = 7,486.
    expect(result.incomeTax).toBe(7_486);
  });

  it("weekly (and daily) pay: the bonus in one week", () => {
    // 769.23 × 52 = 39,999.96 a year: weeks of 769.23 (the 52nd too). Each (769.23 − 242) × 8 %
    // = 42.1784 → 42.18; bonus week 10,769.23: (967 − 242) × 8 % = 58 + (10,769.23 − 967) × 2 %
    // = 196.0446 → 196.04: 51 × 42.18 + 254.04 = 2,405.22.
    expect(
      calculateSalary({
        grossSalary: 769.23,
        payFrequency: "weekly",
        bonus: 10_000,
      }).nationalInsurance,
    ).toBe(2_405.22);
    // Daily pay annualises as 260 days: £153.846 is not pence, so £150 a day = 39,000 a year:
    // weeks of 750: (750 − 242) × 8 % = 40.64; bonus week 10,750: 58 + 9,783 × 2 % = 195.66:
    // 51 × 40.64 + 253.66 = 2,326.30.
    expect(
      calculateSalary({
        grossSalary: 150,
        payFrequency: "daily",
        bonus: 10_000,
      }).nationalInsurance,
    ).toBe(2_326.3);
  });
});

describe("a plan and a postgraduate loan together (https://www.gov.uk/repaying-your-student-loan/what-you-pay)", () => {
  it("£40,000 with plan 2 and a postgraduate loan: both, each over its own threshold", () => {
    // 2025/26: plan 2 (40,000 − 28,470) × 9 % = 1,037.70; postgraduate (40,000 − 21,000) × 6 %
    // = 1,140; together 2,177.70.
    const result = calculateSalary({
      grossSalary: 40_000,
      studentLoanPlan: "plan2",
      postgraduateLoan: true,
    });
    expect(result.studentLoan).toBe(2_177.7);
    expect(result.postgraduateLoan).toBe(1_140);
    // 2024/25: plan 2 (40,000 − 27,295) × 9 % = 1,143.45 + 1,140 = 2,283.45.
    // 2026/27: plan 2 (40,000 − 29,385) × 9 % = 955.35 + 1,140 = 2,095.35.
    const loans = (taxYear: "2024-25" | "2026-27") =>
      calculateSalary({
        grossSalary: 40_000,
        studentLoanPlan: "plan2",
        postgraduateLoan: true,
        taxYear,
      }).studentLoan;
    expect(loans("2024-25")).toBe(2_283.45);
    expect(loans("2026-27")).toBe(2_095.35);
  });

  it("studentLoanPlan 'postgraduate' still means the postgraduate loan alone (flag or not)", () => {
    for (const postgraduateLoan of [false, true])
      expect(
        calculateSalary({
          grossSalary: 40_000,
          studentLoanPlan: "postgraduate",
          postgraduateLoan,
        }),
      ).toMatchObject({ studentLoan: 1_140, postgraduateLoan: 1_140 });
  });
});

describe("NI categories (https://www.gov.uk/national-insurance-rates-letters/category-letters)", () => {
  const at = (
    grossSalary: number,
    niCategory: SalaryInput["niCategory"],
    taxYear: SalaryInput["taxYear"] = "2025-26",
  ) => calculateSalary({ grossSalary, niCategory, taxYear });

  it("C (over State Pension age): no employee NI, employer NI still due", () => {
    // Employer (40,000 − 5,000) × 15 % = 5,250; 2024/25 (40,000 − 9,100) × 13.8 % = 4,264.20.
    expect(at(40_000, "C")).toMatchObject({
      nationalInsurance: 0,
      employerNationalInsurance: 5_250,
    });
    expect(at(40_000, "C", "2024-25").employerNationalInsurance).toBe(4_264.2);
    // Net: 40,000 − 5,486 tax = 34,514.
    expect(at(40_000, "C").netAnnual).toBe(34_514);
  });

  it("B, J, H, M, V and Z at their rates", () => {
    // B: 27,430 × 1.85 % = 507.455 → 507.46. J: 27,430 × 2 % = 548.60.
    expect(at(40_000, "B").nationalInsurance).toBe(507.46);
    expect(at(40_000, "J").nationalInsurance).toBe(548.6);
    // H, M, V: employer 0 % up to the £50,270 upper secondary thresholds; at £60,000
    // (60,000 − 50,270) × 15 % = 1,459.50 (2024/25: × 13.8 % = 1,342.74); employee as A.
    for (const category of ["H", "M", "V"] as const) {
      expect(at(40_000, category)).toMatchObject({
        nationalInsurance: 2_194.4,
        employerNationalInsurance: 0,
      });
      expect(at(60_000, category).employerNationalInsurance).toBe(1_459.5);
      expect(at(60_000, category, "2024-25").employerNationalInsurance).toBe(1_342.74);
    }
    // Z: employee 2 % (548.60 at £40,000), employer as M.
    expect(at(40_000, "Z")).toMatchObject({
      nationalInsurance: 548.6,
      employerNationalInsurance: 0,
    });
  });
});

describe("pensions on qualifying earnings, the employer's contribution and Class 1A", () => {
  it("£40,000, 5 % of qualifying earnings (£6,240–£50,270), employer 3 %", () => {
    // https://www.thepensionsregulator.gov.uk/en/employers/managing-a-scheme/automatic-enrolment-earnings-thresholds
    // QE 40,000 − 6,240 = 33,760: employee 5 % = 1,688 (net pay), employer 3 % = 1,012.80.
    // Tax (40,000 − 1,688 − 12,570) × 20 % = 5,148.40; NI 2,194.40; net 40,000 − 5,148.40 −
    // 2,194.40 − 1,688 = 30,969.20. Employer cost 40,000 + 5,250 + 1,012.80 = 46,262.80.
    const result = calculateSalary({
      grossSalary: 40_000,
      pensionContribution: 5,
      pensionBasis: "qualifying-earnings",
      employerPensionContribution: 3,
    });
    expect(result).toMatchObject({
      pension: 1_688,
      incomeTax: 5_148.4,
      netAnnual: 30_969.2,
      employerPension: 1_012.8,
      employerCost: 46_262.8,
    });
    // The band caps it: at £60,000, 5 % × 44,030 = 2,201.50 (the same band every year).
    for (const taxYear of TAX_YEAR_IDS)
      expect(
        calculateSalary({
          grossSalary: 60_000,
          pensionContribution: 5,
          pensionBasis: "qualifying-earnings",
          taxYear,
        }).pension,
      ).toBe(2_201.5);
  });

  it("employer Class 1A on benefits in kind: 15 % (13.8 % in 2024/25), in the employer's cost", () => {
    // https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026
    // £2,000 × 15 % = 300; cost 40,000 + 5,250 + 300 = 45,550. 2024/25: × 13.8 % = 276.
    expect(calculateSalary({ grossSalary: 40_000, benefitsInKind: 2_000 })).toMatchObject({
      employerClass1ANationalInsurance: 300,
      employerCost: 45_550,
    });
    expect(
      calculateSalary({
        grossSalary: 40_000,
        benefitsInKind: 2_000,
        taxYear: "2024-25",
      }).employerClass1ANationalInsurance,
    ).toBe(276);
    expect(
      calculateSalary({
        grossSalary: 40_000,
        benefitsInKind: 2_000,
        taxYear: "2026-27",
      }).employerClass1ANationalInsurance,
    ).toBe(300);
  });
});

describe("deductions that would exceed pay are refused", () => {
  it("£5,000 pay, £4,000 vouchers and a 50 % pension: a ValidationError on childcareVouchers", () => {
    // 4,000 + 50 % × 5,000 = 6,500 > 5,000 (take-home would be −£1,500).
    const error = refusal(() =>
      calculateSalary({
        grossSalary: 5_000,
        childcareVouchers: 4_000,
        pensionContribution: 50,
      }),
    );
    expect(error.issues).toEqual([
      {
        path: ["childcareVouchers"],
        message:
          "Childcare vouchers and the pension contribution together cannot be more than gross pay",
      },
    ]);
  });

  it("£0 salary and £20,000 of benefits in kind: a ValidationError on benefitsInKind", () => {
    // Tax (20,000 − 12,570) × 20 % = 1,486 with no pay to take it from: take-home −£1,486.
    const error = refusal(() => calculateSalary({ grossSalary: 0, benefitsInKind: 20_000 }));
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toEqual(["benefitsInKind"]);
    expect(error.issues[0]?.message).toContain("£1,486.00");
    const compared = refusal(() =>
      compareSalaries({
        salaries: [{ grossSalary: 40_000 }, { grossSalary: 0, benefitsInKind: 20_000 }],
      }),
    );
    expect(compared.issues[0]?.path).toEqual(["salaries", 1, "benefitsInKind"]);
  });

  it("the rule is stated in the schema's description (the API's docs)", () => {
    expect(salaryInputSchema.description).toContain("take-home pay is never negative");
  });
});

describe("inputs are read from their own properties only", () => {
  it("a prototype's taxCode is not the input's", () => {
    const input = Object.create({ taxCode: "NT" }) as Record<string, unknown>;
    input.grossSalary = 40_000;
    // 1257L: (40,000 − 12,570) × 20 % = 5,486.
    expect(calculateSalary(input as SalaryInput).incomeTax).toBe(5_486);
  });

  it("Object.prototype.bonus is not a bonus", () => {
    const prototype = Object.prototype as Record<string, unknown>;
    try {
      prototype.bonus = 100_000;
      const result = calculateSalary({ grossSalary: 40_000 });
      expect(result.grossAnnual).toBe(40_000);
      expect(result.incomeTax).toBe(5_486);
      expect(parseInput(salaryInputSchema, { grossSalary: 40_000 }).bonus).toBe(0);
      expect(
        compareSalaries({ salaries: [{ grossSalary: 40_000 }] }).salaries[0]?.grossSalary,
      ).toBe(40_000);
    } finally {
      delete prototype.bonus;
    }
    expect("bonus" in {}).toBe(false);
  });
});

describe("properties with the new inputs", () => {
  const category = fc.constantFrom("A", "B", "C", "H", "J", "M", "V", "Z") as fc.Arbitrary<
    NonNullable<SalaryInput["niCategory"]>
  >;
  const taxYear = fc.constantFrom(...TAX_YEAR_IDS);

  it("net ≥ 0 for every input the calculator accepts (otherwise a ValidationError)", () => {
    fc.assert(
      fc.property(
        fc.record({
          grossSalary: fc.integer({ min: 0, max: 20_000_000 }),
          bonus: fc.integer({ min: 0, max: 5_000_000 }),
          benefitsInKind: fc.integer({ min: 0, max: 5_000_000 }),
          childcareVouchers: fc.integer({ min: 0, max: 500_000 }),
          pensionContribution: fc.integer({ min: 0, max: 10_000 }),
        }),
        fc.constantFrom("net-pay", "relief-at-source", "salary-sacrifice"),
        fc.constantFrom("gross", "qualifying-earnings"),
        fc.constantFrom("1257L", "K500", "BR", "NT"),
        category,
        taxYear,
        fc.boolean(),
        (pence, pensionMethod, pensionBasis, taxCode, niCategory, year, pg) => {
          const input: SalaryInput = {
            grossSalary: pence.grossSalary / 100,
            bonus: pence.bonus / 100,
            benefitsInKind: pence.benefitsInKind / 100,
            childcareVouchers: pence.childcareVouchers / 100,
            pensionContribution: pence.pensionContribution / 100,
            pensionMethod,
            pensionBasis,
            taxCode,
            niCategory,
            postgraduateLoan: pg,
            studentLoanPlan: "plan2",
            taxYear: year,
          };
          try {
            const result = calculateSalary(input);
            expect(result.netAnnual).toBeGreaterThanOrEqual(0);
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("reverse ∘ forward within 1p with loans together, NI categories and qualifying earnings", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 25_000_000 }),
        fc.constantFrom("annual", "monthly", "weekly"),
        fc.constantFrom("none", "plan1", "plan2", "postgraduate"),
        fc.boolean(),
        category,
        fc.constantFrom("gross", "qualifying-earnings"),
        fc.integer({ min: 0, max: 1_500 }),
        fc.constantFrom("net-pay", "relief-at-source", "salary-sacrifice"),
        taxYear,
        (
          pence,
          payFrequency,
          studentLoanPlan,
          postgraduateLoan,
          niCategory,
          pensionBasis,
          pensionBp,
          pensionMethod,
          year,
        ) => {
          const deductions = {
            studentLoanPlan,
            postgraduateLoan,
            niCategory,
            pensionBasis,
            pensionContribution: pensionBp / 100,
            pensionMethod,
            employerPensionContribution: 3,
            taxYear: year,
          } as const;
          const forward = calculateSalary({
            grossSalary: pence / 100,
            ...deductions,
          });
          const perPeriod =
            payFrequency === "annual"
              ? forward.netAnnual
              : payFrequency === "monthly"
                ? forward.netMonthly
                : forward.netWeekly;
          const reverse = reverseCalculate({
            desiredNetPay: perPeriod,
            payFrequency,
            ...deductions,
          });
          // The smallest gross reaching the same take-home per period: never above the gross
          // it came from, and its own take-home per period is the target.
          expect(reverse.requiredGrossSalary).toBeLessThanOrEqual(pence / 100);
          expect(reverse.netPayPerPeriod).toBeGreaterThanOrEqual(perPeriod);
          expect(
            Math.round(reverse.netPayPerPeriod * 100) - Math.round(perPeriod * 100),
          ).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe("childcare vouchers by pay frequency (ITEPA 2003 s.270A; HMRC NIM02471)", () => {
  it("gives the monthly-paid the monthly limit: 12 × £243 = £2,916", () => {
    // £3,333.33 a month = £39,999.96 a year: basic rate band after the assessment, so £243 a month.
    const result = calculateSalary({
      grossSalary: 3333.33,
      payFrequency: "monthly",
      childcareVouchers: 2916,
    });
    expect(result.childcareVouchersExempt).toBe(2916);
    // All of it exempt, so tax and NI are on £39,999.96 − £2,916 = £37,083.96:
    // tax 20 % × (£37,083.96 − £12,570) = £4,902.792 → £4,902.79; NI 8 % × £24,513.96 =
    // £1,961.1168 → £1,961.12; net £39,999.96 − £2,916 − £4,902.79 − £1,961.12 = £30,220.05.
    expect(result).toMatchObject({
      incomeTax: 4902.79,
      nationalInsurance: 1961.12,
      netAnnual: 30_220.05,
    });
  });

  it("gives the weekly-paid (and an annual salary) 52 × £55 = £2,860", () => {
    for (const input of [
      { grossSalary: 769.23, payFrequency: "weekly" as const },
      { grossSalary: 40_000, payFrequency: "annual" as const },
    ])
      expect(calculateSalary({ ...input, childcareVouchers: 2916 }).childcareVouchersExempt).toBe(
        2860,
      );
  });

  it("gives a monthly-paid higher-rate joiner 12 × £124 = £1,488, a weekly-paid one 52 × £28 = £1,456", () => {
    // £6,000 a month = £72,000: assessed £72,000 − £12,570 = £59,430, above the £37,700 basic limit.
    const monthly = calculateSalary({
      grossSalary: 6000,
      payFrequency: "monthly",
      childcareVouchers: 3000,
    });
    expect(monthly.childcareVouchersExempt).toBe(1488);
    const weekly = calculateSalary({
      grossSalary: 1384.62,
      payFrequency: "weekly",
      childcareVouchers: 3000,
    });
    expect(weekly.childcareVouchersExempt).toBe(1456);
  });
});
