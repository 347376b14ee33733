import { ERROR_CODES, type ErrorCode, errorCodesFor } from "@playpal/contracts";
import type { FastifyInstance } from "fastify";
import { JSON_ALTERNATIVE } from "./multipart.ts";
import { type OperationEntry, TAGS } from "./operations.ts";

/**
 * The version of the published document (`docs/openapi.json`). `npm run openapi` raises the minor
 * version when the document changes; a breaking change raises the major one and is announced in
 * docs/api-changes.md (`scripts/openapi.ts` checks both).
 */
export const OPENAPI_VERSION = "1.5.0";

type Json = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  schema?: Json;
  style?: string;
  explode?: boolean;
  description?: string;
  required?: boolean;
}
interface Response {
  description?: string;
  content?: Record<string, { schema?: Json }>;
  headers?: Json;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Json; example?: unknown }> };
  responses?: Record<string, Response>;
  security?: Record<string, string[]>[];
}
interface Document {
  info: Json;
  tags?: unknown[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json>; securitySchemes?: Json; headers?: Json; responses?: Json };
}

export const SECURITY_SCHEMES = {
  bearer: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
    description: "The token of `POST /authenticate`",
  },
  cookie: {
    type: "apiKey",
    in: "cookie",
    name: "token",
    description: "The same token as a cookie (web app)",
  },
  revenuecat: {
    type: "http",
    scheme: "bearer",
    description: "`Authorization: Bearer <REVENUECAT_WEBHOOK_SECRET>`",
  },
  muxSignature: {
    type: "apiKey",
    in: "header",
    name: "mux-signature",
    description:
      '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with MUX_WEBHOOK_SECRET>`, 5-minute tolerance',
  },
  stripeSignature: {
    type: "apiKey",
    in: "header",
    name: "stripe-signature",
    description: "Stripe's signature of the raw body with STRIPE_WEBHOOK_SECRET, 5-minute tolerance",
  },
  realtimeAdmin: {
    type: "apiKey",
    in: "header",
    name: "x-realtime-admin-token",
    description: "The internal channel's secret (REALTIME_ADMIN_TOKEN)",
  },
} as const;

const SECURITY: Record<NonNullable<OperationEntry["auth"]>, Record<string, string[]>[]> = {
  public: [],
  realtime: [{ realtimeAdmin: [] }],
  revenuecat: [{ revenuecat: [] }],
  mux: [{ muxSignature: [] }],
  stripe: [{ stripeSignature: [] }],
};

const RATE_LIMIT_HEADERS = {
  "Retry-After": {
    description: "Seconds until the window resets",
    schema: { type: "integer" },
  },
  "x-ratelimit-limit": { description: "Requests allowed per window", schema: { type: "integer" } },
  "x-ratelimit-remaining": { description: "Requests left in the window", schema: { type: "integer" } },
  "x-ratelimit-reset": { description: "Seconds until the window resets", schema: { type: "integer" } },
};

/** A provider's webhook event as the routes read it (verified over the raw bytes first). */
const webhookEvent = (provider: string) => ({
  type: "object",
  description: `A ${provider} event, exactly as ${provider} sends it (verified over the raw body before it is parsed)`,
  properties: { id: { type: "string" }, type: { type: "string" }, data: { type: "object" } },
  required: ["id", "type", "data"],
});

const STATUS_TEXT: Record<number, string> = {
  400: "The request is invalid",
  401: "Not authenticated",
  403: "Not permitted",
  404: "Not found",
  409: "Conflicts with the current state",
  412: "Precondition failed",
  413: "The body or a file is too large",
  414: "A path segment is too long",
  415: "Unsupported Content-Type",
  429: "Too many requests",
  500: "Unexpected server error",
  501: "Not implemented",
  502: "The payment provider failed",
  503: "A dependency is unavailable; retry shortly",
};

