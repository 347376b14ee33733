import { webhookEvents } from "@playpal/db";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import { applyLiveState, type LiveStateChange } from "../livestreams/live-state.ts";
import * as media from "../media/queries.ts";
import { queuePosterScreening } from "../media/service.ts";
import { announceMediaChange, announceMediaFailed } from "../media/status.ts";
import { LIVE_STREAM_NOOP_EVENTS, type MuxAsset, type MuxEvent, muxAssetSchema } from "./mux-schema.ts";

const LIVE_STATES: Record<string, boolean> = {
  "video.live_stream.active": true,
  "video.live_stream.idle": false,
  "video.live_stream.disconnected": false,
};
const NOOP = new Set<string>(LIVE_STREAM_NOOP_EVENTS);

type Outcome =
  | { kind: "duplicate" }
  | { kind: "none" }
  | { kind: "live"; userId: string; change: LiveStateChange | null }
  | { kind: "media"; row: media.MediaRow }
  | { kind: "screen"; row: media.MediaRow };

/** `video.asset.ready` -> the HLS playback, the provider's poster, size and duration; `ready`. */
function readyValues(asset: MuxAsset): media.ReadyValues {
  const playback = asset.playback_ids?.find((p) => p.policy === "public") ?? asset.playback_ids?.[0];
  const video = asset.tracks?.find((t) => t.type === "video");
  return {
    providerAssetId: asset.id,
    playbackId: playback?.id ?? null,
    width: video?.max_width ?? null,
    height: video?.max_height ?? null,
    duration: asset.duration ?? null,
  };
}

function erroredMessage(asset: MuxAsset): string {
  const messages = asset.errors?.messages?.filter(Boolean) ?? [];
  return messages.length > 0
    ? `The video could not be processed: ${messages.join("; ")}`
    : "The video could not be processed";
}

/**
 * One verified Mux event, processed once per event id: the `webhook_events` row and the change it
 * causes are written in one transaction, so a redelivery (or two deliveries at once: the unique key
 * makes the second wait, then find the row) changes nothing more. Live-stream state events follow
 * SPEC.md's Livestream table, asset events API.md's "Media processing" (with screening on, a ready asset
 * waits `processing` for its poster's screening job, API.md "Sensitive media"); the six no-op live-stream
 * events and unknown types are acknowledged and ignored. The side effects of a change (the author's
 * or followers' sockets, caches, pushes) run after the commit.
 */
export async function handleMuxEvent(
  deps: Deps,
  event: MuxEvent,
): Promise<{ received: true; duplicate: boolean }> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ provider: "mux", eventId: event.id })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!fresh) return { kind: "duplicate" };

    const active = LIVE_STATES[event.type];
    if (active !== undefined && event.data?.id) {
      const written = await applyLiveState(tx, {
        providerStreamId: event.data.id,
        passthrough: event.data.passthrough ?? undefined,
        active,
        at: event.created_at ? new Date(event.created_at) : new Date(),
      });
      return written ? { kind: "live", ...written } : { kind: "none" };
    }
    if (event.type === "video.asset.ready" || event.type === "video.asset.errored") {
      const asset = muxAssetSchema.safeParse(event.data);
      if (!asset.success) return { kind: "none" };
      const target = await media.lockMediaForAsset(tx, asset.data.id, asset.data.passthrough ?? undefined);
      if (!target) return { kind: "none" };
      if (event.type === "video.asset.ready" && deps.classifier) {
        // Playable, but not `ready` before its poster frame is screened (the job queued below).
        const row = await media.recordProviderReady(tx, target.id, readyValues(asset.data));
        return row ? { kind: "screen", row } : { kind: "none" };
      }
      const row =
        event.type === "video.asset.ready"
          ? await media.markReady(tx, target.id, readyValues(asset.data))
          : await media.markFailed(tx, target.id, erroredMessage(asset.data));
      return row ? { kind: "media", row } : { kind: "none" };
    }
    if (!NOOP.has(event.type) && active === undefined) {
      deps.logger.info({ type: event.type, eventId: event.id }, "mux event ignored");
    }
    return { kind: "none" };
  });

  if (outcome.kind === "screen") await queuePosterScreening(deps, outcome.row);
  if (outcome.kind === "media") {
    // An errored asset stops serving its original, as a failure in the media worker does.
    if (outcome.row.status === "failed") await announceMediaFailed(deps, outcome.row);
    else await announceMediaChange(deps, outcome.row);
  }
  if (outcome.kind === "live") {
    // The owner's cached account shows `isLive` and `activeLiveStreamId`.
    await publish(deps, "user.changed", { userIds: [outcome.userId] });
    const change = outcome.change;
    if (change?.isLive) {
      const { userId, liveStreamId, pushClaimedAt } = change;
      await publish(deps, "livestream.started", { userId, liveStreamId, pushClaimedAt });
    } else if (change) {
      await publish(deps, "livestream.ended", { userId: change.userId, liveStreamId: change.liveStreamId });
    }
  }
  return { received: true, duplicate: outcome.kind === "duplicate" };
}
