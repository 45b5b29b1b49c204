/**
 * Employer-supported childcare vouchers: a salary sacrifice whose exempt part is free of income
 * tax and NI; any excess is taxed and NI'd as pay.
 */
import type { CompiledRates } from "../compiled-rates.js";
import { ukRateBandOf } from "../income-tax/tax-bands.js";
import { E4 } from "../money.js";

/** What the exemption reads of a take-home (pence a year unless named). */
export interface VoucherEarnings {
  readonly grossPayPence: number;
  /** The bonus and overtime within gross pay: not contractual, so not relevant earnings. */
  readonly bonusPence: number;
  readonly overtimePence: number;
  readonly benefitsInKindPence: number;
  /** Joined the scheme before 6 April 2011: the basic-rate exemption whatever the band. */
  readonly childcareVouchersBefore2011: boolean;
  /** Monthly-paid employees have the monthly limits; everyone else the weekly ones. */
  readonly voucherPayPeriod: "weekly" | "monthly";
}

/**
 * The exempt amount of childcare vouchers a year (E4): ITEPA 2003 s.270A
 * (https://www.legislation.gov.uk/ukpga/2003/1/section/270A): £55 a week, or £243 a month for the
 * monthly-paid (HMRC NIM02471,
 * https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim02471), for joiners before
 * 6 April 2011; for later joiners by the rate band of the employer's basic earnings assessment
 * (s.270B; EIM16054–EIM16056): the relevant earnings amount is the contractual pay (the salary:
 * a bonus and overtime are not guaranteed) plus benefits in kind, less the pension contribution
 * and, below the assessment's limit, the standard personal allowance; compared with the basic and
 * higher rate limits (the UK limits for every taxpayer, as the section has them). £55 / £28 / £25
 * a week (£243 / £124 / £110 a month) for the basic, higher and additional bands.
 */
export function childcareVoucherExemptionE4(
  p: VoucherEarnings,
  pensionContributionE4: number,
  c: CompiledRates,
): number {
  const rules = c.childcare;
  const exempt = rules[p.voucherPayPeriod];
  if (p.childcareVouchersBefore2011) return exempt.basic;
  const relevantE4 =
    (p.grossPayPence - p.bonusPence - p.overtimePence + p.benefitsInKindPence) * E4 -
    pensionContributionE4;
  const assessedE4 =
    relevantE4 >= rules.allowanceLimitE4 ? relevantE4 : relevantE4 - rules.allowanceE4;
  return exempt[ukRateBandOf(assessedE4, c)];
}
