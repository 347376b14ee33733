import { describe, expect, it } from "vitest";
import { TEST_DATABASE_ADMIN_URL } from "#test/servers.ts";
import { closeDatabase, createDatabase } from "./client.ts";
import { createReadRouter, isReplicaFailure, parseLsn } from "./replicas.ts";

describe("read replicas: the pure parts (the routing itself: test/read-replicas.test.ts)", () => {
  it("orders WAL positions as PostgreSQL does, across the 32-bit boundary", () => {
    expect(parseLsn("0/16B3748")).toBe(0x16b3748n);
    expect(parseLsn("1/0") > parseLsn("0/FFFFFFFF")).toBe(true);
    expect(parseLsn("16/B374D848") > parseLsn("16/B374D847")).toBe(true);
  });

  it("tells a replica's failure (retry on the primary) from a query's own error (rethrown)", () => {
    for (const failure of [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5499"), { code: "ECONNREFUSED" }),
      new Error("Connection terminated unexpectedly"),
      new Error("Query read timeout"),
      new Error("timeout exceeded when trying to connect"),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("could not connect"), { code: "08006" }),
      new Error("Failed query", { cause: new Error("Connection terminated") }),
    ]) {
      expect(isReplicaFailure(failure)).toBe(true);
    }
    for (const own of [
      Object.assign(new Error('relation "nope" does not exist'), { code: "42P01" }),
      Object.assign(new Error("invalid input syntax"), { code: "22P02" }),
      new Error("something else"),
      null,
      "a string",
    ]) {
      expect(isReplicaFailure(own)).toBe(false);
    }
  });

  it("without replicas, hands out the primary itself and records nothing", async () => {
    const primary = createDatabase(TEST_DATABASE_ADMIN_URL, { max: 1 });
    const reads = createReadRouter(primary, { urls: [] });
    try {
      const chosen = await reads.handle("someone");
      expect(chosen.db).toBe(primary);
      expect(chosen.target).toBe("primary:no-replica");
      expect(await reads.run("someone", async (db) => db === primary)).toBe(true);
      await reads.noteWrite("someone");
      expect(reads.status()).toEqual([]);
      expect(reads.counts["primary:no-replica"]).toBe(2);
    } finally {
      await reads.close();
      await closeDatabase(primary);
    }
  });
});
