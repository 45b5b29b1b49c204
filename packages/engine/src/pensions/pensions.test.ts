import { describe, expect, it } from "vitest";
import { calculatePension } from "./pensions.js";

describe("calculatePension", () => {
  it("net pay: the whole contribution comes off pay before tax, not before NI", () => {
    expect(
      calculatePension({
        grossPay: 40_000,
        contribution: 5,
        method: "net-pay",
      }),
    ).toEqual({
      taxYear: "2025-26",
      employeeCost: 2_000,
      taxRelief: 0,
      totalContribution: 2_000,
      taxablePayReduction: 2_000,
      niablePayReduction: 0,
    });
  });

  it("salary sacrifice: before tax and NI", () => {
    expect(
      calculatePension({
        grossPay: 40_000,
        contribution: 5,
        method: "salary-sacrifice",
      }),
    ).toMatchObject({
      taxablePayReduction: 2_000,
      niablePayReduction: 2_000,
    });
  });

  it("relief at source: the member pays 80%, the scheme adds 20% (2,000 × 0.8 = 1,600 + 400)", () => {
    expect(
      calculatePension({
        grossPay: 40_000,
        contribution: 5,
        method: "relief-at-source",
      }),
    ).toEqual({
      taxYear: "2025-26",
      employeeCost: 1_600,
      taxRelief: 400,
      totalContribution: 2_000,
      taxablePayReduction: 0,
      niablePayReduction: 0,
    });
  });

  it("keeps part pennies exact: 3.33% of £33,333.33 = £1,109.999889 → £1,110.00", () => {
    expect(calculatePension({ grossPay: 33_333.33, contribution: 3.33 }).employeeCost).toBe(1_110);
  });
});
