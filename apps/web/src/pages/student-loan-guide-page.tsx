import { getTaxYear } from "@uktax/engine";
import { BulletList, SubSection } from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { CalculatorLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import { money, moneyPence, rate } from "../features/content/figures";
import { StudentLoanTable } from "../features/content/rate-tables";
import { useGuideYear } from "../features/content/guide-year";
import { studentLoanPlan } from "../features/content/rates";
import { WorkedExample } from "../features/content/worked-example";
import {
  computeExample,
  studentLoanExampleInput,
} from "../features/content/worked-examples";

const WHICH_PLAN = [
  {
    plan: studentLoanPlan("plan1").label,
    who: "English or Welsh students who started before September 2012, and students from Northern Ireland",
  },
  {
    plan: studentLoanPlan("plan2").label,
    who: "English students who started between September 2012 and July 2023, and Welsh students from September 2012",
  },
  {
    plan: studentLoanPlan("plan4").label,
    who: "Students from Scotland (Student Awards Agency Scotland loans)",
  },
  {
    plan: studentLoanPlan("plan5").label,
    who: "English students who started a course on or after 1 August 2023",
  },
  {
    plan: studentLoanPlan("postgraduate").label,
    who: "Master's and doctoral loans from England or Wales",
  },
];

export default function StudentLoanGuidePage() {
  const year = useGuideYear();
  const { label: yearLabel, studentLoans } = getTaxYear(year);
  const plan1 = studentLoanPlan("plan1", year);
  const plan2 = studentLoanPlan("plan2", year);
  const plan5 = studentLoanPlan("plan5", year);
  const postgraduate = studentLoanPlan("postgraduate", year);
  const gross = studentLoanExampleInput.grossSalary;
  const example = computeExample(studentLoanExampleInput, year);
  const over = gross - plan2.annualThreshold;
  return (
    <GuidePage
      guide="studentLoanGuide"
      year={year}
      lead={
        <p>
          Student loan repayments depend on your income, not on how much you
          borrowed. Here is how they work in {yearLabel}.
        </p>
      }
      sections={[
        {
          id: "how-repayments-work",
          title: "How repayments work",
          body: (
            <>
              <p>
                You repay a fixed percentage of your income above your
                plan&apos;s threshold: {rate(plan2.rate)} for undergraduate
                plans and {rate(postgraduate.rate)} for postgraduate loans. Earn
                below the threshold and you repay nothing that month. Employees
                repay through PAYE, worked out on each payslip; the
                self-employed repay through their Self Assessment tax return.
              </p>
              <p>
                Because repayments are a share of income, a bigger balance does
                not mean bigger payments: it only means you may be repaying for
                longer before the balance is written off.
              </p>
            </>
          ),
        },
        {
          id: "thresholds",
          title: `Repayment thresholds ${yearLabel}`,
          body: (
            <>
              <StudentLoanTable year={year} />
              {studentLoans.plan5.collected ? (
                <p>
                  Plan 5 loans exist from August 2023 and the first repayments
                  were due from April 2026: in {yearLabel} they are taken on
                  income over {money(plan5.annualThreshold)} a year.
                </p>
              ) : (
                <p>
                  Plan 5 loans exist from August 2023 but the first repayments
                  are due from April 2026, so no Plan 5 deductions are taken in{" "}
                  {yearLabel}; its threshold will be{" "}
                  {money(plan5.annualThreshold)}.
                </p>
              )}
            </>
          ),
        },
        {
          id: "which-plan",
          title: "Which plan am I on?",
          body: (
            <>
              <DataTable
                caption="Student loan plans by where and when you studied"
                rows={WHICH_PLAN}
                rowKey={(row) => row.plan}
                columns={[
                  { header: "Plan", cell: (row) => row.plan, rowHeader: true },
                  { header: "Who has it", cell: (row) => row.who },
                ]}
              />
              <p>
                You can check your plan in your Student Loans Company online
                account. If you have both an undergraduate and a postgraduate
                loan, both are repaid at the same time, each on its own
                threshold.
              </p>
            </>
          ),
        },
        {
          id: "worked-example",
          title: `Worked example: ${money(gross)} on Plan 2`,
          body: (
            <>
              <WorkedExample
                title={`${money(gross)} salary, ${plan2.label}, ${yearLabel}`}
                input={studentLoanExampleInput}
                year={year}
              >
                <p className="font-medium">
                  How the loan repayment is worked out:
                </p>
                <BulletList
                  items={[
                    `Income above the threshold: ${money(gross)} − ${money(plan2.annualThreshold)} = ${money(over)}`,
                    `Repayment: ${rate(plan2.rate)} of ${money(over)} = ${moneyPence(example.studentLoan)} a year`,
                  ]}
                />
                <p>
                  On a payslip the figure is worked out monthly on pay above{" "}
                  {moneyPence(plan2.monthlyThreshold)} and rounded down to the
                  pound, so it can be a pound lower. See your own figure in the{" "}
                  <CalculatorLink />.
                </p>
              </WorkedExample>
            </>
          ),
        },
        {
          id: "how-it-is-collected",
          title: "How repayments are collected",
          body: (
            <>
              <p>
                If you are employed, your employer finds your plan on your
                starter checklist or from HMRC and takes repayments through
                PAYE, on the same pay that National Insurance is worked out on.
                Each pay period stands on its own: a month with overtime or a
                bonus above the monthly threshold brings a repayment even if
                your salary for the year stays under the annual threshold, and
                you can ask the Student Loans Company for it back after the tax
                year ends. Pay in kind, such as a company car, does not count.
              </p>
              <p>
                If you are self-employed, or your income is not all taxed
                through PAYE, the repayment is worked out on your Self
                Assessment tax return on your total income over the year and
                paid with your tax by 31 January. Someone on {plan1.label} with
                both a salary and rental profits, for example, has the PAYE
                deductions credited against the amount the return works out.
              </p>
              <p>
                Repayments start in the April after you leave your course, and
                they stop automatically once the balance is cleared. In the last
                couple of years, switch to Direct Debit through your online
                account to avoid overpaying.
              </p>
            </>
          ),
        },
        {
          id: "interest-and-write-off",
          title: "Interest and write-off",
          body: (
            <>
              <p>
                Interest is added to your balance from the day the loan is paid
                out, and the rate depends on your plan and, for Plan 2, your
                income. Any balance left at the end of your plan&apos;s
                repayment term is written off, and nothing is owed if you die or
                become permanently unable to work. Many graduates never repay
                the full amount, which is why the monthly deduction matters more
                than the balance.
              </p>
            </>
          ),
        },
        {
          id: "overpay",
          title: "Should I make extra repayments?",
          body: (
            <>
              <SubSection title="It can make sense if">
                <BulletList
                  items={[
                    "you expect to earn enough to clear the loan before it is written off anyway, so extra payments reduce the interest you pay;",
                    "you are close to clearing the balance.",
                  ]}
                />
              </SubSection>
              <SubSection title="It usually does not if">
                <BulletList
                  items={[
                    "your balance is likely to be written off before you repay it: extra payments would simply be lost;",
                    "you have more expensive debt, no emergency fund, or an employer pension match you are not using.",
                  ]}
                />
              </SubSection>
            </>
          ),
        },
        {
          id: "tips",
          title: "Practical tips",
          body: (
            <>
              <BulletList
                items={[
                  "Check your payslip shows the right plan: being put on the wrong plan is a common payroll error.",
                  "If you go below the threshold for a tax year but repayments were taken, you can ask for a refund.",
                  "Moving abroad? Tell the Student Loans Company: repayments continue under overseas thresholds.",
                  "Salary sacrifice pension contributions reduce the pay your repayments are worked out on.",
                ]}
              />
            </>
          ),
        },
      ]}
    />
  );
}
