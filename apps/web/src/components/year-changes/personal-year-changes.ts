import {
  calculateSalary,
  getTaxYear,
  yearDifferences,
  type SalaryInput,
  type SalaryResult,
  type TaxYearId,
  type YearDifference,
} from "@uktax/engine";
import { changeOf, type TaxYearChange } from "../../lib/tax-year-changes";
import { saving } from "../working/per-period";

/**
 * What changed for one person between two tax years: the same take-home input calculated by the
 * engine in each year, the result lines that moved (income tax, NI, each loan, the pension,
 * take-home), and for each line the year-data figures behind it that differ between the years
 * and apply to this person (their region's bands, their loan plan, their NI category…), named as
 * the reference table names them (lib/tax-year-changes.ts). A line that moved with no such figure
 * (none here, as the input is the same) is listed with its amount and no reason.
 */
export interface PersonalLineChange {
  /** The result line, as the breakdown labels it: "Student loan". */
  readonly line: string;
  /** The line in the earlier and the later year, pounds a year. */
  readonly before: number;
  readonly after: number;
  /** after − before, to the penny: positive when the line is larger in the later year. */
  readonly change: number;
  /** The figures of the year data behind the move, as the "What changed" table names them. */
  readonly figures: readonly TaxYearChange[];
  /** Present for a line given a month (the mortgage's net income); a year otherwise. */
  readonly per?: "month";
}

/** The input the lines are worked out from: a take-home request, in any year. */
export type PersonalInput = Omit<SalaryInput, "taxYear" | "includeBreakdown">;

/** Which figures of the year data (by path) a line of this person's result depends on. */
export type Applies = (path: string) => boolean;

/** The income-tax regime a code and region select (as the engine's `regimeOf`): its bands. */
export function regimeOf(input: PersonalInput): "scotland" | "wales" | "rUK" {
  const code = (input.taxCode ?? "").trim().toUpperCase();
  if (code.startsWith("S") || input.region === "scotland") return "scotland";
  if (code.startsWith("C") || input.region === "wales") return "wales";
  return "rUK";
}

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path.startsWith(prefix));

/**
 * Income tax: the code's rules (its number × 10 + 9 is the allowance, so the data's own personal
 * allowance and standard code move no one's tax), the taper, the marriage allowance for an M or N
 * code, this regime's bands, relief at source, vouchers.
 */
export function incomeTaxFigures(input: PersonalInput): Applies {
  const regime = regimeOf(input);
  const code = (input.taxCode ?? "").trim().toUpperCase();
  const marriage = /[MN]$/.test(code) ? ["incomeTax.marriageAllowance."] : [];
  const relief =
    input.pensionMethod === "relief-at-source"
      ? ["incomeTax.reliefAtSourceBandExtension", "pensions.reliefAtSourceRate"]
      : [];
  const vouchers =
    (input.childcareVouchers ?? 0) > 0 ? ["childcareVouchers."] : [];
  return (path) =>
    startsWithAny(path, [
      "incomeTax.codeMultiplier",
      "incomeTax.payeCodeUplift",
      "incomeTax.taper.",
      ...marriage,
      `incomeTax.bands.${regime}[`,
      `incomeTax.flatRateCodes.${regime === "scotland" ? "scotland" : "rUK"}.`,
      ...relief,
      ...vouchers,
    ]);
}

/** Employee NI: the thresholds and rates on pay, this category's employee rates, vouchers. */
export function nationalInsuranceFigures(input: PersonalInput): Applies {
  const category = input.niCategory ?? "A";
  const vouchers =
    (input.childcareVouchers ?? 0) > 0 ? ["childcareVouchers."] : [];
  return (path) =>
    startsWithAny(path, [
      "nationalInsurance.primaryThreshold",
      "nationalInsurance.upperEarningsLimit",
      "nationalInsurance.employeeMainRate",
      "nationalInsurance.employeeUpperRate",
      `payroll.nationalInsurance.categories.${category}.employee`,
      ...vouchers,
    ]);
}

/**
 * The engine's standard employee (England, the year's standard code): how the contractor's and
 * the mortgage's salaries are taxed.
 */
const STANDARD_EMPLOYEE = { grossSalary: 0, region: "england" } as const;

/** Income tax on a standard employee's pay: the standard code's number, rUK bands, the taper. */
export const standardEmployeeTax: Applies = anyOf(
  incomeTaxFigures(STANDARD_EMPLOYEE),
  (path) => path === "incomeTax.standardCodeNumber",
);

/** Employee NI (category A) on a standard employee's salary. */
export const standardEmployeeNi: Applies =
  nationalInsuranceFigures(STANDARD_EMPLOYEE);