/** `GET /api/v1/posts/{id}` -> `GET /posts/{id}`: an operation's key, as its path reads in the document. */
export function operationKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/^\/api\/v1(?=\/)/, "")}`;
}

/** Each route's `config.operation`, by `operationKey`. */
export type Operations = ReadonlyMap<string, OperationEntry>;
const collected = new WeakMap<FastifyInstance, Operations>();

/**
 * Collects the `config.operation` of every route registered on `app` from now on (call it before any
 * route), for `finishDocument`; `operationsOf(app)` answers them too.
 */
export function collectOperations(app: FastifyInstance): Operations {
  const operations = new Map<string, OperationEntry>();
  collected.set(app, operations);
  app.addHook("onRoute", (route) => {
    const operation = route.config?.operation;
    if (!operation) return;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace("*", "{path}");
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") operations.set(operationKey(method, path), operation);
    }
  });
  return operations;
}

/** The operations `collectOperations` gathered on `app`. */
export function operationsOf(app: FastifyInstance): Operations {
  return collected.get(app) ?? new Map();
}

/**
 * The codes an operation can answer: those every route of its kind can (input validation, authentication,
 * rate limit, framework errors, uploads, outages) and its own (`entry`, its route's `config.operation`).
 */
export function operationCodes(
  method: string,
  path: string,
  operation: Operation,
  entry: OperationEntry | undefined,
): ErrorCode[] {
  const codes = new Set<ErrorCode>(entry?.codes ?? []);
  if (!path.startsWith("/api/v1/")) return [...codes];
  const parameters = operation.parameters ?? [];
  const content = Object.keys(operation.requestBody?.content ?? {});
  const takesBody = ["post", "put", "patch", "delete"].includes(method);
  if (parameters.length > 0 || content.length > 0) codes.add("VALIDATION_FAILED");
  if (parameters.some((p) => p.in === "path")) {
    codes.add("URI_TOO_LONG");
    // An id segment that holds a `/` once decoded matches no route.
    codes.add("NOT_FOUND");
  }
  if (takesBody) {
    for (const code of [
      "BAD_REQUEST",
      "INVALID_TEXT",
      "PAYLOAD_TOO_LARGE",
      "UNSUPPORTED_CONTENT_TYPE",
    ] as const)
      codes.add(code);
  }
  if (parameters.some((p) => p.in === "query")) codes.add("INVALID_TEXT");
  if (content.includes("multipart/form-data")) {
    for (const code of [
      "NOT_MULTIPART",
      "MALFORMED_MULTIPART",
      "TOO_MANY_FIELDS",
      "TOO_MANY_FILES",
      "BAD_FIELD",
      "FILE_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
    ] as const)
      codes.add(code);
  }
  if (!entry?.auth) {
    codes.add("UNAUTHORIZED");
    codes.add("ACCOUNT_SUSPENDED");
    if (method !== "get") codes.add("CROSS_ORIGIN_REFUSED");
  }
  if (!entry?.unlimited) codes.add("RATE_LIMITED");
  codes.add("INTERNAL");
  codes.add("UNAVAILABLE");
  return [...codes];
}

/** A short sentence for a success response, from what it carries. */
function successDescription(status: number, response: Response): string {
  const schema = response.content?.["application/json"]?.schema;
  const ref = typeof schema?.$ref === "string" ? schema.$ref.split("/").pop() : undefined;
  if (status === 204 || !schema) return "No content";
  if (ref?.endsWith("Page")) return `One page of ${ref.slice(0, -4)} items with the cursor of the next`;
  if (ref) return status === 201 ? `The created ${ref}` : `The ${ref}`;
  if (schema.type === "array") return "The list";
  const properties = Object.keys((schema.properties as Json | undefined) ?? {});
  if (properties.join() === "ok") return "Done";
  if (properties.length > 0) return `\`{ ${properties.join(", ")} }\``;
  return status === 201 ? "Created" : status === 202 ? "Accepted" : "OK";
}

