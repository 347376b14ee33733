import type { Storage } from "@playpal/platform";
import type { z } from "zod";
import type { Deps } from "../deps.ts";
import { presentUserSummary } from "../users/views.ts";
import type * as q from "./queries.ts";
import type { credentialsSchema, liveUserSchema, messageSchema } from "./schema.ts";

/** Wire objects are named `<Thing>View`; the functions that build them `present<Thing>` (as posts/views.ts). */
export type CredentialsView = z.infer<typeof credentialsSchema>;
export type LiveStreamMessageView = z.infer<typeof messageSchema>;
export type LiveUserView = z.infer<typeof liveUserSchema>;

/** The URLs a view derives from the video provider's configuration (no I/O). */
type VideoUrls = Pick<Deps["video"], "rtmpUrl" | "playbackUrl">;

/** The owner's own stream credentials. */
export function presentCredentials(video: VideoUrls, row: q.StreamRow): CredentialsView {
  return {
    id: row.id,
    providerStreamId: row.providerStreamId,
    streamKey: row.streamKey,
    videoPlaybackId: row.playbackId,
    // SPEC.md's two stream states; webhooks only ever store these.
    status: row.status === "active" ? "active" : "idle",
    rtmpUrl: video.rtmpUrl,
    playbackUrl: video.playbackUrl(row.playbackId),
  };
}

export function presentLiveStreamMessage(row: q.MessageRow, storage: Storage): LiveStreamMessageView {
  return {
    id: row.id,
    liveStreamId: row.liveStreamId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    sender: presentUserSummary(storage, row.sender),
  };
}

/** One user of `GET /livestreams/live`. */
export function presentLiveUser(
  row: q.LiveUserRow,
  isFollowing: boolean,
  storage: Storage,
  video: VideoUrls,
): LiveUserView {
  return {
    ...presentUserSummary(storage, row),
    isLive: true,
    activeLiveStreamId: row.liveStreamId,
    playbackUrl: video.playbackUrl(row.playbackId),
    liveSince: row.wentLiveAt.toISOString(),
    isFollowing,
  };
}
