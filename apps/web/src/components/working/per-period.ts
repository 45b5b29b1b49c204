/**
 * The one place the site divides money: a year's figure per month, week or day, for the per
 * period table. Done as the engine does its own `netMonthly` / `netWeekly` (its documented
 * convention, `dividePenceHalfUp`): whole pence divided by the number of periods, rounded half-up
 * to the penny. Each figure is rounded on its own, so a column of them can differ from its
 * total by a penny or two; the table says so.
 */
export function perPeriod(annualPounds: number, periods: number): number {
  const pence = Math.round(annualPounds * 100);
  const magnitude = Math.abs(pence);
  const whole = Math.floor(magnitude / periods);
  const quotient =
    whole + ((magnitude - whole * periods) * 2 >= periods ? 1 : 0);
  return (pence < 0 ? -quotient : quotient) / 100;
}

/** How much less `after` is than `before` (two figures of the engine, pounds), to the penny. */
export function saving(before: number, after: number): number {
  return (Math.round(before * 100) - Math.round(after * 100)) / 100;
}
