// The benchmarks' take-home mix and the reference it is measured against: the same take-home
// composed from the float-based @saving-tool/hmrc-income-tax (rounded to pennies, as a result
// object: comparable work, minus validation and exactness). Shared by ./annual.mjs and
// ./stages.mjs.
import hmrc from "@saving-tool/hmrc-income-tax";

/** A mixed set: England/Scotland, student loans, each pension method, bonuses, the taper band. */
export const salaryInputs = [
  { grossSalary: 40_000 },
  {
    grossSalary: 28_500,
    region: "scotland",
    taxCode: "S1257L",
    studentLoanPlan: "plan4",
  },
  {
    grossSalary: 3_200,
    payFrequency: "monthly",
    studentLoanPlan: "plan2",
    pensionContribution: 5,
  },
  {
    grossSalary: 65_000,
    region: "scotland",
    taxCode: "S1257L",
    pensionContribution: 8,
    pensionMethod: "salary-sacrifice",
  },
  {
    grossSalary: 110_000,
    studentLoanPlan: "postgraduate",
    pensionContribution: 5,
    pensionMethod: "relief-at-source",
  },
  {
    grossSalary: 52_000,
    bonus: 4_000,
    overtime: 1_500,
    benefitsInKind: 2_000,
    childcareVouchers: 2_860,
  },
  {
    grossSalary: 160_000,
    region: "wales",
    taxCode: "C1257L",
    studentLoanPlan: "plan1",
  },
  {
    grossSalary: 620,
    payFrequency: "weekly",
    region: "northern-ireland",
    studentLoanPlan: "plan5",
  },
];
const PLAN_NUMBERS = {
  plan1: 1,
  plan2: 2,
  plan4: 4,
  plan5: 5,
  postgraduate: "postgrad",
};
const PERIODS = { annual: 1, monthly: 12, weekly: 52, daily: 260 };
const pence = (value) => Math.round(value * 100) / 100;

/** The same take-home from @saving-tool/hmrc-income-tax (floats), rounded to pennies. */
export function peerSalary(input) {
  const gross =
    input.grossSalary * PERIODS[input.payFrequency ?? "annual"] +
    (input.bonus ?? 0) +
    (input.overtime ?? 0);
  const country = input.region === "scotland" ? "Scotland" : "England/NI/Wales";
  const pensionRate = (input.pensionContribution ?? 0) / 100;
  const method = input.pensionMethod ?? "net-pay";
  const pension = gross * pensionRate;
  const taxablePay =
    gross -
    (method === "relief-at-source" ? 0 : pension) +
    (input.benefitsInKind ?? 0);
  const niable = method === "salary-sacrifice" ? gross - pension : gross;
  const personalAllowance = hmrc.calculatePersonalAllowance({
    country,
    taxableAnnualIncome: taxablePay,
  });
  const incomeTax = hmrc.calculateIncomeTax({
    country,
    personalAllowance,
    taxableAnnualIncome: taxablePay,
  }).total;
  const nationalInsurance = hmrc.calculateEmployeeNationalInsurance({
    country,
    taxableAnnualIncome: niable,
  });
  const plan = PLAN_NUMBERS[input.studentLoanPlan ?? "none"];
  const studentLoan =
    plan === undefined
      ? 0
      : hmrc.calculateStudentLoanRepayments({
          country,
          taxableAnnualIncome: niable,
          studentLoanPlanNo: plan,
        });
  const pensionCost = method === "relief-at-source" ? pension * 0.8 : pension;
  const netAnnual =
    gross - incomeTax - nationalInsurance - studentLoan - pensionCost;
  return {
    grossAnnual: pence(gross),
    incomeTax: pence(incomeTax),
    nationalInsurance: pence(nationalInsurance),
    studentLoan: pence(studentLoan),
    pension: pence(pensionCost),
    personalAllowance,
    netAnnual: pence(netAnnual),
    netMonthly: pence(netAnnual / 12),
  };
}
