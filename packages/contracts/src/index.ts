export * from "./dto.ts";
export * from "./error-codes.ts";
export * from "./events.ts";
export * from "./jobs.ts";
export * from "./realtime-api.ts";
