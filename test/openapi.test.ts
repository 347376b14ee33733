/**
 * The published contract: docs/openapi.json is what the API serves, every operation is named and lists
 * the codes it can answer, the request side refuses what the document does not describe, framework
 * errors answer registry codes, and the conformance checker the other tests rely on catches mismatches.
 */
import { readFileSync } from "node:fs";
import { ERROR_CODES } from "@playpal/contracts";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, describe, expect, it } from "vitest";
import { operationsOf } from "../services/api/src/http/openapi.ts";
import { bearer, registerUser, useTestApp } from "./context.ts";
import { createConformance, documentPath } from "./openapi-conformance.ts";

interface Operation {
  operationId?: string;
  description?: string;
  requestBody?: { content: Record<string, { schema?: object; example?: unknown }> };
  responses: Record<
    string,
    {
      $ref?: string;
      description?: string;
      content?: Record<string, { schema?: { allOf?: { properties?: { code?: { enum?: string[] } } }[] } }>;
    }
  >;
}
const committed = readFileSync(documentPath, "utf8");
const document = JSON.parse(committed) as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Operation["responses"][string]> };
};
const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
);

let token: string;
const ctx = useTestApp();
beforeAll(async () => {
  token = (await registerUser(ctx.app)).token;
});

describe("docs/openapi.json", () => {
  it("is exactly what the running API serves (npm run openapi writes it)", async () => {
    const served = await ctx.app.inject({ method: "GET", url: "/openapi.json" });
    expect(`${JSON.stringify(served.json(), null, 2)}\n` === committed).toBe(true);
  });

  it("names every operation once, in camelCase, from its route's own definition", () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.length).toBe(operationsOf(ctx.app).size);
  });

  it("gives every error response a code enum of registry codes of its status, and every body an example", () => {
    const problems: string[] = [];
    for (const { path, method, operation } of operations) {
      if (!operation.description) problems.push(`${method} ${path}: no description`);
      for (const [status, raw] of Object.entries(operation.responses)) {
        const response = raw.$ref ? document.components.responses[raw.$ref.split("/").pop() ?? ""] : raw;
        if (!response?.description) problems.push(`${method} ${path} ${status}: no description`);
        if (Number(status) < 400 || path === "/ready") continue;
        const codes =
          response?.content?.["application/json"]?.schema?.allOf?.[1]?.properties?.code?.enum ?? [];
        if (codes.length === 0) problems.push(`${method} ${path} ${status}: no code enum`);
        for (const code of codes) {
          const entry = ERROR_CODES[code as keyof typeof ERROR_CODES];
          const moved = operationsOf(ctx.app).get(
            `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, "")}`,
          )?.atStatus;
          if (entry?.status !== Number(status) && !moved?.[Number(status)]?.includes(code as never))
            problems.push(`${method} ${path} ${status}: ${code}`);
        }
      }
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (type !== "multipart/form-data" && media.example === undefined)
          problems.push(`${method} ${path}: no example`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it("holds request examples that its own schemas accept", () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    ajv.addSchema(document as object, "openapi");
    const problems: string[] = [];
    for (const { path, method, operation } of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (media.example === undefined || !media.schema) continue;
        const pointer = ["paths", path, method, "requestBody", "content", type, "schema"]
          .map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1"))
          .join("/");
        const validate = ajv.compile({ $ref: `openapi#/${pointer}` });
        if (!validate(media.example)) problems.push(`${method} ${path}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the request side refuses what the document does not describe", () => {
  it("answers 400 naming a query key the route does not declare (a cursor sent as ?id=&createdAt=)", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/feed?id=abc&createdAt=2026-01-01T00:00:00.000Z",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("VALIDATION_FAILED");
    expect(response.json().message).toMatch(/id|createdAt/);
  });

  it("reads the cursor as deepObject brackets and as a JSON string", async () => {
    for (const query of [
      "cursor[id]=abc&cursor[createdAt]=2026-01-01T00:00:00.000Z",
      `cursor=${encodeURIComponent('{"id":"abc","createdAt":"2026-01-01T00:00:00.000Z"}')}`,
    ]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/api/v1/feed?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, query).toBe(200);
    }
  });

  it("answers framework errors with registry codes, never FST_ERR_* nor statusCode", async () => {
    const cases = [
      {
        status: 413,
        code: "PAYLOAD_TOO_LARGE",
        payload: `{"a":"${"x".repeat(1_100_000)}"}`,
        type: "application/json",
        url: "/api/v1/authenticate",
      },
      {
        status: 415,
        code: "UNSUPPORTED_CONTENT_TYPE",
        payload: "<x/>",
        type: "application/xml",
        url: "/api/v1/authenticate",
      },
      {
        status: 400,
        code: "BAD_REQUEST",
        payload: "{bad",
        type: "application/json",
        url: "/api/v1/authenticate",
      },
      {
        status: 414,
        code: "URI_TOO_LONG",
        payload: undefined,
        type: undefined,
        url: `/api/v1/user/${"a".repeat(300)}`,
      },
    ];
    const conformance = createConformance();
    for (const c of cases) {
      const response = await ctx.app.inject({
        method: c.payload === undefined ? "GET" : "POST",
        url: c.url,
        payload: c.payload,
        headers: { ...bearer(token), ...(c.type ? { "content-type": c.type } : {}) },
      });
      expect(response.statusCode, c.code).toBe(c.status);
      expect(response.json(), c.code).toEqual({ message: expect.any(String), code: c.code });
      expect(response.body).not.toMatch(/FST_|statusCode/);
      conformance.check(
        c.payload === undefined ? "GET" : "POST",
        c.url,
        response.statusCode,
        response.headers["content-type"] as string,
        response.body,
      );
    }
    expect(conformance.problems).toEqual([]);
  });
});

describe("the conformance checker", () => {
  it("reports an undocumented status, a body off its schema and a code outside the operation's enum", () => {
    const conformance = createConformance();
    const json = "application/json; charset=utf-8";
    conformance.check("GET", "/api/v1/games/x", 418, json, '{"message":"teapot","code":"INTERNAL"}');
    conformance.check("GET", "/api/v1/wallet", 200, json, '{"coins":"many"}');
    conformance.check("GET", "/api/v1/games/x", 404, json, '{"message":"gone","code":"USER_NOT_FOUND"}');
    conformance.check("GET", "/api/v1/games/x", 404, json, '{"message":"gone","code":"GAME_NOT_FOUND"}');
    expect(conformance.problems).toHaveLength(3);
    expect(conformance.checked).toBe(4);
  });
});
