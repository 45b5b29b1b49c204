import { useState, type ComponentType, type ReactNode } from "react";
import {
  TAX_YEAR_IDS,
  allowanceNilIncome,
  getTaxYear,
  type TaxYearId,
} from "@uktax/engine";
import { TaxYearSelect } from "../../../components/form/tax-year-field";
import { useYearsOnScreen } from "../../../lib/calculator-years";
import { SITE_TAX_YEAR } from "../../../lib/site-tax-year";
import { useHydrated } from "../../../lib/use-hydrated";
import { paths } from "../../../paths";
import { THIRTY_HOURS, UK_MEDIAN_SALARY } from "../content-data";
import {
  BulletList,
  ContentSection,
  FaqList,
  SubSection,
} from "../content-layout";
import { TextLink } from "../text-links";
import { dateLabel } from "../../../lib/format";
import { money, rate } from "../figures";
import { WhatChangedTable } from "./what-changed";
import {
  Class1NationalInsuranceTable,
  type RateTableProps,
  RestOfUkIncomeTaxTable,
  ScottishIncomeTaxTable,
  SelfEmployedNationalInsuranceTable,
  StudentLoanTable,
} from "../rate-tables";
import {
  standardTaxCode,
  taperWording,
  bandRate,
  studentLoanPlan,
  taperMarginalRate,
  topRate,
} from "../rates";

/** A year's figures as the sections below quote them, from the engine's data. */
function figuresOf(year: TaxYearId) {
  const data = getTaxYear(year);
  return {
    ...data,
    allowanceGoneAt: allowanceNilIncome(year),
    standardCode: standardTaxCode(year),
    rUkBasic: bandRate("rUK", "basic", year),
    rUkHigher: bandRate("rUK", "higher", year),
    rUkTop: topRate("rUK", year),
    scottishStarter: bandRate("scotland", "starter", year),
    scottishTop: topRate("scotland", year),
    taperRate: taperMarginalRate("rUK", year),
    plan2: studentLoanPlan("plan2", year),
    plan4: studentLoanPlan("plan4", year),
  };
}

function faq(year: TaxYearId) {
  const {
    incomeTax,
    nationalInsurance: ni,
    pensions,
    dividends,
    label: taxYearLabel,
    allowanceGoneAt,
    standardCode,
    rUkHigher,
    scottishStarter,
    scottishTop,
    taperRate,
    plan2,
  } = figuresOf(year);
  return [
    {
      question: `What is the personal allowance for ${taxYearLabel}?`,
      answer: (
        <p>
          {money(incomeTax.personalAllowance)}. It shrinks by{" "}
          {taperWording(incomeTax.taper.reductionRate)} of adjusted net income
          over {money(incomeTax.taper.incomeLimit)} and is gone entirely at{" "}
          {money(allowanceGoneAt)}. The allowance is frozen at this level until
          April 2031, so as pay rises more of it is taxed.
        </p>
      ),
    },
    {
      question: `What does the tax code ${standardCode} mean?`,
      answer: (
        <p>
          It is the standard code for someone with one job or pension: the
          number is your tax-free allowance divided by ten (
          {money(incomeTax.personalAllowance)}) and the L means you get the
          standard allowance. A leading S means Scottish rates apply, a leading
          C means Welsh rates. If your code is different, HMRC has adjusted it
          for things like benefits in kind, unpaid tax or a second job.
        </p>
      ),
    },
    {
      question: "How much National Insurance does an employee pay?",
      answer: (
        <p>
          Nothing on the first {money(ni.primaryThreshold)} a year,{" "}
          {rate(ni.employeeMainRate)} on earnings between{" "}
          {money(ni.primaryThreshold)} and {money(ni.upperEarningsLimit)}, and{" "}
          {rate(ni.employeeUpperRate)} on everything above. It is worked out on
          each pay packet, not over the year, so a large bonus month can cost
          more or less than you might expect.
        </p>
      ),
    },
    {
      question: "How much employer National Insurance is paid on my salary?",
      answer: (
        <p>
          From 6 April 2025 employers pay {rate(ni.employerRate)} on each
          employee&apos;s earnings above {money(ni.secondaryThreshold)} a year,
          with no upper limit. It does not come out of your pay, but it is part
          of what you cost your employer, which is why salary sacrifice can
          benefit both sides.
        </p>
      ),
    },
    {
      question: "Why is my take-home pay different in Scotland?",
      answer: (
        <p>
          Scotland sets its own income tax bands on earnings:{" "}
          {incomeTax.bands.scotland.length} rates from {rate(scottishStarter)}{" "}
          to {rate(scottishTop)}. Low earners pay slightly less than in the rest
          of the UK and most people on middle and higher incomes pay more.
          National Insurance, savings and dividend tax are the same across the
          UK.
        </p>
      ),
    },
    {
      question: "When do I start repaying my student loan?",
      answer: (
        <p>
          When your income goes over your plan&apos;s threshold, for example{" "}
          {money(plan2.annualThreshold)} a year on Plan 2. You repay a
          percentage of the income above the threshold, deducted through
          payroll, so earning less means repaying less. The full thresholds are
          in the table above.
        </p>
      ),
    },
    {
      question: `What is the ${rate(taperRate)} tax trap?`,
      answer: (
        <p>
          Between {money(incomeTax.taper.incomeLimit)} and{" "}
          {money(allowanceGoneAt)} the personal allowance shrinks by{" "}
          {taperWording(incomeTax.taper.reductionRate)} earned, so each extra £1
          costs {rate(rUkHigher)} tax plus tax on the allowance lost: an
          effective rate of {rate(taperRate)} before National Insurance. Pension
          contributions and charitable gifts reduce adjusted net income and can
          bring you back under the threshold.
        </p>
      ),
    },
    {
      question: "How much can I pay into a pension with tax relief?",
      answer: (
        <p>
          Up to 100% of your earnings, capped by the annual allowance of{" "}
          {money(pensions.annualAllowance.amount)} (including your
          employer&apos;s contributions). Unused allowance from recent tax years
          can usually be carried forward. Relief is given at your highest rate
          of income tax, starting at {rate(pensions.reliefAtSourceRate)}.
        </p>
      ),
    },
    {
      question: "How are dividends taxed?",
      answer: (
        <p>
          The first {money(dividends.allowance)} of dividends is tax-free. Above
          that, dividends are taxed at {rate(dividends.basicRate)} in the
          basic-rate band, {rate(dividends.higherRate)} in the higher-rate band
          and {rate(dividends.additionalRate)} above the additional-rate
          threshold, including for Scottish taxpayers.
        </p>
      ),
    },
  ];
}

