/**
 * The rules `npm run check:openapi` applies to a change of the committed document, on small documents:
 * a change raises the version above main's, and a breaking change (optic's rules) needs a new major
 * version with its section in docs/api-changes.md.
 */
import { describe, expect, it } from "vitest";
import { judgeChange } from "../scripts/openapi.ts";

function doc(version: string, options: { extraField?: boolean; withDelete?: boolean } = {}): string {
  const properties: Record<string, unknown> = { id: { type: "string" } };
  if (options.extraField) properties.name = { type: "string" };
  const paths: Record<string, unknown> = {
    "/things": {
      get: {
        operationId: "listThings",
        responses: {
          "200": {
            description: "The things",
            content: { "application/json": { schema: { type: "object", properties, required: ["id"] } } },
          },
        },
      },
      ...(options.withDelete === false
        ? {}
        : { delete: { operationId: "deleteThings", responses: { "204": { description: "Deleted" } } } }),
    },
  };
  return `${JSON.stringify({ openapi: "3.1.0", info: { title: "T", version }, paths }, null, 2)}\n`;
}

describe("judging a change of the document", () => {
  it("accepts an unchanged document", () => {
    const current = doc("1.0.0");
    expect(judgeChange({ current, base: current, released: null, changes: "" })).toEqual([]);
  });

  it("refuses a change that keeps main's version, accepts it with the minor raised", () => {
    const base = doc("1.0.0");
    const same = judgeChange({
      current: doc("1.0.0", { extraField: true }),
      base,
      released: null,
      changes: "",
    });
    expect(same.join("\n")).toMatch(/without raising info.version/);
    const raised = judgeChange({
      current: doc("1.1.0", { extraField: true }),
      base,
      released: base,
      changes: "",
    });
    expect(raised).toEqual([]);
  }, 120_000);

  it("refuses an unannounced break, accepts it under a new major version with its section", () => {
    const released = doc("1.0.0");
    const minor = judgeChange({
      current: doc("1.1.0", { withDelete: false }),
      base: released,
      released,
      changes: "",
    });
    expect(minor.join("\n")).toMatch(/Breaking change\(s\) since 1.0.0, not announced/);
    const major = judgeChange({
      current: doc("2.0.0", { withDelete: false }),
      base: released,
      released,
      changes: "# API changes\n\n## 2.0.0\n\n`DELETE /things` is gone.\n",
    });
    expect(major).toEqual([]);
  }, 120_000);
});
