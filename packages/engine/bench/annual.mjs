// `node bench/annual.mjs` (run by `pnpm bench`; needs `pnpm build` first): calls per second of
// calculateSalary, reverseCalculate and compareContractor, validation included, each beside the
// reference measured in the same process, in interleaved rounds: the same take-home composed from
// the float-based @saving-tool/hmrc-income-tax (see peerSalary in ./shared.mjs). Prints the floors
// and whether this run met them.
//
// BENCH_STAGES=1 also prints where a call's time goes: validation alone (the input schema's
// safeParse) against the whole call, in nanoseconds a call.
// BENCH_ROUNDS (15) and BENCH_ROUND_MS (200) set the rounds.
import {
  calculateSalary,
  compareContractor,
  contractorInputSchema,
  reverseCalculate,
  reverseInputSchema,
  salaryInputSchema,
} from "../dist/index.js";
import {
  STAGES,
  interleave,
  median,
  medianRatio,
  printRates,
  peerSalary,
  printStages,
  verdict,
} from "./shared.mjs";

/** England, Scotland, Wales and NI; every loan plan; each pension method; extras; the taper. */
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

const SALARY_FLOOR_RATIO = 0.15;
const REVERSE_FLOOR = 100_000;

// Every call's result is added to `sink`, which is checked at the end: each result is used.
let sink = 0;
let count = 0;
const next = (list) => list[count++ % list.length];

const PEER = "@saving-tool take-home";
const tasks = {
  calculateSalary: () => {
    sink += calculateSalary(next(salaryInputs)).netAnnual;
  },
  reverseCalculate: () => {
    sink += reverseCalculate(next(reverseInputs)).requiredGrossSalary;
  },
  compareContractor: () => {
    sink += compareContractor(contractorInput).comparison.difference;
  },
  [PEER]: () => {
    sink += peerSalary(next(salaryInputs)).netAnnual;
  },
};

const perRound = interleave(tasks);
const rate = (name) => median(perRound[name]);

printRates(
  "@uktax/engine, annual calculators: calls per second, validation included, beside the\n" +
    "reference (the same take-home from @saving-tool/hmrc-income-tax, floats, on the salary inputs)",
  perRound,
  ["calculateSalary", "reverseCalculate", "compareContractor"],
  PEER,
  20,
);

const salaryRatio = medianRatio(perRound, "calculateSalary", PEER);
const reverseRate = rate("reverseCalculate");
console.log(
  `\nfloor: calculateSalary ≥ ${SALARY_FLOOR_RATIO}× the reference: ${salaryRatio.toFixed(3)}×, ` +
    verdict(salaryRatio >= SALARY_FLOOR_RATIO),
);
console.log(
  `floor: reverseCalculate ≥ ${REVERSE_FLOOR.toLocaleString("en-GB")} calls/s: ` +
    `${Math.round(reverseRate).toLocaleString("en-GB")}, ${verdict(reverseRate >= REVERSE_FLOOR)}`,
);

if (
  !STAGES &&
  (salaryRatio < SALARY_FLOOR_RATIO || reverseRate < REVERSE_FLOOR)
)
  console.log(
    "(BENCH_STAGES=1 pnpm bench also prints where the time goes: validation against the whole call.)",
  );

if (STAGES)
  printStages(
    [
      [
        "calculateSalary",
        () => {
          sink += salaryInputSchema.safeParse(next(salaryInputs)).data
            .grossSalary;
        },
        tasks.calculateSalary,
      ],
      [
        "reverseCalculate",
        () => {
          sink += reverseInputSchema.safeParse(next(reverseInputs)).data
            .desiredNetPay;
        },
        tasks.reverseCalculate,
      ],
      [
        "compareContractor",
        () => {
          sink +=
            contractorInputSchema.safeParse(contractorInput).data
              .employeeSalary;
        },
        tasks.compareContractor,
      ],
    ],
    PEER,
    tasks[PEER],
  );

if (!Number.isFinite(sink)) console.log("sink", sink);
