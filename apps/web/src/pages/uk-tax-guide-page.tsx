import {
  allowanceNilIncome,
  getTaxYear,
  type TaxYearRates,
} from "@uktax/engine";
import { SAVINGS_AND_INVESTMENTS } from "../features/content/content-data";
import { BulletList, SubSection } from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { CalculatorLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import { money, moneyPence, rate } from "../features/content/figures";
import {
  RestOfUkIncomeTaxTable,
  ScottishIncomeTaxTable,
} from "../features/content/rate-tables";
import { taxYearDates } from "../components/form/tax-year-field";
import { saving } from "../components/working/per-period";
import { useGuideYear } from "../features/content/guide-year";
import {
  standardTaxCode,
  taperMarginalRate,
  taperWording,
} from "../features/content/rates";
import { WorkedExample } from "../features/content/worked-example";
import {
  REGION_EXAMPLE_SALARY,
  computeExample,
  englandExampleInput,
  scotlandExampleInput,
} from "../features/content/worked-examples";

/** The flat-rate codes of a year and the rate each takes on all pay. */
function flatRateCodes(incomeTax: TaxYearRates["incomeTax"]) {
  return [
    {
      code: "BR",
      meaning:
        "All pay taxed at the basic rate (usually a second job or pension)",
      rate: incomeTax.flatRateCodes.rUK.BR,
    },
    {
      code: "D0",
      meaning: "All pay taxed at the higher rate",
      rate: incomeTax.flatRateCodes.rUK.D0,
    },
    {
      code: "D1",
      meaning: "All pay taxed at the additional rate",
      rate: incomeTax.flatRateCodes.rUK.D1,
    },
    {
      code: "SBR",
      meaning: "Scottish basic rate",
      rate: incomeTax.flatRateCodes.scotland.BR,
    },
    {
      code: "SD0",
      meaning: "Scottish intermediate rate",
      rate: incomeTax.flatRateCodes.scotland.D0,
    },
    {
      code: "SD1",
      meaning: "Scottish higher rate",
      rate: incomeTax.flatRateCodes.scotland.D1,
    },
    {
      code: "SD2",
      meaning: "Scottish advanced rate",
      rate: incomeTax.flatRateCodes.scotland.D2,
    },
    {
      code: "SD3",
      meaning: "Scottish top rate",
      rate: incomeTax.flatRateCodes.scotland.D3,
    },
  ];
}

export default function UkTaxGuidePage() {
  const year = useGuideYear();
  const taxYear = getTaxYear(year);
  const { incomeTax, dividends, label: yearLabel } = taxYear;
  const savings = taxYear.personalFinance.savings;
  const standardCode = standardTaxCode(year);
  const england = computeExample(englandExampleInput, year);
  const scotland = computeExample(scotlandExampleInput, year);
  const psa = incomeTax.personalSavingsAllowance;
  const selfAssessmentDeadlineYear = Number(taxYear.ends.slice(0, 4)) + 1;
  return (
    <GuidePage
      guide="ukTaxGuide"
      year={year}
      lead={
        <p>
          Everything you need to understand the income tax on your pay in the{" "}
          {yearLabel} tax year, which runs from {taxYearDates(year)}.
        </p>
      }
      sections={[
        {
          id: "how-income-tax-works",
          title: "How income tax works",
          body: (
            <>
              <p>
                Income tax is charged on your taxable income for the tax year:
                wages, self-employed profits, pensions (including the State
                Pension), rental profits, savings interest and dividends. Each
                slice of income is taxed at the rate of the band it falls in, so
                moving into a higher band only affects the income above that
                point, never your whole salary.
              </p>
              <p>
                Employees pay through PAYE: your employer deducts tax from each
                payslip using the tax code HMRC gives them. The self-employed,
                landlords and people with untaxed income pay through a Self
                Assessment tax return.
              </p>
            </>
          ),
        },
        {
          id: "personal-allowance",
          title: "The personal allowance",
          body: (
            <>
              <p>
                Most people can earn {money(incomeTax.personalAllowance)} a year
                before paying any income tax. If your adjusted net income is
                over {money(incomeTax.taper.incomeLimit)}, the allowance falls
                by {taperWording(incomeTax.taper.reductionRate)} above that
                limit, and it is gone completely at{" "}
                {money(allowanceNilIncome(year))}. Within that range each extra
                £1 of income is effectively taxed at{" "}
                {rate(taperMarginalRate("rUK", year))}.
              </p>
              <SubSection title="Allowances you might be able to add">
                <BulletList
                  items={[
                    `Marriage allowance: a spouse or civil partner who does not use all of their allowance can transfer ${money(incomeTax.marriageAllowance.transferable)} of it to a partner who pays basic-rate tax, cutting the partner's tax by up to ${money(incomeTax.marriageAllowance.transferable * incomeTax.marriageAllowance.reliefRate)} a year.`,
                    `Blind person's allowance: an extra ${money(incomeTax.blindPersonsAllowance.amount)} of tax-free income if you are registered blind or severely sight impaired.`,
                    "Work expenses and professional subscriptions that your employer does not reimburse can be claimed from HMRC and added to your tax code.",
                  ]}
                />
              </SubSection>
            </>
          ),
        },
        {
          id: "tax-bands",
          title: `Income tax bands ${yearLabel}`,
          body: (
            <>
              <SubSection title="England, Wales and Northern Ireland">
                <RestOfUkIncomeTaxTable hideCaption year={year} />
                <p>
                  Wales has its own Welsh rates of income tax, but for{" "}
                  {yearLabel} they add up to exactly the same rates as England
                  and Northern Ireland.
                </p>
              </SubSection>
              <SubSection title="Scotland">
                <ScottishIncomeTaxTable hideCaption year={year} />
                <p>
                  Scottish rates apply to earnings, pensions and rental profits
                  of people who live in Scotland. Savings interest and dividends
                  are taxed at the UK rates wherever you live.
                </p>
              </SubSection>
            </>
          ),
        },
        {
          id: "worked-example",
          title: "Worked example: England and Scotland",
          body: (
            <>
              <p>
                Both examples are a salary of {money(REGION_EXAMPLE_SALARY)} in{" "}
                {yearLabel} on tax code {standardCode} (S{standardCode} in
                Scotland), with no pension or student loan. Each line is the
                engine&apos;s own figure for the year, and the lines add up to
                the take-home pay.
              </p>
              <div className="grid gap-4 sm:grid-cols-2">
                <WorkedExample
                  title="England, Wales and Northern Ireland"
                  input={englandExampleInput}
                  year={year}
                />
                <WorkedExample
                  title="Scotland"
                  input={scotlandExampleInput}
                  year={year}
                />
              </div>
              <p>
                A Scottish taxpayer on this salary pays{" "}
                {moneyPence(
                  Math.abs(saving(scotland.incomeTax, england.incomeTax)),
                )}{" "}
                {scotland.incomeTax >= england.incomeTax ? "more" : "less"}{" "}
                income tax a year; National Insurance is the same, because it is
                set for the whole UK. Try your own figures in the{" "}
                <CalculatorLink />.
              </p>
            </>
          ),
        },
        {
          id: "tax-codes",
          title: "Understanding your tax code",
          body: (
            <>
              <p>
                Your tax code tells your employer how much tax-free pay to give
                you. The standard code {standardCode} is your allowance of{" "}
                {money(incomeTax.personalAllowance)} with the last digit
                removed. The letter describes your situation: L is the standard
                allowance, M and N are used for the marriage allowance, T means
                HMRC needs to review other items, and a K code means you owe tax
                on benefits or untaxed income that is greater than your
                allowance. A prefix S or C means Scottish or Welsh rates. Codes
                ending W1, M1 or X are emergency codes that work on each pay
                period on its own.
              </p>
              <DataTable
                caption="Flat-rate tax codes"
                rows={flatRateCodes(incomeTax)}
                rowKey={(row) => row.code}
                columns={[
                  { header: "Code", cell: (row) => row.code, rowHeader: true },
                  { header: "Meaning", cell: (row) => row.meaning },
                  {
                    header: "Rate on all pay",
                    cell: (row) => rate(row.rate),
                    numeric: true,
                  },
                ]}
              />
              <p>
                NT means no tax is taken, and 0T means no tax-free allowance at
                all. If your code looks wrong, check it in your HMRC personal
                tax account or the HMRC app: a wrong code is the most common
                reason for overpaying.
              </p>
            </>
          ),
        },
        {
          id: "savings-dividends",
          title: "Tax on savings, dividends and gains",
          body: (
            <>
              <BulletList
                items={[
                  `Personal savings allowance: ${money(psa.basic)} of interest tax-free for basic-rate taxpayers, ${money(psa.higher)} for higher-rate and ${money(psa.additional)} for additional-rate taxpayers.`,
                  `Starting rate for savings: up to ${money(incomeTax.startingRateForSavings.limit)} of interest taxed at ${rate(incomeTax.startingRateForSavings.rate)}, reduced £1 for every £1 of other taxable income above the personal allowance.`,
                  `Dividends: the first ${money(dividends.allowance)} is tax-free, then ${rate(dividends.basicRate)}, ${rate(dividends.higherRate)} or ${rate(dividends.additionalRate)} depending on your band.`,
                  `Capital gains: the first ${money(savings.capitalGainsAnnualExemptAmount)} of gains in ${yearLabel} is exempt, then ${rate(SAVINGS_AND_INVESTMENTS.capitalGainsRates.basic)} or ${rate(SAVINGS_AND_INVESTMENTS.capitalGainsRates.higher)} on gains made since 30 October 2024, depending on your band.`,
                  `ISAs: up to ${money(savings.isaAllowance)} in ${yearLabel} can be saved or invested with no tax on interest, dividends or gains.`,
                ]}
              />
            </>
          ),
        },
        {
          id: "self-assessment",
          title: "Self Assessment",
          body: (
            <>
              <p>You usually need to file a tax return if you:</p>
              <BulletList
                items={[
                  `are self-employed with income over the ${money(SAVINGS_AND_INVESTMENTS.tradingAllowance)} trading allowance;`,
                  "have rental income, foreign income or untaxed income that cannot be collected through your tax code;",
                  "have capital gains to report, or need to claim higher-rate relief on large pension contributions or gifts to charity.",
                ]}
              />
              <p>
                Register by 5 October after the end of the tax year. For{" "}
                {yearLabel} the online return and any tax due are due by 31
                January {selfAssessmentDeadlineYear}.
              </p>
            </>
          ),
        },
        {
          id: "reduce-tax",
          title: "Paying less tax, legitimately",
          body: (
            <>
              <BulletList
                items={[
                  "Pay into a pension: contributions get tax relief at your highest rate, and salary sacrifice saves National Insurance too.",
                  "Use your ISA allowance for savings and investments.",
                  "Claim the marriage allowance if one partner earns less than the personal allowance.",
                  "Gift Aid donations extend your basic-rate band, which helps higher-rate taxpayers.",
                  "Check your tax code each April and whenever your job or benefits change.",
                ]}
              />
            </>
          ),
        },
      ]}
    />
  );
}
