// Throughput of the payroll functions (issue 3), validation included, with tinybench.
// Run by `pnpm bench` (bench/run.mjs) after the annual benchmark, or alone:
// `node bench/payroll.mjs` (needs `pnpm --filter @uktax/engine build` first). Uses ../dist/payroll.
import { Bench } from "tinybench";
import {
  calculatePayePeriodTax,
  calculatePayslips,
  calculatePeriodNationalInsurance,
  payePeriodTaxInputSchema,
} from "../dist/payroll/index.js";
import { fmt } from "./stats.mjs";

const TIME_MS = Number(process.env.BENCH_TIME_MS ?? 1500);

/** One payslip's PAYE + NI inputs: a mix of codes, regions, bases and frequencies. */
const payslipInputs = [
  [
    {
      taxCode: "1257L",
      region: "england",
      payFrequency: "monthly",
      period: 6,
      week1Month1: false,
      grossPayThisPeriod: 3333.33,
      taxablePayToDate: 19999.98,
      taxPaidToDate: 2117.6,
    },
    { category: "A", payFrequency: "monthly", grossPay: 3333.33 },
  ],
  [
    {
      taxCode: "S1257L",
      region: "scotland",
      payFrequency: "weekly",
      period: 30,
      week1Month1: false,
      grossPayThisPeriod: 812.5,
      taxablePayToDate: 24375,
      taxPaidToDate: 3402.11,
    },
    { category: "M", payFrequency: "weekly", grossPay: 812.5 },
  ],
  [
    {
      taxCode: "K585",
      region: "wales",
      payFrequency: "fortnightly",
      period: 9,
      week1Month1: false,
      grossPayThisPeriod: 1400,
      taxablePayToDate: 12600,
      taxPaidToDate: 2900,
    },
    { category: "B", payFrequency: "fortnightly", grossPay: 1400 },
  ],
  [
    {
      taxCode: "BR",
      region: "england",
      payFrequency: "four-weekly",
      period: 3,
      week1Month1: true,
      grossPayThisPeriod: 2100.55,
      taxablePayToDate: 6300,
      taxPaidToDate: 840,
    },
    { category: "H", payFrequency: "four-weekly", grossPay: 2100.55 },
  ],
];

const monthlyYears = [
  {
    grossSalary: 40_000,
    payFrequency: "monthly",
    taxCode: "1257L",
    region: "england",
    studentLoanPlan: "none",
    pensionContribution: 0,
  },
  {
    grossSalary: 52_500,
    payFrequency: "monthly",
    taxCode: "S1257L",
    region: "scotland",
    studentLoanPlan: "plan4",
    pensionContribution: 5,
    pensionMethod: "salary-sacrifice",
  },
  {
    grossSalary: 31_000,
    payFrequency: "monthly",
    taxCode: "1257L",
    region: "england",
    studentLoanPlan: "plan2",
    postgraduateLoan: true,
    pensionContribution: 3,
    bonus: { amount: 5_000, period: 9 },
  },
  {
    grossSalary: 95_000,
    payFrequency: "monthly",
    taxCode: "K120",
    region: "wales",
    studentLoanPlan: "none",
    pensionContribution: 8,
    pensionMethod: "relief-at-source",
    niCategory: "J",
  },
];

let sink = 0;
let i = 0;
let j = 0;

const bench = new Bench({ time: TIME_MS, warmupTime: 300 });
bench
  .add(
    "calculatePayePeriodTax + calculatePeriodNationalInsurance (one payslip, validated)",
    () => {
      const [tax, ni] = payslipInputs[i++ % payslipInputs.length];
      sink +=
        calculatePayePeriodTax(tax).taxDueThisPeriod +
        calculatePeriodNationalInsurance(ni).employee;
    },
  )
  .add("payePeriodTaxInputSchema.parse only (full zod path)", () => {
    sink += payePeriodTaxInputSchema.parse(
      payslipInputs[i++ % payslipInputs.length][0],
    ).period;
  })
  .add(
    "calculatePayslips (monthly year + annual + differences, validated)",
    () => {
      sink += calculatePayslips(monthlyYears[j++ % monthlyYears.length]).totals
        .net;
    },
  );

await bench.run();

const hz = Object.fromEntries(
  bench.tasks.map((task) => [
    task.name,
    task.result?.throughput?.mean ?? task.result?.hz ?? 0,
  ]),
);
console.log("\n@uktax/engine payroll — operations per second (one core)");
for (const [name, value] of Object.entries(hz))
  console.log(`${fmt(value)}  ${name}`);
const payslip =
  hz[
    "calculatePayePeriodTax + calculatePeriodNationalInsurance (one payslip, validated)"
  ];
const year =
  hz["calculatePayslips (monthly year + annual + differences, validated)"];
console.log(
  `targets: one payslip (PAYE + NI) ≥ 500,000/s ${payslip >= 500_000 ? "MET" : "NOT MET"}; calculatePayslips monthly year ≥ 20,000/s ${
    year >= 20_000 ? "MET" : "NOT MET"
  }`,
);
if (sink === 42) console.log("");
