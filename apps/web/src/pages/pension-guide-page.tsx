import { getTaxYear } from "@uktax/engine";
import {
  FINANCIAL_PLANNING,
  PENSION_ACCESS,
  STATE_PENSION,
} from "../features/content/content-data";
import { BulletList, SubSection } from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { CalculatorLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import {
  money,
  moneyPence,
  rate,
  rateRange,
} from "../features/content/figures";
import { saving } from "../components/working/per-period";
import { useGuideYear } from "../features/content/guide-year";
import { taperMarginalRate, taperWording } from "../features/content/rates";
import { WorkedExample } from "../features/content/worked-example";
import {
  computeExample,
  pensionNetPayExampleInput,
  pensionSacrificeExampleInput,
} from "../features/content/worked-examples";

/** Relief at source: what a net contribution becomes once the scheme adds basic-rate relief. */
const RELIEF_EXAMPLE_POT = 100;

export default function PensionGuidePage() {
  const year = useGuideYear();
  const taxYear = getTaxYear(year);
  const { pensions, label: yearLabel } = taxYear;
  const autoEnrolment = pensions.autoEnrolment;
  const statePension = taxYear.personalFinance.statePension;
  const netPay = computeExample(pensionNetPayExampleInput, year);
  const sacrifice = computeExample(pensionSacrificeExampleInput, year);
  const reliefNet = RELIEF_EXAMPLE_POT * (1 - pensions.reliefAtSourceRate);
  const newStatePensionAnnual =
    statePension.newFullWeekly * STATE_PENSION.weeksPerYear;
  const basicStatePensionAnnual =
    statePension.basicFullWeekly * STATE_PENSION.weeksPerYear;
  return (
    <GuidePage
      guide="pensionGuide"
      year={year}
      lead={
        <p>
          A pension is the most tax-efficient way most people can save. This
          guide explains workplace pensions, tax relief, the State Pension and
          the rules on taking your money.
        </p>
      }
      sections={[
        {
          id: "types",
          title: "Types of pension",
          body: (
            <>
              <BulletList
                items={[
                  "Workplace pensions: set up by your employer, who must contribute if you are auto-enrolled. Most are defined contribution (you build up a pot); some public-sector and older schemes are defined benefit (a guaranteed income based on salary and service).",
                  "Personal pensions and SIPPs: pensions you arrange yourself, useful for the self-employed or to top up.",
                  "The State Pension: paid by the government from State Pension age, based on your National Insurance record.",
                ]}
              />
            </>
          ),
        },
        {
          id: "auto-enrolment",
          title: "Workplace pensions and auto-enrolment",
          body: (
            <>
              <p>
                Your employer must enrol you in a workplace pension if you are
                old enough to qualify, under State Pension age, and earn more
                than {money(autoEnrolment.earningsTrigger)} a year. Minimum
                contributions are {rate(autoEnrolment.minimumTotalRate)} of
                qualifying earnings, the slice of pay between{" "}
                {money(autoEnrolment.qualifyingEarningsLower)} and{" "}
                {money(autoEnrolment.qualifyingEarningsUpper)}:
              </p>
              <DataTable
                caption={`Auto-enrolment minimum contributions ${yearLabel}`}
                rows={[
                  { who: "Employer", share: autoEnrolment.minimumEmployerRate },
                  {
                    who: "Employee (including tax relief)",
                    share: autoEnrolment.minimumEmployeeRate,
                  },
                  { who: "Total", share: autoEnrolment.minimumTotalRate },
                ]}
                rowKey={(row) => row.who}
                columns={[
                  {
                    header: "Paid by",
                    cell: (row) => row.who,
                    rowHeader: true,
                  },
                  {
                    header: "Minimum of qualifying earnings",
                    cell: (row) => rate(row.share),
                    numeric: true,
                  },
                ]}
              />
              <p>
                You can opt out, but you would lose your employer&apos;s
                contribution: free money that is worth more than almost any pay
                rise. Many employers pay more than the minimum if you do.
              </p>
            </>
          ),
        },
        {
          id: "tax-relief",
          title: "Tax relief on contributions",
          body: (
            <>
              <SubSection title="Net pay arrangement">
                <p>
                  Your contribution is taken from your pay before income tax, so
                  you get relief at your highest rate automatically. National
                  Insurance is still charged on it.
                </p>
              </SubSection>
              <SubSection title="Relief at source">
                <p>
                  You pay from your take-home pay and the provider claims
                  basic-rate relief of {rate(pensions.reliefAtSourceRate)} from
                  HMRC: you pay {money(reliefNet)} and{" "}
                  {money(RELIEF_EXAMPLE_POT)} goes into your pension.
                  Higher-rate and Scottish intermediate-rate taxpayers claim the
                  extra relief through Self Assessment or by asking HMRC to
                  adjust their tax code.
                </p>
              </SubSection>
              <SubSection title="Salary sacrifice">
                <p>
                  You give up part of your salary and your employer pays it into
                  your pension. Because your salary is lower, you save income
                  tax and National Insurance, and your employer saves NI too,
                  which some employers add to your pension.
                </p>
              </SubSection>
              <SubSection
                title={`Example: ${money(pensionNetPayExampleInput.grossSalary)} salary, ${pensionNetPayExampleInput.pensionContribution ?? 0}% pension, ${yearLabel}`}
              >
                <p>
                  The same contribution paid two ways, as a year&apos;s figures.
                  Income tax is the same, because both take the contribution
                  before tax; only salary sacrifice also takes it before
                  National Insurance.
                </p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <WorkedExample
                    title="Net pay arrangement"
                    input={pensionNetPayExampleInput}
                    year={year}
                  />
                  <WorkedExample
                    title="Salary sacrifice"
                    input={pensionSacrificeExampleInput}
                    year={year}
                  />
                </div>
                <p>
                  Salary sacrifice leaves you{" "}
                  {moneyPence(saving(sacrifice.netAnnual, netPay.netAnnual))} a
                  year better off for the same pension saving, because no
                  National Insurance is paid on the sacrificed pay.
                </p>
              </SubSection>
            </>
          ),
        },
        {
          id: "annual-allowance",
          title: "How much you can pay in",
          body: (
            <>
              <p>
                You get tax relief on contributions up to 100% of your earnings,
                and the total paid in by you and your employer is limited by the
                annual allowance of {money(pensions.annualAllowance.amount)}.
                Unused allowance from recent tax years can usually be carried
                forward. If your adjusted income is over{" "}
                {money(pensions.annualAllowance.taperThreshold)}, the allowance
                tapers by {taperWording(pensions.annualAllowance.taperRate)},
                down to a minimum of {money(pensions.annualAllowance.minimum)}.
                Once you have flexibly taken money from a pension, further
                contributions to defined contribution pensions are limited to{" "}
                {money(PENSION_ACCESS.moneyPurchaseAnnualAllowance)} a year (the
                money purchase annual allowance).
              </p>
              <p>
                Contributions cut your adjusted net income, so if you earn
                between {money(taxYear.incomeTax.taper.incomeLimit)} and the
                point where the personal allowance is lost, extra pension
                contributions can win back allowance and save tax at an
                effective {rate(taperMarginalRate("rUK", year))}.
              </p>
            </>
          ),
        },
        {
          id: "state-pension",
          title: "The State Pension",
          body: (
            <>
              <DataTable
                caption={`State Pension rates ${yearLabel}`}
                rows={[
                  {
                    name: "New State Pension (State Pension age from 6 April 2016)",
                    weekly: statePension.newFullWeekly,
                    annual: newStatePensionAnnual,
                    years: STATE_PENSION.newStatePensionFullYears,
                  },
                  {
                    name: "Basic State Pension (State Pension age before 6 April 2016)",
                    weekly: statePension.basicFullWeekly,
                    annual: basicStatePensionAnnual,
                    years: STATE_PENSION.basicStatePensionFullYears,
                  },
                ]}
                rowKey={(row) => row.name}
                columns={[
                  {
                    header: "Pension",
                    cell: (row) => row.name,
                    rowHeader: true,
                  },
                  {
                    header: "Full weekly rate",
                    cell: (row) => moneyPence(row.weekly),
                    numeric: true,
                  },
                  {
                    header: "Full yearly amount",
                    cell: (row) => moneyPence(row.annual),
                    numeric: true,
                  },
                  {
                    header: "Qualifying years for the full rate",
                    cell: (row) => row.years,
                    numeric: true,
                  },
                ]}
              />
              <p>
                You need at least {STATE_PENSION.newStatePensionMinimumYears}{" "}
                qualifying years to get any new State Pension. Both rose by{" "}
                {rate(statePension.upratingRate)} in April{" "}
                {taxYear.starts.slice(0, 4)} under the triple lock: by the
                highest of earnings growth, price inflation and a fixed floor.
                The State Pension is taxable but paid without tax deducted, so
                tax on it is usually collected through the tax code of another
                pension.
              </p>
            </>
          ),
        },
        {
          id: "taking-your-pension",
          title: "Taking your pension",
          body: (
            <>
              <BulletList
                items={[
                  `You can usually take money from a personal or workplace pension from age ${PENSION_ACCESS.minimumAge}, rising to ${PENSION_ACCESS.futureMinimumAge} from ${PENSION_ACCESS.futureMinimumAgeFrom}.`,
                  `Up to ${rate(PENSION_ACCESS.taxFreeLumpSumFraction)} can normally be taken tax-free, up to the lump sum allowance of ${money(PENSION_ACCESS.lumpSumAllowance)}; the rest is taxed as income.`,
                  `The lifetime allowance was abolished from ${PENSION_ACCESS.lifetimeAllowanceAbolished}.`,
                  "Options for the rest include drawdown (keeping it invested and taking an income), an annuity (a guaranteed income for life) or cash lump sums.",
                ]}
              />
            </>
          ),
        },
        {
          id: "how-much",
          title: "How much should I save?",
          body: (
            <>
              <p>
                A common rule of thumb is to aim for a retirement income of{" "}
                {rateRange(FINANCIAL_PLANNING.retirementIncomeReplacement)} of
                your pre-retirement income, counting the State Pension. For many
                people that means total contributions of at least{" "}
                {rate(FINANCIAL_PLANNING.suggestedPensionContribution)} of
                salary over a working life, more if you start late. Use the{" "}
                <CalculatorLink /> to see what a higher contribution really
                costs you each month.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
