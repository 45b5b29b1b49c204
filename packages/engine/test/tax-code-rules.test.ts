/**
 * The income-tax rules of relief at source, K codes and tax codes, in every tax year, with the
 * arithmetic worked by hand from each year's data (rUK bands £37,700 / £125,140 at 20 / 40 /
 * 45 %, personal allowance £12,570, NI 8 % from £12,570 to £50,270 and 2 % above, in all three
 * years; the Scottish bands differ each year) and the public source of each rule.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculateIncomeTax, calculateSalary, reverseCalculate } from "../src/index.js";
import type { SalaryInput } from "../src/index.js";

const YEARS = ["2024-25", "2025-26", "2026-27"] as const;
type Year = (typeof YEARS)[number];

const salary = (input: SalaryInput) => calculateSalary(input);

// ── 1. Relief at source extends the bands ────────────────────────────────────────────────────
// Finance Act 2004 s.192(4) (basic and higher rate limits) and s.192(4A) (the Scottish basic rate
// limit and the Scottish limits above it): https://www.legislation.gov.uk/ukpga/2004/12/section/192;
// HMRC PTM044220: https://www.gov.uk/hmrc-internal-manuals/pensions-tax-manual/ptm044220.
describe("relief at source extends the bands", () => {
  it.each(YEARS)("£60,000 with 5 percent relief at source, England %s: £10,832", (taxYear) => {
    // Gross contribution 5 % × 60,000 = 3,000. Taxable 60,000 − 12,570 = 47,430.
    // Basic band 37,700 + 3,000 = 40,700 × 20 % = 8,140; 47,430 − 40,700 = 6,730 × 40 % = 2,692.
    // 8,140 + 2,692 = 10,832 (without the extension: 7,540 + 9,730 × 40 % = 11,432).
    const result = salary({
      grossSalary: 60_000,
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      taxYear,
    });
    expect(result.incomeTax).toBe(10_832);
    // The scheme's basic-rate relief on the pot, as before: 20 % × 3,000.
    expect(result.pensionTaxRelief).toBe(600);
    // NI (60,000 > UEL): 37,700 × 8 % + 9,730 × 2 % = 3,016 + 194.60 = 3,210.60; the member pays
    // 80 % × 3,000 = 2,400. Net 60,000 − 10,832 − 3,210.60 − 2,400 = 43,557.40.
    expect(result.netAnnual).toBe(43_557.4);
  });

  it.each(YEARS)("£130,000 with 10 percent relief at source, England %s: £40,232", (taxYear) => {
    // Contribution 13,000; adjusted net income 117,000 → allowance 12,570 − 17,000 / 2 = 4,070.
    // Taxable 130,000 − 4,070 = 125,930. Basic 37,700 + 13,000 = 50,700 × 20 % = 10,140;
    // higher limit 125,140 + 13,000 = 138,140 > 125,930: (125,930 − 50,700) = 75,230 × 40 % =
    // 30,092. 10,140 + 30,092 = 40,232.
    const result = salary({
      grossSalary: 130_000,
      pensionContribution: 10,
      pensionMethod: "relief-at-source",
      taxYear,
    });
    expect(result.incomeTax).toBe(40_232);
    expect(result.personalAllowance).toBe(4_070);
  });

  it.each([
    // Scotland £60,000, 5 % relief at source: contribution 3,000, taxable 47,430. The starter
    // limit stays; the basic, intermediate and higher limits rise by 3,000.
    // 2024/25: 2,306 × 19 % = 438.14; (13,991 + 3,000 − 2,306) = 14,685 × 20 % = 2,937;
    //   (34,092 − 16,991) = 17,101 × 21 % = 3,591.21; (47,430 − 34,092) = 13,338 × 42 % = 5,601.96.
    ["2024-25", 12_568.31],
    // 2025/26: 2,827 × 19 % = 537.13; (17,921 − 2,827) = 15,094 × 20 % = 3,018.80;
    //   (34,092 − 17,921) = 16,171 × 21 % = 3,395.91; 13,338 × 42 % = 5,601.96.
    ["2025-26", 12_553.8],
    // 2026/27: 3,967 × 19 % = 753.73; (19,956 − 3,967) = 15,989 × 20 % = 3,197.80;
    //   (34,092 − 19,956) = 14,136 × 21 % = 2,968.56; 13,338 × 42 % = 5,601.96.
    ["2026-27", 12_522.05],
  ] as const)("Scotland £60,000 with 5 percent relief at source, %s: £%s", (taxYear, tax) => {
    const result = salary({
      grossSalary: 60_000,
      region: "scotland",
      pensionContribution: 5,
      pensionMethod: "relief-at-source",
      taxYear,
    });
    expect(result.incomeTax).toBe(tax);
  });

  it("changes nothing for a basic-rate taxpayer", () => {
    // (30,000 − 12,570) × 20 % = 3,486, with or without the 1,500 extension.
    expect(
      salary({
        grossSalary: 30_000,
        pensionContribution: 5,
        pensionMethod: "relief-at-source",
      }).incomeTax,
    ).toBe(3_486);
  });

  it("reports the income tax a net-pay or salary-sacrifice contribution saved", () => {
    // £40,000, 5 % = 2,000: (38,000 − 12,570) × 20 % = 5,086 against 5,486 without: 400.
    for (const pensionMethod of ["net-pay", "salary-sacrifice"] as const)
      expect(
        salary({ grossSalary: 40_000, pensionContribution: 5, pensionMethod }).pensionTaxRelief,
      ).toBe(400);
    // £110,000, 5 % = 5,500: taxable 104,500, allowance 12,570 − 2,250 = 10,320 → 94,180:
    // 7,540 + 56,480 × 40 % = 30,132; without: allowance 7,570 → 102,430: 7,540 + 64,730 × 40 %
    // = 33,432. Saved 3,300 (60 % of 5,500: the taper given back).
    expect(salary({ grossSalary: 110_000, pensionContribution: 5 }).pensionTaxRelief).toBe(3_300);
    expect(salary({ grossSalary: 40_000 }).pensionTaxRelief).toBe(0);
  });
});

// ── 2. K codes: the overriding limit ─────────────────────────────────────────────────────────
// The Income Tax (PAYE) Regulations 2003 reg. 2(1), "overriding limit" (50 % of the relevant
// payment): https://www.legislation.gov.uk/uksi/2003/2682/regulation/2; the 50 % rate:
// https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026.
describe("K codes never take more than half the pay", () => {
  it.each(YEARS)("K1500 on £8,000 (%s): net £4,000", (taxYear) => {
    // Taxable 8,000 + 15,000 = 23,000 × 20 % = 4,600, held to 50 % × 8,000 = 4,000; NI nothing
    // (8,000 < 12,570). Net 8,000 − 4,000 = 4,000.
    const result = salary({ grossSalary: 8_000, taxCode: "K1500", taxYear });
    expect(result).toMatchObject({ incomeTax: 4_000, netAnnual: 4_000 });
    expect(result.notes).toEqual(["k-code-limit-applied"]);
  });

  it.each(YEARS)("K99999 on £40,000 (%s): tax £20,000, net £17,805.60", (taxYear) => {
    // Taxable 40,000 + 999,990: the bands give far more than 50 % × 40,000 = 20,000.
    // NI (40,000 − 12,570) × 8 % = 2,194.40. Net 40,000 − 20,000 − 2,194.40 = 17,805.60
    // (−£416,392.90 before the limit).
    const result = salary({
      grossSalary: 40_000,
      taxCode: "K99999",
      taxYear,
    });
    expect(result).toMatchObject({ incomeTax: 20_000, netAnnual: 17_805.6 });
  });

  it.each(YEARS)("K475 on £0 (%s): no tax, net £0", (taxYear) => {
    // 4,750 × 20 % = 950 on no pay, held to 50 % × 0 = 0 (−£950 before the limit).
    const result = salary({ grossSalary: 0, taxCode: "K475", taxYear });
    expect(result).toMatchObject({ incomeTax: 0, netAnnual: 0 });
  });

  it("takes the limit on cash pay: after a net-pay pension, before benefits in kind", () => {
    // £8,000 with 10 % net pay: cash 7,200, limit 3,600; taxable 7,200 + 15,000 = 22,200 × 20 %
    // = 4,440 → 3,600. Net 8,000 − 3,600 − 800 = 3,600.
    expect(salary({ grossSalary: 8_000, taxCode: "K1500", pensionContribution: 10 })).toMatchObject(
      { incomeTax: 3_600, netAnnual: 3_600 },
    );
    // £8,000 + £2,000 benefits: taxable 25,000 × 20 % = 5,000 → 50 % × 8,000 = 4,000.
    expect(salary({ grossSalary: 8_000, taxCode: "K1500", benefitsInKind: 2_000 })).toMatchObject({
      incomeTax: 4_000,
      netAnnual: 4_000,
    });
  });

  it("leaves a K code alone below the limit, with no note", () => {
    // 20,000 + 4,750 = 24,750 × 20 % = 4,950 < 10,000.
    const result = salary({ grossSalary: 20_000, taxCode: "K475" });
    expect(result.incomeTax).toBe(4_950);
    expect(result.notes).toEqual([]);
  });

  it("holds calculateIncomeTax to half the taxable pay", () => {
    expect(calculateIncomeTax({ taxablePay: 8_000, taxCode: "K1500" })).toMatchObject({
      incomeTax: 4_000,
      marginalRate: 0.5,
    });
  });

  it("reverse: no take-home needs no pay on K475; £4,000 on K1500 needs £8,000", () => {
    expect(reverseCalculate({ desiredNetPay: 0, taxCode: "K475" })).toMatchObject({
      requiredGrossSalary: 0,
      incomeTax: 0,
      netPay: 0,
    });
    // Below £10,000 the limit holds (0.5 g < 0.2 (g + 15,000)): net = g / 2 = 4,000 ⇒ g = 8,000;
    // at £7,999.99 the tax rounds to £4,000.00 (3,999.995 half up) and net is £3,999.99.
    expect(reverseCalculate({ desiredNetPay: 4_000, taxCode: "K1500" }).requiredGrossSalary).toBe(
      8_000,
    );
  });

  it("property: with a K code net pay is never below zero (pensions up to 20 %, vouchers within the exemption, both within the pay)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom(...YEARS),
        fc.constantFrom("england", "scotland", "wales", "northern-ireland"),
        fc.constantFrom("none", "plan1", "plan2", "plan4", "plan5", "postgraduate"),
        fc.integer({ min: 0, max: 2_000 }),
        fc.constantFrom("net-pay", "salary-sacrifice"),
        fc.integer({ min: 0, max: 286_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom("statutory", "paye"),
        (
          pence,
          k,
          taxYear,
          region,
          studentLoanPlan,
          bp,
          pensionMethod,
          vouchers,
          bik,
          convention,
        ) => {
          const vouchersPence = Math.min(vouchers, pence);
          // Vouchers and a pension beyond the pay make net negative with any code (even NT).
          fc.pre(vouchersPence + Math.ceil((pence * bp) / 10_000) <= pence);
          const result = salary({
            grossSalary: pence / 100,
            taxCode: `K${String(k)}`,
            taxYear,
            region,
            studentLoanPlan,
            pensionContribution: bp / 100,
            pensionMethod,
            childcareVouchers: vouchersPence / 100,
            benefitsInKind: bik / 100,
            allowanceConvention: convention,
          });
          expect(result.netAnnual).toBeGreaterThanOrEqual(0);
          // The tax is at most half the cash pay (gross − vouchers − the pension before tax).
          const cashPence =
            pence - Math.round(result.childcareVouchers * 100) - Math.round(result.pension * 100);
          // In pence: tax ≤ cash / 2, rounded half up.
          expect(Math.round(result.incomeTax * 100) * 2).toBeLessThanOrEqual(cashPence + 1);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("property: reverse ∘ forward within 1p, and the smallest such gross, with K codes", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30_000_000 }),
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom("england", "scotland"),
        fc.constantFrom("none", "plan2", "postgraduate"),
        fc.integer({ min: 0, max: 1_500 }),
        fc.constantFrom("net-pay", "relief-at-source", "salary-sacrifice"),
        (pence, k, region, studentLoanPlan, bp, pensionMethod) => {
          const base = {
            region,
            taxCode: `K${String(k)}`,
            studentLoanPlan,
            pensionContribution: bp / 100,
            pensionMethod,
          } as const;
          const net = salary({ grossSalary: pence / 100, ...base }).netAnnual;
          const result = reverseCalculate({ desiredNetPay: net, ...base });
          const gross = Math.round(result.requiredGrossSalary * 100);
          expect(gross).toBeLessThanOrEqual(pence);
          expect(result.netPay).toBeGreaterThanOrEqual(net);
          expect(result.netPay - net).toBeLessThanOrEqual(0.01 + 1e-9);
          if (gross > 0)
            expect(salary({ grossSalary: (gross - 1) / 100, ...base }).netAnnual).toBeLessThan(net);
        },
      ),
      { numRuns: 300 },
    );
  });
});

// ── 3. Tax codes ─────────────────────────────────────────────────────────────────────────────
// Codes: https://www.gov.uk/tax-codes/what-your-tax-code-means; the taper, ITA 2007 s.35:
// https://www.legislation.gov.uk/ukpga/2007/3/section/35; marriage allowance, ITA 2007
// ss.55A–55E: https://www.legislation.gov.uk/ukpga/2007/3/part/3/chapter/3A and
// https://www.gov.uk/marriage-allowance.
describe("only the standard code tapers", () => {
  it.each(YEARS)("757L at £110,000 (%s): allowance £7,570 as issued", (taxYear) => {
    // 757L is HMRC's code with the taper already in it: 110,000 − 7,570 = 102,430:
    // 7,540 + 64,730 × 40 % = 33,432 (tapered again it was 2,570 and 35,432).
    const result = salary({ grossSalary: 110_000, taxCode: "757L", taxYear });
    expect(result).toMatchObject({
      personalAllowance: 7_570,
      incomeTax: 33_432,
    });
  });

  it("the standard code (any prefix or suffix) still tapers; T and N codes do not", () => {
    // 1257L at £110,000: 12,570 − 10,000 / 2 = 7,570, as above.
    expect(salary({ grossSalary: 110_000 }).personalAllowance).toBe(7_570);
    expect(salary({ grossSalary: 110_000, taxCode: "1257L M1" }).personalAllowance).toBe(7_570);
    expect(
      salary({ grossSalary: 110_000, taxCode: "S1257L", region: "scotland" }).personalAllowance,
    ).toBe(7_570);
    // 1257T: 110,000 − 12,570 = 97,430: 7,540 + 59,730 × 40 % = 31,432.
    expect(salary({ grossSalary: 110_000, taxCode: "1257T" })).toMatchObject({
      personalAllowance: 12_570,
      incomeTax: 31_432,
    });
    // 1131N (transferor): 11,310 as issued; 110,000 − 11,310 = 98,690: 7,540 + 60,990 × 40 % =
    // 31,936.
    expect(salary({ grossSalary: 110_000, taxCode: "1131N" })).toMatchObject({
      personalAllowance: 11_310,
      incomeTax: 31_936,
    });
  });

  it("N: the transferor's allowance is the code's (1131N: £11,310)", () => {
    // (30,000 − 11,310) × 20 % = 3,738: £252 more than 1257L's 3,486.
    expect(salary({ grossSalary: 30_000, taxCode: "1131N" }).incomeTax).toBe(3_738);
  });
});

describe("M codes: the recipient's marriage-allowance tax reduction", () => {
  it.each(YEARS)("1383M at £60,000 (%s): a higher-rate taxpayer gets no reduction", (taxYear) => {
    // Allowance 13,830 − 1,260 = 12,570; taxable 47,430 > 37,700: not eligible (s.55B).
    // 7,540 + 9,730 × 40 % = 11,432, as 1257L (the code's allowance gave 10,928 before).
    const result = salary({ grossSalary: 60_000, taxCode: "1383M", taxYear });
    expect(result).toMatchObject({
      incomeTax: 11_432,
      personalAllowance: 12_570,
    });
  });

  it.each([
    // Scotland £40,000: taxable 27,430, within the intermediate band (eligible); tax as 1257L
    // less 20 % × 1,260 = 252.
    // 2024/25: 438.14 + 11,685 × 20 % (2,337) + 13,439 × 21 % (2,822.19) = 5,597.33 − 252.
    ["2024-25", 5_345.33],
    // 2025/26: 537.13 + 12,094 × 20 % (2,418.80) + 12,509 × 21 % (2,626.89) = 5,582.82 − 252
    // (the code's allowance gave £264.60 off at 21 % before).
    ["2025-26", 5_330.82],
    // 2026/27: 753.73 + 12,989 × 20 % (2,597.80) + 10,474 × 21 % (2,199.54) = 5,551.07 − 252.
    ["2026-27", 5_299.07],
  ] as const)("1383M in Scotland at £40,000 (%s): 1257L's tax less £252", (taxYear, tax) => {
    expect(
      salary({
        grossSalary: 40_000,
        taxCode: "1383M",
        region: "scotland",
        taxYear,
      }).incomeTax,
    ).toBe(tax);
  });

  it("Scotland above the intermediate band: no reduction", () => {
    // £45,000: taxable 32,430 > 31,092: 537.13 + 2,418.80 + 3,395.91 + 1,338 × 42 % (561.96).
    expect(salary({ grossSalary: 45_000, taxCode: "1383M", region: "scotland" }).incomeTax).toBe(
      6_913.8,
    );
  });

  it("England: the reduction up to the basic-rate limit, not a penny past it", () => {
    // £50,270: taxable 37,700 (eligible): 7,540 − 252 = 7,288. £50,271: 7,540.40.
    expect(salary({ grossSalary: 50_270, taxCode: "1383M" }).incomeTax).toBe(7_288);
    expect(salary({ grossSalary: 50_271, taxCode: "1383M" }).incomeTax).toBe(7_540.4);
    // Never more than the tax: £13,000: 430 × 20 % = 86 < 252 → 0.
    expect(salary({ grossSalary: 13_000, taxCode: "1383M" }).incomeTax).toBe(0);
  });

  it("PAYE convention: the code as HMRC's payroll uses it (1383M frees £13,839)", () => {
    // (30,000 − 13,839) × 20 % = 3,232.20.
    expect(
      salary({
        grossSalary: 30_000,
        taxCode: "1383M",
        allowanceConvention: "paye",
      }).incomeTax,
    ).toBe(3_232.2);
  });

  it("reverse: the smallest gross, across the reduction's cliff", () => {
    // Below £50,270: net = g − (0.2 (g − 12,570) − 252) − 0.08 (g − 12,570) = 0.72 g + 3,771.60;
    // at £50,270 net is 39,966. Just past it the reduction goes (net 39,714.01), and net climbs
    // back by 58p a pound: 39,970 is first reached after the cliff, at about £50,711.
    const after = reverseCalculate({ desiredNetPay: 39_970, taxCode: "1383M" });
    expect(after.requiredGrossSalary).toBeGreaterThan(50_700);
    expect(after.requiredGrossSalary).toBeLessThan(50_720);
    // 39,900 is reached before the cliff, although it is reached again after it. Each figure is
    // rounded on its own: at £50,178.33 tax 0.2 × 37,608.33 − 252 = 7,269.666 → 7,269.67 and NI
    // 0.08 × 37,608.33 = 3,008.6664 → 3,008.67 leave 39,899.99; at £50,178.34 tax 7,269.668 →
    // 7,269.67 and NI 3,008.6672 → 3,008.67 leave 39,900.00.
    expect(reverseCalculate({ desiredNetPay: 39_900, taxCode: "1383M" }).requiredGrossSalary).toBe(
      50_178.34,
    );
  });

  it("property: reverse gives the smallest gross with an M code, cliff included", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3_900_000, max: 4_050_000 }), (pence) => {
        const target = pence / 100;
        const input = { desiredNetPay: target, taxCode: "1383M" } as const;
        const gross = Math.round(reverseCalculate(input).requiredGrossSalary * 100);
        const netAt = (p: number) => salary({ grossSalary: p / 100, taxCode: "1383M" }).netAnnual;
        expect(netAt(gross)).toBeGreaterThanOrEqual(target);
        expect(netAt(gross - 1)).toBeLessThan(target);
        // Net rises on each side of the cliff (£50,270 → £50,270.01): below the answer, the
        // last gross before the cliff must fall short too.
        if (gross > 5_027_001) expect(netAt(5_027_000)).toBeLessThan(target);
      }),
      { numRuns: 200 },
    );
  });
});

describe("every year: the codes' figures differ only where the bands do", () => {
  it.each(YEARS)("%s: 1131N and 757L in England are the same each year", (taxYear: Year) => {
    expect(salary({ grossSalary: 30_000, taxCode: "1131N", taxYear }).incomeTax).toBe(3_738);
    expect(salary({ grossSalary: 110_000, taxCode: "757L", taxYear }).incomeTax).toBe(33_432);
  });
});
