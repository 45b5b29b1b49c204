import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import { isScottishTaxpayer, tryParseTaxCode } from "./tax-code.js";
import { parseTaxCode } from "./parse-tax-code.js";
import { calculateSalary } from "../take-home/take-home.js";

type Region = "england" | "wales" | "scotland" | "northern-ireland";

/** The issues parseTaxCode gives for a code in a region (none when it accepts it). */
function taxCodeIssues(
  taxCode: string,
  region: Region,
): { path: (string | number)[]; message: string }[] {
  try {
    parseTaxCode(taxCode, { region });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.issues;
  }
}

/** The message parseTaxCode gives for a code in a region (one issue, at taxCode), or null. */
function taxCodeProblem(taxCode: string, region: Region): string | null {
  const issues = taxCodeIssues(taxCode, region);
  if (issues.length === 0) return null;
  expect(issues).toHaveLength(1);
  expect(issues[0]?.path).toEqual(["taxCode"]);
  return issues[0]?.message ?? null;
}

/** The region a code's prefix belongs to: S Scotland, C Wales, otherwise England. */
function regionOf(code: string): Region {
  const prefix = code.trim().charAt(0).toUpperCase();
  return prefix === "S" ? "scotland" : prefix === "C" ? "wales" : "england";
}

describe("parseTaxCode", () => {
  it.each([
    [
      "1257L",
      {
        kind: "allowance",
        number: 1257,
        letter: "L",
        prefix: null,
        emergency: null,
        normalised: "1257L",
      },
    ],
    [
      " s1257l ",
      {
        kind: "allowance",
        number: 1257,
        letter: "L",
        prefix: "S",
        emergency: null,
        normalised: "S1257L",
      },
    ],
    [
      "C1257L",
      {
        kind: "allowance",
        number: 1257,
        letter: "L",
        prefix: "C",
        normalised: "C1257L",
      },
    ],
    ["1383M", { kind: "allowance", number: 1383, letter: "M" }],
    ["1131N", { kind: "allowance", number: 1131, letter: "N" }],
    ["1257T", { kind: "allowance", number: 1257, letter: "T" }],
    ["0T", { kind: "allowance", number: 0, letter: "T", normalised: "0T" }],
    ["K475", { kind: "k", number: 475, normalised: "K475" }],
    ["SK475", { kind: "k", number: 475, prefix: "S" }],
    ["BR", { kind: "flat", code: "BR" }],
    ["D0", { kind: "flat", code: "D0" }],
    ["D1", { kind: "flat", code: "D1" }],
    ["SD2", { kind: "flat", code: "D2", prefix: "S" }],
    ["sd3", { kind: "flat", code: "D3", prefix: "S" }],
    ["NT", { kind: "no-tax", normalised: "NT" }],
    ["1257L W1", { kind: "allowance", emergency: "W1", normalised: "1257L W1" }],
    [
      "1257LM1",
      {
        kind: "allowance",
        letter: "L",
        emergency: "M1",
        normalised: "1257L M1",
      },
    ],
    ["1257L/M1", { kind: "allowance", emergency: "M1" }],
    ["1257LX", { kind: "allowance", emergency: "X" }],
    [
      "S BR W1",
      {
        kind: "flat",
        code: "BR",
        prefix: "S",
        emergency: "W1",
        normalised: "SBR W1",
      },
    ],
  ])("parses %j", (code, expected) => {
    const region = regionOf(code) === "wales" ? "wales" : "scotland";
    expect(parseTaxCode(code, { region })).toMatchObject(expected);
  });

  it.each([
    "",
    "   ",
    "L",
    "1257",
    "1257Q",
    "1257L/",
    "K",
    "K0",
    "XBR",
    "D4",
    "BR1",
    "1257L W2",
    "SS1257L",
    "12345678L",
    "hello",
  ])("rejects %j with a ValidationError naming taxCode", (code) => {
    expect(() => parseTaxCode(code)).toThrow(ValidationError);
    try {
      parseTaxCode(code);
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).issues[0]?.path).toEqual(["taxCode"]);
    }
  });

  it("allows D2/D3 only for Scottish taxpayers", () => {
    expect(taxCodeProblem("D2", "england")).toMatch(/Scottish/);
    expect(taxCodeProblem("D3", "wales")).toMatch(/Scottish/);
    expect(taxCodeProblem("D2", "scotland")).toBeNull();
    expect(taxCodeProblem("SD3", "scotland")).toBeNull();
    expect(taxCodeProblem("CD2", "wales")).toMatch(/Scottish/);
  });

  it("says an empty code is required", () => {
    expect(taxCodeProblem(" ", "england")).toBe("Tax code is required");
  });

  it("uses Scottish rates for an S prefix or region scotland without a prefix", () => {
    const scottish = tryParseTaxCode("S1257L");
    const plain = tryParseTaxCode("1257L");
    const welsh = tryParseTaxCode("C1257L");
    expect(scottish && isScottishTaxpayer(scottish, "england")).toBe(true);
    expect(plain && isScottishTaxpayer(plain, "scotland")).toBe(true);
    expect(plain && isScottishTaxpayer(plain, "england")).toBe(false);
    expect(welsh && isScottishTaxpayer(welsh, "scotland")).toBe(false);
  });
});

