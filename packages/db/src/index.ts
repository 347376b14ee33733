export * from "./audit.ts";
export * from "./client.ts";
export * from "./errors.ts";
export * from "./migrate.ts";
export * from "./pagination.ts";
export * from "./replicas.ts";
export * from "./schema/index.ts";
