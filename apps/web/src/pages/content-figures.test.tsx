/**
 * Each figure a content page shows equals the engine's (or the content module's) value, formatted
 * the same way. The expected strings are built from the data here, so a figure typed into a page
 * instead of read from the data makes its test fail as soon as the data changes.
 */
import { calculateSalary, getTaxYear, type TaxYearId } from "@uktax/engine";
import { STUDENT_LOAN_PLAN_LABELS } from "../components/form/salary-options";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import {
  COST_OF_LIVING,
  FINANCIAL_PLANNING,
  ORGANISATION,
  PENSION_ACCESS,
  SAMPLE_BUDGETS,
  SAVINGS_AND_INVESTMENTS,
  STATE_PENSION,
  TAX_FREE_CHILDCARE,
  THIRTY_HOURS,
  minimumEarnings,
} from "../features/content/content-data";
import {
  bandRange,
  count,
  money,
  moneyPence,
  moneyRange,
  rate,
  rateRange,
  wholePounds,
} from "../features/content/figures";
import HomeReference from "../features/content/home/home-reference";
import { incomeTaxRows } from "../features/content/rates";
import { renderWithRouter } from "../testing/render-with-router";
import CostOfLivingGuidePage from "./cost-of-living-guide-page";
import FinancialPlanningGuidePage from "./financial-planning-guide-page";
import NationalInsuranceGuidePage from "./national-insurance-guide-page";
import PensionGuidePage from "./pension-guide-page";
import AboutPage from "./about-page";
import ContactPage from "./contact-page";
import StudentLoanGuidePage from "./student-loan-guide-page";
import TaxFreeChildcareGuidePage from "./tax-free-childcare-guide-page";
import ThirtyHoursChildcareGuidePage from "./thirty-hours-childcare-guide-page";
import UkTaxGuidePage from "./uk-tax-guide-page";
import SalaryNegotiationGuidePage from "./salary-negotiation-guide-page";

// The pages show the year in force on the unit tests' day, 28 November 2026 (testing/fixed-today.ts).
const yearId: TaxYearId = "2026-27";
const year = getTaxYear(yearId);
const {
  incomeTax,
  nationalInsurance: ni,
  studentLoans,
  pensions,
  dividends,
} = year;
const se = ni.selfEmployed;
const plans = (
  ["plan1", "plan2", "plan4", "plan5", "postgraduate"] as const
).map((id) => ({
  ...studentLoans[id],
  label: STUDENT_LOAN_PLAN_LABELS[id],
}));

function textOf(Page: ComponentType): string {
  const { container, unmount } = renderWithRouter(<Page />);
  const text = container.textContent;
  unmount();
  return text;
}

function expectAll(text: string, figures: readonly string[]) {
  const missing = figures.filter((figure) => !text.includes(figure));
  expect(missing).toEqual([]);
}

/** Table rows as "cell | cell | cell" strings, for figures that must sit in the right row. */
function tableRows(Page: ComponentType, caption: RegExp): string[] {
  const { container, unmount } = renderWithRouter(<Page />);
  const table = Array.from(container.querySelectorAll("table")).find(
    (candidate) =>
      caption.test(candidate.querySelector("caption")?.textContent ?? ""),
  );
  const rows = table
    ? Array.from(table.querySelectorAll("tbody tr, tfoot tr")).map((row) =>
        Array.from(row.children)
          .map((cell) => cell.textContent.trim())
          .join(" | "),
      )
    : [];
  unmount();
  return rows;
}

const allowanceRow = `Personal allowance | Up to ${money(incomeTax.personalAllowance)} | ${rate(0)}`;
function bandRows(regime: "rUK" | "scotland"): string[] {
  return [
    allowanceRow,
    ...incomeTaxRows(regime).map(
      (row) =>
        `${row.name} | ${bandRange(row.from, row.to)} | ${rate(row.rate)}`,
    ),
  ];
}