/** A loan: its plan's annual threshold, rate and whether it is collected; the yearly minimum. */
function loanFigures(plan: string): Applies {
  return (path) =>
    startsWithAny(path, [
      `studentLoans.${plan}.annualThreshold`,
      `studentLoans.${plan}.rate`,
      `studentLoans.${plan}.collected`,
      "studentLoans.minimumYearlyRepayment",
    ]);
}

/** The pension: qualifying earnings when it is a share of them; relief at source's rate. */
function pensionFigures(input: PersonalInput): Applies {
  return (path) =>
    (input.pensionBasis === "qualifying-earnings" &&
      path.startsWith("pensions.autoEnrolment.qualifyingEarnings")) ||
    (input.pensionMethod === "relief-at-source" &&
      path === "pensions.reliefAtSourceRate");
}

/**
 * A line of a result that can move between years: its label, how to read it from the result and
 * which figures of the year data (by path) the calculation of it reads. Each calculator's list of
 * these (take-home below, contractor-year-changes.ts, mortgage-year-changes.ts) is fed to
 * `yearChanges`.
 */
export interface LineSpec<TResult> {
  readonly line: string;
  readonly amount: (result: TResult) => number;
  readonly applies: Applies;
  /** A line the result gives a month (the mortgage's net income); a year otherwise. */
  readonly per?: "month";
}

/** A figure any of `appliers` reads. */
export function anyOf(...appliers: readonly Applies[]): Applies {
  return (path) => appliers.some((applies) => applies(path));
}

/** No figure of its own: a total, whose figures are those of the lines above it. */
export const TOTAL: Applies = () => false;

/**
 * The lines of a result that differ between `from` and `to` (either order), each with the changed
 * year-data figures that apply to it, in the order of `lines`. `calculate` runs the calculator on
 * the same input in a year. Empty when nothing moved.
 */
export function yearChanges<TResult>(
  calculate: (year: TaxYearId) => TResult,
  lines: readonly LineSpec<TResult>[],
  from: TaxYearId,
  to: TaxYearId,
): PersonalLineChange[] {
  const before = calculate(from);
  const after = calculate(to);
  const differences: readonly YearDifference[] = yearDifferences(
    getTaxYear(from),
    getTaxYear(to),
  );
  return lines.flatMap(({ line, amount, applies, per }) => {
    const change = lineChange(line, amount(before), amount(after));
    if (change === null) return [];
    const figures = differences.flatMap((difference) => {
      const named = applies(difference.path) ? changeOf(difference) : null;
      return named === null ? [] : [named];
    });
    return [
      per === undefined ? { ...change, figures } : { ...change, figures, per },
    ];
  });
}

/** The lines of this person's result, each with the figures it depends on. */
function linesOf(input: PersonalInput): LineSpec<SalaryResult>[] {
  const plan = input.studentLoanPlan ?? "none";
  const lines: LineSpec<SalaryResult>[] = [
    {
      line: "Income tax",
      // As the results show it: the tax the payslips take (relief at source's claim aside).
      amount: (result) => result.payslipIncomeTax,
      applies: incomeTaxFigures(input),
    },
    {
      line: "National Insurance",
      amount: (result) => result.nationalInsurance,
      applies: nationalInsuranceFigures(input),
    },
  ];
  if (plan !== "none")
    lines.push({
      line: "Student loan",
      // studentLoan holds both loans; the postgraduate loan is its own line below.
      amount: (result) => saving(result.studentLoan, result.postgraduateLoan),
      applies: loanFigures(plan),
    });
  if (input.postgraduateLoan === true)
    lines.push({
      line: "Postgraduate loan",
      amount: (result) => result.postgraduateLoan,
      applies: loanFigures("postgraduate"),
    });
  lines.push({
    line: "Pension",
    amount: (result) => result.pension,
    applies: pensionFigures(input),
  });
  lines.push({
    line: "Take-home",
    amount: (result) => result.payslipNetAnnual,
    applies: TOTAL,
  });
  return lines;
}

/**
 * The lines of `input`'s take-home result that differ between `from` and `to` (either order), each
 * with the changed year-data figures that apply to it, then take-home when it moved (its figures
 * are those of the lines above). Empty when nothing moved.
 */
export function personalYearChanges(
  input: PersonalInput,
  from: TaxYearId,
  to: TaxYearId,
): PersonalLineChange[] {
  return yearChanges(
    // Only the figures: a result's input may ask for the breakdown and the stay-under rows,
    // which this does not read.
    (taxYear) =>
      calculateSalary({
        ...input,
        taxYear,
        includeBreakdown: false,
        includeStayUnder: false,
      }),
    linesOf(input),
    from,
    to,
  );
}

function lineChange(
  line: string,
  before: number,
  after: number,
): Omit<PersonalLineChange, "figures"> | null {
  const change = saving(after, before);
  return change === 0 ? null : { line, before, after, change };
}
