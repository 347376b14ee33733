import { randomUUID } from "node:crypto";
import type { Logger } from "@playpal/platform";
import type { Expo, ExpoPushMessage, ExpoPushReceipt, ExpoPushTicket } from "expo-server-sdk";

export type PushMessage = ExpoPushMessage & { to: string; data: Record<string, string> };
export type PushTicket = ExpoPushTicket;
export type PushReceipt = ExpoPushReceipt;

/** The push port: what the notification pipeline needs of a push provider. */
export interface PushProvider {
  /** True for a structurally valid Expo push token. */
  isValidToken(token: string): Promise<boolean>;
  /** Splits messages into the provider's chunk size. */
  chunk(messages: PushMessage[]): Promise<PushMessage[][]>;
  /** Sends one chunk; one ticket per message, in order. */
  send(chunk: PushMessage[]): Promise<PushTicket[]>;
  chunkReceiptIds(ids: string[]): Promise<string[][]>;
  getReceipts(ids: string[]): Promise<Record<string, PushReceipt>>;
}

/**
 * The SDK is imported on first use, not at module load: it reads `EXPO_BASE_URL` when imported, and
 * tests point that at a local server speaking the Expo push API.
 */
let sdk: Promise<typeof import("expo-server-sdk")> | undefined;
const loadSdk = () => {
  sdk ??= import("expo-server-sdk");
  return sdk;
};

/** Expo push through expo-server-sdk (production, or any run with EXPO_ACCESS_TOKEN). */
export function createExpoPushProvider(options: { accessToken?: string }): PushProvider {
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
      return (await expo()).sendPushNotificationsAsync(chunk);
    },
    async chunkReceiptIds(ids) {
      return (await expo()).chunkPushNotificationReceiptIds(ids);
    },
    async getReceipts(ids) {
      return (await expo()).getPushNotificationReceiptsAsync(ids);
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
