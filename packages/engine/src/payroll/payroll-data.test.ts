import { describe, expect, it } from "vitest";
import { TAX_YEAR_IDS, getTaxYear } from "../tax-years/index.js";
import { NATIONAL_INSURANCE_CATEGORIES, PAYROLL_FREQUENCIES } from "../tax-years/tax-year-rates.js";

/**
 * Structural checks of every year's payroll block against the rules HMRC derives its period
 * figures by (docs/payroll-rules.md rule 6): weekly and monthly thresholds are the annual figure
 * ÷ 52 or ÷ 12 rounded to the nearest pound; fortnightly and four-weekly ones are annual ÷ 52 ×
 * weeks rounded UP. A typo in the data fails here before it reaches a payslip.
 */
describe.each(TAX_YEAR_IDS)("payroll data %s", (id) => {
  const rates = getTaxYear(id);
  const payroll = rates.payroll;
  const annual = {
    lowerEarningsLimit: rates.nationalInsurance.lowerEarningsLimit,
    secondaryThreshold: rates.nationalInsurance.secondaryThreshold,
    primaryThreshold: rates.nationalInsurance.primaryThreshold,
    upperEarningsLimit: rates.nationalInsurance.upperEarningsLimit,
    upperSecondaryThreshold: payroll.nationalInsurance.annualUpperSecondaryThreshold,
    apprenticeUpperSecondaryThreshold:
      payroll.nationalInsurance.annualApprenticeUpperSecondaryThreshold,
    veteransUpperSecondaryThreshold:
      payroll.nationalInsurance.annualVeteransUpperSecondaryThreshold,
  };

  it("names its sources", () => {
    expect(payroll.source.length).toBeGreaterThan(10);
    expect(payroll.paye.source.length).toBeGreaterThan(10);
    expect(payroll.nationalInsurance.source.length).toBeGreaterThan(10);
  });

  it.each(PAYROLL_FREQUENCIES)("derives the %s NI thresholds from the annual ones", (frequency) => {
    const shape = payroll.frequencies[frequency];
    const period = payroll.nationalInsurance.periodThresholds[frequency];
    for (const [name, yearly] of Object.entries(annual)) {
      const exact =
        shape.tablePeriodsPerYear === rates.payPeriods.monthly
          ? yearly / rates.payPeriods.monthly
          : (yearly / rates.payPeriods.weekly) * shape.tablePeriodsPerPayPeriod;
      const expected = shape.tablePeriodsPerPayPeriod === 1 ? Math.round(exact) : Math.ceil(exact);
      expect(period[name as keyof typeof period], `${frequency} ${name}`).toBe(expected);
    }
  });

  it("covers a year with each frequency", () => {
    for (const frequency of PAYROLL_FREQUENCIES) {
      const shape = payroll.frequencies[frequency];
      expect([rates.payPeriods.weekly, rates.payPeriods.monthly]).toContain(
        shape.tablePeriodsPerYear,
      );
      expect(shape.periodsPerYear * shape.tablePeriodsPerPayPeriod).toBe(shape.tablePeriodsPerYear);
    }
  });

  it("has rates between 0 and 1 for every NI category", () => {
    for (const category of NATIONAL_INSURANCE_CATEGORIES) {
      const rates = payroll.nationalInsurance.categories[category];
      for (const rate of [
        rates.employeeMainRate,
        rates.employeeUpperRate,
        rates.employerMainRate,
        rates.employerUpperRate,
      ]) {
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThan(1);
      }
    }
  });

  it("makes category A the annual employee and employer rates", () => {
    const a = payroll.nationalInsurance.categories.A;
    expect(a.employeeMainRate).toBe(rates.nationalInsurance.employeeMainRate);
    expect(a.employeeUpperRate).toBe(rates.nationalInsurance.employeeUpperRate);
    expect(a.employerMainRate).toBe(rates.nationalInsurance.employerRate);
  });

  it("has a K-code limit and a code block that make sense", () => {
    expect(payroll.paye.kCodeRegulatoryLimitRate).toBeGreaterThan(0);
    expect(payroll.paye.kCodeRegulatoryLimitRate).toBeLessThanOrEqual(1);
    expect(payroll.paye.codeBlockAnnualFreePay).toBe(
      payroll.paye.codeBlockSize * rates.incomeTax.codeMultiplier,
    );
  });
});
