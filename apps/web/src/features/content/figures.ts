/**
 * The content pages' formatting helpers: every figure on a guide is rendered through one of these,
 * from the engine's rate tables or from `content-data.ts` — never typed into JSX.
 */
import {
  formatCurrency,
  formatCurrencyPence,
  formatRate,
} from "../../lib/format";
import type { MoneyRange } from "./content-data";

const wholeNumber = new Intl.NumberFormat("en-GB", {
  maximumFractionDigits: 0,
});

/** £12,570 for whole pounds, £230.25 when there are pence. */
export function money(amount: number): string {
  return Number.isInteger(amount)
    ? formatCurrency(amount)
    : formatCurrencyPence(amount);
}

/** Always with pence: £3.50, £49.00. */
export function moneyPence(amount: number): string {
  return formatCurrencyPence(amount);
}

/** £600–£900 */
export function moneyRange(range: MoneyRange): string {
  return `${money(range.min)}–${money(range.max)}`;
}

/** A rate held as a fraction, without trailing zeros: 0.2 → "20%", 0.0875 → "8.75%". */
export const rate = formatRate;

/** 30%–40% from a range of fractions. */
export function rateRange(range: { min: number; max: number }): string {
  return `${rate(range.min)}–${rate(range.max)}`;
}

/** 1,140 */
export function count(value: number): string {
  return wholeNumber.format(value);
}

/** A band's income range: "£12,571 to £50,270", or "over £125,140" for an open top band. */
export function bandRange(from: number, to: number | null): string {
  return to === null
    ? `Over ${money(from - 1)}`
    : `${money(from)} to ${money(to)}`;
}

/** Rounded to whole pounds (£3,218), for computed comparisons shown without pence. */
export function wholePounds(amount: number): string {
  return formatCurrency(amount);
}
