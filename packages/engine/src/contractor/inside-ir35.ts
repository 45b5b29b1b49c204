import { apprenticeshipLevyOn } from "../apprenticeship-levy/apprenticeship-levy.js";
import type { CompiledRates } from "../compiled-rates.js";
import { rolledUpHolidayPayWithin } from "../holiday-pay/rolled-up-holiday-pay.js";
import { E4, exactToPence, roundE4ToPence, toBasisPoints, toPounds } from "../money.js";
import { employerClass1 } from "../national-insurance/class-1.js";
import { salaryProblem, standardEmployee, takeHome } from "../take-home/take-home.js";
import type { TaxYearId } from "../tax-years/index.js";

/** A salary's tax, NI and take-home as the standard employee (England, the standard code). */
function employeeTakeHome(salaryPence: number, taxYear: TaxYearId) {
  const figures = takeHome(salaryProblem(standardEmployee(toPounds(salaryPence), taxYear)));
  return {
    incomeTaxPence: figures.incomeTaxPence,
    nationalInsurancePence: figures.nationalInsurancePence,
    netPence: figures.netPence,
  };
}

/** Inside IR35 through an umbrella company, in pence. */
export interface UmbrellaPay {
  readonly grossPence: number;
  readonly marginPence: number;
  readonly employerNiPence: number;
  readonly levyPence: number;
  readonly employerPensionPence: number;
  /** What no whole penny of salary could use: each cost is rounded to the penny. */
  readonly remainderPence: number;
  readonly salaryPence: number;
  readonly holidayPayPence: number;
  readonly incomeTaxPence: number;
  readonly nationalInsurancePence: number;
  readonly netPence: number;
}

/**
 * Inside IR35 through an umbrella company: the worker is the umbrella's employee, and the rate the
 * agency pays the umbrella (the "assignment rate") has to meet all of the employment's costs. Its
 * margin comes off first; the rest pays the salary s and the employer's costs on it — Class 1 NI,
 * the apprenticeship levy on all of s, and any employer pension (percent of s) — each rounded
 * half-up. The salary is the largest s whose cost fits; it includes rolled-up holiday pay (a line
 * of the salary, not an addition to it). Then s is taxed as the standard employee's salary.
 * Sources: https://www.gov.uk/guidance/working-through-an-umbrella-company;
 * https://www.gov.uk/guidance/understanding-off-payroll-working-ir35
 */
export function umbrellaPay(
  grossPence: number,
  wantedMarginPence: number,
  employerPensionBp: number,
  c: CompiledRates,
  taxYear: TaxYearId,
): UmbrellaPay {
  const levyBp = toBasisPoints(c.rates.nationalInsurance.apprenticeshipLevy.rate);
  const budget = Math.max(0, grossPence - wantedMarginPence);
  const costs = (salary: number) => {
    const ni = exactToPence(employerClass1(salary * E4, c.ni).contribution);
    const levy = apprenticeshipLevyOn(salary, c);
    const pension = roundE4ToPence(salary * employerPensionBp);
    return { total: salary + ni + levy + pension, ni, levy, pension };
  };
  // cost(s) is piecewise linear (below and above the secondary threshold): solve each piece,
  // keep the largest candidate that fits.
  const secondaryPence = c.ni.secondaryThresholdE4 / E4;
  const perPoundBp = E4 + levyBp + employerPensionBp;
  const candidates = [
    Math.floor((budget * E4) / perPoundBp),
    Math.floor((budget * E4 + secondaryPence * c.ni.employerBp) / (perPoundBp + c.ni.employerBp)),
  ];
  let salary = 0;
  for (const candidate of candidates) {
    // Each candidate is exact for its piece up to rounding: a few pence either side at most.
    for (
      let fit = Math.min(candidate, budget), tries = 0;
      fit > salary && tries < 4;
      fit -= 1, tries += 1
    ) {
      if (costs(fit).total <= budget) {
        salary = fit;
        break;
      }
    }
  }
  while (costs(salary + 1).total <= budget) salary += 1;
  const paid = costs(salary);
  return {
    grossPence,
    marginPence: grossPence - budget,
    employerNiPence: paid.ni,
    levyPence: paid.levy,
    employerPensionPence: paid.pension,
    remainderPence: budget - paid.total,
    salaryPence: salary,
    holidayPayPence: rolledUpHolidayPayWithin(salary, c),
    ...employeeTakeHome(salary, taxYear),
  };
}