describe("home reference figures", () => {
  it("shows every rUK and Scottish band from the engine, in order", () => {
    expect(
      tableRows(HomeReference, /England, Wales and Northern Ireland/),
    ).toEqual(bandRows("rUK"));
    expect(tableRows(HomeReference, /Scottish income tax/)).toEqual(
      bandRows("scotland"),
    );
    expect(bandRows("scotland")).toHaveLength(7);
  });

  it("shows Class 1 employee and employer National Insurance", () => {
    expect(tableRows(HomeReference, /Class 1/)).toEqual([
      `Employee | Up to ${money(ni.primaryThreshold)} | ${rate(0)}`,
      `Employee | ${bandRange(ni.primaryThreshold + 1, ni.upperEarningsLimit)} | ${rate(ni.employeeMainRate)}`,
      `Employee | ${bandRange(ni.upperEarningsLimit + 1, null)} | ${rate(ni.employeeUpperRate)}`,
      `Employer | Up to ${money(ni.secondaryThreshold)} | ${rate(0)}`,
      `Employer | ${bandRange(ni.secondaryThreshold + 1, null)} | ${rate(ni.employerRate)}`,
    ]);
  });

  it("shows self-employed Class 2 and Class 4", () => {
    const rows = tableRows(HomeReference, /Self-employed/).join("\n");
    expectAll(rows, [
      money(se.class2SmallProfitsThreshold),
      moneyPence(se.class2VoluntaryWeeklyAmount),
      `${bandRange(se.class4LowerProfitsLimit + 1, se.class4UpperProfitsLimit)} | ${rate(se.class4MainRate)}`,
      `${bandRange(se.class4UpperProfitsLimit + 1, null)} | ${rate(se.class4UpperRate)}`,
    ]);
  });

  it("shows every student loan plan's thresholds and rate", () => {
    expect(tableRows(HomeReference, /Student loan/)).toEqual(
      plans.map(
        (plan) =>
          `${plan.label} | ${money(plan.annualThreshold)} | ${moneyPence(plan.monthlyThreshold)} | ${rate(plan.rate)} of income over the threshold`,
      ),
    );
  });

  it("uses engine figures in the planning guide and FAQ", () => {
    const text = textOf(HomeReference);
    const allowanceGoneAt =
      incomeTax.taper.incomeLimit +
      incomeTax.personalAllowance / incomeTax.taper.reductionRate;
    const higher = incomeTax.bands.rUK[1]?.rate ?? Number.NaN;
    expectAll(text, [
      money(incomeTax.personalAllowance),
      money(allowanceGoneAt),
      `${incomeTax.standardCodeNumber}L`,
      rate(higher * (1 + incomeTax.taper.reductionRate)),
      money(pensions.annualAllowance.amount),
      money(pensions.autoEnrolment.qualifyingEarningsLower),
      rate(pensions.autoEnrolment.minimumTotalRate),
      money(dividends.allowance),
      rate(dividends.basicRate),
      rate(dividends.higherRate),
      rate(dividends.additionalRate),
      money(studentLoans.plan4.annualThreshold),
    ]);
  });
});