/** A value of `schema` to show as an example where an operation gives none of its own. */
function sample(schema: Json | undefined, schemas: Record<string, Json>, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (typeof schema.$ref === "string")
    return sample(schemas[schema.$ref.split("/").pop() ?? ""], schemas, depth + 1);
  if ("default" in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ("const" in schema) return schema.const;
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (branches) return sample(branches.find((b) => b.type !== "null") ?? branches[0], schemas, depth + 1);
  switch (schema.type) {
    case "object": {
      const out: Json = {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [key, value] of Object.entries((schema.properties as Record<string, Json>) ?? {})) {
        if (required.has(key) || depth === 0) out[key] = sample(value, schemas, depth + 1);
      }
      return out;
    }
    case "array": {
      const item = sample(schema.items as Json, schemas, depth + 1);
      return item === undefined ? [] : [item];
    }
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return true;
    case "string":
      if (schema.format === "date-time") return "2026-06-01T12:00:00.000Z";
      if (schema.format === "email") return "ada@example.com";
      if (schema.format === "uri") return "https://example.com/";
      if (schema.format === "binary") return undefined;
      return "x".repeat(Math.max(1, Number(schema.minLength ?? 6)));
    default:
      return undefined;
  }
}

/** `{ anyOf: [{ type: "object"... }, { type: "string" }] }` (object or JSON string): the object. */
function objectBranch(schema: Json | undefined): Json | undefined {
  const branches = schema?.anyOf as Json[] | undefined;
  return branches?.find((b) => b.type === "object" && b.properties);
}

function fixParameters(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === "path" && parameter.name === "*") {
      parameter.name = "path";
      parameter.description = "The object's key, slashes included";
    }
    if (parameter.in !== "query" || !parameter.schema) continue;
    const array = (parameter.schema.anyOf as Json[] | undefined)?.find((b) => b.type === "array");
    const object = array ? undefined : objectBranch(parameter.schema);
    if (object) {
      // Bracket notation (`cursor[id]=..&cursor[createdAt]=..`) is what OpenAPI can describe; the JSON
      // string form API.md also accepts is named in the description.
      parameter.schema = { ...object, additionalProperties: false };
      parameter.style = "deepObject";
      parameter.explode = true;
      parameter.description = `${parameter.description ?? (parameter.schema.description as string | undefined) ?? "Cursor"}. Sent as \`${parameter.name}[key]=value\` for each key, or as one JSON string \`${parameter.name}={...}\`; any other form is 400.`;
    } else if (array) {
      parameter.schema = {
        type: "array",
        items: array.items ?? { type: "string" },
        maxItems: array.maxItems,
      };
      if (parameter.schema.maxItems === undefined) delete parameter.schema.maxItems;
      parameter.style = "form";
      parameter.explode = true;
    } else if (
      parameter.schema.type === "string" &&
      JSON.stringify(parameter.schema.enum) === JSON.stringify(["true", "false"])
    ) {
      parameter.schema = { type: "boolean" };
    }
  }
}

function fixRequestBody(
  key: string,
  operation: Operation,
  schemas: Record<string, Json>,
  entry: OperationEntry | undefined,
): void {
  if (key === "POST /webhooks/mux" || key === "POST /webhooks/stripe") {
    const provider = key.endsWith("mux") ? "Mux" : "Stripe";
    operation.requestBody = {
      required: true,
      content: { "application/json": { schema: webhookEvent(provider) } },
    };
  }
  const content = operation.requestBody?.content;
  if (!operation.requestBody?.content || !content) {
    if (operation.requestBody) operation.requestBody.content = operation.requestBody.content ?? {};
    return;
  }
  // @fastify/swagger gives every content type the same media object: each gets its own before any edit.
  for (const [type, media] of Object.entries(content)) content[type] = { ...media };
  const multipart = content["multipart/form-data"]?.schema;
  const alternative = multipart?.[JSON_ALTERNATIVE] as Json | undefined;
  if (multipart && alternative) {
    const { [JSON_ALTERNATIVE]: _, ...files } = multipart;
    content["multipart/form-data"] = { schema: files };
    const { $schema: __, ...json } = alternative;
    if (content["application/json"]) content["application/json"] = { schema: json };
  }
  if (entry?.optionalBody) operation.requestBody.required = false;
  for (const [type, media] of Object.entries(operation.requestBody.content)) {
    if (type === "multipart/form-data") continue;
    const example = entry?.example ?? sample(media.schema, schemas);
    if (example !== undefined) media.example = example;
  }
}

/** `RATE_LIMITED` -> `RateLimited`: the name of the shared response of a status that has one code. */
const pascal = (code: string) =>
  code.toLowerCase().replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

function errorResponse(status: number, list: ErrorCode[], intro: string): Response {
  return {
    description: `${intro}. \`code\` is ${list.length === 1 ? "" : "one of "}${list.map((code) => `\`${code}\``).join(", ")} (see the \`Error\` schema).`,
    ...(status === 429 ? { headers: { ...RATE_LIMIT_HEADERS } } : {}),
    content: {
      "application/json": {
        schema: {
          allOf: [
            { $ref: "#/components/schemas/Error" },
            { type: "object", required: ["code"], properties: { code: { type: "string", enum: list } } },
          ],
        },
      },
    },
  };
}

