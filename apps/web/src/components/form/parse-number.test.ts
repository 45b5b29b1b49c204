import { describe, expect, it } from "vitest";
import { parseNumber } from "./parse-number";

describe("parseNumber", () => {
  it("turns typed text into the number the engine validates", () => {
    expect(parseNumber("40000")).toBe(40000);
    expect(parseNumber(" £45,000.50 ")).toBe(45000.5);
    expect(parseNumber("-1")).toBe(-1);
    expect(parseNumber("")).toBeUndefined();
    expect(parseNumber("   ")).toBeUndefined();
    expect(parseNumber("abc")).toBeNaN();
  });
});
