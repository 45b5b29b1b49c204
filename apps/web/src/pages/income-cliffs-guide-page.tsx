import {
  allowanceNilIncome,
  getAdjustedNetIncomeCliffs,
  getTaxYear,
  type SalaryInput,
  type TaxYearId,
} from "@uktax/engine";
import { defaultsOf } from "../components/form/form-model";
import { taxYearLabel } from "../components/form/tax-year-field";
import {
  BulletList,
  Callout,
  SubSection,
} from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { money, rate } from "../features/content/figures";
import { GuidePage } from "../features/content/guide-page";
import { useGuideYear } from "../features/content/guide-year";
import {
  bandRate,
  taperMarginalRate,
  taperWording,
} from "../features/content/rates";
import { TextLink } from "../features/content/text-links";
import {
  childBenefitChargeExampleInput,
  computeExample,
  hundredThousandExampleInput,
} from "../features/content/worked-examples";
import {
  TAKE_HOME_FIELDS,
  TAKE_HOME_MODEL,
} from "../features/take-home/take-home-store";
import { queryString, TOOL_PARAM } from "../lib/page-query";
import { paths } from "../paths";

type StayUnderRow = NonNullable<
  ReturnType<typeof computeExample>["toStayUnder"]
>[number];

/**
 * A link that opens the take-home calculator on a guide's example: its form with the example's
 * salary, children and pension, in the year shown (the calculator's own link, url-state.ts).
 */
function calculatorLinkFor(input: SalaryInput, year: TaxYearId): string {
  const values = {
    ...defaultsOf(TAKE_HOME_FIELDS),
    taxYear: year,
    grossSalary: String(input.grossSalary),
    childBenefitChildren: String(input.childBenefitChildren ?? 0),
    pensionContribution: String(input.pensionContribution ?? 0),
  };
  return `${paths.home}${queryString([
    [TOOL_PARAM, "calculator"],
    ...TAKE_HOME_MODEL.toQuery(values),
  ])}`;
}

/** The percentage a stay-under row's pension is, as the calculator shows it ("14.29%"). */
const pensionPercent = (row: StayUnderRow) =>
  row.pensionContribution === null
    ? "no pension percentage"
    : rate(row.pensionContribution / 100);

