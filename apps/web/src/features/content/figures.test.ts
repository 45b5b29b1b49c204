import { describe, expect, it } from "vitest";
import { dateLabel } from "../../lib/format";
import {
  bandRange,
  count,
  money,
  moneyPence,
  moneyRange,
  rate,
  rateRange,
} from "./figures";

describe("content figure formatting", () => {
  it("shows whole pounds without pence and keeps pence when there are any", () => {
    expect(money(12_570)).toBe("£12,570");
    expect(money(230.25)).toBe("£230.25");
    expect(money(3.5)).toBe("£3.50");
    expect(moneyPence(49)).toBe("£49.00");
  });

  it("shows rates held as fractions without trailing zeros", () => {
    expect(rate(0.2)).toBe("20%");
    expect(rate(0.0875)).toBe("8.75%");
    expect(rate(0.3935)).toBe("39.35%");
    expect(rate(0.041)).toBe("4.1%");
    expect(rateRange({ min: 0.3, max: 0.4 })).toBe("30%–40%");
  });

  it("shows ranges, counts and tax bands", () => {
    expect(moneyRange({ min: 600, max: 900 })).toBe("£600–£900");
    expect(count(1_140)).toBe("1,140");
    expect(bandRange(12_571, 50_270)).toBe("£12,571 to £50,270");
    expect(bandRange(125_141, null)).toBe("Over £125,140");
    expect(dateLabel("2025-04-06")).toBe("6 April 2025");
  });
});
