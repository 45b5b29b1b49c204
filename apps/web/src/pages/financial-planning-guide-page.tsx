import { getTaxYear } from "@uktax/engine";
import {
  COST_OF_LIVING,
  FINANCIAL_PLANNING,
  SAVINGS_AND_INVESTMENTS,
} from "../features/content/content-data";
import {
  BulletList,
  Card,
  CardGrid,
  NumberedList,
  SubSection,
} from "../features/content/content-layout";
import { CalculatorLink, TextLink } from "../features/content/text-links";
import { GuidePage } from "../features/content/guide-page";
import {
  money,
  moneyPence,
  moneyRange,
  rate,
  rateRange,
} from "../features/content/figures";
import { useGuideYear } from "../features/content/guide-year";
import { paths } from "../paths";

const plan = FINANCIAL_PLANNING;

export default function FinancialPlanningGuidePage() {
  const year = useGuideYear();
  const {
    incomeTax,
    dividends,
    pensions,
    personalFinance,
    label: yearLabel,
  } = getTaxYear(year);
  // The year's allowances (engine) with the rules that are not set each year.
  const savings = { ...SAVINGS_AND_INVESTMENTS, ...personalFinance.savings };
  const lisaMaxBonus =
    savings.lifetimeIsaAllowance * savings.lifetimeIsaBonusFraction;
  return (
    <GuidePage
      guide="financialPlanningGuide"
      year={year}
      lead={
        <p>
          A plan turns your salary into security and choices. This guide takes
          you from first steps to long-term investing, using the {yearLabel}{" "}
          allowances.
        </p>
      }
      sections={[
        {
          id: "why-plan",
          title: "Why financial planning matters",
          body: (
            <>
              <p>
                Without a plan, spending rises to meet income and big goals such
                as a home, children or retirement arrive before you are ready. A
                simple plan helps you survive shocks, stay out of expensive
                debt, use the tax allowances you are entitled to, and let
                compound growth work for decades.
              </p>
            </>
          ),
        },
        {
          id: "four-steps",
          title: "The four-step process",
          body: (
            <>
              <NumberedList
                items={[
                  <>
                    <strong>Know where you are.</strong> Work out your take-home
                    pay with our <CalculatorLink />, list your spending, debts
                    and savings.
                  </>,
                  <>
                    <strong>Set goals.</strong> Make them specific, with an
                    amount and a date.
                  </>,
                  <>
                    <strong>Make the plan.</strong> Decide how much goes to each
                    goal every month and automate it on payday.
                  </>,
                  <>
                    <strong>Review.</strong> Check progress at least once a year
                    and whenever your life changes.
                  </>,
                ]}
              />
            </>
          ),
        },
        {
          id: "goals",
          title: "Goals by time horizon",
          body: (
            <>
              <CardGrid>
                <Card title={`Short term (${plan.goalHorizons.short})`}>
                  <p>
                    Emergency fund, holidays, a car. Keep this money in cash
                    savings: it must be there when you need it.
                  </p>
                </Card>
                <Card title={`Medium term (${plan.goalHorizons.medium})`}>
                  <p>
                    A house deposit, a wedding, starting a business. Cash, or
                    cautious investments for the longer end of the range; a
                    Lifetime ISA for a first home.
                  </p>
                </Card>
                <Card title={`Long term (${plan.goalHorizons.long})`}>
                  <p>
                    Retirement and financial independence. Invest for growth in
                    pensions and stocks and shares ISAs.
                  </p>
                </Card>
              </CardGrid>
            </>
          ),
        },
        {
          id: "emergency-fund",
          title: "Build an emergency fund",
          body: (
            <>
              <p>
                Start with a mini emergency fund of{" "}
                {money(plan.miniEmergencyFund)}, even if you save just{" "}
                {moneyRange(plan.startSavingMonthly)} a month. Then build up to{" "}
                {COST_OF_LIVING.emergencyFundMonths.min} to{" "}
                {COST_OF_LIVING.emergencyFundMonths.max} months of essential
                spending in an easy-access account. It stops a broken boiler or
                a gap between jobs from becoming credit-card debt.
              </p>
            </>
          ),
        },
        {
          id: "debt",
          title: "Dealing with debt",
          body: (
            <>
              <SubSection title="The avalanche method">
                <p>
                  Pay the minimum on everything and put every spare pound
                  towards the debt with the highest interest rate. This costs
                  the least overall.
                </p>
              </SubSection>
              <SubSection title="The snowball method">
                <p>
                  Clear the smallest balance first, then roll its payment onto
                  the next. It costs a little more but the quick wins keep many
                  people motivated.
                </p>
              </SubSection>
              <SubSection title="Consolidation">
                <p>
                  A 0% balance transfer card or a cheaper personal loan can cut
                  the interest you pay, as long as you stop adding new debt and
                  clear it before any promotional rate ends. If debt feels out
                  of control, free help is available from StepChange, National
                  Debtline and Citizens Advice.
                </p>
              </SubSection>
            </>
          ),
        },
        {
          id: "investment-options",
          title: "UK investment options",
          body: (
            <>
              <BulletList
                items={[
                  `ISAs: save or invest up to ${money(savings.isaAllowance)} in ${yearLabel} across cash, stocks and shares, innovative finance and Lifetime ISAs, with no tax on interest, dividends or gains.`,
                  `Lifetime ISA: from age ${savings.lifetimeIsaOpenAgeMin} to ${savings.lifetimeIsaOpenAgeMax} you can open one and pay in up to ${money(savings.lifetimeIsaAllowance)} a year; the government adds a ${rate(savings.lifetimeIsaBonusFraction)} bonus (up to ${money(lisaMaxBonus)} a year) for a first home up to ${money(savings.lifetimeIsaHousePriceLimit)} or retirement. Other withdrawals lose ${rate(savings.lifetimeIsaWithdrawalChargeFraction)}.`,
                  `Pensions: tax relief on the way in and employer contributions; the workplace minimum is ${rate(pensions.autoEnrolment.minimumTotalRate)} of qualifying earnings.`,
                  "Premium Bonds: capital backed by the Treasury and prizes are tax-free, but the average return can trail the best savings accounts.",
                  "General investment accounts: no limits, but interest, dividends and gains above your allowances are taxable.",
                ]}
              />
            </>
          ),
        },
        {
          id: "tax-efficient",
          title: "Tax-efficient investing",
          body: (
            <>
              <p>The allowances for {yearLabel}:</p>
              <BulletList
                items={[
                  `ISA allowance: ${money(savings.isaAllowance)}.`,
                  `Personal savings allowance: ${money(incomeTax.personalSavingsAllowance.basic)} of interest for basic-rate taxpayers (${money(incomeTax.personalSavingsAllowance.higher)} higher rate).`,
                  `Dividend allowance: ${money(dividends.allowance)}.`,
                  `Capital gains annual exempt amount: ${money(savings.capitalGainsAnnualExemptAmount)}.`,
                  `Junior ISA allowance: ${money(savings.juniorIsaAllowance)} for each child.`,
                  `Pension annual allowance: ${money(pensions.annualAllowance.amount)}.`,
                ]}
              />
              <SubSection title="A sensible priority order">
                <NumberedList
                  items={[
                    "Join your workplace pension and get the full employer match.",
                    "Build your emergency fund.",
                    "Clear expensive debt (credit cards, overdrafts, payday loans).",
                    "Use a Lifetime ISA if you are saving for a first home.",
                    "Fill your ISA allowance.",
                    "Pay more into your pension, especially if you are a higher-rate taxpayer.",
                    "Then a general investment account, using your dividend and capital gains allowances each year.",
                  ]}
                />
              </SubSection>
            </>
          ),
        },
        {
          id: "retirement",
          title: "Planning for retirement",
          body: (
            <>
              <p>
                The full new State Pension is{" "}
                {moneyPence(personalFinance.statePension.newFullWeekly)} a week
                in {yearLabel}, less than most people want to live on. Many aim
                for {rateRange(plan.retirementIncomeReplacement)} of their
                pre-retirement income, which usually means total pension
                contributions of at least{" "}
                {rate(plan.suggestedPensionContribution)} of salary. Read our{" "}
                <TextLink href={paths.pensionGuide}>pension guide</TextLink> for
                how tax relief and salary sacrifice boost your savings.
              </p>
            </>
          ),
        },
        {
          id: "insurance",
          title: "Protecting yourself: insurance",
          body: (
            <>
              <BulletList
                items={[
                  "Life insurance if anyone depends on your income or you have a mortgage.",
                  "Income protection: replaces part of your pay if illness or injury stops you working; check first what your employer's sick pay covers.",
                  "Critical illness cover pays a lump sum on diagnosis of a serious illness.",
                  "Home contents and buildings insurance; and make a will, especially once you have children or property.",
                ]}
              />
            </>
          ),
        },
        {
          id: "annual-review",
          title: "Annual review checklist",
          body: (
            <>
              <BulletList
                items={[
                  "Check your tax code and last year's P60.",
                  "Use this year's ISA allowance before 5 April.",
                  "Review pension contributions and where your pension is invested.",
                  "Compare your savings rates, mortgage deal, energy and insurance.",
                  "Update your budget and goals.",
                  "Check your State Pension forecast and National Insurance record.",
                ]}
              />
              <SubSection title="Life events that call for a review">
                <BulletList
                  items={[
                    "A new job or pay rise",
                    "Marriage, civil partnership or separation",
                    "Having a child (check Tax-Free Childcare and funded hours)",
                    "Buying a home",
                    "An inheritance or redundancy",
                    "Approaching retirement",
                  ]}
                />
              </SubSection>
            </>
          ),
        },
      ]}
    />
  );
}
