import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ERROR_CODES, type ErrorCode, errorStatuses } from "@playpal/contracts";
import {
  AppError,
  appError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  unauthorized,
} from "@playpal/platform/errors";
import { describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..");
/** Where errors of the API's registry are thrown or answered. */
const SOURCES = ["services/api/src", "packages/platform/src"];
const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [file] : [];
  });
}

/** Every status written next to a registry code in the code base: thrown AppErrors and literal replies. */
function statusesInSource(): { where: string; status: number; code: string }[] {
  const found: { where: string; status: number; code: string }[] = [];
  for (const file of SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
    const text = readFileSync(file, "utf8");
    const where = (index: number) =>
      `${path.relative(ROOT, file)}:${text.slice(0, index).split("\n").length}`;
    for (const m of text.matchAll(/new AppError(?:<[^>]*>)?\(\s*(\d{3}),\s*"([A-Z_]+)"/g)) {
      found.push({ where: where(m.index), status: Number(m[1]), code: m[2] as string });
    }
    // `reply.status(401).send({ message, code: "UNAUTHORIZED" })`, within one statement.
    for (const m of text.matchAll(/\.status\((\d{3})\)\s*\.send\(\{[^;]*?\bcode: "([A-Z_]+)"/g)) {
      found.push({ where: where(m.index), status: Number(m[1]), code: m[2] as string });
    }
  }
  return found;
}

describe("error statuses", () => {
  it("every thrown AppError and every literal error reply has its code's registered status", () => {
    const found = statusesInSource();
    expect(found.length).toBeGreaterThan(20);
    const unknown = found.filter((f) => !(f.code in ERROR_CODES));
    expect(unknown).toEqual([]);
    const wrong = found.filter((f) => !errorStatuses(f.code as ErrorCode).includes(f.status));
    expect(wrong).toEqual([]);
  });

  it("an AppError's status is its code's: the helpers take it from the registry, another one is refused", () => {
    for (const code of CODES) {
      expect(appError(code, "m").statusCode).toBe(ERROR_CODES[code].status);
      for (const status of errorStatuses(code)) {
        expect(new AppError(status as never, code, "m").statusCode).toBe(status);
      }
      const other = [400, 404, 409, 500].find((s) => !errorStatuses(code).includes(s)) as number;
      expect(() => new AppError(other as never, code, "m")).toThrow(`${code} is registered with status`);
    }
    expect(
      [badRequest("m"), unauthorized(), forbidden(), notFound(), conflict("m")].map((e) => e.statusCode),
    ).toEqual([400, 401, 403, 404, 409]);
    expect(notFound("m", "USER_NOT_FOUND").statusCode).toBe(ERROR_CODES.USER_NOT_FOUND.status);
  });

  it("keeps each code on the statuses the wire answers: ASSET_NOT_FOUND 400, UPLOAD_ALREADY_USED 409 and 412", () => {
    expect(errorStatuses("ASSET_NOT_FOUND")).toEqual([400]);
    expect(errorStatuses("UPLOAD_ALREADY_USED")).toEqual([409, 412]);
  });
});
