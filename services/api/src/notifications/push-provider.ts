import { randomUUID } from "node:crypto";
import type { Logger } from "@playpal/platform";
import type { Expo } from "expo-server-sdk";
import type { PushMessage, PushProvider } from "../deps.ts";

/**
 * The SDK is imported on first use, not at module load: it reads `EXPO_BASE_URL` when imported, and
 * tests point that at a local server speaking the Expo push API.
 */
let sdk: Promise<typeof import("expo-server-sdk")> | undefined;
const loadSdk = () => {
  sdk ??= import("expo-server-sdk");
  return sdk;
};

/**
 * Rejects when `work` has not settled within `ms`. The SDK's requests have no deadline of their own
 * (undici waits up to 5 minutes for an answer), and a fan-out job awaits its pushes: an Expo that
 * accepts and never answers would hold a notifications worker slot that long per batch.
 */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Expo push through expo-server-sdk (production, or any run with EXPO_ACCESS_TOKEN). Each request to
 * Expo fails after `timeoutMs` (default 10 s); the caller logs a failed chunk, and a receipts job
 * retries.
 */
export function createExpoPushProvider(options: { accessToken?: string; timeoutMs?: number }): PushProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let client: Expo | undefined;
  const expo = async () => {
    const { Expo } = await loadSdk();
    client ??= new Expo({ accessToken: options.accessToken });
    return client;
  };
  return {
    async isValidToken(token) {
      const { Expo } = await loadSdk();
      return Expo.isExpoPushToken(token);
    },
    async chunk(messages) {
      return (await expo()).chunkPushNotifications(messages) as PushMessage[][];
    },
    async send(chunk) {
      return withTimeout((await expo()).sendPushNotificationsAsync(chunk), timeoutMs, "Expo push send");
    },
    async chunkReceiptIds(ids) {
      return (await expo()).chunkPushNotificationReceiptIds(ids);
    },
    async getReceipts(ids) {
      return withTimeout((await expo()).getPushNotificationReceiptsAsync(ids), timeoutMs, "Expo receipts");
    },
  };
}

/** Local mode (no Expo credentials): every push is written to the log and acknowledged. */
export function createLogPushProvider(logger: Logger): PushProvider {
  const expo = createExpoPushProvider({});
  return {
    isValidToken: expo.isValidToken,
    chunk: expo.chunk,
    chunkReceiptIds: expo.chunkReceiptIds,
    async send(chunk) {
      for (const message of chunk) {
        logger.info({ to: message.to, title: message.title, data: message.data }, "push (local mode)");
      }
      return chunk.map(() => ({ status: "ok" as const, id: `local-${randomUUID()}` }));
    },
    async getReceipts(ids) {
      return Object.fromEntries(ids.map((id) => [id, { status: "ok" as const }]));
    },
  };
}
