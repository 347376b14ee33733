import type { Executor } from "@playpal/db";
import * as q from "./queries.ts";

export interface LiveStateChange {
  userId: string;
  liveStreamId: string;
  isLive: boolean;
  /**
   * The stream went live and its followers may be pushed: the time of this claim (at most one per
   * stream an hour), else null.
   */
  pushClaimedAt: Date | null;
}

/**
 * Applies a provider's live-stream state event inside the caller's transaction: `active` -> the
 * stream `active`, the owner `isLive` with `activeLiveStreamId`; `idle`/`disconnected` -> `idle`,
 * `isLive` false and `activeLiveStreamId` cleared. Matched by the provider's stream id, else the
 * passthrough. An event older than the last one applied (providers do not promise order) changes
 * nothing, and neither does an event about an unknown stream. Going live also claims the followers'
 * push (throttled to once per stream an hour) in the same transaction. Returns the owner whose row was
 * written (`isLive` and `activeLiveStreamId` are written even when the stream's state did not change)
 * and the change, null for none; null when nothing was written.
 */
export async function applyLiveState(
  tx: Executor,
  event: { providerStreamId: string; passthrough?: string; active: boolean; at: Date },
): Promise<{ userId: string; change: LiveStateChange | null } | null> {
  const stream = await q.lockStreamForEvent(tx, event.providerStreamId, event.passthrough);
  if (!stream) return null;
  if (stream.statusEventAt && stream.statusEventAt > event.at) return null;
  const wasActive = stream.status === "active";
  await q.writeLiveState(tx, stream, event.active, event.at);
  if (wasActive === event.active) return { userId: stream.userId, change: null };
  const pushClaimedAt = event.active ? await q.claimLivePush(tx, stream.id) : null;
  return {
    userId: stream.userId,
    change: { userId: stream.userId, liveStreamId: stream.id, isLive: event.active, pushClaimedAt },
  };
}
