export * from "./accounts.ts";
export * from "./commerce.ts";
export * from "./messaging.ts";
export * from "./notifications.ts";
export * from "./social.ts";
export * from "./trust.ts";