describe("the S and C prefixes agree with the region", () => {
  // An S code is issued to a Scottish taxpayer, a C code to a Welsh one
  // (https://www.gov.uk/tax-codes/what-your-tax-code-means); a region saying otherwise is a
  // contradiction, reported at both fields.
  it.each([
    ["S1257L", "england", /S prefix/],
    ["s1257l", "wales", /S prefix/],
    ["SK475", "northern-ireland", /S prefix/],
    ["SBR", "england", /S prefix/],
    ["SD3", "wales", /S prefix/],
    ["C1257L", "england", /C prefix/],
    ["C1257L", "scotland", /C prefix/],
    ["CBR", "northern-ireland", /C prefix/],
    ["CD2", "scotland", /C prefix/],
  ] as const)("%s in %s is an issue at taxCode and at region", (code, region, message) => {
    const issues = taxCodeIssues(code, region);
    expect(issues.map((issue) => issue.path)).toEqual([["taxCode"], ["region"]]);
    for (const issue of issues) expect(issue.message).toMatch(message);
  });

  it.each([
    ["S1257L", "scotland"],
    ["SK475", "scotland"],
    ["C1257L", "wales"],
    ["CD0", "wales"],
    ["1257L", "scotland"],
    ["1257L", "wales"],
    ["K475", "northern-ireland"],
  ] as const)("%s in %s is accepted", (code, region) => {
    expect(taxCodeIssues(code, region)).toEqual([]);
  });
});

describe("absurd codes", () => {
  // Bounds (README, Tax codes): L/M/N/T numbers 0–9999, K numbers 1–99999, no leading zeros, no
  // spaces inside the number. HMRC's own calculator takes 1–4 digits
  // (https://github.com/hmrc/tax-kalculator, EnglishTaxCodeExtensions.kt).
  it.each([
    ["99999L", /at most 4 digits/],
    ["12345M", /at most 4 digits/],
    ["S10000T", /at most 4 digits/],
    ["K123456", /5 after K/],
    ["00001L", /leading zero/],
    ["01257L", /leading zero/],
    ["00T", /leading zero/],
    ["K0475", /leading zero/],
    ["12 57L", /space inside its number/],
    ["K4 75", /space inside its number/],
  ])("rejects %j with its own message", (code, message) => {
    expect(taxCodeProblem(code, "england")).toMatch(message);
  });

  it.each(["9999L", "0T", "0L", "K99999", "K1", "1L", "1257L", "k 475"])("accepts %j", (code) => {
    expect(taxCodeProblem(code, "england")).toBeNull();
  });
});

describe("M codes below the marriage allowance they include (ITA 2007 s.55B)", () => {
  it.each(["0M", "100M", "125M"])("refuses %s, naming taxCode", (taxCode) => {
    let error: unknown;
    try {
      calculateSalary({ grossSalary: 40_000, taxCode });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      {
        path: ["taxCode"],
        message: `Tax code ${taxCode} is too small for an M code: an M code includes the £1,260 of marriage allowance received, so its number is at least 126 (for example 1383M)`,
      },
    ]);
    expect(() => parseTaxCode(taxCode)).toThrow(ValidationError);
  });

  it("accepts 126M and 1383M", () => {
    // 1383M: £13,830 − £1,260 = £12,570 allowance; tax 20 % × (£40,000 − £12,570) − 20 % ×
    // £1,260 = £5,486 − £252 = £5,234.
    expect(calculateSalary({ grossSalary: 40_000, taxCode: "1383M" }).incomeTax).toBe(5234);
    expect(parseTaxCode("126M")).toMatchObject({ kind: "allowance", number: 126, letter: "M" });
  });
});