/** The reference tables of the tax rates section, each under its h3, some with a note for the year shown. */
const RATE_TABLES: readonly {
  title: string;
  Table: ComponentType<RateTableProps>;
  note?: (year: TaxYearId) => ReactNode;
}[] = [
  {
    title: "Income tax: England, Wales and Northern Ireland",
    Table: RestOfUkIncomeTaxTable,
  },
  {
    title: "Income tax: Scotland",
    Table: ScottishIncomeTaxTable,
    note: () => (
      <p>
        Scottish rates apply to wages, pensions and rental profits. Savings
        interest and dividends are taxed at the UK rates.
      </p>
    ),
  },
  {
    title: "National Insurance: employees and employers",
    Table: Class1NationalInsuranceTable,
  },
  {
    title: "National Insurance: self-employed",
    Table: SelfEmployedNationalInsuranceTable,
  },
  {
    title: "Student loans",
    Table: StudentLoanTable,
    note: (year) => (
      <p>
        {getTaxYear(year).studentLoans.plan5.collected ? (
          "Plan 5 covers courses starting from August 2023. "
        ) : (
          <>
            Plan 5 covers courses starting from August 2023; its first
            repayments are due from April 2026, so nobody repays Plan 5 in{" "}
            {getTaxYear(year).label}.{" "}
          </>
        )}
        <TextLink href={paths.studentLoanGuide}>
          Read the student loan guide
        </TextLink>
        .
      </p>
    ),
  },
];

/**
 * The year before `year`, which "What changed in 2026/27" compares it with: so the section lists
 * what changed in the year shown (2024/25 → 2025/26 when 2025/26 is chosen); none for the first
 * year the engine has.
 */
function yearBefore(year: TaxYearId): TaxYearId | undefined {
  return TAX_YEAR_IDS[TAX_YEAR_IDS.indexOf(year) - 1];
}

/** The tax rates section, for the year shown, with the picker that chooses it. */
function TaxRatesSection({
  year,
  onYearChange,
}: {
  year: TaxYearId;
  onYearChange: (year: TaxYearId) => void;
}) {
  const shown = getTaxYear(year);
  const before = yearBefore(year);
  // The picker works only with the live section: the prerendered copy has none.
  const live = useHydrated();
  return (
    <ContentSection id="tax-rates" title={`UK Tax Rates ${shown.label}`}>
      <p>
        The rates and thresholds below are the ones our calculators use for the{" "}
        {shown.label} tax year ({dateLabel(shown.starts)} to{" "}
        {dateLabel(shown.ends)}). Bands are shown for someone with the standard
        personal allowance of {money(shown.incomeTax.personalAllowance)}.
      </p>
      {live ? (
        <TaxYearSelect
          label="Tax year shown"
          hint="The tables, the changes and the figures below follow the year you choose."
          value={year}
          onValueChange={onYearChange}
        />
      ) : null}
      {RATE_TABLES.map(({ title, Table, note }) => (
        <SubSection key={title} title={title}>
          <Table hideCaption year={year} />
          {note?.(year)}
        </SubSection>
      ))}
      {before ? (
        <SubSection title={`What changed in ${shown.label}`}>
          <WhatChangedTable from={before} to={year} />
        </SubSection>
      ) : null}
    </ContentSection>
  );
}

/**
 * The home page's reference sections (spec 001 §2): tax tables, planning guide, regional
 * differences, FAQ. They are for the year shown: the one the visitor picks in "Tax year shown",
 * or until then the year the calculator above is set to (at first the year in force).
 */
