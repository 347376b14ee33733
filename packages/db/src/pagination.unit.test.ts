import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { keyset, paginate, toPage } from "./pagination.ts";
import { posts } from "./schema/index.ts";

const dialect = new PgDialect();
const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
const rows = [3, 2, 1].map((s) => ({ id: `p${s}`, createdAt: at(s) }));

describe("keyset pagination", () => {
  it("fetches one row more than the page size, newest first, with no seek on the first page", () => {
    const k = keyset(posts.createdAt, posts.id, { limit: 20 });
    expect(k.take).toBe(21);
    expect(k.after).toBeUndefined();
    expect(k.orderBy.map((o) => dialect.sqlToQuery(o).sql)).toEqual([
      '"posts"."created_at" desc nulls last',
      '"posts"."id" desc nulls last',
    ]);
  });

  it("seeks past the cursor with a row comparison the index can use", () => {
    const k = keyset(posts.createdAt, posts.id, { limit: 5, cursor: { id: "p9", createdAt: at(9) } });
    const built = dialect.sqlToQuery(k.after!);
    expect(built.sql).toBe('("posts"."created_at", "posts"."id") < ($1::timestamptz, $2)');
    expect(built.params).toEqual([at(9).toISOString(), "p9"]);
  });

  it("orders ties by id ascending when asked, seeking to the cursor's time first", () => {
    const k = keyset(
      posts.createdAt,
      posts.id,
      { limit: 5, cursor: { id: "p9", createdAt: at(9) } },
      {
        idOrder: "asc",
      },
    );
    expect(k.orderBy.map((o) => dialect.sqlToQuery(o).sql)).toEqual([
      '"posts"."created_at" desc nulls last',
      '"posts"."id" asc nulls last',
    ]);
    expect(dialect.sqlToQuery(k.after!).sql).toContain('"posts"."created_at" <= $1::timestamptz');
  });

  it("cuts the extra row off and points the next cursor at the last row of the page", () => {
    expect(toPage(rows, 2, (r) => r)).toEqual({
      items: rows.slice(0, 2),
      nextCursor: { id: "p2", createdAt: at(2).toISOString() },
    });
  });

  it("walks oldest first when asked, seeking past the cursor with the opposite row comparison", () => {
    const k = keyset(
      posts.createdAt,
      posts.id,
      { limit: 5, cursor: { id: "p9", createdAt: at(9) } },
      { order: "oldest" },
    );
    expect(k.take).toBe(6);
    expect(dialect.sqlToQuery(k.after!).sql).toBe(
      '("posts"."created_at", "posts"."id") > ($1::timestamptz, $2)',
    );
    expect(k.orderBy.map((o) => dialect.sqlToQuery(o).sql)).toEqual([
      '"posts"."created_at" asc nulls last',
      '"posts"."id" asc nulls last',
    ]);
  });

  it("gives no next cursor on the last page", () => {
    expect(toPage(rows, 3, (r) => r)).toEqual({ items: rows, nextCursor: null });
  });

  it("runs the query with the page's clauses and returns the page", async () => {
    const seen: number[] = [];
    const page = await paginate(
      { limit: 1 },
      posts,
      async (k) => {
        seen.push(k.take);
        return rows.slice(0, k.take);
      },
      (r) => r,
    );
    expect(seen).toEqual([2]);
    expect(page).toEqual({ items: [rows[0]], nextCursor: { id: "p3", createdAt: at(3).toISOString() } });
  });
});
