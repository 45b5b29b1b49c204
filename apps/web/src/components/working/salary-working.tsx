import {
  allowanceNilIncome,
  getTaxYear,
  taperMarginalRate,
  type SalaryInput,
  type SalaryResult,
  type TaxYearId,
} from "@uktax/engine";
import { useEffect, useState } from "react";
import { postJson } from "../../lib/api-client";
import { PendingStatus } from "../form/print-context";
import { STUDENT_LOAN_PLAN_LABELS } from "../form/salary-options";
import {
  formatCurrency,
  formatCurrencyPence,
  formatFractionAsPercent,
  formatPenceOfPound,
  formatRate,
} from "../../lib/format";
import { toolById } from "../../tools";
import { ResultSection, type ResultRow } from "../form/result-items";
import { lineRow, lineRows } from "../form/result-lines";
import { saving } from "./per-period";
import { DataTable } from "../data-table";

/** The line-by-line working a result carries when asked for (`includeBreakdown`). */
type SalaryBreakdown = NonNullable<SalaryResult["breakdown"]>;

/**
 * "How this was worked out" and "Employer's cost" (loaded when first opened; the per-period table
 * is in the result itself, per-period-table.tsx).
 * The figures are the engine's: the take-home input the result came from (for reverse and
 * hourly, the same deductions on the gross they found) is sent to the API again with
 * `includeBreakdown: true`, and the breakdown is shown only if its figures are the result's.
 * With a salary sacrifice (pension or childcare vouchers) the same input without it is also
 * calculated, for the NI each side saves.
 */

/** The take-home figures a result showed, which the breakdown must repeat. */
export type ShownFigures = Partial<
  Pick<
    SalaryResult,
    | "incomeTax"
    | "nationalInsurance"
    | "studentLoan"
    | "pension"
    | "netAnnual"
    | "grossAnnual"
  >
>;

export interface SalaryWorkingProps {
  readonly view: "working" | "employer";
  /** The take-home input (validated, with its tax year); `includeBreakdown` is added here. */
  readonly request: SalaryInput;
  readonly shown: ShownFigures;
}

type Worked = {
  readonly salary: SalaryResult & { breakdown: SalaryBreakdown };
  /** The same input without salary sacrifice, when there is one. */
  readonly withoutSacrifice: SalaryResult | null;
};

const ENDPOINT = toolById("calculator").endpoint;
const cache = new Map<string, Promise<Worked>>();

function hasSacrifice(request: SalaryInput): boolean {
  return (
    (request.pensionMethod === "salary-sacrifice" &&
      (request.pensionContribution ?? 0) > 0) ||
    (request.childcareVouchers ?? 0) > 0
  );
}

async function fetchWorked(request: SalaryInput): Promise<Worked> {
  const salary = await postJson<SalaryResult>(ENDPOINT, {
    ...request,
    includeBreakdown: true,
  });
  if (!salary.breakdown) throw new Error("The API sent no breakdown.");
  const withoutSacrifice = hasSacrifice(request)
    ? await postJson<SalaryResult>(ENDPOINT, {
        ...request,
        pensionMethod: "net-pay",
        childcareVouchers: 0,
        includeBreakdown: false,
      })
    : null;
  return {
    salary: { ...salary, breakdown: salary.breakdown },
    withoutSacrifice,
  };
}

