import type { ErrorCode } from "@playpal/contracts";

export type { ErrorCode };

/**
 * A client-facing error with an HTTP status and a stable machine-readable code from the registry
 * (`ERROR_CODES` in @playpal/contracts: one code per case, each documented).
 */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = "BAD_REQUEST") =>
  new AppError(400, code, message);
export const unauthorized = (message = "Unauthorized", code: ErrorCode = "UNAUTHORIZED") =>
  new AppError(401, code, message);
export const forbidden = (message = "Forbidden", code: ErrorCode = "FORBIDDEN") =>
  new AppError(403, code, message);
export const notFound = (message = "Not found", code: ErrorCode = "NOT_FOUND") =>
  new AppError(404, code, message);
export const conflict = (message: string, code: ErrorCode = "CONFLICT") => new AppError(409, code, message);
export const notImplemented = (message = "Not implemented", code: ErrorCode = "NOT_IMPLEMENTED") =>
  new AppError(501, code, message);
