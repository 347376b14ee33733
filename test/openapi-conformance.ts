/**
 * Checks responses against the committed contract, docs/openapi.json, with Ajv (JSON Schema 2020-12,
 * what OpenAPI 3.1 uses): independent of Fastify's serializer, which would shape a response to its
 * schema and hide a mismatch. A response whose status the operation does not declare, whose body does
 * not match the declared schema, or whose error `code` is not in the operation's enum, is a problem.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

interface MediaType {
  schema?: unknown;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface OperationObject {
  responses?: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { responses?: Record<string, ResponseObject> };
}

export const documentPath = path.resolve(import.meta.dirname, "../docs/openapi.json");

const escapePointer = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

export interface Conformance {
  /** Records a problem when the response does not conform; returns the operation's key, if any. */
  check(
    method: string,
    url: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): string | null;
  problems: string[];
  /** How many responses were checked, and per operation. */
  checked: number;
  operations: Map<string, number>;
}

export function createConformance(): Conformance {
  const document = JSON.parse(readFileSync(documentPath, "utf8")) as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(document as object, "openapi");
  const routes = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(
      `^${template
        .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
        .replace(/\{path\}/g, ".+")
        .replace(/\{[^}]+\}/g, "[^/]+")}$`,
    ),
    // Literal paths first: `/channels/mine` is not `/channels/{channelId}`.
    literal: template.split("/").filter((segment) => !segment.startsWith("{")).length,
  }));
  routes.sort((a, b) => b.literal - a.literal);
  const validators = new Map<string, ValidateFunction>();

  function validator(pointer: string): ValidateFunction {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  }

  const conformance: Conformance = {
    problems: [],
    checked: 0,
    operations: new Map(),
    check(method, url, status, contentType, body) {
      const pathname = decodeURI(new URL(url, "http://x").pathname);
      const route = routes.find((r) => r.pattern.test(pathname));
      const where = `${method.toUpperCase()} ${url.slice(0, 200)} -> ${status}`;
      if (!route) return null;
      const lower = method.toLowerCase();
      const operation = document.paths[route.template]?.[lower];
      if (!operation) return null;
      const key = `${method.toUpperCase()} ${route.template}`;
      conformance.checked++;
      conformance.operations.set(key, (conformance.operations.get(key) ?? 0) + 1);
      let response = operation.responses?.[String(status)];
      let pointer = `/paths/${escapePointer(route.template)}/${lower}/responses/${status}`;
      if (!response) {
        conformance.problems.push(`${where}: status not documented for ${key}: ${body.slice(0, 200)}`);
        return key;
      }
      if (response.$ref) {
        pointer = response.$ref.slice(1);
        response = document.components?.responses?.[response.$ref.split("/").pop() ?? ""] ?? {};
      }
      const media = response.content?.["application/json"];
      if (!media?.schema) {
        if (body.length > 0 && !contentType?.startsWith("application/octet-stream") && status !== 200) {
          conformance.problems.push(`${where}: a body where ${key} documents none: ${body.slice(0, 200)}`);
        }
        return key;
      }
      if (!contentType?.includes("json")) {
        conformance.problems.push(`${where}: content-type ${contentType} where ${key} documents JSON`);
        return key;
      }
      let value: unknown;
      try {
        value = body.length === 0 ? null : JSON.parse(body);
      } catch {
        conformance.problems.push(`${where}: not JSON: ${body.slice(0, 200)}`);
        return key;
      }
      // An error response is the shared `Error` schema and the operation's `code` enum: checked as such,
      // one compiled validator for all of them instead of one per operation and status.
      const allOf = (
        media.schema as { allOf?: { $ref?: string; properties?: { code?: { enum?: string[] } } }[] }
      ).allOf;
      const codes = allOf?.[1]?.properties?.code?.enum;
      if (allOf?.[0]?.$ref === "#/components/schemas/Error" && codes) {
        const validateError = validator("/components/schemas/Error");
        const code = (value as { code?: unknown } | null)?.code;
        if (!validateError(value)) {
          conformance.problems.push(
            `${where}: not an Error body: ${ajv.errorsText(validateError.errors)}: ${body}`,
          );
        } else if (typeof code !== "string" || !codes.includes(code)) {
          conformance.problems.push(
            `${where}: code ${String(code)} is not one of ${key}'s ${status} codes: ${body}`,
          );
        }
        return key;
      }
      const validate = validator(`${pointer}/content/application~1json/schema`);
      if (!validate(value)) {
        conformance.problems.push(
          `${where}: body does not match ${key}: ${ajv.errorsText(validate.errors)}: ${body.slice(0, 300)}`,
        );
      }
      return key;
    },
  };
  return conformance;
}

/**
 * An openapi-fetch middleware that checks every answer of the client it is added to:
 * `api.use(checkedBy(conformance))`.
 */
export function checkedBy(conformance: Conformance) {
  return {
    async onResponse({ request, response }: { request: Request; response: Response }) {
      conformance.check(
        request.method,
        request.url,
        response.status,
        response.headers.get("content-type") ?? undefined,
        await response.clone().text(),
      );
      return response;
    },
  };
}
