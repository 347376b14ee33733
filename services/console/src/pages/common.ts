/** What the pages share: input validation as a 400 page, the keyset cursor of a list's links, sizes. */
import type { ListCursor } from "@playpal/api";
import type { z } from "zod";
import { z as zod } from "zod";
import { PageError } from "../context.ts";
import { type Html, html } from "../html.ts";

/** The validated input, else a 400 page naming what is wrong. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join(".") || "input"}: ${i.message}`);
    throw new PageError(400, `Bad input: ${issues.join("; ")}`);
  }
  return result.data;
}

export const PAGE_SIZE = 25;

/**
 * A list's `after` parameter, `<ISO time>_<id>` of the last row shown (the keyset of every list);
 * anything else is a 400.
 */
export const afterParam = zod
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z_[A-Za-z0-9_-]{1,64}$/, "not a page cursor")
  .transform((value, issue): ListCursor => {
    const separator = value.indexOf("_");
    const createdAt = new Date(value.slice(0, separator));
    if (Number.isNaN(createdAt.getTime())) {
      issue.addIssue({ code: "custom", message: "not a page cursor" });
      return zod.NEVER;
    }
    return { createdAt, id: value.slice(separator + 1) };
  })
  .optional();

/** An optional select or text filter: absent or empty is "any". */
export const optional = <S extends z.ZodType>(schema: S) =>
  schema.optional().or(zod.literal("").transform(() => undefined));

/** A list's link with its filters, from its start or past `cursor` (the last row shown). */
export function listLink(
  path: string,
  filters: Record<string, string | undefined>,
  cursor?: { createdAt: string; id: string },
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (cursor) query.set("after", `${cursor.createdAt}_${cursor.id}`);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The first and next page links of a keyset list (none on the first page; none after the last). */
export function pagerLinks(
  path: string,
  filters: Record<string, string | undefined>,
  page: { paged: boolean; nextCursor: { createdAt: string; id: string } | null },
) {
  return {
    first: page.paged ? listLink(path, filters) : null,
    next: page.nextCursor ? listLink(path, filters, page.nextCursor) : null,
  };
}

/** First page / next page links of a keyset list. */
export function pagerView(input: { first: string | null; next: string | null }): Html {
  return html`<nav aria-label="Pages">${input.first ? html`<a href="${input.first}">First page</a> ` : ""}${input.next ? html`<a href="${input.next}">Next page</a>` : ""}</nav>`;
}

/** A queue's count: exact up to the cap, then "1,000+". */
export const countText = (n: number, cap: number) =>
  n > cap ? `${cap.toLocaleString("en-US")}+` : String(n);

export const money = (cents: number) => (cents / 100).toFixed(2);
