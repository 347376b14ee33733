export * from "./cdn.ts";
export * from "./local.ts";
export * from "./port.ts";
export * from "./s3.ts";
