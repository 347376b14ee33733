import type { BackgroundJobs } from "@playpal/contracts";
import type { NotificationType } from "@playpal/db";
import { pushOutcomes } from "@playpal/platform";
import type { Deps, PushMessage } from "../deps.ts";
import { DEFAULT_PREFERENCES, type PreferenceKey, type Preferences } from "../profiles/schema.ts";
import * as q from "./queries.ts";

/** The preference key that gates each type's push (SPEC.md "NotificationPreference"); null: only pushEnabled. */
export const PUSH_PREFERENCE: Record<NotificationType, PreferenceKey | null> = {
  LIKE_POST: "likes",
  LIKE_COMMENT: "likes",
  COMMENT: "comments",
  NEW_FOLLOWER: "newFollowers",
  MENTION: "mentions",
  DIRECT_MESSAGE: "directMessages",
  SESSION_BOOKED: "sessionUpdates",
  SESSION_CANCELLED: "sessionUpdates",
  SESSION_REMINDER: "sessionUpdates",
  CHANNEL_ROOM_CREATED: null,
  NEW_SUBSCRIBER: "shopUpdates",
  SYSTEM: null,
};

const NOT_REGISTERED = "DeviceNotRegistered";
/** Expo's ticket error codes, the only values the `error` label of push_messages_total takes (else `other`). */
const TICKET_ERRORS = new Set([
  NOT_REGISTERED,
  "MessageTooBig",
  "MessageRateExceeded",
  "MismatchSenderId",
  "InvalidCredentials",
]);

export function pushAllowed(preferences: Preferences, type: NotificationType): boolean {
  const key = PUSH_PREFERENCE[type];
  return preferences.pushEnabled && (key === null || preferences[key]);
}

/**
 * Each user's valid Expo push tokens with their preferences (defaults where none are stored), in one
 * read; users with no token are absent.
 */
async function pushTargetsOf(
  deps: Pick<Deps, "db" | "push">,
  userIds: string[],
): Promise<Map<string, { preferences: Preferences; tokens: string[] }>> {
  const targets = new Map<string, { preferences: Preferences; tokens: string[] }>();
  for (const row of await q.findPushTargets(deps.db, userIds)) {
    if (!(await deps.push.isValidToken(row.token))) continue;
    let target = targets.get(row.userId);
    if (!target) {
      const preferences = { ...DEFAULT_PREFERENCES };
      if (row.preferences) {
        for (const key of Object.keys(DEFAULT_PREFERENCES) as PreferenceKey[]) {
          preferences[key] = row.preferences[key];
        }
      }
      target = { preferences, tokens: [] };
      targets.set(row.userId, target);
    }
    target.tokens.push(row.token);
  }
  return targets;
}

/**
 * Sends the push of each stored notification to its recipient's devices: only when the recipient's
 * preferences allow the type, only to valid Expo tokens, in the SDK's chunk size. A ticket reporting
 * `DeviceNotRegistered` deletes its token at once; the receipts of accepted tickets are checked later by
 * the delayed `push.receipts` job. Never throws: every failure is logged and swallowed, the notification
 * row is already stored.
 */
export async function sendPushes(deps: Deps, rows: q.NotificationRow[]): Promise<void> {
  try {
    if (rows.length === 0) return;
    const recipients = [...new Set(rows.map((r) => r.recipientId))];
    const targets = await pushTargetsOf(deps, recipients);
    const messages: PushMessage[] = [];
    for (const row of rows) {
      const target = targets.get(row.recipientId);
      if (!target || !pushAllowed(target.preferences, row.type)) continue;
      for (const to of target.tokens) {
        messages.push({
          to,
          title: row.title,
          ...(row.body ? { body: row.body } : {}),
          data: row.data,
          sound: "default",
        });
      }
    }
    await sendMessages(deps, messages);
  } catch (error) {
    deps.logger.error({ err: (error as Error).message }, "push delivery failed");
  }
}

