import { describe, expect, it } from "vitest";
import { findStaleFigures } from "./stale-figures";

describe("findStaleFigures", () => {
  it.each([
    ["Employers pay 13.8% over the threshold", "13.8 % employer NI (2024/25)"],
    ["Employers pay 13.8 % over the threshold", "13.8 % employer NI (2024/25)"],
    ["above £9,100 a year", "£9,100 secondary threshold (2024/25)"],
    ["above 9100 a year", "£9,100 secondary threshold (2024/25)"],
    ["Top rate 47%", "47 % Scottish top rate (2023/24)"],
    ["Top rate 47 %", "47 % Scottish top rate (2023/24)"],
    ["£221.20 a week", "£221.20 new State Pension (2024/25)"],
    ["£156.20 a week", "£156.20 basic State Pension (2023/24)"],
    ["Class 2 at £3.45 a week", "£3.45 Class 2 (2024/25)"],
    ["profits over £6,725", "£6,725 small profits threshold (2024/25)"],
    ["£12,571 to £14,876", "£14,876 Scottish starter band end (2024/25)"],
    ["£14,877 to 26561", "£26,561 Scottish basic band end (2024/25)"],
    [
      "Capital gains allowance: £6,000.",
      "£6,000 capital gains exempt amount (2023/24)",
    ],
  ])("finds the stale figure in %j", (text, label) => {
    expect(findStaleFigures(text)).toEqual([label]);
  });

  it.each([
    "Employers pay 15% over £5,000",
    "£19,100 and £91,000 and £29,100.50",
    "0.47% and 147% and 47.5%",
    "£230.25 and £176.45 a week",
    "£3.50 a week, £33.45 and £3.456",
    "profits of £6,845 and £16,725",
    "£15,397 and £27,491",
  ])("ignores current figures and longer numbers: %j", (text) => {
    expect(findStaleFigures(text)).toEqual([]);
  });
});