export default function HomeReference() {
  const [picked, setPicked] = useState<TaxYearId | null>(null);
  const calculatorYear = useYearsOnScreen()[0];
  const year = picked ?? calculatorYear ?? SITE_TAX_YEAR;
  const {
    incomeTax,
    nationalInsurance: ni,
    pensions: { autoEnrolment },
    label: taxYearLabel,
    allowanceGoneAt,
    rUkBasic,
    rUkHigher,
    rUkTop,
    scottishStarter,
    scottishTop,
    taperRate,
    plan4,
  } = figuresOf(year);
  return (
    <div className="max-w-4xl space-y-12 py-10 text-slate-800">
      <TaxRatesSection year={year} onYearChange={setPicked} />

      <ContentSection id="salary-planning" title="Salary Planning Guide">
        <p>
          Gross salary is only the starting point. These are the levers that
          change what actually reaches your bank account.
        </p>
        <SubSection title="Know your marginal rate">
          <p>
            Your marginal rate is what you keep from the next £1 you earn. In
            England a basic-rate taxpayer keeps{" "}
            {rate(1 - rUkBasic - ni.employeeMainRate)} of each extra pound (
            {rate(rUkBasic)} tax and {rate(ni.employeeMainRate)} National
            Insurance); a higher-rate taxpayer keeps{" "}
            {rate(1 - rUkHigher - ni.employeeUpperRate)}. Between{" "}
            {money(incomeTax.taper.incomeLimit)} and {money(allowanceGoneAt)}{" "}
            the allowance taper pushes the rate to{" "}
            {rate(taperRate + ni.employeeUpperRate)}, so a pay rise there is
            worth much less than it looks.
          </p>
        </SubSection>
        <SubSection title="Use your pension">
          <p>
            Pension contributions come out of your pay before income tax, and
            through salary sacrifice before National Insurance too.
            Auto-enrolment requires at least{" "}
            {rate(autoEnrolment.minimumTotalRate)} of qualifying earnings
            between {money(autoEnrolment.qualifyingEarningsLower)} and{" "}
            {money(autoEnrolment.qualifyingEarningsUpper)}, with at least{" "}
            {rate(autoEnrolment.minimumEmployerRate)} from your employer. Paying
            more, especially if your employer matches it, is one of the most
            tax-efficient things you can do.
          </p>
        </SubSection>
        <SubSection title="Compare offers on take-home, not headline salary">
          <BulletList
            items={[
              "Compare the net monthly figure, including pension matching and benefits in kind.",
              `A salary just over a threshold (the ${money(ni.upperEarningsLimit)} higher-rate point, or ${money(incomeTax.taper.incomeLimit)}) can leave you with little extra.`,
              `The UK median salary is about ${money(UK_MEDIAN_SALARY.annual)}: useful context when negotiating.`,
              "Check your tax code on every payslip; a wrong code is the commonest reason for paying too much tax.",
            ]}
          />
        </SubSection>
      </ContentSection>

      <ContentSection id="regional-differences" title="Regional Differences">
        <p>
          National Insurance, the personal allowance, student loan thresholds
          and tax on savings and dividends are the same everywhere in the UK.
          What differs is the income tax on earnings and a few public services.
        </p>
        <SubSection title="England">
          <p>
            UK income tax rates: {rate(rUkBasic)}, {rate(rUkHigher)} and{" "}
            {rate(rUkTop)}. Undergraduate loans since 2012 are on Plan 2 (or
            Plan 5 from 2023), and working parents can claim up to{" "}
            {THIRTY_HOURS.hoursPerWeek} hours of funded childcare a week.
          </p>
        </SubSection>
        <SubSection title="Wales">
          <p>
            The Senedd sets Welsh rates of income tax, but for {taxYearLabel}{" "}
            they leave the total rates identical to England&apos;s. Your tax
            code starts with C so the Welsh share goes to the Welsh Government.
            Welsh students repay under Plan 2 (Plan 5 is for students from
            England only), and childcare support follows Welsh schemes.
          </p>
        </SubSection>
        <SubSection title="Scotland">
          <p>
            {incomeTax.bands.scotland.length} bands from {rate(scottishStarter)}{" "}
            to {rate(scottishTop)}, and a tax code starting with S. Scottish
            students repay under Plan 4, whose threshold of{" "}
            {money(plan4.annualThreshold)} is the highest of the undergraduate
            plans. Prescriptions and university tuition for Scottish students
            are free.
          </p>
        </SubSection>
        <SubSection title="Northern Ireland">
          <p>
            Income tax is the same as in England, but most graduates repay under
            Plan 1, which has a lower threshold than Plan 2. Prescriptions are
            free and childcare support follows Northern Ireland&apos;s own
            schemes alongside UK-wide Tax-Free Childcare.
          </p>
        </SubSection>
      </ContentSection>

      <ContentSection id="faq" title="Frequently Asked Questions">
        <FaqList items={faq(year)} />
      </ContentSection>
    </div>
  );
}
