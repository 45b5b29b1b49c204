import { getTaxYear } from "@uktax/engine";
import {
  TAX_FREE_CHILDCARE,
  THIRTY_HOURS,
  adultMinimumEarningsPerQuarter,
} from "../features/content/content-data";
import { BulletList, NumberedList } from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { CalculatorLink, TextLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import { count, money, rate } from "../features/content/figures";
import { useGuideYear } from "../features/content/guide-year";
import { paths } from "../paths";

const hours = THIRTY_HOURS;

export default function ThirtyHoursChildcareGuidePage() {
  const year = useGuideYear();
  const { label: yearLabel, personalFinance } = getTaxYear(year);
  const hoursPerYear = hours.hoursPerWeek * hours.weeksPerYear;
  return (
    <GuidePage
      guide="thirtyHoursChildcareGuide"
      year={year}
      backToCalculator
      lead={
        <p>
          Working parents in England can get up to {hours.hoursPerWeek} hours of
          funded childcare a week. From {hours.expansionFrom} this covers
          children from {hours.minChildAgeMonths} months old until they start
          school.
        </p>
      }
      sections={[
        {
          id: "whats-new",
          title: "What's new for 2025",
          body: (
            <>
              <p>
                The final stage of the childcare expansion started in{" "}
                {hours.expansionFrom}: eligible working parents of children aged{" "}
                {hours.minChildAgeMonths} months to school age can now get{" "}
                {hours.hoursPerWeek} funded hours a week, not only parents of
                three and four year olds. The government has also committed to
                free breakfast clubs in {count(hours.breakfastClubSchools)}{" "}
                schools and {count(hours.newSchoolNurseries)} new school-based
                nurseries, with around £{hours.annualSpendBillions} billion a
                year going into early education and childcare.
              </p>
            </>
          ),
        },
        {
          id: "how-it-works",
          title: "How the hours work",
          body: (
            <>
              <p>
                The entitlement is {hours.hoursPerWeek} hours a week over{" "}
                {hours.weeksPerYear} weeks a year, about {count(hoursPerYear)}{" "}
                hours in total. Many providers let you &quot;stretch&quot; the
                hours over more weeks, for example fewer hours a week all year
                round. The hours cover the childcare itself; providers may
                charge for meals, nappies or trips, but these must be optional.
              </p>
            </>
          ),
        },
        {
          id: "provision",
          title: "Current and previous provision",
          body: (
            <>
              <DataTable
                caption="Funded childcare for working parents in England"
                rows={[
                  {
                    age: `${hours.minChildAgeMonths} months to 2 years`,
                    before: `${hours.previousUnder3HoursPerWeek} hours a week`,
                    now: `${hours.hoursPerWeek} hours a week`,
                  },
                  {
                    age: "3 and 4 years",
                    before: `${hours.hoursPerWeek} hours a week`,
                    now: `${hours.hoursPerWeek} hours a week (${hours.universalHoursPerWeek} of them for every child, working parents or not)`,
                  },
                ]}
                rowKey={(row) => row.age}
                columns={[
                  {
                    header: "Child's age",
                    cell: (row) => row.age,
                    rowHeader: true,
                  },
                  {
                    header: `Before ${hours.expansionFrom}`,
                    cell: (row) => row.before,
                  },
                  {
                    header: `From ${hours.expansionFrom}`,
                    cell: (row) => row.now,
                  },
                ]}
              />
            </>
          ),
        },
        {
          id: "eligibility",
          title: "Who is eligible",
          body: (
            <>
              <BulletList
                items={[
                  "You live in England and your child is from the term after they turn the minimum age until they start school.",
                  `You and any partner each expect to earn at least the equivalent of ${hours.minimumWeeklyHours} hours a week at the National Minimum or Living Wage: in ${yearLabel}, ${money(adultMinimumEarningsPerQuarter(year))} over three months at the adult rate of ${money(personalFinance.minimumWage.age21AndOver)} an hour.`,
                  `Neither of you expects adjusted net income over ${money(hours.maxAdjustedNetIncome)}.`,
                  "If one partner is on parental, sick or annual leave, or receives Carer's Allowance or certain disability benefits, you may still qualify.",
                ]}
              />
            </>
          ),
        },
        {
          id: "how-to-apply",
          title: "How to apply and deadlines",
          body: (
            <>
              <p>
                Apply through the Childcare Service on gov.uk from when your
                child is {hours.applyFromChildAgeWeeks} weeks old. Most parents
                get a decision straight away; if HMRC needs to check something
                it can take around {hours.processingWorkingDays} working days,
                so do not leave it to the last minute. You get an 11-digit code
                to give your provider with your National Insurance number and
                your child&apos;s date of birth.
              </p>
              <DataTable
                caption="Get your code by these dates"
                rows={hours.codeDeadlines}
                rowKey={(row) => row.term}
                columns={[
                  {
                    header: "To start in",
                    cell: (row) => row.term,
                    rowHeader: true,
                  },
                  { header: "Code needed by", cell: (row) => row.deadline },
                ]}
              />
              <p>
                Reconfirm your eligibility every {hours.reconfirmEveryMonths}{" "}
                months in your childcare account, or your code stops being
                valid.
              </p>
            </>
          ),
        },
        {
          id: "documents",
          title: "What you need to apply",
          body: (
            <>
              <BulletList
                items={[
                  "Your National Insurance number (and your partner's).",
                  "Your Unique Taxpayer Reference if you are self-employed.",
                  "Your child's birth certificate reference number, if you have one.",
                  "Details of your expected income over the next three months.",
                  "Your Government Gateway user ID, or you can create one when applying.",
                ]}
              />
            </>
          ),
        },
        {
          id: "combining",
          title: "Combining with other support",
          body: (
            <>
              <p>
                You can use Tax-Free Childcare to pay for hours beyond your
                funded entitlement, and for optional extras: the government adds{" "}
                {money(TAX_FREE_CHILDCARE.governmentAdds)} for every{" "}
                {money(TAX_FREE_CHILDCARE.parentPays)}. If you get Universal
                Credit you can also claim back up to{" "}
                {rate(TAX_FREE_CHILDCARE.universalCreditChildcareFraction)} of
                costs for hours you pay for, but not Tax-Free Childcare at the
                same time.{" "}
                <TextLink href={paths.taxFreeChildcareGuide}>
                  Read the Tax-Free Childcare guide
                </TextLink>
                .
              </p>
            </>
          ),
        },
        {
          id: "finding-providers",
          title: "Finding a provider",
          body: (
            <>
              <NumberedList
                items={[
                  "Check your local council's Family Information Service for providers that offer funded places.",
                  "Ask nurseries and childminders early: places for under-twos can be limited.",
                  "Ask how they deliver the hours (term time or stretched) and what optional charges apply.",
                  "Agree the hours in writing before the term starts.",
                ]}
              />
            </>
          ),
        },
        {
          id: "extra-support",
          title: "Extra government support",
          body: (
            <>
              <BulletList
                items={[
                  `All 3 and 4 year olds in England get ${hours.universalHoursPerWeek} funded hours a week, whether or not their parents work.`,
                  `Some 2 year olds get ${hours.universalHoursPerWeek} funded hours a week if the family gets certain benefits.`,
                  "Free breakfast clubs are being rolled out in primary schools.",
                  "Scotland, Wales and Northern Ireland run their own funded childcare schemes; Tax-Free Childcare is available UK-wide.",
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
                Check your eligibility on gov.uk, apply as soon as your child is
                old enough, note the deadline for the term you want, and set a
                reminder to reconfirm. To plan your budget around childcare,
                start with your take-home pay in our <CalculatorLink />.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
