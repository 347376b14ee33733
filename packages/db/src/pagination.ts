import { type Column, type SQL, sql } from "drizzle-orm";

/** The compound keyset cursor of every list: newest first, ties broken by id. */
export interface Cursor {
  id: string;
  createdAt: Date;
}

export interface WireCursor {
  id: string;
  createdAt: string;
}

/**
 * Rows strictly older than the cursor in (createdAt desc, id desc) order, as a row comparison
 * `(created_at, id) < (..)`: PostgreSQL turns it into an index condition on a (.., created_at, id)
 * index and seeks straight to the cursor, where the equivalent OR form is only a filter that reads
 * every newer row first (as costly as OFFSET on deep pages).
 */
export function olderThan(createdAtColumn: Column, idColumn: Column, cursor: Cursor): SQL {
  return sql`(${createdAtColumn}, ${idColumn}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`;
}

/** Rows strictly newer than the cursor (pull-to-refresh); a row comparison like `olderThan`. */
export function newerThan(createdAtColumn: Column, idColumn: Column, cursor: Cursor): SQL {
  return sql`(${createdAtColumn}, ${idColumn}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`;
}

/**
 * `created_at desc nulls last, id desc nulls last`: drizzle's `.desc()` indexes are NULLS LAST, while a
 * plain `desc` sorts NULLS FIRST, and PostgreSQL only walks an index in ORDER BY order when the nulls
 * placement matches too (even for NOT NULL columns). With a plain `desc` every list top-N sorts all
 * the rows of the key instead of reading `limit` rows from the index.
 */
export function newestFirst(createdAtColumn: Column, idColumn: Column): SQL[] {
  return [sql`${createdAtColumn} desc nulls last`, sql`${idColumn} desc nulls last`];
}

/**
 * Given `limit + 1` rows fetched newest first, the page of `limit` rows and the cursor of its last row
 * when more rows exist, else null.
 */
export function toPage<T, R extends { id: string; createdAt: Date }>(
  rows: T[],
  limit: number,
  key: (row: T) => R,
): { items: T[]; nextCursor: WireCursor | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? { id: key(last).id, createdAt: key(last).createdAt.toISOString() } : null;
  return { items, nextCursor };
}
