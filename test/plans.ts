import type { Database } from "@playpal/db";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";

/** One node of a PostgreSQL `EXPLAIN (FORMAT JSON)` plan (the fields plan tests look at). */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Alias?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  Plans?: PlanNode[];
}

const flatten = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(flatten)];
const dialect = new PgDialect();

/**
 * The plan of a query, every node flattened in pre-order. Takes a Drizzle `SQL` or an already built
 * `{ sql, params }`; `analyze` runs the query to get actual row counts.
 */
export async function planOf(
  db: Database,
  query: SQL | { sql: string; params: unknown[] },
  options: { analyze?: boolean } = {},
): Promise<PlanNode[]> {
  const built = "sql" in query && typeof query.sql === "string" ? query : dialect.sqlToQuery(query as SQL);
  const explain = options.analyze ? "analyze, format json" : "format json";
  const result = await db.$client.query(`explain (${explain}) ${built.sql}`, built.params as unknown[]);
  return flatten((result.rows[0]["QUERY PLAN"] as { Plan: PlanNode }[])[0]?.Plan as PlanNode);
}
