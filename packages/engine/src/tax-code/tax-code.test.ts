import { describe, expect, it } from "vitest";
import { ValidationError } from "../validation-error.js";
import { isScottishTaxpayer, tryParseTaxCode } from "./tax-code.js";
import { parseTaxCode } from "./parse-tax-code.js";

/** The message parseTaxCode gives for a code in a region, or null when it accepts it. */
function taxCodeProblem(
  taxCode: string,
  region: "england" | "wales" | "scotland",
): string | null {
  try {
    parseTaxCode(taxCode, { region });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toEqual(["taxCode"]);
    return error.issues[0]?.message ?? null;
  }
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
    [
      "1257L W1",
      { kind: "allowance", emergency: "W1", normalised: "1257L W1" },
    ],
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
    expect(parseTaxCode(code, { region: "scotland" })).toMatchObject(expected);
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
    expect(taxCodeProblem("SD3", "england")).toBeNull();
    expect(taxCodeProblem("CD2", "scotland")).toMatch(/Scottish/);
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
