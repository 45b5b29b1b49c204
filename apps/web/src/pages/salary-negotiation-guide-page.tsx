import { allowanceNilIncome, getTaxYear } from "@uktax/engine";
import { UK_MEDIAN_SALARY } from "../features/content/content-data";
import {
  BulletList,
  Callout,
  NumberedList,
  SubSection,
} from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { TextLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import { money, rate, wholePounds } from "../features/content/figures";
import { formatFractionAsPercent } from "../lib/format";
import { saving } from "../components/working/per-period";
import { useGuideYear } from "../features/content/guide-year";
import { bandRate } from "../features/content/rates";
import { WorkedExample } from "../features/content/worked-example";
import {
  PAY_RISE_EXAMPLES,
  computeExample,
} from "../features/content/worked-examples";
import { paths } from "../paths";

export default function SalaryNegotiationGuidePage() {
  const year = useGuideYear();
  const taxYear = getTaxYear(year);
  const {
    incomeTax,
    nationalInsurance: ni,
    pensions,
    studentLoans,
    label: yearLabel,
  } = taxYear;
  const rises = PAY_RISE_EXAMPLES.map((rise) => {
    const before = computeExample({ grossSalary: rise.from }, year);
    const after = computeExample({ grossSalary: rise.to }, year);
    const extraNet = saving(after.netAnnual, before.netAnnual);
    return {
      ...rise,
      extraGross: rise.to - rise.from,
      extraNet,
      kept: extraNet / (rise.to - rise.from),
    };
  });
  const middleRise = rises[1];
  return (
    <GuidePage
      guide="salaryNegotiationGuide"
      year={year}
      lead={
        <p>
          Most employers expect you to negotiate, and the first offer is rarely
          the best one. A few hours of preparation can be worth thousands of
          pounds a year for the rest of your career.
        </p>
      }
      sections={[
        {
          id: "research",
          title: "Do your research",
          body: (
            <>
              <BulletList
                items={[
                  "Look at advertised salaries for similar roles in your area and sector, and at salary surveys from recruiters and professional bodies.",
                  "Ask recruiters and people in similar roles what the realistic range is.",
                  `Use benchmarks for context: the UK median full-time salary is about ${money(UK_MEDIAN_SALARY.annual)}, but your sector, region and experience matter far more.`,
                  "Write down your achievements with numbers: revenue won, costs saved, projects delivered, people trained.",
                ]}
              />
            </>
          ),
        },
        {
          id: "know-your-numbers",
          title: "Know your numbers",
          body: (
            <>
              <p>
                Decide three figures before you talk: your ideal salary, the
                figure you would be happy with, and your walk-away point. Work
                them out from the take-home pay you need, not the other way
                round: the{" "}
                <TextLink href={paths.home}>reverse salary calculator</TextLink>{" "}
                turns a monthly take-home figure into the gross salary that
                delivers it.
              </p>
              <Callout
                title={`What a ${money(rises[0]?.extraGross ?? 0)} pay rise is really worth`}
              >
                <DataTable
                  caption={`Extra take-home pay from a pay rise, England ${yearLabel}`}
                  rows={rises}
                  rowKey={(row) => `${row.from}`}
                  columns={[
                    {
                      header: "Pay rise",
                      cell: (row) => `${money(row.from)} to ${money(row.to)}`,
                      rowHeader: true,
                    },
                    {
                      header: "Extra take-home a year",
                      cell: (row) => wholePounds(row.extraNet),
                      numeric: true,
                    },
                    {
                      header: "Share you keep",
                      cell: (row) => rate(Math.round(row.kept * 1000) / 1000),
                      numeric: true,
                    },
                  ]}
                />
                <p>
                  The same rise is worth much less above the{" "}
                  {money(ni.upperEarningsLimit)} higher-rate point, and least of
                  all between {money(incomeTax.taper.incomeLimit)} and{" "}
                  {money(allowanceNilIncome(year))}, where the personal
                  allowance is withdrawn. There, asking for extra pension
                  contributions instead of salary can be worth more.
                </p>
              </Callout>
              {middleRise ? (
                <>
                  <p>
                    Line by line, here is the {money(middleRise.to)} salary of
                    the middle rise in {yearLabel}, with no pension or student
                    loan. Its extra {money(middleRise.extraGross)} over{" "}
                    {money(middleRise.from)} crosses the higher-rate point, so
                    part of it is taxed at{" "}
                    {rate(bandRate("rUK", "higher", year))} with National
                    Insurance at {rate(ni.employeeUpperRate)}.
                  </p>
                  <WorkedExample
                    title={`${money(middleRise.to)} salary, England, ${yearLabel}`}
                    input={{ grossSalary: middleRise.to }}
                    year={year}
                  />
                </>
              ) : null}
            </>
          ),
        },
        {
          id: "marginal-rate",
          title: "Where each extra pound goes",
          body: (
            <>
              <p>
                A rise is taxed at your marginal rate: the deductions on the
                last pound you earn, not your average rate. In {yearLabel}, from
                each pound of a basic-rate employee&apos;s rise in England,{" "}
                {rate(bandRate("rUK", "basic", year))} income tax and{" "}
                {rate(ni.employeeMainRate)} National Insurance come off. Above{" "}
                {money(ni.upperEarningsLimit)} income tax rises to{" "}
                {rate(bandRate("rUK", "higher", year))} while National Insurance
                falls to {rate(ni.employeeUpperRate)}. A student loan takes
                another {rate(studentLoans.plan2.rate)} of everything over your
                plan&apos;s threshold, and a postgraduate loan{" "}
                {rate(studentLoans.postgraduate.rate)}, so a graduate on Plan 2
                keeps noticeably less of a rise than a colleague on the same
                salary without a loan.
              </p>
              <p>
                That is why the form of a rise matters. Extra employer pension
                contributions are free of income tax and National Insurance, and
                a rise taken as salary sacrifice into your pension keeps all of
                it for your future self. Benefits such as a cycle-to-work scheme
                can also cost you less than their cash value. Always compare
                offers on take-home pay and total reward, not the headline
                salary.
              </p>
            </>
          ),
        },
        {
          id: "timing",
          title: "Choose your moment",
          body: (
            <>
              <BulletList
                items={[
                  "For a new job, negotiate after the offer and before you accept: that is when you have most leverage.",
                  "In your current job, ask ahead of the annual pay review, when budgets are being set, or after a clear success.",
                  "Avoid naming a number first if you can; if you must, give a researched range whose bottom is a figure you would be happy with.",
                ]}
              />
            </>
          ),
        },
        {
          id: "the-conversation",
          title: "The conversation",
          body: (
            <>
              <NumberedList
                items={[
                  "Thank them and show enthusiasm for the role.",
                  "State your case: the value you bring and what the market pays, with evidence.",
                  "Ask for a specific figure, then stop talking and let them respond.",
                  "If they cannot move on salary, ask what else is possible (see below).",
                  "Ask for the final offer in writing before you resign from your current job.",
                ]}
              />
              <SubSection title="Useful phrases">
                <BulletList
                  items={[
                    "“Based on my research and the experience I bring, I was expecting something closer to …”",
                    "“Is there flexibility on the base salary?”",
                    "“If the salary is fixed, could we look at the pension contribution or a review after six months?”",
                  ]}
                />
              </SubSection>
            </>
          ),
        },
        {
          id: "beyond-salary",
          title: "Negotiate the whole package",
          body: (
            <>
              <BulletList
                items={[
                  `Pension: employers must pay at least ${rate(pensions.autoEnrolment.minimumEmployerRate)} of qualifying earnings, but many match more. Each extra 1% is tax-free pay.`,
                  "Bonus and overtime: ask how bonuses are decided and what was actually paid last year.",
                  `Holiday: each extra day is worth about ${formatFractionAsPercent(1 / taxYear.payPeriods.daily)} of salary.`,
                  "Flexible and remote working: fewer commuting days save real money.",
                  "Training, professional subscriptions and a clear path to the next grade.",
                  "A guaranteed salary review date.",
                ]}
              />
            </>
          ),
        },
        {
          id: "after",
          title: "After you agree",
          body: (
            <>
              <p>
                Check the written contract matches what was agreed, including
                start date, salary, bonus terms and pension. When your first
                payslip arrives, check the tax code and student loan plan, and
                compare the take-home figure with what our calculator predicted.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
