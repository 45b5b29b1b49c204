// What bench/annual.mjs and bench/payroll.mjs share: timing a function, running tasks in
// interleaved rounds, printing calls per second, and the reference they are measured against
// (the same take-home composed from the float-based @saving-tool/hmrc-income-tax).
import hmrc from "@saving-tool/hmrc-income-tax";

export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
export const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 200);
export const STAGES = process.env.BENCH_STAGES === "1";

/** The median of some numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[mid]
    : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Calls per second of `fn`, timed over about `ms` milliseconds. */
export function callsPerSecond(fn, ms) {
  const start = performance.now();
  let calls = 0;
  let elapsed = 0;
  do {
    for (let k = 0; k < 100; k++) fn();
    calls += 100;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return (calls * 1000) / elapsed;
}

/**
 * Runs every task for `roundMs` a round, `rounds` times, the order reversed every other round so
 * that a slow moment of the machine hits every task alike. Returns each task's calls per second,
 * one figure a round.
 */
export function interleave(tasks, rounds = ROUNDS, roundMs = ROUND_MS) {
  const names = Object.keys(tasks);
  for (const name of names) callsPerSecond(tasks[name], roundMs); // warm-up
  const perRound = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order)
      perRound[name].push(callsPerSecond(tasks[name], roundMs));
  }
  return perRound;
}

/** The median over the rounds of one task's calls per second divided by another's. */
export function medianRatio(perRound, name, referenceName) {
  return median(
    perRound[name].map(
      (value, round) => value / perRound[referenceName][round],
    ),
  );
}

/** A whole number with thousands separators, right-aligned. */
export const fmt = (value, width = 10) =>
  Math.round(value).toLocaleString("en-GB").padStart(width);

/** "met" or "MISSED". */
export const verdict = (met) => (met ? "met" : "MISSED");

/** What the run measured on: for the heading of each script's output. */
export const runDescription = () =>
  `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; ` +
  `median of ${ROUNDS} interleaved rounds of ${ROUND_MS} ms, one process`;

/**
 * The heading and the table of a run: each name's median calls per second beside the reference's,
 * and their ratio.
 */
export function printRates(heading, perRound, names, referenceName, width) {
  const rate = (name) => median(perRound[name]);
  console.log(`\n${heading}\n(${runDescription()})\n`);
  console.log(
    `${"".padEnd(width)}${"calls/s".padStart(10)}  ${"reference".padStart(10)}  ratio`,
  );
  for (const name of names)
    console.log(
      `${name.padEnd(width)}${fmt(rate(name))}  ${fmt(rate(referenceName))}  ` +
        `${medianRatio(perRound, name, referenceName).toFixed(3)}×`,
    );
}

/**
 * Where a call's time goes: for each `[name, validate, call]`, the input schema's safeParse alone
 * (`validate`) and the whole call (`call`), in interleaved rounds beside the reference, printed
 * in nanoseconds a call.
 */
export function printStages(stages, referenceName, reference) {
  const tasks = { [referenceName]: reference };
  for (const [name, validate, call] of stages) {
    tasks[`${name} validation`] = validate;
    tasks[`${name} whole`] = call;
  }
  const perRound = interleave(tasks);
  const ns = (task) => 1e9 / median(perRound[task]);
  const width =
    Math.max(referenceName.length, ...stages.map(([name]) => name.length)) + 2;
  console.log(
    "\nstages, nanoseconds a call (validation: the input schema's safeParse alone; " +
      "the rest: the whole call less validation)\n" +
      `${"".padEnd(width)}${"validation".padStart(10)}  ${"the rest".padStart(10)}  ${"whole".padStart(10)}`,
  );
  for (const [name] of stages) {
    const validation = ns(`${name} validation`);
    const whole = ns(`${name} whole`);
    console.log(
      `${name.padEnd(width)}${fmt(validation)}  ${fmt(whole - validation)}  ${fmt(whole)}` +
        `  (validation ${Math.round((100 * validation) / whole)} %)`,
    );
  }
  console.log(
    `${referenceName.padEnd(width)}${"".padStart(10)}  ${"".padStart(10)}  ${fmt(ns(referenceName))}`,
  );
}

const PLAN_NUMBERS = {
  plan1: 1,
  plan2: 2,
  plan4: 4,
  plan5: 5,
  postgraduate: "postgrad",
};
const PERIODS = { annual: 1, monthly: 12, weekly: 52, daily: 260 };
const pence = (value) => Math.round(value * 100) / 100;

/**
 * The reference: a `calculateSalary` input's take-home from @saving-tool/hmrc-income-tax (income
 * tax, employee NI, student loan, pension; floats, unvalidated), rounded to pennies and returned
 * as a result object, so that it does comparable work.
 */
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
