import { Readable } from "node:stream";
import {
  calculateSalary,
  salaryInputSchema,
  salaryResultSchema,
  ValidationError,
  type SalaryInput,
} from "@uktax/engine";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginCallbackZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  apiErrorSchema,
  ClientError,
  errorBody,
  validationErrorBody,
  type ApiErrorBody,
} from "../errors.js";
import { jsonWriter, validatorCompiler } from "../schema-compilers.js";
import { calculateSalaryExample } from "./calculate-salary.js";

/** The most inputs one batch may carry. */
export const MAX_BATCH_ROWS = 10_000;
/** Bodies of a batch may be this large (10,000 inputs of about 200 bytes, with room to spare). */
export const BATCH_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

const NDJSON = "application/x-ndjson";

export const batchInputSchema = z
  .object({
    inputs: z
      .array(salaryInputSchema)
      .min(1, "inputs must hold at least one salary input")
      .max(
        MAX_BATCH_ROWS,
        `inputs must hold at most ${MAX_BATCH_ROWS} salary inputs`,
      )
      .describe(
        "Salary inputs, as POST /api/calculate-salary takes them; each may name its own taxYear",
      ),
  })
  .strict()
  .describe("Up to 10,000 salary inputs, answered in order");

/**
 * What is validated before the rows are calculated: the envelope of `batchInputSchema`, each row
 * left to the engine, so that one bad row is answered in its place and never fails the batch.
 */
const batchEnvelopeSchema = batchInputSchema.extend({
  inputs: z
    .array(z.unknown())
    .min(1, "inputs must hold at least one salary input")
    .max(
      MAX_BATCH_ROWS,
      `inputs must hold at most ${MAX_BATCH_ROWS} salary inputs`,
    ),
});

/** One answered row: its index and either its result or its own 400-style error. */
const batchRowSchema = z
  .object({
    index: z
      .number()
      .int()
      .describe("The input's position in `inputs`, from 0"),
    result: salaryResultSchema
      .optional()
      .describe(
        "The take-home result, as POST /api/calculate-salary answers it",
      ),
    error: apiErrorSchema
      .optional()
      .describe(
        "Why this input was refused: the 400 POST /api/calculate-salary would answer",
      ),
  })
  .describe("Exactly one of `result` and `error`");

export const batchResultSchema = z.object({
  results: z.array(batchRowSchema).describe("One entry per input, in order"),
});

type BatchRow = z.output<typeof batchRowSchema>;

/** One input's answer: the engine's result, or the error the single endpoint would give. */
function answerRow(
  input: unknown,
  index: number,
  log: FastifyBaseLogger,
): BatchRow {
  try {
    // Any value: calculateSalary validates its input and throws a ValidationError for a bad one.
    return { index, result: calculateSalary(input as SalaryInput) };
  } catch (error) {
    if (error instanceof ValidationError)
      return { index, error: validationErrorBody(error) };
    log.error({ err: error, row: index }, "batch row failed");
    const failed: ApiErrorBody = errorBody(
      500,
      "Something went wrong on our side with this input. Please try again later.",
    );
    return { index, error: failed };
  }
}

/** A row's outcome as `uktax_batch_rows_total` labels it. */
function rowOutcome(row: BatchRow): "ok" | "invalid" | "error" {
  if (row.result !== undefined) return "ok";
  return row.error?.statusCode === 400 ? "invalid" : "error";
}

export interface BatchOptions {
  /** Rows that count as one request against the rate limit. */
  rowsPerRequest: number;
}

/**
 * `POST /api/batch/calculate-salary`: up to 10,000 salary inputs answered in order, one entry per
 * input (its result, or its own 400), as one JSON document or, with `Accept: application/x-ndjson`,
 * streamed one line per input. Counted against the client's rate limit by rows: every
 * `rowsPerRequest` rows (or part) count as one request.
 */
export const batchCalculateSalaryRoute: FastifyPluginCallbackZod<
  BatchOptions
> = (app, { rowsPerRequest }, done) => {
  const countRequest = app.createRateLimit();
  const writeRow = jsonWriter(batchRowSchema);

  /** Counts the batch's rows against the client's budget; a 429 when it is spent. */
  async function countRows(request: FastifyRequest, reply: FastifyReply) {
    const { inputs } = request.body as { inputs: unknown[] };
    const requests = Math.ceil(inputs.length / rowsPerRequest);
    // One count per request the batch is worth, stopping at the first that finds the budget spent
    // (`isAllowed` is true only for an allow-listed client, which is never limited): counting on
    // would cost one store command (with Redis, a round trip) per request and refuse no more.
    let last = await countRequest(request);
    for (
      let counted = 1;
      counted < requests && !last.isAllowed && !last.isExceeded;
      counted += 1
    )
      last = await countRequest(request);
    if (last.isAllowed || !last.isExceeded) return;
    app.metrics.rateLimited.inc({ route: request.routeOptions.url ?? "" });
    reply.headers({
      "x-ratelimit-limit": last.max,
      "x-ratelimit-remaining": 0,
      "x-ratelimit-reset": last.ttlInSeconds,
      "retry-after": last.ttlInSeconds,
    });
    throw new ClientError(
      429,
      `Rate limit exceeded: this batch counts as ${requests} requests (${rowsPerRequest} rows each), retry in ${last.ttlInSeconds} seconds`,
      "UKTAX_RATE_LIMITED",
    );
  }

  app.post(
    "/api/batch/calculate-salary",
    {
      bodyLimit: BATCH_BODY_LIMIT_BYTES,
      schema: {
        tags: ["calculators"],
        operationId: "calculateSalaryBatch",
        summary: "Take-home pay for up to 10,000 salaries at once",
        description:
          "Each input is calculated as POST /api/calculate-salary would, in order, and answered in its place: its result, or " +
          "its own 400 error (one bad input never fails the batch). With `Accept: application/x-ndjson` the answer is streamed, " +
          `one JSON line per input. Counts against the rate limit as one request per ${rowsPerRequest} inputs (or part).`,
        body: batchInputSchema,
        response: { 200: batchResultSchema, "4xx": apiErrorSchema },
      },
      validatorCompiler: (route) =>
        validatorCompiler({ ...route, schema: batchEnvelopeSchema }),
      config: {
        rateLimit: false,
        openapiExample: {
          request: { inputs: [calculateSalaryExample, { grossSalary: -1 }] },
          response: {
            results: [calculateSalaryExample, { grossSalary: -1 }].map(
              (input, index) => answerRow(input, index, app.log),
            ),
          },
        },
      },
      preHandler: countRows,
    },
    async (request, reply) => {
      const inputs: readonly unknown[] = request.body.inputs;
      /** A row answered, counted in `uktax_batch_rows_total` by its outcome. */
      const answer = (input: unknown, index: number): BatchRow => {
        const row = answerRow(input, index, request.log);
        app.metrics.batchRows.inc({ outcome: rowOutcome(row) });
        return row;
      };
      if (request.headers.accept?.includes(NDJSON)) {
        const lines = (function* () {
          for (let index = 0; index < inputs.length; index += 1)
            yield `${writeRow(answer(inputs[index], index))}\n`;
        })();
        // The stream is written as it is read; the reply schema describes the JSON document.
        const streamed: FastifyReply = reply;
        return streamed.type(NDJSON).send(Readable.from(lines));
      }
      return { results: inputs.map(answer) };
    },
  );
  done();
};