function fixResponses(
  method: string,
  path: string,
  operation: Operation,
  shared: Record<string, Response>,
  entry: OperationEntry | undefined,
): void {
  const responses = operation.responses ?? {};
  operation.responses = responses;
  const codes = operationCodes(method, path, operation, entry);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, response] of Object.entries(responses)) {
    const numeric = Number(status);
    if (numeric < 400) {
      if (!response.description || response.description === "Default Response")
        response.description = successDescription(numeric, response);
      continue;
    }
    // A status the route declares without a code of its own gets the codes any route may answer with it
    // (`openapi.test.ts` lists the operations that rely on this).
    if (!byStatus.has(numeric)) {
      const common = errorCodesFor([], numeric);
      if (common.length > 0) byStatus.set(numeric, common);
    }
  }
  for (const [status, own] of Object.entries(entry?.atStatus ?? {})) {
    byStatus.set(Number(status), [...(byStatus.get(Number(status)) ?? []), ...own]);
  }
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    const own = responses[String(status)]?.description;
    const ownIntro = own && own !== "Default Response" ? own : undefined;
    const code = list[0];
    if (list.length === 1 && code && !ownIntro) {
      // One code and nothing of its own to say: the response every such route shares.
      const name = pascal(code);
      shared[name] ??= errorResponse(status, list, STATUS_TEXT[status] ?? "Error");
      responses[String(status)] = { $ref: `#/components/responses/${name}` } as Response;
    } else {
      responses[String(status)] = errorResponse(status, list, ownIntro ?? STATUS_TEXT[status] ?? "Error");
    }
  }
}

function sortKeys<V>(record: Record<string, V>): Record<string, V> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** The `Error` schema's `code` says what each code the document uses means, once. */
function describeCodes(document: Document): void {
  const code = (document.components?.schemas?.Error?.properties as Record<string, Json> | undefined)?.code;
  if (!code) return;
  const used = new Set<string>();
  const responses = [
    ...Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => Object.values(operation.responses ?? {})),
    ),
    ...Object.values((document.components?.responses ?? {}) as Record<string, Response>),
  ];
  for (const response of responses) {
    const allOf = response.content?.["application/json"]?.schema?.allOf as Json[] | undefined;
    const codes = (allOf?.[1]?.properties as Record<string, Json> | undefined)?.code?.enum as
      | string[]
      | undefined;
    for (const c of codes ?? []) used.add(c);
  }
  const lines = (Object.keys(ERROR_CODES) as ErrorCode[])
    .filter((c) => used.has(c))
    .map((c) => `- \`${c}\` (${ERROR_CODES[c].status}): ${ERROR_CODES[c].meaning}`);
  code.description = `Stable and machine-readable; each operation's error responses list the ones it can answer:\n${lines.join("\n")}`;
}

/** Drops component schemas nothing refers to (fastify-type-provider-zod registers an input twin of each). */
function pruneSchemas(document: Document): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "$ref" && typeof child === "string" && child.startsWith("#/components/schemas/")) {
          const name = child.slice("#/components/schemas/".length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(child);
      }
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

/**
 * Turns the document @fastify/swagger builds from the routes' zod schemas into the published one:
 * operation ids, tags, security per route, the request side as the validators read it, every error
 * status with the `code`s the route can answer, descriptions, examples, no unused components.
 */
export function finishDocument<T>(input: T, entries: Operations): T {
  const document = input as Document;
  const schemas = document.components?.schemas ?? {};
  const paths: Document["paths"] = {};
  const shared: Record<string, Response> = {};
  for (const [rawPath, operations] of Object.entries(document.paths)) {
    const path = rawPath.replace("{*}", "{path}");
    paths[path] = operations;
    for (const [method, operation] of Object.entries(operations)) {
      const key = operationKey(method, path);
      const entry = entries.get(key);
      if (entry) operation.operationId = entry.operationId;
      if (entry?.auth) operation.security = SECURITY[entry.auth];
      if (!operation.description && operation.summary) operation.description = operation.summary;
      fixParameters(operation);
      fixRequestBody(key, operation, schemas, entry);
      fixResponses(method, path, operation, shared, entry);
    }
  }
  document.paths = paths;
  document.components = { ...document.components, responses: sortKeys(shared) };
  document.tags = TAGS;
  describeCodes(document);
  pruneSchemas(document);
  return document as T;
}
