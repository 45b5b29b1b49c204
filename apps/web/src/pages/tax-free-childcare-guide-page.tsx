import { getTaxYear } from "@uktax/engine";
import {
  TAX_FREE_CHILDCARE,
  adultMinimumEarningsPerQuarter,
  THIRTY_HOURS,
  minimumEarnings,
} from "../features/content/content-data";
import {
  BulletList,
  Callout,
  NumberedList,
  SubSection,
} from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { CalculatorLink, TextLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import { money, rate } from "../features/content/figures";
import { useGuideYear } from "../features/content/guide-year";
import { paths } from "../paths";

const tfc = TAX_FREE_CHILDCARE;

export default function TaxFreeChildcareGuidePage() {
  const year = useGuideYear();
  const taxYear = getTaxYear(year);
  const weeksPerYear = taxYear.payPeriods.weekly;
  const minimumWage = taxYear.personalFinance.minimumWage;
  const maxPerYear = tfc.maxTopUpPerQuarter * tfc.quartersPerYear;
  const maxPerYearDisabled =
    tfc.maxTopUpPerQuarterDisabled * tfc.quartersPerYear;
  /** What a family pays in to receive the maximum quarterly top-up. */
  const paidForMaxTopUp =
    (tfc.maxTopUpPerQuarter / tfc.governmentAdds) * tfc.parentPays;
  const adultMinimumYear = minimumEarnings(
    minimumWage.age21AndOver,
    weeksPerYear,
  );
  const youngMinimumQuarter = minimumEarnings(
    minimumWage.age18To20,
    tfc.weeksPerQuarter,
  );
  return (
    <GuidePage
      guide="taxFreeChildcareGuide"
      year={year}
      backToCalculator
      lead={
        <p>
          Tax-Free Childcare helps working parents across the UK with the cost
          of approved childcare. For every {money(tfc.parentPays)} you pay in,
          the government adds {money(tfc.governmentAdds)}.
        </p>
      }
      sections={[
        {
          id: "how-it-works",
          title: "How the top-up works",
          body: (
            <>
              <p>
                You open an online childcare account for each child and pay
                money in. The government tops it up by {rate(tfc.topUpFraction)}{" "}
                of what reaches your provider: {money(tfc.governmentAdds)} for
                every {money(tfc.parentPays)} you pay. You then pay your
                provider from the account.
              </p>
              <BulletList
                items={[
                  `Up to ${money(tfc.maxTopUpPerQuarter)} every three months per child (${money(maxPerYear)} a year).`,
                  `Up to ${money(tfc.maxTopUpPerQuarterDisabled)} every three months (${money(maxPerYearDisabled)} a year) for a disabled child.`,
                  "Money you pay in that you do not use can be withdrawn, but you lose the matching top-up.",
                ]}
              />
              <Callout title="Example">
                <p>
                  To get the full {money(tfc.maxTopUpPerQuarter)} top-up in a
                  three-month period you pay in {money(paidForMaxTopUp)}, and{" "}
                  {money(paidForMaxTopUp + tfc.maxTopUpPerQuarter)} is available
                  to pay your provider.
                </p>
              </Callout>
            </>
          ),
        },
        {
          id: "eligibility",
          title: "Who is eligible",
          body: (
            <>
              <SubSection title="Your child">
                <p>
                  Children aged {tfc.maxChildAge} or under; eligibility ends on
                  the 1 September after their {tfc.maxChildAge}
                  th birthday. Disabled children qualify until they are{" "}
                  {tfc.maxChildAgeDisabled} (until the 1 September after their{" "}
                  {tfc.maxChildAgeDisabled}th birthday). The child must usually
                  live with you.
                </p>
              </SubSection>
              <SubSection title="You (and your partner)">
                <BulletList
                  items={[
                    `You are working, employed or self-employed, and each expect to earn at least the equivalent of ${tfc.minimumWeeklyHours} hours a week at the National Minimum or Living Wage over the next three months: ${money(adultMinimumEarningsPerQuarter(year))} a quarter (${money(adultMinimumYear)} a year) if you are 21 or over, ${money(youngMinimumQuarter)} a quarter if you are 18 to 20.`,
                    "The minimum does not apply if you are self-employed and started your business in the last 12 months.",
                    `Neither of you expects adjusted net income over ${money(tfc.maxAdjustedNetIncome)} in the tax year.`,
                    "You are not getting Universal Credit or childcare vouchers.",
                    "If one partner is on parental, sick or annual leave, or gets certain benefits such as Carer's Allowance, you may still qualify.",
                  ]}
                />
              </SubSection>
            </>
          ),
        },
        {
          id: "how-to-apply",
          title: "How to apply",
          body: (
            <>
              <NumberedList
                items={[
                  "Apply online through the Childcare Service on gov.uk; you need your National Insurance number and Government Gateway details.",
                  "You will usually get a decision straight away, but it can take longer if HMRC needs to check your details.",
                  "Once approved, open the childcare account and add your provider (they must be registered with the scheme).",
                  `Reconfirm your eligibility every ${tfc.reconfirmEveryMonths} months, or the top-ups stop.`,
                ]}
              />
              <p>
                The same application also covers the funded childcare hours in
                England, so you only apply once for both.
              </p>
            </>
          ),
        },
        {
          id: "what-it-covers",
          title: "What it can be used for",
          body: (
            <>
              <BulletList
                items={[
                  "Registered nurseries, childminders and nannies.",
                  "Breakfast clubs, after-school clubs and holiday clubs run by approved providers.",
                  "Approved home-care agencies.",
                ]}
              />
              <p>
                It cannot pay for school fees, unregistered childcare, or care
                by a relative in the child&apos;s own home unless they are
                registered as a provider.
              </p>
            </>
          ),
        },
        {
          id: "comparison",
          title: "How it compares with other support",
          body: (
            <>
              <DataTable
                caption="Tax-Free Childcare compared with other childcare support"
                rows={[
                  {
                    scheme: "Tax-Free Childcare",
                    support: `${money(tfc.governmentAdds)} for every ${money(tfc.parentPays)}, up to ${money(maxPerYear)} a year per child`,
                    combine: "Yes, with funded hours",
                  },
                  {
                    scheme: "Universal Credit childcare",
                    support: `Up to ${rate(tfc.universalCreditChildcareFraction)} of childcare costs refunded, up to a monthly cap`,
                    combine: "No: choose one or the other",
                  },
                  {
                    scheme: "Childcare vouchers",
                    support: `Up to ${money(taxYear.childcareVouchers.weeklyExemption)} a week from pay before tax and National Insurance (basic-rate taxpayers); closed to new joiners`,
                    combine: "No",
                  },
                  {
                    scheme: "Funded hours (England)",
                    support: `Up to ${THIRTY_HOURS.hoursPerWeek} hours a week for ${THIRTY_HOURS.weeksPerYear} weeks a year for eligible working parents`,
                    combine: "Yes",
                  },
                ]}
                rowKey={(row) => row.scheme}
                columns={[
                  {
                    header: "Scheme",
                    cell: (row) => row.scheme,
                    rowHeader: true,
                  },
                  { header: "Support", cell: (row) => row.support },
                  {
                    header: "Combine with Tax-Free Childcare?",
                    cell: (row) => row.combine,
                  },
                ]}
              />
              <p>
                Families on low incomes are often better off with Universal
                Credit. Use the gov.uk childcare calculator to compare before
                you apply.
              </p>
            </>
          ),
        },
        {
          id: "tips",
          title: "Tips",
          body: (
            <>
              <BulletList
                items={[
                  "Pay in before your provider's invoice is due: top-ups can take a day or two to arrive.",
                  "Set a reminder to reconfirm every three months.",
                  "Use the account for holiday clubs as well as term-time care.",
                  "If you have childcare vouchers, compare carefully: once you leave a voucher scheme you cannot rejoin.",
                  `Check your adjusted net income: a pension contribution can keep you under ${money(tfc.maxAdjustedNetIncome)}.`,
                ]}
              />
            </>
          ),
        },
        {
          id: "getting-started",
          title: "Getting started",
          body: (
            <>
              <p>
                Check that your provider is registered, gather your National
                Insurance number and income details, and apply on gov.uk. To see
                how childcare costs fit your budget, start with your take-home
                pay in the <CalculatorLink />, and read our{" "}
                <TextLink href={paths.thirtyHoursChildcareGuide}>
                  30 Hours Free Childcare guide
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
