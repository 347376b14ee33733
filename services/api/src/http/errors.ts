import type { ErrorCode } from "@playpal/contracts";
import { isDatabaseUnavailable, pgError } from "@playpal/db";
import { AppError } from "@playpal/platform";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ZodError } from "zod";

export interface ErrorBody {
  message: string;
  code?: string;
  errors?: { formErrors: string[]; fieldErrors: Record<string, string[]> };
  error?: string;
  stack?: string;
}

interface Issue {
  path: string;
  message: string;
}

/** zod's flattened form: issues at the root go to formErrors, the rest under their first path segment. */
export function flatten(issues: Issue[]): NonNullable<ErrorBody["errors"]> {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.split("/").filter(Boolean)[0];
    if (!field) formErrors.push(issue.message);
    else {
      fieldErrors[field] ??= [];
      fieldErrors[field].push(issue.message);
    }
  }
  return { formErrors, fieldErrors };
}

export function validationBody(issues: Issue[]): ErrorBody {
  const errors = flatten(issues);
  const first = Object.entries(errors.fieldErrors)[0];
  const message = first ? `Invalid ${first[0]}: ${first[1][0]}` : (errors.formErrors[0] ?? "Invalid request");
  return { message, code: "VALIDATION_FAILED", errors };
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large...) keep their 4xx status. */
function clientStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : null;
}

/**
 * The registry's code for a framework error's status (Fastify's, its router's, its plugins'): clients
 * switch on our codes, never on `FST_ERR_*`. A status without its own code is answered as a plain 400.
 */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  400: "BAD_REQUEST",
  404: "NOT_FOUND",
  413: "PAYLOAD_TOO_LARGE",
  414: "URI_TOO_LONG",
  415: "UNSUPPORTED_CONTENT_TYPE",
  429: "RATE_LIMITED",
};

export function frameworkError(status: number): { status: number; code: ErrorCode } {
  const code = FRAMEWORK_CODES[status];
  return code ? { status, code } : { status: 400, code: "BAD_REQUEST" };
}

/**
 * busboy's multipart parse errors are plain `Error`s told apart only by their message: a body cut off
 * mid-part, or a boundary missing from the body or different from the Content-Type's. They surface from
 * the parts iterator, from a file stream (possibly as the `cause` of a storage error) or from
 * @fastify/multipart after the handler has stopped reading; all are the client's malformed body.
 */
const MALFORMED_MULTIPART = /unexpected end of multipart data|multipart: boundary not found/i;

function isMalformedMultipart(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    if (MALFORMED_MULTIPART.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Maps every error to SPEC.md's body `{ message }` (+ `errors` for validation), with `error` and
 * `stack` only in development. Unknown errors are 500 and logged; nothing a client sends can cause one.
 */
export function createErrorHandler(options: { development: boolean }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const dev = (body: ErrorBody): ErrorBody =>
      options.development ? { ...body, error: error.name, stack: error.stack } : body;

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? "Invalid" }));
      return reply.status(400).send(validationBody(issues));
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send(validationBody(error.issues.map((i) => ({ path: i.path.join("/"), message: i.message }))));
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send(dev({ message: error.message, code: error.code, ...error.details }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, "response does not match its schema");
      return reply.status(500).send(dev({ message: "Internal server error", code: "INTERNAL" }));
    }
    // PostgreSQL cannot store NUL characters in text: input carrying them is the client's mistake.
    const pgCode = pgError(error)?.code;
    if (pgCode === "22021" || pgCode === "22P05") {
      return reply
        .status(400)
        .send(dev({ message: "Text must not contain NUL characters", code: "INVALID_TEXT" }));
    }
    if (isMalformedMultipart(error)) {
      return reply
        .status(400)
        .send(dev({ message: "Malformed multipart/form-data body", code: "MALFORMED_MULTIPART" }));
    }
    const status = clientStatus(error);
    if (status !== null) {
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "Malformed JSON body"
          : error.message;
      const mapped = frameworkError(status);
      return reply.status(mapped.status).send(dev({ message, code: mapped.code }));
    }
    // The database (or a connection it needs) is unreachable: the client may retry, nothing was wrong.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply
        .status(503)
        .send(dev({ message: "Service temporarily unavailable; try again shortly", code: "UNAVAILABLE" }));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(dev({ message: "Internal server error", code: "INTERNAL" }));
  };
}
