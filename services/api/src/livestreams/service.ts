import { createId } from "@paralleldrive/cuid2";
import type { Cursor } from "@playpal/db";
import { pgError, toPage } from "@playpal/db";
import { forbidden, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { enforce } from "../http/policy.ts";
import { isBlockedEitherWay } from "../profiles/graph.ts";
import { presentUserSummary } from "../users/summary.ts";
import { chatPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import type { CredentialsDto, MessageDto } from "./schema.ts";

function presentCredentials(deps: Deps, row: q.StreamRow): CredentialsDto {
  return {
    id: row.id,
    providerStreamId: row.providerStreamId,
    streamKey: row.streamKey,
    videoPlaybackId: row.playbackId,
    // SPEC.md's two stream states; webhooks only ever store these.
    status: row.status === "active" ? "active" : "idle",
    rtmpUrl: deps.video.rtmpUrl,
    playbackUrl: deps.video.playbackUrl(row.playbackId),
  };
}

function presentMessage(deps: Deps, row: q.MessageRow): MessageDto {
  return {
    id: row.id,
    liveStreamId: row.liveStreamId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    sender: presentUserSummary(deps.storage, row.sender),
  };
}

/**
 * The user's LiveStream row. Registration creates it; a user without one (made by a seed, say) gets one
 * here: a provider stream whose passthrough is the new row's id, inserted unless a concurrent request
 * already inserted theirs, in which case our provider stream is deleted again and theirs is returned.
 */
async function ensureStream(deps: Deps, userId: string): Promise<q.StreamRow> {
  const existing = await q.findStreamByUser(deps.db, userId);
  if (existing) return existing;
  const id = createId();
  const credentials = await deps.video.createLiveStream(id);
  let inserted = false;
  try {
    inserted = await q.insertStreamIfAbsent(deps.db, {
      id,
      userId,
      providerStreamId: credentials.providerStreamId,
      streamKey: credentials.streamKey,
      playbackId: credentials.playbackId,
      status: "idle",
    });
  } finally {
    if (!inserted) {
      await deps.video
        .deleteLiveStream(credentials.providerStreamId)
        .catch((error: Error) =>
          deps.logger.warn(
            { err: error.message, providerStreamId: credentials.providerStreamId },
            "orphaned live stream not deleted",
          ),
        );
    }
  }
  const row = await q.findStreamByUser(deps.db, userId);
  if (!row) throw new Error("live stream missing right after its insert");
  return row;
}

/** The caller's own stream credentials (never anyone else's: the only input is the caller's id). */
export async function getCredentials(deps: Deps, userId: string): Promise<CredentialsDto> {
  return presentCredentials(deps, await ensureStream(deps, userId));
}

/**
 * A new stream key from the provider for the caller's stream, stored. The row stays locked while the
 * provider resets the key, so two concurrent regenerations cannot leave the database holding the key
 * the provider replaced a moment later.
 */
export async function regenerateStreamKey(deps: Deps, userId: string): Promise<{ streamKey: string }> {
  await ensureStream(deps, userId);
  return deps.db.transaction(async (tx) => {
    const row = await q.lockStreamByUser(tx, userId);
    if (!row) throw new Error("live stream vanished");
    const streamKey = await deps.video.resetStreamKey(row.providerStreamId);
    await q.setStreamKey(tx, row.id, streamKey);
    return { streamKey };
  });
}

/**
 * The stream's owner; 404 when the stream does not exist, 403 when the caller and the owner are in a
 * block (either way): a blocked pair neither reads nor writes each other's chat.
 */
async function loadChatStream(deps: Deps, userId: string, liveStreamId: string) {
  const stream = await q.findStreamOwner(deps.db, liveStreamId);
  if (!stream) throw notFound("Live stream not found");
  enforce(chatPolicy({ blocked: await isBlockedEitherWay(deps.db, userId, stream.userId) }), {
    BLOCKED: () => forbidden("You cannot chat on this live stream", "BLOCKED"),
  });
  return stream;
}

/** A page of the stream's chat, newest first, minus messages of senders in a block with the caller. */
export async function listMessages(
  deps: Deps,
  userId: string,
  liveStreamId: string,
  options: { limit: number; cursor?: Cursor },
) {
  await loadChatStream(deps, userId, liveStreamId);
  const rows = await q.listMessages(deps.db, userId, liveStreamId, options);
  const page = toPage(rows, options.limit, (r) => r);
  return { items: page.items.map((r) => presentMessage(deps, r)), nextCursor: page.nextCursor };
}

/**
 * Stores a chat message. Allowed whatever the stream's status: SPEC.md describes the messages as stored
 * chat, and a chat before or after the broadcast (waiting room, replay) is still chat about the stream.
 */
export async function postMessage(
  deps: Deps,
  userId: string,
  liveStreamId: string,
  body: string,
): Promise<MessageDto> {
  await loadChatStream(deps, userId, liveStreamId);
  try {
    return presentMessage(deps, await q.insertMessage(deps.db, { liveStreamId, userId, body }));
  } catch (error) {
    // The stream was deleted (its owner's account with it) since it was loaded.
    if (pgError(error)?.code === "23503") throw notFound("Live stream not found");
    throw error;
  }
}
