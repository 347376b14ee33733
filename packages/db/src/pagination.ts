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

/** One page asked for: `limit` is always the page size; `cursor` is the last row of the previous page. */
export interface PageRequest {
  limit: number;
  cursor?: Cursor | null;
}

/** One page of a list, as every list route answers it. */
export interface Page<T> {
  items: T[];
  nextCursor: WireCursor | null;
}

/** What a list query needs for one page along a `(createdAt, id)` keyset, newest first. */
export interface KeysetClauses {
  /** Rows past the cursor (a row comparison the index seeks to), or undefined on the first page. */
  after: SQL | undefined;
  /** `newestFirst`: the index's order, so PostgreSQL reads `take` rows and stops. */
  orderBy: SQL[];
  /** `limit + 1`: the extra row tells whether another page exists. */
  take: number;
}

/**
 * The one keyset of every list (atproto's `paginate()`): the seek past the cursor, the order and the
 * fetch size for `request`. Newest first with ties broken by id descending, unless `idOrder: "asc"`;
 * `order: "oldest"` walks the other way (a queue, the longest-waiting first: `(created_at, id) >
 * cursor`, both ascending). Use it in the query (`.where(and(..., k.after)).orderBy(...k.orderBy)
 * .limit(k.take)`), then `toPage` on the rows; `paginate` does both around a query function.
 */
export function keyset(
  createdAtColumn: Column,
  idColumn: Column,
  request: PageRequest,
  options: { idOrder?: "desc" | "asc"; order?: "newest" | "oldest" } = {},
): KeysetClauses {
  if (options.order === "oldest") {
    return {
      after: request.cursor ? newerThan(createdAtColumn, idColumn, request.cursor) : undefined,
      orderBy: [sql`${createdAtColumn} asc nulls last`, sql`${idColumn} asc nulls last`],
      take: request.limit + 1,
    };
  }
  if (options.idOrder === "asc") {
    // Time desc, id asc (an index stored that way): no row comparison fits mixed directions, so
    // `created_at <= cursor` is the index condition that seeks to the cursor and the OR only drops the
    // cursor's own tie group before it.
    const { cursor } = request;
    return {
      after: cursor
        ? sql`(${createdAtColumn} <= ${cursor.createdAt.toISOString()}::timestamptz and (${createdAtColumn} < ${cursor.createdAt.toISOString()}::timestamptz or ${idColumn} > ${cursor.id}))`
        : undefined,
      orderBy: [sql`${createdAtColumn} desc nulls last`, sql`${idColumn} asc nulls last`],
      take: request.limit + 1,
    };
  }
  return {
    after: request.cursor ? olderThan(createdAtColumn, idColumn, request.cursor) : undefined,
    orderBy: newestFirst(createdAtColumn, idColumn),
    take: request.limit + 1,
  };
}

/**
 * Given the `limit + 1` rows fetched in the keyset's order (`keyset(...).take`), the page of `limit` rows and the
 * cursor of its last row when more rows exist, else null.
 */
export function toPage<T, R extends { id: string; createdAt: Date }>(
  rows: T[],
  limit: number,
  key: (row: T) => R,
): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? { id: key(last).id, createdAt: key(last).createdAt.toISOString() } : null;
  return { items, nextCursor };
}

/**
 * One page of a list: runs `query` with the keyset clauses of `request` and cuts its rows into the page.
 * `cursorOf` names a row's keyset values (when they are not the row's own `id` and `createdAt`).
 */
export async function paginate<T, R extends { id: string; createdAt: Date }>(
  request: PageRequest,
  columns: { createdAt: Column; id: Column },
  query: (k: KeysetClauses) => PromiseLike<T[]>,
  cursorOf: (row: T) => R,
): Promise<Page<T>> {
  const rows = await query(keyset(columns.createdAt, columns.id, request));
  return toPage(rows, request.limit, cursorOf);
}
