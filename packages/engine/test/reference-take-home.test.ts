/**
 * Differential test: calculateSalary against a naive, independent decimal.js implementation of
 * the same statutory rules, written straight from the 2025/26 table (no shared code but the data).
 */
import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateSalary,
  getTaxYear,
  type PensionMethod,
  type Region,
  type StudentLoanPlan,
} from "../src/index.js";

const Y = getTaxYear("2025-26");
const d = (value: number | string) => new Decimal(value);

function bandsTax(
  taxable: Decimal,
  bands: readonly { rate: number; upTo: number | null }[],
): Decimal {
  let tax = d(0);
  let lower = d(0);
  for (const band of bands) {
    const upper =
      band.upTo === null ? taxable : Decimal.min(taxable, band.upTo);
    if (upper.gt(lower)) tax = tax.plus(upper.minus(lower).times(band.rate));
    if (band.upTo === null || taxable.lte(band.upTo)) break;
    lower = d(band.upTo);
  }
  return tax;
}

interface Case {
  gross: number;
  region: Region;
  plan: StudentLoanPlan;
  pension: number;
  method: PensionMethod;
  bik: number;
  vouchers: number;
}

function reference(c: Case) {
  const gross = d(c.gross);
  const contribution = gross.times(c.pension).div(100);
  const exempt = Decimal.min(
    d(c.vouchers),
    Y.childcareVouchers.annualExemption,
  );
  const taxReduction = c.method === "relief-at-source" ? d(0) : contribution;
  const niReduction = c.method === "salary-sacrifice" ? contribution : d(0);
  const taxablePay = gross.minus(exempt).minus(taxReduction).plus(c.bik);
  const ani = gross.minus(exempt).minus(contribution).plus(c.bik);
  const excess = Decimal.max(0, ani.minus(Y.incomeTax.taper.incomeLimit));
  const reduction = Decimal.min(
    excess.times(Y.incomeTax.taper.reductionRate).floor(),
    Y.incomeTax.personalAllowance,
  );
  const allowance = Decimal.max(
    0,
    d(Y.incomeTax.personalAllowance).minus(reduction),
  );
  const taxable = Decimal.max(0, taxablePay.minus(allowance));
  const tax = bandsTax(
    taxable,
    c.region === "scotland"
      ? Y.incomeTax.bands.scotland
      : Y.incomeTax.bands.rUK,
  );
  const niable = gross.minus(exempt).minus(niReduction);
  const ni = Y.nationalInsurance;
  const nic = Decimal.max(
    0,
    Decimal.min(niable, ni.upperEarningsLimit).minus(ni.primaryThreshold),
  )
    .times(ni.employeeMainRate)
    .plus(
      Decimal.max(0, niable.minus(ni.upperEarningsLimit)).times(
        ni.employeeUpperRate,
      ),
    );
  const loanRates = c.plan === "none" ? null : Y.studentLoans[c.plan];
  const loan =
    loanRates === null
      ? d(0)
      : Decimal.max(0, niable.minus(loanRates.annualThreshold)).times(
          loanRates.rate,
        );
  const pensionCost =
    c.method === "relief-at-source"
      ? contribution.times(d(1).minus(Y.pensions.reliefAtSourceRate))
      : contribution;
  const total = tax.plus(nic).plus(loan).plus(pensionCost);
  const round = (value: Decimal) =>
    value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  return {
    tax,
    nic,
    loan,
    pensionCost,
    net: round(
      gross
        .minus(c.vouchers)
        .minus(total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)),
    ),
    round,
  };
}

describe("calculateSalary against a naive decimal.js reference", () => {
  it("agrees to the penny on random inputs", () => {
    fc.assert(
      fc.property(
        fc.record({
          gross: fc
            .integer({ min: 0, max: 50_000_000 })
            .map((pence) => pence / 100),
          region: fc.constantFrom<Region>(
            "england",
            "wales",
            "scotland",
            "northern-ireland",
          ),
          plan: fc.constantFrom<StudentLoanPlan>(
            "none",
            "plan1",
            "plan2",
            "plan4",
            "plan5",
            "postgraduate",
          ),
          pension: fc.integer({ min: 0, max: 3_000 }).map((bp) => bp / 100),
          method: fc.constantFrom<PensionMethod>(
            "net-pay",
            "relief-at-source",
            "salary-sacrifice",
          ),
          bik: fc
            .integer({ min: 0, max: 1_000_000 })
            .map((pence) => pence / 100),
          vouchers: fc
            .integer({ min: 0, max: 400_000 })
            .map((pence) => pence / 100),
        }),
        (c) => {
          fc.pre(
            c.vouchers +
              (c.method === "salary-sacrifice"
                ? (c.gross * c.pension) / 100
                : 0) <=
              c.gross,
          );
          const ours = calculateSalary({
            grossSalary: c.gross,
            region: c.region,
            studentLoanPlan: c.plan,
            pensionContribution: c.pension,
            pensionMethod: c.method,
            benefitsInKind: c.bik,
            childcareVouchers: c.vouchers,
          });
          const ref = reference(c);
          expect(ours.incomeTax).toBe(ref.round(ref.tax));
          expect(ours.netAnnual).toBe(ref.net);
          expect(
            Math.abs(ours.nationalInsurance - ref.nic.toNumber()),
          ).toBeLessThanOrEqual(0.01 + 1e-9);
          expect(
            Math.abs(ours.studentLoan - ref.loan.toNumber()),
          ).toBeLessThanOrEqual(0.01 + 1e-9);
          expect(
            Math.abs(ours.pension - ref.pensionCost.toNumber()),
          ).toBeLessThanOrEqual(0.01 + 1e-9);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
