import { getTaxYear } from "@uktax/engine";
import {
  COST_OF_LIVING,
  SAMPLE_BUDGETS,
  UK_MEDIAN_SALARY,
} from "../features/content/content-data";
import type { SampleBudget } from "../features/content/content-data";
import {
  BulletList,
  Card,
  CardGrid,
  SubSection,
} from "../features/content/content-layout";
import { DataTable } from "../features/content/data-table";
import { TextLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import {
  count,
  money,
  moneyRange,
  rate,
  rateRange,
} from "../features/content/figures";
import { useGuideYear } from "../features/content/guide-year";
import { WorkedExample } from "../features/content/worked-example";
import { computeExample } from "../features/content/worked-examples";
import { paths } from "../paths";

const col = COST_OF_LIVING;

function BudgetTable({ budget }: { budget: SampleBudget }) {
  return (
    <DataTable
      caption={`Monthly budget: ${budget.title}`}
      rows={budget.lines}
      rowKey={(line) => line.item}
      columns={[
        { header: "Item", cell: (line) => line.item, rowHeader: true },
        {
          header: "Per month",
          cell: (line) => money(line.monthly),
          numeric: true,
        },
      ]}
      footer={
        <tfoot>
          <tr className="border-t-2 border-slate-300 font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <td className="px-3 py-2 text-right tabular-nums">
              {money(budget.total)}
            </td>
          </tr>
        </tfoot>
      }
    />
  );
}

/** The worked example: the UK median salary, England, no loan or pension. */
const MEDIAN_EXAMPLE_INPUT = { grossSalary: UK_MEDIAN_SALARY.annual };

export default function CostOfLivingGuidePage() {
  const year = useGuideYear();
  const yearLabel = getTaxYear(year).label;
  const median = computeExample(MEDIAN_EXAMPLE_INPUT, year);
  return (
    <GuidePage
      guide="costOfLivingGuide"
      year={year}
      lead={
        <p>
          What a salary is worth depends on where you live. This guide compares
          regional costs and shows what typical monthly budgets look like.
        </p>
      }
      sections={[
        {
          id: "understanding",
          title: "Understanding cost of living",
          body: (
            <>
              <p>
                Cost of living is what you need to spend to maintain a given
                standard of living in a place. Key factors:
              </p>
              <BulletList
                items={[
                  `Housing: usually the biggest cost, typically ${rateRange(col.housingShareOfIncome)} of take-home pay.`,
                  "Council tax and energy bills, which vary by property band, size and efficiency.",
                  "Transport: commuting costs and whether you need a car.",
                  "Food and everyday shopping.",
                  "Childcare, which can rival housing costs for families with young children.",
                  "Local wages: higher pay in expensive areas often does not fully make up for higher costs.",
                ]}
              />
            </>
          ),
        },
        {
          id: "regional-comparison",
          title: "Regional comparison",
          body: (
            <>
              <DataTable
                caption="Typical housing costs and cost index by region (London = 100)"
                rows={col.regions}
                rowKey={(row) => row.region}
                columns={[
                  {
                    header: "Region",
                    cell: (row) => row.region,
                    rowHeader: true,
                  },
                  {
                    header: "Avg Rent (1-bed)",
                    cell: (row) => `${moneyRange(row.rent)} a month`,
                    numeric: true,
                  },
                  {
                    header: "Avg House Price",
                    cell: (row) => money(row.averageHousePrice),
                    numeric: true,
                  },
                  {
                    header: "Cost Index",
                    cell: (row) => count(row.costIndex),
                    numeric: true,
                  },
                ]}
              />
            </>
          ),
        },
        {
          id: "essential-costs",
          title: "Essential costs",
          body: (
            <>
              <CardGrid>
                <Card title="Housing">
                  <p>
                    London {moneyRange(col.housingMonthly.london)} a month;
                    other cities {moneyRange(col.housingMonthly.otherCities)};
                    rural areas {moneyRange(col.housingMonthly.rural)}.
                  </p>
                </Card>
                <Card title="Food">
                  <p>
                    Groceries {moneyRange(col.foodMonthly.single)} a month for a
                    single person, {moneyRange(col.foodMonthly.familyOfFour)}{" "}
                    for a family of four; eating out{" "}
                    {moneyRange(col.eatingOutPerMeal)} a meal.
                  </p>
                </Card>
                <Card title="Transport">
                  <p>
                    Running a car {moneyRange(col.transportMonthly.car)} a
                    month; public transport{" "}
                    {moneyRange(col.transportMonthly.publicTransport)}; London
                    travel {moneyRange(col.transportMonthly.londonTravel)}.
                  </p>
                </Card>
                <Card title="Health">
                  <p>
                    NHS care is free at the point of use. Private health
                    insurance costs about {moneyRange(col.privateHealthMonthly)}{" "}
                    a month; private dental treatment{" "}
                    {moneyRange(col.dentalPerVisit)} a visit.
                  </p>
                </Card>
              </CardGrid>
            </>
          ),
        },
        {
          id: "sample-budgets",
          title: "Sample monthly budgets",
          body: (
            <>
              {SAMPLE_BUDGETS.budgets.map((budget) => (
                <SubSection key={budget.id} title={budget.title}>
                  <p>{budget.description}</p>
                  <BudgetTable budget={budget} />
                </SubSection>
              ))}
              <SubSection
                title={`Set against the median salary in ${yearLabel}`}
              >
                <p>
                  A full-time employee in England on the UK median salary of{" "}
                  {money(UK_MEDIAN_SALARY.annual)}, with no pension or student
                  loan, takes home the figures below in {yearLabel}. Compare the
                  monthly figure with the budgets above: it is what has to cover
                  them.
                </p>
                <WorkedExample
                  title={`${money(UK_MEDIAN_SALARY.annual)} salary, England, ${yearLabel}`}
                  input={MEDIAN_EXAMPLE_INPUT}
                  year={year}
                />
                <p>
                  {SAMPLE_BUDGETS.budgets.map((budget, index) => (
                    <span key={budget.id}>
                      {index > 0 ? " " : null}
                      {budget.title}: {money(budget.total)} a month,{" "}
                      {budget.total > median.netMonthly
                        ? "more than this take-home pay"
                        : "within this take-home pay"}
                      .
                    </span>
                  ))}
                </p>
              </SubSection>
              <p>
                To see what salary supports a budget like these, enter the
                monthly total in the{" "}
                <TextLink href={paths.home}>reverse salary calculator</TextLink>
                .
              </p>
            </>
          ),
        },
        {
          id: "saving-strategies",
          title: "Saving strategies",
          body: (
            <>
              <BulletList
                items={[
                  "Review every subscription and contract each year: switching energy, broadband, mobile and insurance often saves hundreds of pounds.",
                  "Plan meals and shop with a list; supermarket own brands cost far less.",
                  "Use season tickets, railcards or a bike instead of paying for each journey.",
                  "Check you are in the right council tax band and claim any discount (for example the single person discount).",
                  "Use salary sacrifice schemes and tax-free allowances to make your pay go further.",
                ]}
              />
            </>
          ),
        },
        {
          id: "regional-notes",
          title: "Regional notes",
          body: (
            <>
              <SubSection title="London">
                <p>
                  The highest rents and house prices in the UK, partly offset by
                  higher salaries and London weighting. Many people share or
                  live further out and commute.
                </p>
              </SubSection>
              <SubSection title="Scotland">
                <p>
                  Housing is much cheaper than in the south of England, and
                  prescriptions and university tuition for Scottish students are
                  free, but middle and higher earners pay more income tax.
                </p>
              </SubSection>
              <SubSection title="Wales">
                <p>
                  Lower housing costs than most of England with the same income
                  tax rates, and free prescriptions.
                </p>
              </SubSection>
              <SubSection title="Northern England">
                <p>
                  Cities such as Manchester, Leeds and Newcastle combine growing
                  job markets with rents and house prices well below the south,
                  so a salary often goes much further.
                </p>
              </SubSection>
            </>
          ),
        },
        {
          id: "budget-rule",
          title: "The 50/30/20 rule",
          body: (
            <>
              <p>A simple way to split your take-home pay:</p>
              <BulletList
                items={[
                  `${rate(col.budgetRule.needs)} on needs: housing, bills, food, transport and minimum debt payments.`,
                  `${rate(col.budgetRule.wants)} on wants: eating out, holidays, hobbies.`,
                  `${rate(col.budgetRule.savings)} on savings and paying off debt faster.`,
                ]}
              />
              <p>
                In expensive areas needs often take more than half; the rule is
                a starting point, not a test.
              </p>
            </>
          ),
        },
        {
          id: "emergency-fund",
          title: "Emergency fund",
          body: (
            <>
              <p>
                Aim to keep {col.emergencyFundMonths.min} to{" "}
                {col.emergencyFundMonths.max} months of essential spending in an
                easy-access savings account: roughly{" "}
                {moneyRange(col.emergencyFund.london)} in London and{" "}
                {moneyRange(col.emergencyFund.elsewhere)} elsewhere in the UK.
              </p>
            </>
          ),
        },
      ]}
    />
  );
}
