import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compiledRates } from "../compiled-rates.js";
import { E4 } from "../money.js";
import { parseValidTaxCode } from "../tax-code/tax-code.js";
import { TAX_YEAR_IDS } from "../tax-years/index.js";
import { incomeTaxOnAllIncome } from "./all-income.js";
import { incomeTaxOn, regimeOf } from "./income-tax.js";

const NO_OTHER_INCOME = { propertyE4: 0, savingsE4: 0, dividendsE4: 0 };

describe("incomeTaxOnAllIncome", () => {
  it("with pay the only income, is income tax on pay: every year, region and allowance or K code", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TAX_YEAR_IDS),
        fc.constantFrom("england", "scotland", "wales" as const),
        fc.constantFrom("1257L", "1100L", "1383M", "K500", "0T"),
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 3_250 }),
        (year, region, text, payPence, extensionPence, blindPounds) => {
          const c = compiledRates(year);
          const code = parseValidTaxCode(text);
          const regime = regimeOf(code, region, c);
          const pay = {
            taxablePayE4: payPence * E4,
            adjustedNetIncomeE4: payPence * E4,
            extensionE4: extensionPence * E4,
            cashPayE4: payPence * E4,
          };
          const alone = incomeTaxOn(pay, code, regime, "statutory", c, blindPounds);
          const all = incomeTaxOnAllIncome(
            pay,
            NO_OTHER_INCOME,
            code,
            regime,
            "statutory",
            c,
            blindPounds,
          );
          expect(all.tax).toBe(alone.tax);
          expect([all.propertyTax, all.savings.tax, all.dividends.tax]).toEqual([0n, 0n, 0n]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a K code leaves no allowance for interest: £20,000 pay, K500 (£5,000 added), £1,000 interest, 2025/26", () => {
    // Taxable non-savings 25,000, past the £5,000 starting rate band; £1,000 savings allowance.
    const c = compiledRates("2025-26");
    const code = parseValidTaxCode("K500");
    const all = incomeTaxOnAllIncome(
      {
        taxablePayE4: 2_000_000 * E4,
        adjustedNetIncomeE4: 2_100_000 * E4,
        extensionE4: 0,
        cashPayE4: 2_000_000 * E4,
      },
      { propertyE4: 0, savingsE4: 100_000 * E4, dividendsE4: 0 },
      code,
      regimeOf(code, "england", c),
      "statutory",
      c,
      0,
    );
    expect(all.savings).toMatchObject({
      allowanceE4: 0,
      startingRateE4: 0,
      personalSavingsAllowanceUsedE4: 100_000 * E4,
      tax: 0n,
    });
  });
});
