import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ValidationError } from "@uktax/engine";
import { z } from "zod";

/** An answer lists at most this many issues; its message counts them all. */
export const MAX_ISSUES = 20;

const apiIssueSchema = z.object({
  path: z
    .array(z.union([z.string(), z.number()]))
    .describe(
      "Where the problem is, as zod reports it, e.g. ['salaries', 1, 'grossSalary']",
    ),
  message: z.string().describe("What is wrong, e.g. 'Salary must be positive'"),
});

/** The body of every error answer (documented in the OpenAPI document as each route's 4xx). */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string().describe("The HTTP reason phrase, e.g. 'Bad Request'"),
    message: z.string(),
    issues: z
      .array(apiIssueSchema)
      .optional()
      .describe(
        `The failing fields, for validation errors: every one, or the first ${MAX_ISSUES} when there are more (the message gives the count)`,
      ),
  })
  .describe(
    "Error: invalid JSON or body (400), too large (413), not JSON (415), rate limited (429)",
  );

/** One problem with a request, on the path zod reports (e.g. `['salaries', 1, 'grossSalary']`). */
export type ApiIssue = z.output<typeof apiIssueSchema>;
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

/** A request body the schema rejected. Thrown by our validator compiler, answered with 400. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  readonly code = "FST_ERR_VALIDATION";

  constructor(readonly issues: readonly ApiIssue[]) {
    super(
      `Request body is invalid: ${issues.length === 1 ? "1 problem" : `${issues.length} problems`}`,
    );
    this.name = "RequestValidationError";
  }
}

/** A request we refuse for its form, before or instead of validation (e.g. 415, 405). */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code = "UKTAX_CLIENT_ERROR",
  ) {
    super(message);
    this.name = "ClientError";
  }
}

const GENERIC_500 = "Something went wrong on our side. Please try again later.";

/** Builds an error body whose `error` is the standard reason phrase of its status. */
export function errorBody(
  statusCode: number,
  message: string,
  issues?: readonly ApiIssue[],
): ApiErrorBody {
  const body: ApiErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? "Error",
    message,
  };
  if (issues !== undefined) body.issues = [...issues];
  return body;
}

/** Client-facing messages for Fastify's own 4xx errors, where its default wording is unclear. */
const MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is empty; send a JSON object",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is larger than the 16 KiB limit",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Content-Type must be application/json",
  FST_ERR_BAD_URL:
    "The URL is not valid: it has a malformed percent-encoding such as %zz",
  FST_ERR_MAX_PARAM_LENGTH: "The URL is too long",
};

/**
 * The one error handler. Client errors (4xx) pass their message through, with the list of
 * issues for validation failures (ours or the engine's). Anything else is a fault on our side:
 * logged in full with the request id, answered with a generic 500.
 */
export function errorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (
    error instanceof RequestValidationError ||
    error instanceof ValidationError
  ) {
    const count = error.issues.length;
    request.log.info(
      { statusCode: 400, issues: count },
      "request rejected: invalid body",
    );
    if (count <= MAX_ISSUES) {
      return reply
        .code(400)
        .send(errorBody(400, error.message, toApiIssues(error.issues)));
    }
    const message = `Request body is invalid: ${count} problems, the first ${MAX_ISSUES} listed`;
    return reply
      .code(400)
      .send(
        errorBody(400, message, toApiIssues(error.issues.slice(0, MAX_ISSUES))),
      );
  }

  const statusCode = error.statusCode;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    request.log.info({ statusCode, code: error.code }, "request rejected");
    const message = MESSAGES_BY_CODE[error.code] ?? error.message;
    return reply.code(statusCode).send(errorBody(statusCode, message));
  }

  request.log.error({ err: error }, "request failed");
  return reply.code(500).send(errorBody(500, GENERIC_500));
}

function toApiIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ApiIssue[] {
  return issues.map((issue) => ({
    path: issue.path.map((key) =>
      typeof key === "number" ? key : String(key),
    ),
    message: issue.message,
  }));
}
