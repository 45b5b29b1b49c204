// `node bench/payroll.mjs` (run by `pnpm bench` after ./annual.mjs; needs `pnpm build` first):
// payslips per second, validation included: one payslip (calculatePayePeriodTax and
// calculatePeriodNationalInsurance) and a monthly payroll year (calculatePayslips), beside the
// reference measured in the same process, in interleaved rounds: the same employees' annual
// take-home from the float-based @saving-tool/hmrc-income-tax (see peerSalary in ./shared.mjs).
// Prints the floors and whether this run met them.
//
// BENCH_STAGES=1 also prints where a call's time goes: validation alone (the input schemas'
// safeParse) against the whole call, in nanoseconds a call.
// BENCH_ROUNDS (15) and BENCH_ROUND_MS (200) set the rounds.
import {
  calculatePayePeriodTax,
  calculatePayslips,
  calculatePeriodNationalInsurance,
  payePeriodTaxInputSchema,
  payslipsInputSchema,
  periodNationalInsuranceInputSchema,
} from "../dist/payroll/index.js";
import {
  STAGES,
  interleave,
  median,
  printRates,
  peerSalary,
  printStages,
  verdict,
} from "./shared.mjs";

/** One payslip's PAYE and NI inputs: a mix of codes, regions, bases and pay frequencies. */
const payslipInputs = [
  {
    tax: {
      taxCode: "1257L",
      region: "england",
      payFrequency: "monthly",
      period: 6,
      week1Month1: false,
      grossPayThisPeriod: 3333.33,
      taxablePayToDate: 19999.98,
      taxPaidToDate: 2117.6,
    },
    ni: { category: "A", payFrequency: "monthly", grossPay: 3333.33 },
  },
  {
    tax: {
      taxCode: "S1257L",
      region: "scotland",
      payFrequency: "weekly",
      period: 30,
      week1Month1: false,
      grossPayThisPeriod: 812.5,
      taxablePayToDate: 24375,
      taxPaidToDate: 3402.11,
    },
    ni: { category: "M", payFrequency: "weekly", grossPay: 812.5 },
  },
  {
    tax: {
      taxCode: "K585",
      region: "wales",
      payFrequency: "fortnightly",
      period: 9,
      week1Month1: false,
      grossPayThisPeriod: 1400,
      taxablePayToDate: 12600,
      taxPaidToDate: 2900,
    },
    ni: { category: "B", payFrequency: "fortnightly", grossPay: 1400 },
  },
  {
    tax: {
      taxCode: "BR",
      region: "england",
      payFrequency: "four-weekly",
      period: 3,
      week1Month1: true,
      grossPayThisPeriod: 2100.55,
      taxablePayToDate: 6300,
      taxPaidToDate: 840,
    },
    ni: { category: "H", payFrequency: "four-weekly", grossPay: 2100.55 },
  },
];

/** A year of monthly payslips: England, Scotland and Wales; loans; pensions; a bonus; a K code. */
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

/** The reference's inputs: the same employees' annual pay, for peerSalary. */
const peerInputs = monthlyYears.map((year) => ({
  grossSalary: year.grossSalary + (year.bonus?.amount ?? 0),
  region: year.region,
  studentLoanPlan: year.studentLoanPlan,
  pensionContribution: year.pensionContribution,
  pensionMethod: year.pensionMethod,
}));

const PAYSLIP_FLOOR = 500_000;
const YEAR_FLOOR = 20_000;

// Every call's result is added to `sink`, which is checked at the end: each result is used.
let sink = 0;
let count = 0;
const next = (list) => list[count++ % list.length];

const PAYSLIP = "one payslip (PAYE + NI)";
const YEAR = "monthly payroll year";
const PEER = "@saving-tool take-home";
const tasks = {
  [PAYSLIP]: () => {
    const { tax, ni } = next(payslipInputs);
    sink +=
      calculatePayePeriodTax(tax).taxDueThisPeriod +
      calculatePeriodNationalInsurance(ni).employee;
  },
  [YEAR]: () => {
    sink += calculatePayslips(next(monthlyYears)).totals.net;
  },
  [PEER]: () => {
    sink += peerSalary(next(peerInputs)).netAnnual;
  },
};

const perRound = interleave(tasks);
const rate = (name) => median(perRound[name]);

printRates(
  "@uktax/engine, payroll: calls per second, validation included, beside the reference\n" +
    "(the same employees' annual take-home from @saving-tool/hmrc-income-tax, floats)",
  perRound,
  [PAYSLIP, YEAR],
  PEER,
  26,
);

const payslipRate = rate(PAYSLIP);
const yearRate = rate(YEAR);
console.log(
  `\nfloor: one payslip ≥ ${PAYSLIP_FLOOR.toLocaleString("en-GB")}/s: ` +
    `${Math.round(payslipRate).toLocaleString("en-GB")}, ${verdict(payslipRate >= PAYSLIP_FLOOR)}`,
);
console.log(
  `floor: a monthly payroll year ≥ ${YEAR_FLOOR.toLocaleString("en-GB")}/s: ` +
    `${Math.round(yearRate).toLocaleString("en-GB")}, ${verdict(yearRate >= YEAR_FLOOR)}`,
);

if (!STAGES && (payslipRate < PAYSLIP_FLOOR || yearRate < YEAR_FLOOR))
  console.log(
    "(BENCH_STAGES=1 pnpm bench also prints where the time goes: validation against the whole call.)",
  );

if (STAGES)
  printStages(
    [
      [
        PAYSLIP,
        () => {
          const { tax, ni } = next(payslipInputs);
          sink +=
            payePeriodTaxInputSchema.safeParse(tax).data.period +
            periodNationalInsuranceInputSchema.safeParse(ni).data.grossPay;
        },
        tasks[PAYSLIP],
      ],
      [
        YEAR,
        () => {
          sink += payslipsInputSchema.safeParse(next(monthlyYears)).data
            .grossSalary;
        },
        tasks[YEAR],
      ],
    ],
    PEER,
    tasks[PEER],
  );

if (!Number.isFinite(sink)) console.log("sink", sink);
