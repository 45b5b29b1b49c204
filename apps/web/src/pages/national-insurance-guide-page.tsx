import { TAX_YEAR_IDS, getTaxYear } from "@uktax/engine";
import { STATE_PENSION } from "../features/content/content-data";
import { BulletList, SubSection } from "../features/content/content-layout";
import { TextLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import { money, moneyPence, rate } from "../features/content/figures";
import {
  Class1NationalInsuranceTable,
  SelfEmployedNationalInsuranceTable,
} from "../features/content/rate-tables";
import { useGuideYear } from "../features/content/guide-year";
import { WorkedExample } from "../features/content/worked-example";
import {
  computeExample,
  nationalInsuranceExampleInput,
} from "../features/content/worked-examples";
import { dateLabel } from "../lib/format";
import { paths } from "../paths";

export default function NationalInsuranceGuidePage() {
  const year = useGuideYear();
  const taxYear = getTaxYear(year);
  const { nationalInsurance: ni, label: yearLabel } = taxYear;
  const statePension = taxYear.personalFinance.statePension;
  // The year before, when this year's employer rate rose and its threshold fell (2025/26).
  const previousId = TAX_YEAR_IDS[TAX_YEAR_IDS.indexOf(year) - 1];
  const previous = previousId ? getTaxYear(previousId).nationalInsurance : null;
  const employerChange =
    previous !== null &&
    previous.employerRate < ni.employerRate &&
    previous.secondaryThreshold > ni.secondaryThreshold
      ? previous
      : null;
  const gross = nationalInsuranceExampleInput.grossSalary;
  const example = computeExample(nationalInsuranceExampleInput, year);
  const mainBand = ni.upperEarningsLimit - ni.primaryThreshold;
  const aboveUel = gross - ni.upperEarningsLimit;
  const se = ni.selfEmployed;
  return (
    <GuidePage
      guide="nationalInsuranceGuide"
      year={year}
      lead={
        <p>
          National Insurance (NI) is the second tax on your pay. It builds your
          entitlement to the State Pension and some benefits. These are the{" "}
          {yearLabel} rules.
        </p>
      }
      sections={[
        {
          id: "what-is-ni",
          title: "What National Insurance is",
          body: (
            <>
              <p>
                NI is paid by employees and employers on earnings, and by the
                self-employed on profits. Unlike income tax it is worked out on
                each pay period separately, there is no personal allowance to
                taper, and it stops at State Pension age. Your NI record decides
                how much State Pension you get and whether you qualify for
                contribution-based Jobseeker&apos;s Allowance, Employment and
                Support Allowance and Maternity Allowance.
              </p>
            </>
          ),
        },
        {
          id: "class-1",
          title: "Employees and employers: Class 1",
          body: (
            <>
              <Class1NationalInsuranceTable year={year} />
              <SubSection title="What employees pay">
                <p>
                  Employees pay nothing on earnings up to the primary threshold
                  of {money(ni.primaryThreshold)} a year,{" "}
                  {rate(ni.employeeMainRate)} between there and the upper
                  earnings limit of {money(ni.upperEarningsLimit)}, and{" "}
                  {rate(ni.employeeUpperRate)} above it. Earnings between the
                  lower earnings limit of {money(ni.lowerEarningsLimit)} and the
                  primary threshold cost nothing but still count towards your
                  State Pension.
                </p>
              </SubSection>
              <SubSection title="What employers pay">
                <p>
                  In {yearLabel} employers pay {rate(ni.employerRate)} on
                  earnings above the secondary threshold of{" "}
                  {money(ni.secondaryThreshold)} a year, with no upper limit.
                  {employerChange ? (
                    <>
                      {" "}
                      On {dateLabel(taxYear.starts)} the rate rose from{" "}
                      {rate(employerChange.employerRate)} and the threshold fell
                      from {money(employerChange.secondaryThreshold)}, which
                      made employing people noticeably more expensive.
                    </>
                  ) : null}{" "}
                  Eligible employers can claim the Employment Allowance, which
                  takes {money(ni.employmentAllowance.amount)} a year off their
                  bill (not available where a director is the only employee).
                  Employers pay no Class 1 NI on earnings up to the upper
                  secondary threshold for employees under 21, apprentices under
                  25 and recently discharged veterans.
                </p>
                <p>
                  Large employers also pay the Apprenticeship Levy:{" "}
                  {rate(ni.apprenticeshipLevy.rate)} of their pay bill, less an
                  allowance of {money(ni.apprenticeshipLevy.allowance)}.
                </p>
              </SubSection>
            </>
          ),
        },
        {
          id: "worked-example",
          title: `Worked example: ${money(gross)} salary`,
          body: (
            <>
              <WorkedExample
                title={`${money(gross)} a year, category A, ${yearLabel}`}
                input={nationalInsuranceExampleInput}
                year={year}
              >
                <p className="font-medium">
                  How the National Insurance is worked out:
                </p>
                <BulletList
                  items={[
                    `${rate(ni.employeeMainRate)} on ${money(mainBand)} (from ${money(ni.primaryThreshold)} to ${money(ni.upperEarningsLimit)})`,
                    `${rate(ni.employeeUpperRate)} on the ${money(aboveUel)} above ${money(ni.upperEarningsLimit)}`,
                    `Employee NI: ${moneyPence(example.nationalInsurance)} a year`,
                    `Employer NI: ${rate(ni.employerRate)} of ${money(gross - ni.secondaryThreshold)} = ${moneyPence(example.employerNationalInsurance)} a year`,
                  ]}
                />
                <p>
                  Your employer&apos;s NI is not taken from your pay, but it is
                  part of the cost of employing you.{" "}
                  <TextLink href={paths.home}>
                    Calculate NI on your own salary
                  </TextLink>
                  .
                </p>
              </WorkedExample>
            </>
          ),
        },
        {
          id: "self-employed",
          title: "Self-employed: Class 2 and Class 4",
          body: (
            <>
              <SelfEmployedNationalInsuranceTable year={year} />
              <p>
                Since 6 April 2024 nobody has to pay Class 2. If your profits
                are {money(se.class2SmallProfitsThreshold)} or more you get a
                qualifying year for your State Pension without paying anything.
                Below that, paying voluntary Class 2 at{" "}
                {moneyPence(se.class2VoluntaryWeeklyAmount)} a week is one of
                the cheapest ways to fill your record. Class 4 is paid with your
                income tax through Self Assessment, due by 31 January after the
                tax year.
              </p>
            </>
          ),
        },
        {
          id: "voluntary",
          title: "Voluntary Class 3 contributions",
          body: (
            <>
              <p>
                If you have gaps in your record (for example years abroad or not
                working) and cannot pay Class 2, you can usually pay Class 3 at{" "}
                {moneyPence(se.class3WeeklyAmount)} a week to fill them,
                normally for the previous six years. Check your State Pension
                forecast first to see whether a gap actually affects you.
              </p>
            </>
          ),
        },
        {
          id: "state-pension",
          title: "National Insurance and your State Pension",
          body: (
            <>
              <p>
                You need {STATE_PENSION.newStatePensionFullYears} qualifying
                years for the full new State Pension of{" "}
                {moneyPence(statePension.newFullWeekly)} a week in {yearLabel},
                and at least {STATE_PENSION.newStatePensionMinimumYears} years
                to get any. You also get credits without paying in some
                situations, such as while claiming Child Benefit for a child
                under 12, caring, or receiving certain benefits. You can check
                your record and forecast in your HMRC personal tax account.
              </p>
            </>
          ),
        },
        {
          id: "reduce-ni",
          title: "Ways to reduce National Insurance",
          body: (
            <>
              <BulletList
                items={[
                  "Salary sacrifice: pension contributions, cycle-to-work schemes and electric car schemes paid through salary sacrifice come off your pay before NI, saving employee and employer NI.",
                  "Check your category letter on your payslip: the wrong letter can mean paying too much.",
                  "If you have more than one job, you pay NI separately on each: you may have paid too much overall, which HMRC can refund.",
                ]}
              />
            </>
          ),
        },
      ]}
    />
  );
}
