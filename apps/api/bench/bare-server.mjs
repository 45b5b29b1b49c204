// The bench's reference: a bare Fastify app with one JSON POST route that answers the body it was
// sent. No logger, no hooks, no plugins: what any Fastify JSON endpoint costs on this machine.
//
// With BENCH_WORK_US=n the route first keeps the CPU busy for n µs (a calibration, not a
// reference): how much measured server CPU per request a known amount of work adds on the machine
// the bench runs on, which is more than the work itself wherever the load generator shares the
// machine (see README, Performance).
import { performance } from "node:perf_hooks";
import Fastify from "fastify";

const workMs = Number(process.env.BENCH_WORK_US ?? 0) / 1000;

/** Busy for `ms` of wall-clock time on this thread. */
function work(ms) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const app = Fastify({ logger: false });
app.post(
  "/api/calculate-salary",
  workMs > 0
    ? (request) => {
        work(workMs);
        return request.body;
      }
    : (request) => request.body,
);
process.once("SIGTERM", () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
