/** A client-facing error with an HTTP status and a stable machine-readable code. */
export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Sent as the `Retry-After` header (seconds), e.g. on a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "BAD_REQUEST") => new AppError(400, code, message);
export const unauthorized = (message = "Unauthorized", code = "UNAUTHORIZED") =>
  new AppError(401, code, message);
export const forbidden = (message = "Forbidden", code = "FORBIDDEN") => new AppError(403, code, message);
export const notFound = (message = "Not found", code = "NOT_FOUND") => new AppError(404, code, message);
export const conflict = (message: string, code = "CONFLICT") => new AppError(409, code, message);
export const notImplemented = (message = "Not implemented", code = "NOT_IMPLEMENTED") =>
  new AppError(501, code, message);
