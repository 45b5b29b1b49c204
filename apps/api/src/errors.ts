import { randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyReply,
  FastifyRequest,
} from "fastify";
import { ValidationError } from "@uktax/engine";
import { z } from "zod";
import { API_SECURITY_HEADERS } from "./plugins/security.js";

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

/**
 * The 400 answer to a body that failed validation (the API's or the engine's): every issue, or
 * the first `MAX_ISSUES` with the count in the message, so a body with a thousand bad fields
 * costs no more to answer than one with twenty.
 */
export function validationErrorBody(
  error: RequestValidationError | ValidationError,
): ApiErrorBody {
  const count = error.issues.length;
  if (count <= MAX_ISSUES)
    return errorBody(400, error.message, toApiIssues(error.issues));
  return errorBody(
    400,
    `Request body is invalid: ${count} problems, the first ${MAX_ISSUES} listed`,
    toApiIssues(error.issues.slice(0, MAX_ISSUES)),
  );
}

/** Client-facing messages for Fastify's own 4xx errors, where its default wording is unclear. */
const MESSAGES_BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is empty; send a JSON object",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Content-Type must be application/json",
  FST_ERR_BAD_URL:
    "The URL is not valid: it has a malformed percent-encoding such as %zz",
  FST_ERR_MAX_PARAM_LENGTH: "The URL is too long",
};

/** A body limit as a 413 names it: "6 KiB", "4 MiB" (each route's own, `bodyLimit`). */
function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${bytes / 1024 / 1024} MiB`
    : `${bytes / 1024} KiB`;
}

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
    request.log.info(
      { statusCode: 400, issues: error.issues.length },
      "request rejected: invalid body",
    );
    return reply.code(400).send(validationErrorBody(error));
  }

  const statusCode = error.statusCode;
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    request.log.info({ statusCode, code: error.code }, "request rejected");
    const message =
      error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
        ? `Request body is larger than the ${sizeText(request.routeOptions.bodyLimit)} limit`
        : (MESSAGES_BY_CODE[error.code] ?? error.message);
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

/** The status Node's HTTP parser errors are answered with (anything else is a malformed request). */
function clientErrorStatus(code: string | undefined): number {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return 408;
  if (code === "HPE_HEADER_OVERFLOW") return 431;
  if (code === "HPE_CHUNK_EXTENSIONS_OVERFLOW") return 413;
  return 400;
}

const CLIENT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: "The request is not valid HTTP (request line, headers or framing), so it was not read",
  408: "The request did not arrive in time (headers within 10 s, the whole request within 15 s)",
  413: "The request's chunk extensions are too large",
  431: "The request's headers are larger than the 16 KiB limit",
};

/**
 * Answers a request Node could not read, before Fastify routes it (a bad request line, both
 * Content-Length and Transfer-Encoding, headers too large, or too slow): in the one error shape,
 * with a request id and the JSON API's security headers, logged at info with its code, and the
 * connection closed. Fastify's `clientErrorHandler`, in place of its default, which answers
 * "Client Error" with no request id or headers and logs nothing above trace.
 */
export function clientErrorHandler(
  this: { log: FastifyBaseLogger },
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset or already closed connection has nothing left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const statusCode = clientErrorStatus(error.code);
  const reqId = randomUUID();
  this.log.info(
    {
      reqId,
      statusCode,
      code: error.code,
      remoteAddress: socket.remoteAddress,
    },
    "request rejected before routing",
  );
  if (socket.writable) {
    const body = JSON.stringify(
      errorBody(statusCode, CLIENT_ERROR_MESSAGES[statusCode] ?? "Bad request"),
    );
    const lines = [
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? "Error"}`,
      "content-type: application/json; charset=utf-8",
      `content-length: ${Buffer.byteLength(body)}`,
      `x-request-id: ${reqId}`,
      ...Object.entries(API_SECURITY_HEADERS).map(
        ([name, value]) => `${name}: ${value}`,
      ),
      "connection: close",
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
  }
  socket.destroySoon();
}
