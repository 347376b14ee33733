export * from "./accounts.ts";
export * from "./commerce.ts";
export * from "./discovery.ts";
export * from "./ledger.ts";
export * from "./messaging.ts";
export * from "./notifications.ts";
export * from "./payouts.ts";
export * from "./social.ts";
