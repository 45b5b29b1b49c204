/**
 * Figures the original site showed that are wrong for 2025/26 (the engine's 2025/26 data has the right ones): the content
 * tests fail if any of them is rendered. Each pattern tolerates the formatting variants
 * ("13.8%", "13.8 %", "9,100", "9100", "£9,100") and refuses to match inside a longer number.
 */
const NOT_AFTER_DIGIT = String.raw`(?<![\d.,])`;
const NOT_BEFORE_DIGIT = String.raw`(?![\d]|[.,]\d)`;

function amount(digits: string): RegExp {
  const [whole = "", pence] = digits.split(".");
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3)},?${whole.slice(-3)}` : whole;
  const body = pence === undefined ? grouped : `${grouped}\\.${pence}`;
  return new RegExp(`${NOT_AFTER_DIGIT}${body}${NOT_BEFORE_DIGIT}`);
}

function percent(value: string): RegExp {
  return new RegExp(`${NOT_AFTER_DIGIT}${value.replace(".", "\\.")}\\s?%`);
}

export const STALE_FIGURES: readonly {
  readonly label: string;
  readonly pattern: RegExp;
}[] = [
  { label: "13.8 % employer NI (2024/25)", pattern: percent("13.8") },
  { label: "£9,100 secondary threshold (2024/25)", pattern: amount("9100") },
  { label: "47 % Scottish top rate (2023/24)", pattern: percent("47") },
  { label: "£221.20 new State Pension (2024/25)", pattern: amount("221.20") },
  { label: "£156.20 basic State Pension (2023/24)", pattern: amount("156.20") },
  { label: "£3.45 Class 2 (2024/25)", pattern: amount("3.45") },
  {
    label: "£6,725 small profits threshold (2024/25)",
    pattern: amount("6725"),
  },
  {
    label: "£14,876 Scottish starter band end (2024/25)",
    pattern: amount("14876"),
  },
  {
    label: "£26,561 Scottish basic band end (2024/25)",
    pattern: amount("26561"),
  },
  {
    label: "£6,000 capital gains exempt amount (2023/24)",
    pattern: /capital gains[^.]*£6,?000(?![\d])/i,
  },
];

/** The stale figures found in `text`, by label. */
export function findStaleFigures(text: string): string[] {
  return STALE_FIGURES.filter(({ pattern }) => pattern.test(text)).map(
    ({ label }) => label,
  );
}
