import type { z } from "zod";
import { PageError } from "../server.ts";

/** The validated input, else a 400 page naming what is wrong. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`);
    throw new PageError(400, `Bad input: ${issues.join("; ")}`);
  }
  return result.data;
}

/** Seconds a signed URL of the console lives: long enough to load the page, short enough to expire. */
export const SIGNED_URL_SECONDS = 300;

export const PAGE_SIZE = 25;

export function pager(
  path: string,
  params: Record<string, string | undefined>,
  page: number,
  hasMore: boolean,
) {
  const link = (n: number) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v) query.set(k, v);
    query.set("page", String(n));
    return `${path}?${query.toString()}`;
  };
  return { previous: page > 1 ? link(page - 1) : null, next: hasMore ? link(page + 1) : null };
}
