/**
 * Every documented operation, called as an authenticated user with malformed ids, query strings and
 * bodies: none may answer 5xx, and every 4xx carries the error shape. Routes added later are covered
 * without touching this file, since it walks the OpenAPI document.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "./context.ts";
import { createConformance } from "./openapi-conformance.ts";

let token: string;
const ctx = useTestApp({ RATE_LIMIT_MAX: "100000" });
beforeAll(async () => {
  token = (await registerUser(ctx.app)).token;
});

const ids = ["doesnotexist", "a".repeat(64), "a".repeat(300), "%00", "..%2F..%2Fetc", "x%20y"];
const queries = [
  "",
  "?limit=abc",
  "?limit=-5&cursor=garbage",
  "?cursor[id]=x&cursor[createdAt]=yesterday",
  '?cursor={"id":1}',
  "?refreshSince[createdAt]=0000-01-01T00:00:00Z&refreshSince[id]=a",
  "?excludePostIds=a,b,c&excludePostIds[]=d",
  "?unreadOnly=maybe",
  "?period=2026-13&creatorId[]=x",
];
const bodies: (string | undefined)[] = [
  undefined,
  "",
  "null",
  "[]",
  '"text"',
  "42",
  "{}",
  '{"body": 5, "kind": "nope", "postId": [], "token": {}, "participantIds": "x", "name": null}',
  '{"body": "\\u0000", "email": "\\u0000", "username": "\\u0000", "visibility": "\\u0000"}',
  "{broken",
];

describe("every documented operation under malformed input", () => {
  it("never answers 5xx, and answers 4xx with the error shape", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const failures: string[] = [];
    // Every answer is also checked against the committed contract (status, body, error code enum).
    const conformance = createConformance();
    let calls = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      // logout-all takes no input and would revoke the token every later call needs.
      if (!path.startsWith("/api/v1/") || path === "/api/v1/auth/logout-all") continue;
      for (const method of Object.keys(operations)) {
        for (const id of ids) {
          const url = path.replace(/\{[^}]+\}/g, id);
          for (const [i, query] of queries.entries()) {
            // Every body with the first query string; the other query strings with a JSON object body.
            for (const body of i === 0 ? bodies : ["{}"]) {
              calls++;
              const response = await ctx.app.inject({
                method: method.toUpperCase() as "GET",
                url: `${url}${query}`,
                headers: {
                  ...bearer(token),
                  ...(body === undefined ? {} : { "content-type": "application/json" }),
                },
                payload: body,
              });
              const where = `${method.toUpperCase()} ${url}${query} ${body ?? "(no body)"}`;
              conformance.check(
                method,
                `${url}${query}`,
                response.statusCode,
                response.headers["content-type"] as string | undefined,
                response.body,
              );
              if (response.statusCode >= 500)
                failures.push(`${response.statusCode} ${where}: ${response.body}`);
              else if (response.statusCode >= 400 && typeof response.json().message !== "string") {
                failures.push(`${response.statusCode} without message: ${where}`);
              }
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
    expect([...new Set(conformance.problems.map((p) => p.replace(/^\S+ \S+/, "")))].slice(0, 40)).toEqual([]);
    expect(conformance.checked).toBe(calls);
    // The calls reached the routes: the token stayed valid throughout.
    const me = await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(token) });
    expect(me.statusCode).toBe(200);
  }, 300_000);
});