/** Inside IR35 on the fee-payer's payroll, in pence. */
export interface DeemedEmployeePay {
  readonly feePence: number;
  readonly incomeTaxPence: number;
  readonly nationalInsurancePence: number;
  readonly netPence: number;
  readonly employerNiPence: number;
  readonly levyPence: number;
}

/**
 * Inside IR35 under the off-payroll working rules (ITEPA 2003 Part 2 Chapter 10): the fee-payer
 * (the client, or the agency paying the worker's company) treats the fee — less VAT, materials
 * and expenses an employee could deduct, none of which the calculator models — as a "deemed direct
 * payment" of employment income, deducts PAYE income tax and employee NI from it, and pays
 * employer NI and the apprenticeship levy itself, on top: unlike a deemed payment under the
 * older Chapter 8 rules, the Chapter 10 payment is not reduced by the employer's NI. So the worker
 * is taxed on all of the fee as salary, and the fee-payer's costs do not move the worker's net.
 * Sources: https://www.legislation.gov.uk/ukpga/2003/1/part/2/chapter/10 (s.61N, s.61Q);
 * https://www.gov.uk/guidance/understanding-off-payroll-working-ir35;
 * https://www.gov.uk/guidance/fee-payer-responsibilities-under-the-off-payroll-working-rules
 */
export function deemedEmployeePay(
  feePence: number,
  c: CompiledRates,
  taxYear: TaxYearId,
): DeemedEmployeePay {
  return {
    feePence,
    ...employeeTakeHome(feePence, taxYear),
    employerNiPence: exactToPence(employerClass1(feePence * E4, c.ni).contribution),
    levyPence: apprenticeshipLevyOn(feePence, c),
  };
}

/** A route's net at one day rate: where a break-even search starts. */
export interface RatePoint {
  readonly ratePence: number;
  readonly netPence: number;
}

/**
 * The break-even day rate of an inside-IR35 route: the lowest day rate (pence) at which its net,
 * `netAt(dayRatePence)`, reaches `targetNetPence` (the outside-IR35 net at the rate the user
 * gave); only the inside rate moves. `null` if even `maxDayRatePence` (the most the calculator
 * accepts) does not reach it. Net rises with the rate (each rule taxes less than all of a rise),
 * apart from a penny or two where several figures round up at once. The search starts from the
 * route's net at the rate given (`from`) scaled to the target, then one secant step; a bracket
 * widens from there by doubling steps (the first: the miss at the average take-home per penny of
 * rate), bisection closes it, then the answer steps back down while the penny below reaches the
 * target too. Only speed depends on the start: the bracket and bisection make the answer.
 */
export function breakEvenDayRate(
  targetNetPence: number,
  netAt: (dayRatePence: number) => number,
  maxDayRatePence: number,
  from: RatePoint,
): number | null {
  const reaches = (rate: number) => netAt(rate) >= targetNetPence;
  const clamp = (rate: number) => Math.min(Math.max(0, Math.round(rate)), maxDayRatePence);
  const average = from.netPence > 0 ? from.ratePence / from.netPence : 1;
  let start = clamp(from.netPence > 0 ? targetNetPence * average : from.ratePence);
  let startNet = netAt(start);
  // One secant step through the rate given and the start: the slope between them is nearer the
  // marginal take-home than the average is.
  if (start !== from.ratePence && startNet !== from.netPence) {
    const next = clamp(
      start + ((targetNetPence - startNet) * (start - from.ratePence)) / (startNet - from.netPence),
    );
    if (next !== start) {
      start = next;
      startNet = netAt(start);
    }
  }
  let step = Math.max(1, Math.ceil(Math.abs(targetNetPence - startNet) * average));
  let low = start;
  let high = start;
  if (startNet >= targetNetPence) {
    // Down until a rate falls short (0 reaching it is the answer).
    do {
      if (low === 0) return 0;
      high = low;
      low = Math.max(0, low - step);
      step *= 2;
    } while (reaches(low));
  } else {
    // Up until a rate reaches it (or the largest rate does not).
    do {
      if (high === maxDayRatePence) return null;
      low = high;
      high = Math.min(maxDayRatePence, high + step);
      step *= 2;
    } while (!reaches(high));
  }
  // low falls short, high reaches it.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(middle)) high = middle;
    else low = middle;
  }
  while (high > 0 && reaches(high - 1)) high -= 1;
  return high;
}