describe("guide figures", () => {
  it("UK tax guide: allowances, flat-rate codes, savings and the engine's England/Scotland example", () => {
    const text = textOf(UkTaxGuidePage);
    const england = calculateSalary({
      taxYear: yearId,
      grossSalary: 40_000,
      region: "england",
    });
    const scotland = calculateSalary({
      taxYear: yearId,
      grossSalary: 40_000,
      region: "scotland",
      taxCode: "S1257L",
    });
    expectAll(text, [
      money(incomeTax.marriageAllowance.transferable),
      money(
        incomeTax.marriageAllowance.transferable *
          incomeTax.marriageAllowance.reliefRate,
      ),
      money(incomeTax.blindPersonsAllowance.amount),
      money(incomeTax.personalSavingsAllowance.basic),
      money(incomeTax.startingRateForSavings.limit),
      money(year.personalFinance.savings.capitalGainsAnnualExemptAmount),
      rate(SAVINGS_AND_INVESTMENTS.capitalGainsRates.higher),
      `SD3Scottish top rate${rate(incomeTax.flatRateCodes.scotland.D3)}`,
      `SD0Scottish intermediate rate${rate(incomeTax.flatRateCodes.scotland.D0)}`,
      moneyPence(england.incomeTax),
      moneyPence(scotland.incomeTax),
      moneyPence(england.netMonthly),
      moneyPence(scotland.incomeTax - england.incomeTax),
    ]);
    expect(
      tableRows(UkTaxGuidePage, /England, Wales and Northern Ireland/),
    ).toEqual(bandRows("rUK"));
    expect(tableRows(UkTaxGuidePage, /Scottish income tax/)).toEqual(
      bandRows("scotland"),
    );
  });

  it("student loan guide: the engine's Plan 2 example at £35,000", () => {
    const text = textOf(StudentLoanGuidePage);
    const example = calculateSalary({
      taxYear: yearId,
      grossSalary: 35_000,
      studentLoanPlan: "plan2",
    });
    expectAll(text, [
      `${money(35_000)} − ${money(studentLoans.plan2.annualThreshold)} = ${money(35_000 - studentLoans.plan2.annualThreshold)}`,
      `${moneyPence(example.studentLoan)} a year`,
      `Student loan−${moneyPence(example.studentLoan)}`,
      `Take-home pay${moneyPence(example.netAnnual)}`,
      `That is ${moneyPence(example.netMonthly)} a month`,
      rate(studentLoans.postgraduate.rate),
      moneyPence(studentLoans.plan2.monthlyThreshold),
      money(studentLoans.plan5.annualThreshold),
    ]);
  });

  it("National Insurance guide: thresholds, allowances and the engine's £60,000 example", () => {
    const text = textOf(NationalInsuranceGuidePage);
    const example = calculateSalary({ taxYear: yearId, grossSalary: 60_000 });
    expectAll(text, [
      money(ni.lowerEarningsLimit),
      money(ni.secondaryThreshold),
      rate(ni.employerRate),
      money(ni.employmentAllowance.amount),
      rate(ni.apprenticeshipLevy.rate),
      money(ni.apprenticeshipLevy.allowance),
      moneyPence(se.class2VoluntaryWeeklyAmount),
      moneyPence(se.class3WeeklyAmount),
      `Employee NI: ${moneyPence(example.nationalInsurance)}`,
      `Employer NI: ${rate(ni.employerRate)} of ${money(60_000 - ni.secondaryThreshold)} = ${moneyPence(example.employerNationalInsurance)}`,
      moneyPence(year.personalFinance.statePension.newFullWeekly),
      `${STATE_PENSION.newStatePensionFullYears} qualifying years`,
    ]);
  });

  it("pension guide: auto-enrolment, allowances, State Pension and the engine's salary sacrifice example", () => {
    const text = textOf(PensionGuidePage);
    const netPay = calculateSalary({
      taxYear: yearId,
      grossSalary: 40_000,
      pensionContribution: 5,
      pensionMethod: "net-pay",
    });
    const sacrifice = calculateSalary({
      taxYear: yearId,
      grossSalary: 40_000,
      pensionContribution: 5,
      pensionMethod: "salary-sacrifice",
    });
    const ae = pensions.autoEnrolment;
    expectAll(text, [
      money(ae.earningsTrigger),
      money(ae.qualifyingEarningsLower),
      money(ae.qualifyingEarningsUpper),
      `Employer${rate(ae.minimumEmployerRate)}`,
      `Employee (including tax relief)${rate(ae.minimumEmployeeRate)}`,
      `Total${rate(ae.minimumTotalRate)}`,
      `you pay ${money(100 * (1 - pensions.reliefAtSourceRate))} and ${money(100)}`,
      money(pensions.annualAllowance.amount),
      money(pensions.annualAllowance.taperThreshold),
      money(pensions.annualAllowance.minimum),
      moneyPence(year.personalFinance.statePension.newFullWeekly),
      moneyPence(
        year.personalFinance.statePension.newFullWeekly *
          STATE_PENSION.weeksPerYear,
      ),
      moneyPence(year.personalFinance.statePension.basicFullWeekly),
      rate(year.personalFinance.statePension.upratingRate),
      `age ${PENSION_ACCESS.minimumAge}, rising to ${PENSION_ACCESS.futureMinimumAge}`,
      money(PENSION_ACCESS.lumpSumAllowance),
      moneyPence(netPay.nationalInsurance),
      moneyPence(sacrifice.nationalInsurance),
      moneyPence(sacrifice.netAnnual - netPay.netAnnual),
      rateRange(FINANCIAL_PLANNING.retirementIncomeReplacement),
    ]);
  });

  it("salary negotiation guide: the engine's take-home on each pay rise", () => {
    const text = textOf(SalaryNegotiationGuidePage);
    const rise = (from: number, to: number) =>
      wholePounds(
        calculateSalary({ taxYear: yearId, grossSalary: to }).netAnnual -
          calculateSalary({ taxYear: yearId, grossSalary: from }).netAnnual,
      );
    expectAll(text, [
      rise(30_000, 35_000),
      rise(48_000, 53_000),
      rise(100_000, 105_000),
      money(ni.upperEarningsLimit),
    ]);
  });

  it("cost of living guide: the regional table and both sample budgets", () => {
    expect(tableRows(CostOfLivingGuidePage, /by region/)).toEqual(
      COST_OF_LIVING.regions.map(
        (row) =>
          `${row.region} | ${moneyRange(row.rent)} a month | ${money(row.averageHousePrice)} | ${count(row.costIndex)}`,
      ),
    );
    for (const budget of SAMPLE_BUDGETS.budgets) {
      expect(
        tableRows(CostOfLivingGuidePage, new RegExp(budget.title)),
      ).toEqual([
        ...budget.lines.map((line) => `${line.item} | ${money(line.monthly)}`),
        `Total | ${money(budget.total)}`,
      ]);
    }
    expectAll(textOf(CostOfLivingGuidePage), [
      moneyRange(COST_OF_LIVING.emergencyFund.london),
      moneyRange(COST_OF_LIVING.emergencyFund.elsewhere),
      moneyRange(COST_OF_LIVING.housingMonthly.london),
      rate(COST_OF_LIVING.budgetRule.needs),
    ]);
  });

  it("financial planning guide: allowances from the engine and the content module", () => {
    expectAll(textOf(FinancialPlanningGuidePage), [
      money(FINANCIAL_PLANNING.miniEmergencyFund),
      moneyRange(FINANCIAL_PLANNING.startSavingMonthly),
      money(year.personalFinance.savings.isaAllowance),
      money(year.personalFinance.savings.lifetimeIsaAllowance),
      rate(SAVINGS_AND_INVESTMENTS.lifetimeIsaBonusFraction),
      `Capital gains annual exempt amount: ${money(year.personalFinance.savings.capitalGainsAnnualExemptAmount)}`,
      `Junior ISA allowance: ${money(year.personalFinance.savings.juniorIsaAllowance)}`,
      `Dividend allowance: ${money(dividends.allowance)}`,
      `Personal savings allowance: ${money(incomeTax.personalSavingsAllowance.basic)}`,
      rate(pensions.autoEnrolment.minimumTotalRate),
      moneyPence(year.personalFinance.statePension.newFullWeekly),
      rate(FINANCIAL_PLANNING.suggestedPensionContribution),
    ]);
  });

  it("Tax-Free Childcare guide: top-ups, limits and minimum earnings", () => {
    const tfc = TAX_FREE_CHILDCARE;
    expectAll(textOf(TaxFreeChildcareGuidePage), [
      `${money(tfc.governmentAdds)} for every ${money(tfc.parentPays)}`,
      rate(tfc.topUpFraction),
      `${money(tfc.maxTopUpPerQuarter)} every three months per child (${money(tfc.maxTopUpPerQuarter * 4)} a year)`,
      `${money(tfc.maxTopUpPerQuarterDisabled)} every three months (${money(tfc.maxTopUpPerQuarterDisabled * 4)} a year)`,
      money(
        minimumEarnings(
          year.personalFinance.minimumWage.age21AndOver,
          tfc.weeksPerQuarter,
        ),
      ),
      money(minimumEarnings(year.personalFinance.minimumWage.age21AndOver, 52)),
      money(
        minimumEarnings(
          year.personalFinance.minimumWage.age18To20,
          tfc.weeksPerQuarter,
        ),
      ),
      money(tfc.maxAdjustedNetIncome),
      rate(tfc.universalCreditChildcareFraction),
      money(year.childcareVouchers.weeklyExemption),
      `aged ${tfc.maxChildAge} or under`,
    ]);
  });

  it("30 Hours guide: hours, ages, deadlines and commitments", () => {
    const hours = THIRTY_HOURS;
    const text = textOf(ThirtyHoursChildcareGuidePage);
    expectAll(text, [
      `${hours.hoursPerWeek} hours a week over ${hours.weeksPerYear} weeks`,
      count(hours.hoursPerWeek * hours.weeksPerYear),
      `${hours.minChildAgeMonths} months`,
      `${hours.applyFromChildAgeWeeks} weeks old`,
      `${hours.processingWorkingDays} working days`,
      money(hours.maxAdjustedNetIncome),
      count(hours.breakfastClubSchools),
      count(hours.newSchoolNurseries),
      ...hours.codeDeadlines.map((row) => `${row.term}${row.deadline}`),
    ]);
  });
});

describe("about and contact figures", () => {
  it.each([
    ["about", AboutPage],
    ["contact", ContactPage],
  ] as const)("%s shows the office hours and reply time", (_name, Page) => {
    const text = textOf(Page);
    expectAll(text, [
      ...ORGANISATION.officeHours.map((row) => `${row.days}${row.hours}`),
      `${ORGANISATION.replyWithinHours} hours`,
      ORGANISATION.timeZone,
      ORGANISATION.email,
    ]);
  });
});
