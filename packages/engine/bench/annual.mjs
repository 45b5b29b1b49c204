// Throughput of the annual calculators, validation included, against a reference measured in
// the same run: the same take-home composed from the float-based @saving-tool/hmrc-income-tax
// (rounded to pennies, as a result object: comparable work, minus validation and exactness).
// The tasks run interleaved, round by round, in an order that alternates, so machine noise hits
// both sides alike; the ratio printed is the median of the per-round ratios. With BENCH_CHILD=1
// (bench/run.mjs runs several processes) it prints its medians as one JSON line instead.
import {
  calculateSalary,
  compareContractor,
  reverseCalculate,
  salaryInputSchema,
} from "../dist/index.js";
import { peerSalary, salaryInputs } from "./mix.mjs";
import { fmt, measure, median } from "./stats.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 100);

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

let sink = 0;
let i = 0;
const next = (list) => list[i++ % list.length];

const tasks = {
  "calculateSalary (mixed, validated)": () => {
    sink += calculateSalary(next(salaryInputs)).netAnnual;
  },
  "@saving-tool/hmrc-income-tax take-home (same mix, floats)": () => {
    sink += peerSalary(next(salaryInputs)).netAnnual;
  },
  "reverseCalculate (mixed, validated)": () => {
    sink += reverseCalculate(next(reverseInputs)).requiredGrossSalary;
  },
  "compareContractor (validated)": () => {
    sink += compareContractor(contractorInput).comparison.difference;
  },
  "salaryInputSchema.parse only (zod, for scale)": () => {
    sink += salaryInputSchema.parse(next(salaryInputs)).grossSalary;
  },
};

// Warm-up: every task, so the JIT has seen them all before the first measured round.
for (const name of Object.keys(tasks))
  if (
    process.env.BENCH_ONLY !== "salary" ||
    name.startsWith("calculateSalary") ||
    name.startsWith("@saving-tool")
  )
    measure(tasks[name], 200);

// BENCH_ONLY=salary runs the take-home pair alone (no other calculator warming shared code).
const names = Object.keys(tasks).filter(
  (name) =>
    process.env.BENCH_ONLY !== "salary" ||
    name.startsWith("calculateSalary") ||
    name.startsWith("@saving-tool"),
);
const perRound = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const name of order) perRound[name].push(measure(tasks[name], ROUND_MS));
}

const ours = "calculateSalary (mixed, validated)";
const peer = "@saving-tool/hmrc-income-tax take-home (same mix, floats)";
const ratios = perRound[ours].map(
  (value, round) => value / perRound[peer][round],
);
if (process.env.BENCH_CHILD === "1") {
  // One process of several (bench/run.mjs): its medians as one JSON line, for the parent to combine.
  console.log(
    JSON.stringify({
      rates: Object.fromEntries(
        names.map((name) => [name, median(perRound[name])]),
      ),
      ratio: median(ratios),
    }),
  );
} else {
  console.log(
    `\n@uktax/engine annual calculators — calls per second, one core, median of ${ROUNDS} interleaved rounds`,
  );
  for (const name of names)
    console.log(`${fmt(median(perRound[name]))}  ${name}`);
  console.log(
    `\nratio calculateSalary / @saving-tool take-home: median ${median(ratios).toFixed(2)}× ` +
      `(rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; target ≥ 0.50×)`,
  );
}
// BENCH_PER_INPUT=1: each input of the mix alone, ours against the peer in interleaved rounds
// (after the mixed rounds above, so the compiled code is the mix's): where the ratio is lost.
if (process.env.BENCH_PER_INPUT === "1") {
  console.log(
    "\nper input: calls per second, ours / peer (median of 7 interleaved rounds)",
  );
  salaryInputs.forEach((input, index) => {
    const mine = () => {
      sink += calculateSalary(input).netAnnual;
    };
    const theirs = () => {
      sink += peerSalary(input).netAnnual;
    };
    const ratios = [];
    const rates = { mine: [], theirs: [] };
    for (let round = 0; round < 7; round++) {
      const a = measure(mine, 40);
      const b = measure(theirs, 40);
      rates.mine.push(a);
      rates.theirs.push(b);
      ratios.push(a / b);
    }
    console.log(
      `${String(index).padStart(2)} ${fmt(median(rates.mine))} ${fmt(median(rates.theirs))}  ${median(ratios).toFixed(2)}×  ${JSON.stringify(input)}`,
    );
  });
}
if (sink === 42) console.log("");
