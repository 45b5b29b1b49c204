/**
 * Class 1 National Insurance on a year's earnings, band by band: the employee's (primary) main
 * rate from the primary threshold to the upper earnings limit and the upper rate above it; the
 * employer's (secondary) rate from the secondary threshold, and a category's own rate above its
 * upper secondary threshold. Social Security Contributions and Benefits Act 1992 ss.8–9,
 * https://www.legislation.gov.uk/ukpga/1992/4/part/I; rates and thresholds: the year's data
 * (https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026 and its sister
 * pages). The lines are the computation: a contribution is the sum of its lines.
 */
import { sliceBetween } from "../bands.js";
import type { CompiledNi } from "../compiled-rates.js";
import { product } from "../money.js";
import type { Exact } from "../money.js";

/** One band's part of a year's Class 1 earnings (E4) and its contribution. */
export interface NationalInsuranceLine {
  readonly band: "main" | "upper";
  readonly bp: number;
  /** The band's limits over the year (E4); Infinity for none. */
  readonly fromE4: number;
  readonly toE4: number;
  readonly earningsE4: number;
  readonly contribution: Exact;
}

/** A Class 1 contribution for the year: its lines, their sum, and the rate on the next £1. */
export interface NationalInsuranceFigure {
  readonly lines: NationalInsuranceLine[];
  readonly contribution: Exact;
  /** The rate (bp) on the next unit of earnings. */
  readonly marginalBp: number;
  /** The earnings periods it was worked out in: 1 on the annual thresholds. */
  readonly periods: number;
}

/** A year's band: the earnings between its limits at its rate, exactly. */
function annualLine(
  band: "main" | "upper",
  earningsE4: number,
  fromE4: number,
  toE4: number,
  bp: number,
): NationalInsuranceLine {
  const inBandE4 = sliceBetween(earningsE4, fromE4, toE4);
  return { band, bp, fromE4, toE4, earningsE4: inBandE4, contribution: product(inBandE4, bp) };
}

/** The lines' contribution together. */
export function sumOfLines(lines: readonly { readonly contribution: Exact }[]): Exact {
  return lines.reduce((sum, line) => sum + line.contribution, 0n);
}

/**
 * The employee's Class 1 NI of a category (`c.ni` is category A) on a year's earnings (E4).
 * https://www.gov.uk/national-insurance-rates-letters
 */
export function employeeClass1(earningsE4: number, ni: CompiledNi): NationalInsuranceFigure {
  const lines = [
    annualLine(
      "main",
      earningsE4,
      ni.primaryThresholdE4,
      ni.upperEarningsLimitE4,
      ni.employeeMainBp,
    ),
    annualLine(
      "upper",
      earningsE4,
      ni.upperEarningsLimitE4,
      Number.POSITIVE_INFINITY,
      ni.employeeUpperBp,
    ),
  ];
  const marginalBp =
    earningsE4 < ni.primaryThresholdE4
      ? 0
      : earningsE4 < ni.upperEarningsLimitE4
        ? ni.employeeMainBp
        : ni.employeeUpperBp;
  return { lines, contribution: sumOfLines(lines), marginalBp, periods: 1 };
}

/**
 * The employer's Class 1 NI of a category on a year's earnings (E4): one band from the secondary
 * threshold, or two where the category has an upper secondary threshold with its own rate (under
 * 21s, apprentices under 25, veterans, freeports).
 * https://www.gov.uk/national-insurance-rates-letters
 */
export function employerClass1(earningsE4: number, ni: CompiledNi): NationalInsuranceFigure {
  const lines = [
    annualLine(
      "main",
      earningsE4,
      ni.secondaryThresholdE4,
      ni.employerUpperThresholdE4,
      ni.employerBp,
    ),
  ];
  if (Number.isFinite(ni.employerUpperThresholdE4))
    lines.push(
      annualLine(
        "upper",
        earningsE4,
        Math.max(ni.employerUpperThresholdE4, ni.secondaryThresholdE4),
        Number.POSITIVE_INFINITY,
        ni.employerUpperBp,
      ),
    );
  const marginalBp =
    earningsE4 < ni.secondaryThresholdE4
      ? 0
      : earningsE4 < ni.employerUpperThresholdE4
        ? ni.employerBp
        : ni.employerUpperBp;
  return { lines, contribution: sumOfLines(lines), marginalBp, periods: 1 };
}
