import { INTERNAL_BATCH_MAX, isoDate } from "@playpal/contracts";
import { z } from "zod";

/** Shared wire schemas: the error body, ids, cursors and the `{ ok: true }` reply. */
export const errorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    errors: z
      .object({ formErrors: z.array(z.string()), fieldErrors: z.record(z.string(), z.array(z.string())) })
      .optional(),
    error: z.string().optional().describe("Development only"),
    stack: z.string().optional().describe("Development only"),
  })
  .meta({ id: "Error" });

export const okSchema = z.object({ ok: z.literal(true) });

/** A cuid path or body id: opaque, URL-safe. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "must be an id");

/** An instant on the wire (defined in `@playpal/contracts` with the DTOs that share it). */
export { isoDate };

export const cursorSchema = z.object({ id: z.string(), createdAt: isoDate }).meta({ id: "Cursor" });

/** Error responses every authenticated route can give, for the OpenAPI document. */
export const authedErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema } as const;
/** The body of a batched internal call of the realtime service (`INTERNAL_BATCH_MAX` ids at most). */
export const internalUserIdsBody = z.object({
  userIds: z.array(idSchema).min(1).max(INTERNAL_BATCH_MAX),
});

export const publicErrors = { 400: errorSchema, 429: errorSchema } as const;

/** The instants PostgreSQL's timestamptz can be compared with: years 1 to 9999 in UTC (no year 0). */
const MIN_TIMESTAMP_MS = new Date("0001-01-01T00:00:00Z").getTime();
const MAX_TIMESTAMP_MS = new Date("9999-12-31T23:59:59.999Z").getTime();

const cursorFields = z.object({
  id: idSchema,
  createdAt: z.iso.datetime({ offset: true, message: "must be an ISO 8601 date-time" }).refine(
    (value) => {
      const ms = new Date(value).getTime();
      return ms >= MIN_TIMESTAMP_MS && ms <= MAX_TIMESTAMP_MS;
    },
    { message: "must be between years 0001 and 9999 (UTC)" },
  ),
});

function parseJsonCursor(value: string, ctx: z.RefinementCtx): unknown {
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: "custom", message: "must be a JSON object { id, createdAt } or bracket notation" });
    return z.NEVER;
  }
}

/**
 * A compound `(createdAt, id)` cursor in the query string, in either form API.md accepts: bracket notation
 * (`cursor[id]=..&cursor[createdAt]=..`, which the app's `qs` parser turns into an object) or a JSON string
 * (`cursor={"id":"..","createdAt":".."}`). Yields `{ id, createdAt: Date }` for `@playpal/db` pagination.
 * Reuse it for every cursor-like parameter (`cursor`, `refreshSince`).
 */
export const cursorQuery = z
  .union([cursorFields, z.string().transform(parseJsonCursor).pipe(cursorFields)], {
    error: "must be { id, createdAt } (ISO date-time) in bracket notation or as a JSON string",
  })
  .transform((c) => ({ id: c.id, createdAt: new Date(c.createdAt) }))
  .meta({ description: "Compound cursor `{ id, createdAt }`: bracket notation or a JSON string" });

/**
 * A page size in the query string: a whole number clamped to 1..max (SPEC.md clamps, it does not refuse).
 * Not `.int()`: that also refuses whole numbers beyond 2^53, which the clamp should turn into `max`.
 */
export function limitQuery(max = 50, fallback = 20) {
  const limit = z.coerce
    .number()
    .refine(Number.isInteger, "Invalid input: expected a whole number")
    .meta({ type: "integer" })
    .default(fallback)
    .transform((n) => Math.min(Math.max(n, 1), max));
  // An empty value (`?limit=`) means "not given", not zero.
  return z
    .preprocess((v) => (v === "" ? undefined : v), limit)
    .meta({ description: `Page size, clamped to 1..${max}; default ${fallback}` });
}
