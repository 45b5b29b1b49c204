import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import {
  bandTaxPence,
  calculatePayePeriodTax,
  freePayPerTablePeriodPence,
} from "./paye-period-tax.js";
import { getPayrollTables } from "./payroll-tables.js";
import { payePeriodTaxInputSchema } from "./payroll.schema.js";
import type { PayePeriodTaxInput } from "./payroll.schema.js";

const monthly = getPayrollTables("2025-26", "monthly");
const weekly = getPayrollTables("2025-26", "weekly");

/** The region a code's prefix belongs to (an S code is Scottish, a C code Welsh), else England. */
function regionOf(taxCode = "1257L"): PayePeriodTaxInput["region"] {
  const prefix = taxCode.trim().charAt(0).toUpperCase();
  return prefix === "S" ? "scotland" : prefix === "C" ? "wales" : "england";
}

function paye(overrides: Partial<PayePeriodTaxInput>) {
  return calculatePayePeriodTax({
    taxCode: "1257L",
    region: regionOf(overrides.taxCode),
    payFrequency: "monthly",
    period: 1,
    week1Month1: false,
    grossPayThisPeriod: 0,
    taxablePayToDate: 0,
    taxPaidToDate: 0,
    ...overrides,
  });
}

function errorOf(action: () => unknown): ValidationError {
  try {
    action();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a ValidationError");
}

describe("free pay from the tax code", () => {
  it("rounds free pay per period UP to the penny (145L weekly: 1,459 / 52 = 28.0576… → £28.06)", () => {
    expect(freePayPerTablePeriodPence(weekly, 145)).toBe(2806);
  });

  it("keeps an exact penny amount as it is (45L monthly: 459 / 12 = £38.25)", () => {
    expect(freePayPerTablePeriodPence(monthly, 45)).toBe(3825);
  });

  it("gives 1257L £1,048.26 a month: two 500-blocks of £416.67 plus 257 → £214.92 (the +9)", () => {
    expect(freePayPerTablePeriodPence(monthly, 1257)).toBe(2 * 41_667 + 21_492);
    expect(freePayPerTablePeriodPence(monthly, 1257)).toBe(104_826);
  });

  it("splits codes over 500 into 500-blocks (£416.67 a month, £96.16 a week)", () => {
    expect(freePayPerTablePeriodPence(monthly, 500)).toBe(Math.ceil((5009 * 100) / 12)); // 417.42: one remainder, no block
    expect(freePayPerTablePeriodPence(monthly, 1000)).toBe(41_667 + Math.ceil((5009 * 100) / 12));
    expect(freePayPerTablePeriodPence(monthly, 1001)).toBe(2 * 41_667 + Math.ceil((19 * 100) / 12));
    expect(freePayPerTablePeriodPence(weekly, 1001)).toBe(2 * 9_616 + Math.ceil((19 * 100) / 52));
  });

  it("gives no free pay for 0T", () => {
    expect(
      paye({ taxCode: "0T", grossPayThisPeriod: 1000, taxablePayToDate: 1000 }).taxDueThisPeriod,
    ).toBe(200);
  });
});

describe("taxable pay and band arithmetic", () => {
  it("rounds taxable pay DOWN to whole pounds (45L month 1: £0.99 taxable → no tax, £1.00 → 20p)", () => {
    expect(
      paye({
        taxCode: "45L",
        week1Month1: true,
        grossPayThisPeriod: 39.24,
        taxablePayToDate: 39.24,
      }).taxDueThisPeriod,
    ).toBe(0);
    expect(
      paye({
        taxCode: "45L",
        week1Month1: true,
        grossPayThisPeriod: 39.25,
        taxablePayToDate: 39.25,
      }).taxDueThisPeriod,
    ).toBe(0.2);
  });

  it("pro-rates band limits without rounding them: £3,142 in month 1 crosses the £3,141.67 basic band", () => {
    // 3,141.666… × 20 % + 0.333… × 40 % = 628.4666… (a band limit rounded to £3,142 would give £628.40)
    expect(bandTaxPence(3142, monthly.bands.rUK, 1, 12)).toBe(62_846);
  });

  it("truncates tax to the penny (628.4666… → £628.46, not £628.47)", () => {
    expect(bandTaxPence(3142, monthly.bands.rUK, 1, 12) % 100).toBe(46);
  });

  it("uses the whole year’s bands × periods so far / periods, cumulatively", () => {
    // Month 6: basic band to date 37,700 × 6 / 12 = 18,850.
    expect(bandTaxPence(18_850, monthly.bands.rUK, 6, 12)).toBe(377_000);
    expect(bandTaxPence(18_851, monthly.bands.rUK, 6, 12)).toBe(377_040);
  });
});

describe("calculatePayePeriodTax", () => {
  it("refunds under a cumulative code when tax paid exceeds tax due (negative tax)", () => {
    const result = paye({
      period: 2,
      grossPayThisPeriod: 0,
      taxablePayToDate: 3000,
      taxPaidToDate: 700,
    });
    // Free pay to date 2,096.52 → taxable £903 → £180.60 due; £700 paid → refund £519.40.
    expect(result).toEqual({
      taxYear: "2025-26",
      taxDueThisPeriod: -519.4,
      taxDueToDate: 180.6,
      taxCarriedForward: 0,
    });
  });

  it("refunds everything under cumulative NT, and deducts nothing under NT week 1", () => {
    expect(
      paye({
        taxCode: "NT",
        period: 4,
        taxablePayToDate: 9000,
        taxPaidToDate: 812.4,
      }).taxDueThisPeriod,
    ).toBe(-812.4);
    expect(
      paye({
        taxCode: "NT",
        week1Month1: true,
        grossPayThisPeriod: 9000,
        taxPaidToDate: 812.4,
      }),
    ).toEqual({
      taxYear: "2025-26",
      taxDueThisPeriod: 0,
      taxDueToDate: 812.4,
      taxCarriedForward: 0,
    });
  });

  it("taxes BR/D0/D1 on whole pounds of pay to date, and SD0–SD3 at the Scottish rates", () => {
    expect(
      paye({
        taxCode: "BR",
        period: 3,
        grossPayThisPeriod: 400,
        taxablePayToDate: 1000.99,
        taxPaidToDate: 100,
      }).taxDueToDate,
    ).toBe(200);
    expect(
      paye({ taxCode: "D1", week1Month1: true, grossPayThisPeriod: 100.99 }).taxDueThisPeriod,
    ).toBe(45);
    expect(
      paye({
        taxCode: "SD3",
        region: "scotland",
        week1Month1: true,
        grossPayThisPeriod: 100,
      }).taxDueThisPeriod,
    ).toBe(48);
    expect(
      paye({
        taxCode: "D2",
        region: "scotland",
        week1Month1: true,
        grossPayThisPeriod: 100,
      }).taxDueThisPeriod,
    ).toBe(45);
  });

  it("limits a K code’s tax to 50 % of the period’s pay and carries the rest forward", () => {
    // K1000 monthly adds £834.09 (one 500-block £416.67 + 500 → 5,009 / 12 = £417.42):
    // £200 pay → £1,034 taxable → £206.80, limited to £100 (50 % of £200).
    const first = paye({
      taxCode: "K1000",
      grossPayThisPeriod: 200,
      taxablePayToDate: 200,
    });
    expect(first).toEqual({
      taxYear: "2025-26",
      taxDueThisPeriod: 100,
      taxDueToDate: 100,
      taxCarriedForward: 106.8,
    });
    // Month 2, £2,000 pay: £2,200 + £1,668.18 → £3,868 × 20 % = £773.60 to date, within the £1,000 limit.
    const second = paye({
      taxCode: "K1000",
      period: 2,
      grossPayThisPeriod: 2000,
      taxablePayToDate: 2200,
      taxPaidToDate: 100,
    });
    expect(second.taxDueToDate).toBe(773.6);
    expect(second.taxDueThisPeriod).toBe(673.6);
    expect(second.taxCarriedForward).toBe(0);
  });

  it("holds any code's catch-up to the overriding limit, and never limits a refund", () => {
    // 0T in month 2 on £5,010 to date: £5,010 × 20 % = £1,002 due, but only 50 % of this
    // period's £10 may be deducted (every code since April 2015): £5, £997 carried.
    const catchUp = paye({
      taxCode: "0T",
      period: 2,
      grossPayThisPeriod: 10,
      taxablePayToDate: 5010,
      taxPaidToDate: 0,
    });
    expect(catchUp).toMatchObject({ taxDueThisPeriod: 5, taxCarriedForward: 997 });
    // 1257L in month 2 on £1,000 to date with £300 already paid: a refund of £300 is not limited.
    const refund = paye({
      period: 2,
      grossPayThisPeriod: 0,
      taxablePayToDate: 1000,
      taxPaidToDate: 300,
    });
    expect(refund).toMatchObject({ taxDueThisPeriod: -300, taxCarriedForward: 0 });
  });

  it("treats a W1/M1/X suffix as week 1 / month 1", () => {
    const withSuffix = paye({
      taxCode: "1257L M1",
      period: 7,
      grossPayThisPeriod: 3000,
      taxablePayToDate: 21000,
      taxPaidToDate: 2400,
    });
    const flagged = paye({
      period: 7,
      week1Month1: true,
      grossPayThisPeriod: 3000,
      taxablePayToDate: 21000,
      taxPaidToDate: 2400,
    });
    expect(withSuffix).toEqual(flagged);
    // (3,000 − 1,048.26) → £1,951 × 20 % = £390.20
    expect(flagged.taxDueThisPeriod).toBe(390.2);
    expect(flagged.taxDueToDate).toBe(2790.2);
  });

  it("works week 53 on the week 1 basis", () => {
    const week53 = paye({
      payFrequency: "weekly",
      period: 53,
      grossPayThisPeriod: 500,
      taxablePayToDate: 26500,
      taxPaidToDate: 3000,
    });
    const week1 = paye({
      payFrequency: "weekly",
      period: 1,
      week1Month1: true,
      grossPayThisPeriod: 500,
      taxablePayToDate: 500,
    });
    expect(week53.taxDueThisPeriod).toBe(week1.taxDueThisPeriod);
  });

  it("runs fortnightly and four-weekly pay on the weekly tables (period p = week 2p / 4p)", () => {
    const base = {
      taxablePayToDate: 4000,
      taxPaidToDate: 0,
      grossPayThisPeriod: 1000,
    };
    const fortnight2 = paye({
      ...base,
      payFrequency: "fortnightly",
      period: 2,
    });
    const week4 = paye({ ...base, payFrequency: "weekly", period: 4 });
    const fourWeek1 = paye({ ...base, payFrequency: "four-weekly", period: 1 });
    expect(fortnight2).toEqual(week4);
    expect(fourWeek1).toEqual(week4);
  });

  it("chooses Scottish rates from an S prefix or region scotland, Welsh (= rUK) from C or wales", () => {
    const pay = { grossPayThisPeriod: 3000, taxablePayToDate: 3000 };
    const scottish = paye({ ...pay, taxCode: "S1257L", region: "scotland" });
    expect(paye({ ...pay, region: "scotland" })).toEqual(scottish);
    expect(scottish.taxDueThisPeriod).not.toBe(paye(pay).taxDueThisPeriod);
    expect(paye({ ...pay, taxCode: "C1257L" })).toEqual(paye(pay));
    expect(paye({ ...pay, region: "wales" })).toEqual(paye(pay));
  });

  it("rejects bad input with a ValidationError naming each field", () => {
    const error = errorOf(() =>
      calculatePayePeriodTax({
        taxCode: "12X",
        region: "england",
        payFrequency: "monthly",
        period: 13,
        week1Month1: false,
        grossPayThisPeriod: Number.NaN,
        taxablePayToDate: -1,
        taxPaidToDate: 0.001,
      }),
    );
    const paths = error.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining(["grossPayThisPeriod", "taxablePayToDate", "taxPaidToDate"]),
    );
    expect(error.issues.find((issue) => issue.path[0] === "grossPayThisPeriod")?.message).toBe(
      "Gross pay this period must be a number",
    );
  });

  it("names the tax code and the period when only those are wrong", () => {
    const error = errorOf(() => paye({ taxCode: "D2", region: "england", period: 13 }));
    expect(error.issues).toEqual([
      {
        path: ["taxCode"],
        message: expect.stringContaining("Scottish") as unknown,
      },
      {
        path: ["period"],
        message: "Period must be between 1 and 12 for monthly pay",
      },
    ]);
  });

  it("rejects unknown fields", () => {
    const error = errorOf(() =>
      calculatePayePeriodTax({ ...validInput, extra: 1 } as PayePeriodTaxInput),
    );
    expect(error.issues[0]?.message).toContain('"extra"');
  });
});

