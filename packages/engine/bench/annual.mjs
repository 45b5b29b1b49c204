// Throughput of the annual calculators, validation included, with tinybench.
// Compares the engine's take-home with the same take-home composed from the float-based
// @saving-tool/hmrc-income-tax (rounded to pennies, as a result object).
import { Bench } from "tinybench";
import hmrc from "@saving-tool/hmrc-income-tax";
import {
  calculateSalary,
  compareContractor,
  reverseCalculate,
  salaryInputSchema,
} from "../dist/index.js";

const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 1500);

/** A mixed set: England/Scotland, student loans, each pension method, bonuses, the taper band. */
const salaryInputs = [
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
const reverseInputs = [
  { desiredNetPay: 2_500, payFrequency: "monthly" },
  {
    desiredNetPay: 45_000,
    region: "scotland",
    taxCode: "S1257L",
    studentLoanPlan: "plan4",
  },
  {
    desiredNetPay: 6_000,
    payFrequency: "monthly",
    pensionContribution: 5,
    studentLoanPlan: "plan2",
  },
  {
    desiredNetPay: 620,
    payFrequency: "weekly",
    pensionContribution: 3,
    pensionMethod: "salary-sacrifice",
  },
];
const contractorInput = {
  employeeSalary: 40_000,
  employeePension: 5,
  employeeBonus: 2_000,
  contractorDailyRate: 300,
  contractorDaysPerYear: 220,
  contractorExpenses: 5_000,
};

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
function peerSalary(input) {
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

let sink = 0;
let i = 0;
const next = (list) => list[i++ % list.length];

const bench = new Bench({ time: TIME_MS, warmupTime: 300 });
bench
  .add("calculateSalary (mixed, validated)", () => {
    sink += calculateSalary(next(salaryInputs)).netAnnual;
  })
  .add("salaryInputSchema.parse only (zod cost)", () => {
    sink += salaryInputSchema.parse(next(salaryInputs)).grossSalary;
  })
  .add("reverseCalculate (mixed, validated)", () => {
    sink += reverseCalculate(next(reverseInputs)).requiredGrossSalary;
  })
  .add("compareContractor (validated)", () => {
    sink += compareContractor(contractorInput).comparison.difference;
  })
  .add("@saving-tool/hmrc-income-tax take-home (same mix, floats)", () => {
    sink += peerSalary(next(salaryInputs)).netAnnual;
  });

await bench.run();

const hz = Object.fromEntries(
  bench.tasks.map((task) => [
    task.name,
    task.result?.throughput?.mean ?? task.result?.hz ?? 0,
  ]),
);
const fmt = (value) => Math.round(value).toLocaleString("en-GB").padStart(12);
console.log(
  "\n@uktax/engine annual calculators — operations per second (one core)",
);
for (const [name, value] of Object.entries(hz))
  console.log(`${fmt(value)}  ${name}`);
const ours = hz["calculateSalary (mixed, validated)"];
const peer = hz["@saving-tool/hmrc-income-tax take-home (same mix, floats)"];
console.log(
  `\nratio calculateSalary / @saving-tool take-home: ${(ours / peer).toFixed(2)}×`,
);
console.log(
  `targets: calculateSalary ≥ 300,000/s ${ours >= 300_000 ? "MET" : "NOT MET"}; reverseCalculate ≥ 50,000/s ${
    hz["reverseCalculate (mixed, validated)"] >= 50_000 ? "MET" : "NOT MET"
  }`,
);
if (sink === 42) console.log("");
