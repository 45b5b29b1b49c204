// `node bench/stages.mjs` (after `pnpm build`): where a `calculateSalary` call's time goes. Times,
// in one process on the bench's mix, each stage of the call on its own (on input prepared by the
// stages before it) and the whole call, beside the float peer: validation, the integer problem,
// the take-home, the pension relief (a second income-tax pass for net pay and salary sacrifice),
// and the result. Each stage runs for BENCH_ROUND_MS (200) a round, the stages interleaved round
// by round in an order that alternates; printed: each one's median ns a call over the rounds.
// The stages come from the built modules (not the package's public API) so that each can be
// timed apart.
import { parseInput } from "../dist/parse-input.js";
import { salaryInputSchema } from "../dist/take-home/take-home.schema.js";
import {
  calculateSalary,
  pensionReliefPence,
  salaryProblem,
  salaryResult,
  takeHome,
} from "../dist/take-home/take-home.js";
import { peerSalary, salaryInputs } from "./mix.mjs";
import { measure, median } from "./stats.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 200);
const MASK = salaryInputs.length - 1;
if (salaryInputs.length & MASK)
  throw new Error("stages.mjs: the mix must have a power-of-two length");

const parse = (input) => parseInput(salaryInputSchema, input);
const parsed = salaryInputs.map(parse);
const problems = parsed.map(salaryProblem);
const figures = problems.map(takeHome);
const reliefs = problems.map((problem, k) =>
  pensionReliefPence(figures[k], problem),
);

let sink = 0;
let i = 0;
// Each stage's result is kept (stored, as the next stage would receive it), so the compiler
// cannot drop the object a stage builds when the timing loop reads one field of it: the problem
// stage, read that way, measured its 26-field object's allocation away. Each stage is written out
// rather than made by one shared helper: closures from one helper would share their call sites'
// type feedback, so each stage's call would be timed through a call the compiler sees as varied.
const kept = new Array(salaryInputs.length);
const stages = {
  "@saving-tool/hmrc-income-tax take-home (the peer)": () => {
    const k = i++ & MASK;
    kept[k] = peerSalary(salaryInputs[k]);
    sink += kept[k].netAnnual;
  },
  "validation (the schema's safeParse)": () => {
    const k = i++ & MASK;
    kept[k] = parse(salaryInputs[k]);
    sink += kept[k].grossSalary;
  },
  "the problem (pence, basis points, the year's tables)": () => {
    const k = i++ & MASK;
    kept[k] = salaryProblem(parsed[k]);
    sink += kept[k].grossPayPence;
  },
  "the take-home": () => {
    const k = i++ & MASK;
    kept[k] = takeHome(problems[k]);
    sink += kept[k].netPence;
  },
  "the pension relief": () => {
    const k = i++ & MASK;
    sink += pensionReliefPence(figures[k], problems[k]);
  },
  "the result (employer's side, 22 fields, notes)": () => {
    const k = i++ & MASK;
    kept[k] = salaryResult(
      figures[k],
      problems[k],
      parsed[k].taxYear,
      reliefs[k],
    );
    sink += kept[k].netAnnual;
  },
  "calculateSalary, the whole call": () => {
    const k = i++ & MASK;
    kept[k] = calculateSalary(salaryInputs[k]);
    sink += kept[k].netAnnual;
  },
};

/** Nanoseconds a call of `fn`, timed over about `ms` milliseconds. */
const nanoseconds = (fn, ms) => 1e9 / measure(fn, ms);

const names = Object.keys(stages);
for (const name of names) nanoseconds(stages[name], 200); // warm-up
const times = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const name of order)
    times[name].push(nanoseconds(stages[name], ROUND_MS));
}

console.log(
  `\ncalculateSalary's stages, ns a call (median of ${ROUNDS} interleaved rounds of ${ROUND_MS} ms):`,
);
const medians = Object.fromEntries(
  names.map((name) => [name, median(times[name])]),
);
for (const name of names)
  console.log(`${medians[name].toFixed(0).padStart(6)}  ${name}`);
const sum = names
  .slice(1, -1)
  .reduce((total, name) => total + medians[name], 0);
console.log(
  `${sum.toFixed(0).padStart(6)}  the stages added up (the whole call at 0.5× the peer: ${(2 * medians[names[0]]).toFixed(0)})`,
);
// Uses the results, so no stage can be optimised away.
if (!Number.isFinite(sink)) console.log(sink);