/** One call per input (both views share it); a failed one is forgotten so it can be retried. */
function worked(key: string): Promise<Worked> {
  let pending = cache.get(key);
  if (!pending) {
    pending = fetchWorked(JSON.parse(key) as SalaryInput);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

function matches(salary: SalaryResult, shown: ShownFigures): boolean {
  return (Object.keys(shown) as (keyof ShownFigures)[]).every(
    (key) => shown[key] === salary[key],
  );
}

export default function SalaryWorking({
  view,
  request,
  shown,
}: SalaryWorkingProps) {
  const key = JSON.stringify(request);
  const [state, setState] = useState<
    { key: string; worked: Worked } | { key: string; failed: true } | null
  >(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    worked(key).then(
      (done) => {
        if (current) setState({ key, worked: done });
      },
      () => {
        if (current) setState({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  if (!state || state.key !== key)
    return <PendingStatus>Working it out…</PendingStatus>;
  if ("failed" in state || !matches(state.worked.salary, shown))
    return (
      <div role="alert" className="text-sm text-slate-800">
        <p>The working could not be loaded.</p>
        <button
          type="button"
          onClick={() => {
            setAttempt((n) => n + 1);
          }}
          className="mt-2 rounded-md border border-slate-300 px-3 py-1 font-medium text-blue-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          Try again
        </button>
      </div>
    );
  const { salary, withoutSacrifice } = state.worked;
  return view === "working" ? (
    <Working salary={salary} />
  ) : (
    <EmployerView salary={salary} withoutSacrifice={withoutSacrifice} />
  );
}

const money = formatCurrencyPence;

/** "basic" → "Basic rate"; a flat-rate code ("BR", "D0") as it is. */
function bandName(name: string): string {
  return /^[a-z]/.test(name)
    ? `${name.charAt(0).toUpperCase()}${name.slice(1)} rate`
    : name;
}

const REGIME_NAMES: Record<SalaryBreakdown["incomeTax"]["regime"], string> = {
  rUK: "England and Northern Ireland rates",
  wales: "Welsh rates",
  scotland: "Scottish rates",
};

const NI_BAND_NAMES = {
  employee: {
    main: "Primary threshold to upper earnings limit",
    upper: "Above the upper earnings limit",
  },
  employer: {
    main: "Above the secondary threshold",
    upper: "Above the employer's upper threshold",
  },
} as const;

function range(from: number, to: number | null): string {
  return to === null ? `over ${money(from)}` : `${money(from)} to ${money(to)}`;
}

function Working({
  salary,
}: {
  salary: SalaryResult & { breakdown: SalaryBreakdown };
}) {
  const { incomeTax, nationalInsurance, studentLoans, pension } =
    salary.breakdown;
  const year = getTaxYear(salary.taxYear);
  const { allowance } = incomeTax;
  const allowanceRows: ResultRow[] = [
    lineRow("Standard personal allowance", allowance.standard, "start"),
  ];
  if (allowance.code !== allowance.standard)
    allowanceRows.push(
      lineRow("Allowance your tax code gives", allowance.code, "memo"),
    );
  if (allowance.marriageAllowanceTransferred > 0)
    allowanceRows.push(
      lineRow(
        "Given as the marriage allowance tax reduction",
        allowance.marriageAllowanceTransferred,
        "subtract",
      ),
    );
  if (allowance.taperReduction > 0)
    allowanceRows.push(
      lineRow("Lost to the taper", allowance.taperReduction, "subtract"),
    );
  allowanceRows.push(
    lineRow("Personal allowance given", allowance.given, "total"),
  );
  const taper = year.incomeTax.taper;
  return (
    <div className="flex flex-col gap-5 text-slate-800">
      <section aria-label="Personal allowance">
        <ResultSection
          title="Personal allowance"
          label="Personal allowance"
          rows={allowanceRows}
        />
        <p className="mt-1 text-sm">
          {allowance.taperReduction > 0 ? (
            <>
              Your adjusted net income of {money(incomeTax.adjustedNetIncome)}{" "}
              is over {formatCurrency(taper.incomeLimit)}, so the allowance is
              reduced by £1 for every {formatCurrency(1 / taper.reductionRate)}{" "}
              above that: by {money(allowance.taperReduction)}, leaving{" "}
              {money(allowance.given)}.
            </>
          ) : (
            <>
              The allowance is reduced by £1 for every{" "}
              {formatCurrency(1 / taper.reductionRate)} of adjusted net income
              over {formatCurrency(taper.incomeLimit)} (yours is{" "}
              {money(incomeTax.adjustedNetIncome)}).
            </>
          )}
        </p>
      </section>

      <ResultSection
        title="Taxable income"
        rows={[
          lineRow(
            "Taxable pay (pay and benefits in kind, less exempt vouchers and pension taken before tax)",
            incomeTax.taxablePay,
            "memo",
          ),
          lineRow("Personal allowance given", allowance.given, "memo"),
          ...(incomeTax.kCodeAddition > 0
            ? [lineRow("Added by the K code", incomeTax.kCodeAddition, "memo")]
            : []),
          lineRow("Taxable income", incomeTax.taxableIncome, "total"),
        ]}
      />

      {incomeTax.bands.length > 0 ? (
        <DataTable
          caption={`Income tax by band (${REGIME_NAMES[incomeTax.regime]})`}
          columns={["Band", "Rate", "Taxable income", "In band", "Tax"]}
          rows={incomeTax.bands.map((band) => [
            bandName(band.band),
            formatRate(band.rate),
            range(band.from, band.to),
            money(band.taxable),
            money(band.tax),
          ])}
          total={[
            "Income tax",
            "",
            "",
            money(incomeTax.taxableIncome),
            money(incomeTax.total),
          ]}
        />
      ) : null}
      {incomeTax.bandExtension > 0 ? (
        <p className="text-sm">
          Relief at source: your gross pension contribution of{" "}
          {money(incomeTax.bandExtension)} raises the limits of the higher
          bands.
          {incomeTax.reliefAtSourceClaim > 0
            ? ` That makes the year's tax ${money(incomeTax.total)} once you claim the ${money(incomeTax.reliefAtSourceClaim)} of relief above the basic rate; payroll does not raise them, so your payslips take ${money(incomeTax.payslipTotal)}.`
            : null}
        </p>
      ) : null}
      {incomeTax.marriageAllowanceReduction > 0 ||
      incomeTax.kCodeLimitReduction > 0 ? (
        <ResultSection
          title="Income tax after reductions"
          rows={[
            lineRow("Tax on the bands", incomeTax.bandsTotal, "start"),
            ...(incomeTax.marriageAllowanceReduction > 0
              ? [
                  lineRow(
                    "Marriage allowance reduction",
                    incomeTax.marriageAllowanceReduction,
                    "subtract",
                  ),
                ]
              : []),
            ...(incomeTax.kCodeLimitReduction > 0
              ? [
                  lineRow(
                    "Held back by the K code limit (half of pay)",
                    incomeTax.kCodeLimitReduction,
                    "subtract",
                  ),
                ]
              : []),
            lineRow("Income tax", incomeTax.total, "total"),
          ]}
        />
      ) : null}

      <NiTable
        caption={`National Insurance, employee (category ${nationalInsurance.category})`}
        side="employee"
        lines={nationalInsurance.employee}
        periods={nationalInsurance.periods}
      />

      {studentLoans.plans.length > 0 ? (
        <DataTable
          caption="Student loans"
          columns={["Plan", "Threshold", "Rate", "Pay over it", "Repayment"]}
          rows={studentLoans.plans.map((plan) => [
            STUDENT_LOAN_PLAN_LABELS[plan.plan],
            money(plan.threshold),
            formatRate(plan.rate),
            money(plan.overThreshold),
            plan.collected ? money(plan.repayment) : "not collected this year",
          ])}
          total={["Student loans", "", "", "", money(studentLoans.total)]}
        />
      ) : null}

      {pension.contribution > 0 || pension.employer > 0 ? (
        <ResultSection
          title="Pension"
          rows={[
            lineRow(
              "Your contribution into the pension",
              pension.contribution,
              "memo",
            ),
            lineRow("Cost to your pay", pension.employee, "memo"),
            lineRow("Tax relief", pension.relief, "memo"),
            lineRow("Your employer's contribution", pension.employer, "memo"),
          ]}
        />
      ) : null}

      <MarginalRate salary={salary} />
      <Sources salary={salary} />
    </div>
  );
}

function NiTable({
  caption,
  side,
  lines,
  periods,
}: {
  caption: string;
  side: "employee" | "employer";
  lines: SalaryBreakdown["nationalInsurance"]["employee"];
  periods: number;
}) {
  return (
    <div>
      <DataTable
        caption={caption}
        columns={["Band", "Rate", "Pay a year", "In band", "NI"]}
        rows={lines.bands.map((band) => [
          NI_BAND_NAMES[side][band.band],
          formatRate(band.rate),
          range(band.from, band.to),
          money(band.earnings),
          money(band.contribution),
        ])}
        total={["National Insurance", "", "", "", money(lines.total)]}
      />
      {periods > 1 ? (
        <p className="mt-1 text-sm">
          With a bonus, NI is worked out in each of the {periods} pay periods
          (the bonus in one of them) on that period&apos;s thresholds, and added
          up.
        </p>
      ) : null}
    </div>
  );
}

/** Basis points of a fraction of 4 decimals (as the engine rounds its rates), a whole number. */
const bp = (fraction: number) => Math.round(fraction * 10_000);

/**
 * The next £1 of pay, said for this income: the engine's marginal rate and its parts (the
 * breakdown's `marginalRate`), what is kept, then where the income sits — in the allowance taper
 * (its 60 % explained), or past it with the allowance gone (the band the £1 is taxed in).
 */
function MarginalRate({
  salary,
}: {
  salary: SalaryResult & { breakdown: SalaryBreakdown };
}) {
  const { incomeTax, marginalRate: parts } = salary.breakdown;
  const taxYear: TaxYearId = salary.taxYear;
  const { taper } = getTaxYear(taxYear).incomeTax;
  const regime = incomeTax.regime;
  const { taperReduction, given } = incomeTax.allowance;
  const inTaper = taperReduction > 0 && given > 0;
  const allowanceGone = taperReduction > 0 && given === 0;
  const topBand = incomeTax.bands.filter((band) => band.taxable > 0).at(-1);
  const pieces = (
    [
      [parts.incomeTax, "in income tax"],
      [parts.nationalInsurance, "in National Insurance"],
      [parts.studentLoans, "in student loan repayments"],
      [parts.pension, "into your pension"],
    ] as const
  ).filter(([fraction]) => bp(fraction) !== 0);
  const kept = (10_000 - pieces.reduce((sum, [f]) => sum + bp(f), 0)) / 10_000;
  const words = pieces.map(
    ([fraction, where], index) =>
      `${formatPenceOfPound(fraction)}${index === 0 ? " goes" : ""} ${where}`,
  );
  const listed =
    words.length > 1
      ? `${words.slice(0, -1).join(", ")} and ${words.at(-1) ?? ""}`
      : (words[0] ?? "");
  const pensionTaken = bp(parts.pension) !== 0;
  return (
    <section aria-label="Marginal rate">
      <h4 className="font-semibold text-slate-900">Marginal rate</h4>
      <p className="text-sm">
        Your marginal rate is{" "}
        <strong>{formatFractionAsPercent(salary.marginalRate)}</strong> (income
        tax, National Insurance and student loans).{" "}
        {pieces.length === 0
          ? "None of your next £1 of pay goes in income tax, National Insurance or a student loan: you keep all of it."
          : `Of your next £1 of pay, ${listed}: you keep ${formatPenceOfPound(kept)}${pensionTaken ? " in your pay" : ""}.`}
      </p>
      {inTaper ? (
        <p
          className="mt-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950"
          data-taper-band="in"
        >
          You are in the personal allowance taper: between{" "}
          {formatCurrency(taper.incomeLimit)} and{" "}
          {formatCurrency(allowanceNilIncome(taxYear))} of adjusted net income,
          each extra £1 also takes away {money(taper.reductionRate)} of
          allowance, so income tax there is{" "}
          {formatRate(taperMarginalRate(taxYear, regime))}
          {regime === "scotland" ? " (Scottish rates)" : ""} on that £1.
        </p>
      ) : null}
      {allowanceGone && topBand ? (
        <p className="mt-1 text-sm" data-taper-band="past">
          Your adjusted net income is over{" "}
          {formatCurrency(allowanceNilIncome(taxYear))}, so your personal
          allowance is all gone, and the next £1 is taxed at the{" "}
          {bandName(topBand.band).toLowerCase()}, {formatRate(topBand.rate)}
          {regime === "scotland" ? " (Scottish rates)" : ""}.
        </p>
      ) : null}
    </section>
  );
}

/** The URLs in a source note of the year's data. */
function urlsOf(source: string): string[] {
  return [...source.matchAll(/https?:\/\/[^\s;,)]+/g)].map((match) =>
    match[0].replace(/[.:]$/, ""),
  );
}

function Sources({ salary }: { salary: SalaryResult }) {
  const year = getTaxYear(salary.taxYear);
  const topics: [string, string][] = [
    ["Income tax rates and bands", year.incomeTax.source],
    ["Personal allowance taper", year.incomeTax.taper.source],
    ["National Insurance", year.nationalInsurance.source],
    ["Class 1A National Insurance", year.nationalInsurance.class1A.source],
    ["Student loans", year.studentLoans.source],
    ["Pensions", year.pensions.source],
    ["Childcare vouchers", year.childcareVouchers.source],
  ];
  const seen = new Set<string>();
  const items = topics.flatMap(([topic, source]) =>
    urlsOf(source)
      .filter((url) => !seen.has(url) && seen.add(url))
      .map((url) => ({ topic, url })),
  );
  return (
    <section aria-label="Where the rules come from">
      <h4 className="font-semibold text-slate-900">
        Where the rules come from ({year.label})
      </h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {items.map(({ topic, url }) => (
          <li key={url}>
            {topic}:{" "}
            <a
              href={url}
              className="break-all text-blue-800 underline"
              rel="noopener noreferrer"
            >
              {url.replace(/^https?:\/\//, "")}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The employer's cost: gross pay plus its NI (Class 1 and 1A) and its pension contribution. */
const EMPLOYER_LINES = [
  ["Gross pay", "grossAnnual", "start"],
  ["Employer National Insurance (Class 1)", "employerNationalInsurance", "add"],
  [
    "Class 1A National Insurance on benefits in kind",
    "employerClass1ANationalInsurance",
    "add",
  ],
  ["Employer pension", "employerPension", "add"],
  ["Total cost of employment", "employerCost", "total"],
] as const;

function EmployerView({
  salary,
  withoutSacrifice,
}: {
  salary: SalaryResult & { breakdown: SalaryBreakdown };
  withoutSacrifice: SalaryResult | null;
}) {
  return (
    <div className="flex flex-col gap-5">
      <ResultSection
        title="Your employer's cost"
        label="Employer's cost"
        rows={lineRows(salary, EMPLOYER_LINES)}
      />
      <NiTable
        caption={`National Insurance, employer (category ${salary.breakdown.nationalInsurance.category})`}
        side="employer"
        lines={salary.breakdown.nationalInsurance.employer}
        periods={salary.breakdown.nationalInsurance.periods}
      />
      {withoutSacrifice ? (
        <div>
          <DataTable
            caption="National Insurance saved by salary sacrifice"
            columns={["", "You", "Your employer"]}
            rows={[
              [
                "Without salary sacrifice",
                money(withoutSacrifice.nationalInsurance),
                money(withoutSacrifice.employerNationalInsurance),
              ],
              [
                "With salary sacrifice",
                money(salary.nationalInsurance),
                money(salary.employerNationalInsurance),
              ],
            ]}
            total={[
              "Saved",
              money(
                saving(
                  withoutSacrifice.nationalInsurance,
                  salary.nationalInsurance,
                ),
              ),
              money(
                saving(
                  withoutSacrifice.employerNationalInsurance,
                  salary.employerNationalInsurance,
                ),
              ),
            ]}
          />
          <p className="mt-1 text-sm text-slate-700">
            &ldquo;Without&rdquo; is the same input with the pension paid from
            pay instead (a net pay arrangement) and no childcare vouchers,
            calculated by the engine like yours.
          </p>
        </div>
      ) : null}
    </div>
  );
}