/**
 * Sends push messages in the SDK's chunk size: a ticket reporting `DeviceNotRegistered` deletes its
 * token at once; the receipts of accepted tickets are checked later by the delayed `push.receipts` job.
 */
async function sendMessages(deps: Deps, messages: PushMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const dead = new Set<string>();
  const receipts: BackgroundJobs["push.receipts"] = { ticketIds: [], tokensByTicket: {} };
  const chunks = await deps.push.chunk(messages);
  await Promise.all(
    chunks.map(async (chunk) => {
      try {
        const tickets = await deps.push.send(chunk);
        tickets.forEach((ticket, i) => {
          const to = chunk[i]?.to;
          if (!to) return;
          if (ticket.status === "ok") {
            pushOutcomes.inc({ outcome: "ok", error: "" });
            receipts.ticketIds.push(ticket.id);
            receipts.tokensByTicket[ticket.id] = to;
          } else {
            const code = ticket.details?.error ?? "";
            pushOutcomes.inc({ outcome: "error", error: TICKET_ERRORS.has(code) ? code : "other" });
            if (code === NOT_REGISTERED) dead.add(to);
            deps.logger.warn({ error: code, message: ticket.message }, "push ticket error");
          }
        });
      } catch (error) {
        pushOutcomes.inc({ outcome: "failed", error: "" }, chunk.length);
        deps.logger.warn({ err: (error as Error).message, size: chunk.length }, "push chunk failed");
      }
    }),
  );
  if (dead.size > 0) await q.deletePushTokensByValue(deps.db, [...dead]);
  if (receipts.ticketIds.length > 0) {
    await deps.queues.background.add("push.receipts", receipts, {
      delay: deps.config.PUSH_RECEIPT_DELAY_MS,
      attempts: 5,
      backoff: { type: "exponential", delay: 60_000 },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
  }
}

/**
 * A push with no stored notification (SPEC.md has no notification type for it, e.g. a creator's new
 * product): sent to each recipient's valid tokens when `pushEnabled` and `preference` are on. Never
 * throws; failures are logged.
 */
export async function sendPlainPushes(
  deps: Deps,
  recipientIds: string[],
  content: { title: string; body?: string; data: Record<string, string> },
  preference: PreferenceKey,
): Promise<number> {
  try {
    if (recipientIds.length === 0) return 0;
    const messages: PushMessage[] = [];
    for (const { preferences, tokens } of (await pushTargetsOf(deps, recipientIds)).values()) {
      if (!preferences.pushEnabled || !preferences[preference]) continue;
      for (const to of tokens) {
        messages.push({
          to,
          title: content.title,
          ...(content.body ? { body: content.body } : {}),
          data: content.data,
          sound: "default",
        });
      }
    }
    await sendMessages(deps, messages);
    return messages.length;
  } catch (error) {
    deps.logger.error({ err: (error as Error).message }, "push delivery failed");
    return 0;
  }
}

/**
 * The `push.receipts` job: asks the provider for the receipts of earlier tickets and deletes every
 * token a receipt reports as `DeviceNotRegistered`. A provider failure throws, so BullMQ retries.
 */
export async function checkPushReceipts(
  deps: Deps,
  data: BackgroundJobs["push.receipts"],
): Promise<{ checked: number; removed: number }> {
  const dead = new Set<string>();
  let checked = 0;
  for (const ids of await deps.push.chunkReceiptIds(data.ticketIds)) {
    const receipts = await deps.push.getReceipts(ids);
    for (const [id, receipt] of Object.entries(receipts)) {
      checked += 1;
      if (receipt.status !== "error") continue;
      deps.logger.warn(
        { ticketId: id, error: receipt.details?.error, message: receipt.message },
        "push receipt error",
      );
      const token = data.tokensByTicket[id];
      if (receipt.details?.error === NOT_REGISTERED && token) dead.add(token);
    }
  }
  await q.deletePushTokensByValue(deps.db, [...dead]);
  return { checked, removed: dead.size };
}
