/** The UK median salary the take-home results compare against. */
export const UK_MEDIAN_SALARY = 34528;

export interface MedianComparison {
  /** How far above (positive) or below (negative) the median, in percent. */
  readonly percent: number;
  /** Width of the comparison bar in percent: percent above the median + 50, clamped to 0–100. */
  readonly barWidth: number;
}

export function compareWithMedian(
  grossAnnual: number,
  median: number = UK_MEDIAN_SALARY,
): MedianComparison {
  const percent = ((grossAnnual - median) / median) * 100;
  const barWidth = Math.min(100, Math.max(0, percent + 50));
  return { percent, barWidth };
}
