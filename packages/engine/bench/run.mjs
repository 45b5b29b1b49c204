// pnpm bench: the annual calculators (./annual.mjs) in several fresh processes, then the payroll
// engineer's ./payroll.mjs if present. Runs against the built package (../dist), on one core: run
// `pnpm build` first.
//
// Why several processes: how V8 compiles the engine is decided afresh in each process (which calls
// it inlines within its budget), and one process keeps its draw: the same build measures 0.29× in
// one process and 0.41× in the next, and reverseCalculate runs at about 0.6 or about 1 million a
// second by the draw. Each process measures the engine and the peer interleaved, round by round,
// as ./annual.mjs says; this prints the median over BENCH_PROCESSES processes (5; run one after
// another, never side by side) and each process's own figure, so no single draw decides a target.
// BENCH_PROCESSES=1 (or BENCH_PER_INPUT=1) runs ./annual.mjs in this process, as one draw.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fmt, median } from "./stats.mjs";

if (!existsSync(fileURLToPath(new URL("../dist/index.js", import.meta.url)))) {
  console.error(
    "bench: ../dist/index.js is missing; run `pnpm --filter @uktax/engine build` first.",
  );
  process.exit(1);
}

const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 5);
const ANNUAL = fileURLToPath(new URL("./annual.mjs", import.meta.url));

if (PROCESSES <= 1 || process.env.BENCH_PER_INPUT === "1") {
  // The built package, as a consumer imports it, in this process.
  await import("../dist/index.js");
  await import("./annual.mjs");
} else {
  const runs = [];
  for (let k = 0; k < PROCESSES; k++) {
    const output = execFileSync(process.execPath, [ANNUAL], {
      env: { ...process.env, BENCH_CHILD: "1" },
      encoding: "utf8",
    });
    runs.push(JSON.parse(output.trim().split("\n").at(-1)));
  }
  const names = Object.keys(runs[0].rates);
  console.log(
    `\n@uktax/engine annual calculators — calls per second, one core: the median over ${PROCESSES} processes ` +
      "of each process's median of its interleaved rounds (each process's figure after it)",
  );
  for (const name of names) {
    const each = runs.map((run) => run.rates[name]);
    console.log(
      `${fmt(median(each))}  ${name}  (${each.map((v) => Math.round(v / 1000).toLocaleString("en-GB") + "k").join(", ")})`,
    );
  }
  const ratios = runs.map((run) => run.ratio);
  console.log(
    `\nratio calculateSalary / @saving-tool take-home: median ${median(ratios).toFixed(2)}× over ${PROCESSES} processes ` +
      `(each: ${ratios.map((r) => r.toFixed(2)).join(", ")}; target ≥ 0.50×)`,
  );
}

if (existsSync(fileURLToPath(new URL("./payroll.mjs", import.meta.url)))) {
  await import("./payroll.mjs");
}