const validInput: PayePeriodTaxInput = {
  taxCode: "1257L",
  region: "england",
  payFrequency: "monthly",
  period: 1,
  week1Month1: false,
  grossPayThisPeriod: 1000,
  taxablePayToDate: 1000,
  taxPaidToDate: 0,
};

describe("properties", () => {
  const money = fc.integer({ min: 0, max: 2_000_000 }).map((pence) => pence / 100);
  const code = fc.constantFrom(
    "1257L",
    "S1257L",
    "C1257L",
    "K500",
    "0T",
    "BR",
    "SD1",
    "NT",
    "45L",
    "1100M",
    "1257L W1",
  );

  it("cumulative tax to date never depends on how the pay was split across earlier periods, while the overriding limit holds nothing back", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("1257L", "S1257L", "0T", "BR", "2000L", "SD2", "NT"),
        fc.array(money, { minLength: 2, maxLength: 11 }),
        fc.array(money, { minLength: 2, maxLength: 11 }),
        (taxCode, first, second) => {
          // Two pay histories of equal length with the same total to date.
          const length = Math.min(first.length, second.length);
          const a = first.slice(0, length);
          const b = second.slice(0, length);
          const totalPence = (values: number[]) =>
            values.reduce((sum, value) => sum + Math.round(value * 100), 0);
          const gap = totalPence(a) - totalPence(b);
          const lastB = b[length - 1] ?? 0;
          if (Math.round(lastB * 100) + gap < 0) return;
          b[length - 1] = (Math.round(lastB * 100) + gap) / 100;
          const run = (pays: number[]) => {
            let toDate = 0;
            let paid = 0;
            let held = 0;
            pays.forEach((pay, index) => {
              toDate = (Math.round(toDate * 100) + Math.round(pay * 100)) / 100;
              const period = paye({
                taxCode,
                period: index + 1,
                grossPayThisPeriod: pay,
                taxablePayToDate: toDate,
                taxPaidToDate: paid,
              });
              paid = period.taxDueToDate;
              held += period.taxCarriedForward;
            });
            return { paid, held };
          };
          const runA = run(a);
          const runB = run(b);
          // A period the limit held back depends on that period's own pay (50 % of it).
          fc.pre(runA.held === 0 && runB.held === 0);
          expect(runB.paid).toBe(runA.paid);
        },
      ),
    );
  });

  it("the schema returns what it accepts unchanged, with the default tax year", () => {
    const loose = fc.record(
      {
        taxYear: fc.constantFrom("2025-26", "2024-25"),
        taxCode: fc.oneof(code, fc.string({ maxLength: 8 })),
        region: fc.constantFrom("england", "scotland", "wales", "northern-ireland", "mars"),
        payFrequency: fc.constantFrom("weekly", "monthly", "fortnightly", "four-weekly", "daily"),
        period: fc.oneof(fc.integer({ min: -1, max: 60 }), fc.double()),
        week1Month1: fc.oneof(fc.boolean(), fc.constant("yes")),
        grossPayThisPeriod: fc.oneof(money, fc.double({ min: -10, max: 1e9 })),
        taxablePayToDate: money,
        taxPaidToDate: money,
      },
      {
        requiredKeys: [
          "taxCode",
          "region",
          "payFrequency",
          "period",
          "week1Month1",
          "grossPayThisPeriod",
          "taxablePayToDate",
          "taxPaidToDate",
        ],
      },
    );
    let accepted = 0;
    fc.assert(
      fc.property(loose, (input) => {
        const parsed = payePeriodTaxInputSchema.safeParse(input);
        if (!parsed.success) return;
        accepted++;
        expect(parsed.data).toEqual({ taxYear: "2025-26", ...input });
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it("never returns NaN and keeps taxDueToDate = taxPaidToDate + taxDueThisPeriod", () => {
    fc.assert(
      fc.property(
        code,
        fc.integer({ min: 1, max: 12 }),
        money,
        money,
        money,
        (taxCode, period, pay, extra, paid) => {
          const result = paye({
            taxCode,
            period,
            grossPayThisPeriod: pay,
            taxablePayToDate: pay + extra,
            taxPaidToDate: paid,
          });
          expect(Number.isFinite(result.taxDueThisPeriod)).toBe(true);
          expect(Math.round(result.taxDueToDate * 100)).toBe(
            Math.round((paid + result.taxDueThisPeriod) * 100),
          );
        },
      ),
    );
  });
});
