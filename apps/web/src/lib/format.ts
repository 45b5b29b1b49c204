/** Display formatting: GBP with no decimals, percentages with one decimal. */
const gbp = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const gbpPence = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** £40,000 */
export function formatCurrency(amount: number): string {
  return gbp.format(amount);
}

/** £32,319.60 — for reference figures that carry pence. */
export function formatCurrencyPence(amount: number): string {
  return gbpPence.format(amount);
}

/** 12.3% from a percentage number (12.345 → "12.3%"). */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/**
 * A percentage as a form takes it, to at most 2 decimal places with no trailing zeros (a pension
 * contribution: 14.29 → "14.29%", 5 → "5%", 7.5 → "7.5%").
 */
export function formatPercentAsEntered(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** 12.3% from a fraction (0.12345 → "12.3%"). */
export function formatFractionAsPercent(fraction: number): string {
  return formatPercent(fraction * 100);
}

/** A fraction of £1 in pence, in prose: 0.2 → "20p", 0.1995 → "19.95p" (no trailing zeros). */
export function formatPenceOfPound(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}p`;
}

/** A rate held as a fraction, in prose: 0.2 → "20%", 0.0875 → "8.75%" (no trailing zeros). */
export function formatRate(fraction: number): string {
  return `${Number((fraction * 100).toFixed(4))}%`;
}

const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-04-06" → "6 April 2025" */
export function dateLabel(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
