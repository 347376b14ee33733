import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorCodeWithStatus,
  type ErrorStatus,
  errorStatuses,
} from "@playpal/contracts";

export type { ErrorCode };

/**
 * A client-facing error with a stable machine-readable code from the registry (`ERROR_CODES` in
 * @playpal/contracts: one code per case, each documented) and the HTTP status the registry gives that
 * code: a status the code is not registered with does not compile (`ErrorStatus<C>`) and, should a cast
 * slip one through, fails at construction. The helpers below take the status from the registry.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  override name = "AppError";
  constructor(
    readonly statusCode: ErrorStatus<C>,
    readonly code: C,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Sent as the `Retry-After` header (seconds), e.g. on a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    if (!errorStatuses(code).includes(statusCode as number)) {
      throw new Error(
        `${code} is registered with status ${errorStatuses(code).join(" or ")}, not ${statusCode}`,
      );
    }
  }
}

/** An AppError with the status the registry gives `code`. */
export function appError<C extends ErrorCode>(code: C, message: string): AppError<C> {
  return new AppError<C>(ERROR_CODES[code].status as ErrorStatus<C>, code, message);
}

export const badRequest = (message: string, code: ErrorCodeWithStatus<400> = "BAD_REQUEST") =>
  appError(code, message);
export const unauthorized = (message = "Unauthorized", code: ErrorCodeWithStatus<401> = "UNAUTHORIZED") =>
  appError(code, message);
export const forbidden = (message = "Forbidden", code: ErrorCodeWithStatus<403> = "FORBIDDEN") =>
  appError(code, message);
export const notFound = (message = "Not found", code: ErrorCodeWithStatus<404> = "NOT_FOUND") =>
  appError(code, message);
export const conflict = (message: string, code: ErrorCodeWithStatus<409> = "CONFLICT") =>
  appError(code, message);