export default function IncomeCliffsGuidePage() {
  const year = useGuideYear();
  const rates = getTaxYear(year);
  const { childBenefit, childcareSupport } = rates;
  const { incomeThreshold, incomePerPercent } = childBenefit.highIncomeCharge;
  const taper = rates.incomeTax.taper;
  const chargeTakesAll = getAdjustedNetIncomeCliffs(year).find((cliff) =>
    cliff.reasons.includes("child-benefit-charge-full"),
  )?.adjustedNetIncome;
  const allowanceGone = allowanceNilIncome(year);
  const basicRate = bandRate("rUK", "basic", year);
  const label = taxYearLabel(year);

  const charge = computeExample(childBenefitChargeExampleInput, year);
  const chargeRow = charge.toStayUnder?.[0];
  const trap = computeExample(hundredThousandExampleInput, year);
  const trapRows = trap.toStayUnder ?? [];
  const trapRow = trapRows.find(
    (row) => row.adjustedNetIncome === childcareSupport.adjustedNetIncomeLimit,
  );
  const children = childBenefitChargeExampleInput.childBenefitChildren ?? 0;

  return (
    <GuidePage
      guide="incomeCliffsGuide"
      year={year}
      backToCalculator
      lead={
        <p>
          One figure decides three things besides your income tax: whether you
          pay back your Child Benefit, whether you keep your personal allowance,
          and whether your family gets Tax-Free Childcare and the funded
          childcare hours. That figure is your adjusted net income, and each of
          the three has a cliff. A pension contribution or a Gift Aid donation
          lowers it, and can keep you under.
        </p>
      }
      sections={[
        {
          id: "adjusted-net-income",
          title: "What adjusted net income is",
          body: (
            <>
              <p>
                Adjusted net income is your total taxable income for the tax
                year, before your personal allowance: pay and taxable benefits
                in kind, profits from letting property, savings interest and
                dividends. From it come off:
              </p>
              <BulletList
                items={[
                  "pension contributions you make to a relief-at-source scheme (a personal pension, or some workplace schemes), counted gross: what you pay plus the basic-rate relief the scheme claims;",
                  `Gift Aid donations, grossed up at the basic rate of ${rate(basicRate)}: what you gave plus the tax the charity claims on it;`,
                  "trading losses and a few other reliefs.",
                ]}
              />
              <p>
                A workplace pension taken from your pay before tax (net pay) or
                given up from your salary (salary sacrifice) lowers it too,
                because the pay it comes out of is never taxed as your income.
              </p>
              <p>
                Payroll does not know your adjusted net income. Your payslips
                take tax on your pay alone, using your tax code; anything owed
                on the rest, including the Child Benefit charge, is collected
                through a Self Assessment tax return or by HMRC changing your
                tax code. That is why the take-home calculator shows what your
                payslips show beside what you owe or get back after the year.
              </p>
            </>
          ),
        },
        {
          id: "child-benefit-charge",
          title: "The High Income Child Benefit Charge",
          body: (
            <>
              <p>
                In {label} Child Benefit is{" "}
                {money(childBenefit.eldestChildWeekly)} a week for the eldest
                child and {money(childBenefit.otherChildWeekly)} a week for each
                other child. If your adjusted net income is over{" "}
                {money(incomeThreshold)}, you pay some of it back as the High
                Income Child Benefit Charge: 1% of the benefit for every{" "}
                {money(incomePerPercent)} of income over{" "}
                {money(incomeThreshold)}.
                {chargeTakesAll === undefined
                  ? null
                  : ` By ${money(chargeTakesAll)} the charge is the whole of the benefit.`}
              </p>
              <BulletList
                items={[
                  "The charge falls on whichever of you and your partner has the higher adjusted net income, whoever claims the benefit. A partner is someone you are married to, in a civil partnership with or live with as a couple.",
                  "It is worked out on whole steps: the percentage, and the charge in pounds, are rounded down.",
                  "Between the two figures, each extra pound of income costs its income tax, its National Insurance and part of the benefit, so the rate you lose on the next pound is well above your tax band's.",
                  "You can keep claiming and choose not to be paid: a parent who is not working still gets National Insurance credits towards the State Pension, and your child is sent a National Insurance number at 16.",
                ]}
              />
              <Callout
                title={`Example: ${money(childBenefitChargeExampleInput.grossSalary)} salary, ${children} children, ${label}`}
              >
                <p>
                  With no pension, adjusted net income is{" "}
                  {money(charge.adjustedNetIncome)}. Child Benefit for two
                  children is {money(charge.childBenefit)} for the year, and the
                  charge takes {money(charge.highIncomeChildBenefitCharge)} of
                  it back through Self Assessment. On the next{" "}
                  {money(incomePerPercent)} of pay the year&apos;s rate is{" "}
                  {rate(charge.yearMarginalRate)} (income tax, National
                  Insurance and the charge together), against{" "}
                  {rate(charge.marginalRate)} for the pay alone.
                </p>
                {chargeRow ? (
                  <p>
                    A workplace pension of {pensionPercent(chargeRow)} of pay
                    (net pay) puts {money(chargeRow.extraPension ?? 0)} a year
                    into the pension and brings adjusted net income to{" "}
                    {money(chargeRow.adjustedNetIncome)}: it saves{" "}
                    {money(chargeRow.chargeSaved ?? 0)} of charge and{" "}
                    {money(chargeRow.taxSaved ?? 0)} of income tax and National
                    Insurance, and costs {money(chargeRow.takeHomeCost ?? 0)} of
                    take-home.
                  </p>
                ) : null}
                <p>
                  <TextLink
                    href={calculatorLinkFor(
                      childBenefitChargeExampleInput,
                      year,
                    )}
                  >
                    Open this example in the take-home calculator
                  </TextLink>
                </p>
              </Callout>
            </>
          ),
        },
        {
          id: "hundred-thousand-trap",
          title: `The ${money(taper.incomeLimit)} trap`,
          body: (
            <>
              <p>
                Over {money(taper.incomeLimit)} of adjusted net income your
                personal allowance of {money(rates.incomeTax.personalAllowance)}{" "}
                goes down by {taperWording(taper.reductionRate)} over, until
                none is left at {money(allowanceGone)}. Every pound in that
                stretch is taxed at your band&apos;s rate and also takes
                allowance away, so income tax on it is{" "}
                {rate(taperMarginalRate("rUK", year))} (
                {rate(taperMarginalRate("scotland", year))} in Scotland), before
                National Insurance.
              </p>
              <p>
                The same figure decides childcare support. If either parent
                expects adjusted net income over{" "}
                {money(childcareSupport.adjustedNetIncomeLimit)} in the tax
                year, the family gets no Tax-Free Childcare (worth up to{" "}
                {money(childcareSupport.taxFreeChildcarePerChild)} a year for
                each child under 12, more for a disabled child) and no funded
                childcare hours. One pound over can cost the whole of it.
              </p>
              <Callout
                title={`Example: ${money(hundredThousandExampleInput.grossSalary)} salary, ${children} children, ${label}`}
              >
                <p>
                  With no pension, adjusted net income is{" "}
                  {money(trap.adjustedNetIncome)}: the personal allowance is
                  down to {money(trap.personalAllowance)}, the charge is{" "}
                  {money(trap.highIncomeChildBenefitCharge)} (the whole benefit,
                  in whole pounds), and up to{" "}
                  {money(trap.childcareSupport.taxFreeChildcareAtStake)} of
                  Tax-Free Childcare is lost. On the next{" "}
                  {money(incomePerPercent)} of pay the year&apos;s rate is{" "}
                  {rate(trap.yearMarginalRate)}.
                </p>
                {trapRow ? (
                  <p>
                    A pension of {pensionPercent(trapRow)} of pay puts{" "}
                    {money(trapRow.extraPension ?? 0)} into the pension and
                    brings adjusted net income to{" "}
                    {money(trapRow.adjustedNetIncome)}. It costs{" "}
                    {money(trapRow.takeHomeCost ?? 0)} of take-home, saves{" "}
                    {money(trapRow.taxSaved ?? 0)} of income tax and National
                    Insurance and keeps{" "}
                    {money(trapRow.childcareSupportSaved ?? 0)} of Tax-Free
                    Childcare.
                  </p>
                ) : null}
                <p>
                  <TextLink
                    href={calculatorLinkFor(hundredThousandExampleInput, year)}
                  >
                    Open this example in the take-home calculator
                  </TextLink>
                </p>
              </Callout>
            </>
          ),
        },
        {
          id: "staying-under",
          title: "Staying under with a pension or Gift Aid",
          body: (
            <>
              <p>
                A bigger pension contribution lowers adjusted net income by its
                gross amount, and so does Gift Aid once grossed up. For each
                cliff the {money(hundredThousandExampleInput.grossSalary)}{" "}
                example is over, this is what the calculator works out:
              </p>
              <DataTable
                caption={`Staying under each cliff on ${money(hundredThousandExampleInput.grossSalary)} with ${children} children, ${label} (a year)`}
                rows={trapRows}
                rowKey={(row) => String(row.adjustedNetIncome)}
                columns={[
                  {
                    header: "Adjusted net income at or under",
                    cell: (row) => money(row.adjustedNetIncome),
                    rowHeader: true,
                  },
                  {
                    header: "Pension",
                    cell: pensionPercent,
                    numeric: true,
                  },
                  {
                    header: "Cost in take-home",
                    cell: (row) => money(row.takeHomeCost ?? 0),
                    numeric: true,
                  },
                  {
                    header: "Child Benefit charge saved",
                    cell: (row) => money(row.chargeSaved ?? 0),
                    numeric: true,
                  },
                  {
                    header: "Childcare support kept",
                    cell: (row) => money(row.childcareSupportSaved ?? 0),
                    numeric: true,
                  },
                  {
                    header: "Or Gift Aid",
                    cell: (row) => money(row.giftAidDonation ?? 0),
                    numeric: true,
                  },
                ]}
              />
              <SubSection title="Things to check first">
                <BulletList
                  items={[
                    `Pension savings are limited by the annual allowance, ${money(rates.pensions.annualAllowance.amount)} for most people, less for the highest earners, with unused allowance from the three years before carried forward.`,
                    "Money in a pension cannot usually be taken out until the pension age, so it keeps the charge and the allowance but is not money to spend now.",
                    "Salary sacrifice can lower your pay for a mortgage, maternity pay or life cover; ask your employer how they count it.",
                    "With a relief-at-source or personal pension, tell HMRC about the contribution (on a Self Assessment return, or by asking for a tax code change): that is how it lowers the charge, brings back the allowance and gets you the relief above the basic rate.",
                    "A Gift Aid donation gives the money away: it keeps the cliff, but costs more than a pension does.",
                    "Your income must be under the cliff over the whole tax year, so a bonus or a pay rise late in the year counts in full.",
                  ]}
                />
              </SubSection>
            </>
          ),
        },
        {
          id: "with-the-calculator",
          title: "Working out your own",
          body: (
            <>
              <p>
                Open Family and other income in the{" "}
                <TextLink href={paths.home}>take-home pay calculator</TextLink>{" "}
                and give the number of children you get Child Benefit for, your
                partner&apos;s adjusted net income if you have a partner, and
                any savings interest, dividends, property income or Gift Aid.
                The results show your adjusted net income, the Child Benefit and
                its charge, what your payslips show against what you owe or get
                back after the year, and whether you keep Tax-Free Childcare.
              </p>
              <p>
                When you are over a cliff, a table shows the pension that brings
                you under each one, what it costs and what it saves; Apply this
                pension puts that percentage in the form and works the result
                out again. The marginal-rate chart then shows where the charge
                and the taper make each extra pound of pay cost the most. To
                read more on the childcare side, see the{" "}
                <TextLink href={paths.taxFreeChildcareGuide}>
                  Tax-Free Childcare guide
                </TextLink>
                .
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
