import type { Cursor } from "@playpal/db";
import { newId, pgError, toPage } from "@playpal/db";
import { badRequest, forbidden, notFound } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { enforce } from "../http/policy.ts";
import { isBlockedEitherWay } from "../profiles/graph.ts";
import { chatPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import {
  type CredentialsView,
  type LiveStreamMessageView,
  type LiveUserView,
  presentCredentials,
  presentLiveStreamMessage,
  presentLiveUser,
} from "./views.ts";

/**
 * The user's LiveStream row. Registration creates it; a user without one (made by a seed, say) gets one
 * here: a provider stream whose passthrough is the new row's id, inserted unless a concurrent request
 * already inserted theirs, in which case our provider stream is deleted again and theirs is returned.
 */
async function ensureStream(deps: Deps, userId: string): Promise<q.StreamRow> {
  const existing = await q.findStreamByUser(deps.db, userId);
  if (existing) return existing;
  const id = newId();
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
export async function getCredentials(deps: Deps, userId: string): Promise<CredentialsView> {
  return presentCredentials(deps.video, await ensureStream(deps, userId));
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
  return {
    items: page.items.map((r) => presentLiveStreamMessage(r, deps.storage)),
    nextCursor: page.nextCursor,
  };
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
): Promise<LiveStreamMessageView> {
  await loadChatStream(deps, userId, liveStreamId);
  try {
    return presentLiveStreamMessage(
      await q.insertMessage(deps.db, { liveStreamId, userId, body }),
      deps.storage,
    );
  } catch (error) {
    // The stream was deleted (its owner's account with it) since it was loaded.
    if (pgError(error)?.code === "23503") throw notFound("Live stream not found");
    throw error;
  }
}

type LivePosition = { followed: boolean; after: { at: Date; id: string } | null };

const encodeLiveCursor = (p: LivePosition) =>
  Buffer.from(
    JSON.stringify([p.followed ? 1 : 0, p.after?.at.toISOString() ?? null, p.after?.id ?? null]),
  ).toString("base64url");

function decodeLiveCursor(value: string): LivePosition {
  try {
    const [followed, at, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown[];
    if ((followed !== 0 && followed !== 1) || (at === null) !== (id === null)) throw new Error("bad cursor");
    if (at === null) return { followed: followed === 1, after: null };
    const date = new Date(String(at));
    if (typeof id !== "string" || id.length > 64 || Number.isNaN(date.getTime()))
      throw new Error("bad cursor");
    return { followed: followed === 1, after: { at: date, id } };
  } catch {
    throw badRequest("Invalid cursor", "INVALID_CURSOR");
  }
}

/**
 * `GET /livestreams/live`: users live now, those the caller follows first, then everyone else, each
 * group newest broadcast first; keyset-paginated with an opaque cursor that also says which group it
 * is in. The caller and users in a block with them are left out.
 */
export async function listLiveNow(
  deps: Deps,
  viewerId: string,
  query: { limit: number; cursor?: string },
): Promise<{ items: LiveUserView[]; nextCursor: string | null }> {
  let position: LivePosition = query.cursor
    ? decodeLiveCursor(query.cursor)
    : { followed: true, after: null };
  const items: LiveUserView[] = [];
  const present = (row: q.LiveUserRow, isFollowing: boolean) =>
    presentLiveUser(row, isFollowing, deps.storage, deps.video);
  const keyOf = (row: q.LiveUserRow) => ({ at: row.wentLiveAt, id: row.liveStreamId });
  if (position.followed) {
    const rows = await q.listLiveUsers(deps.db, viewerId, {
      followed: true,
      limit: query.limit + 1,
      after: position.after,
    });
    const page = rows.slice(0, query.limit);
    items.push(...page.map((r) => present(r, true)));
    const last = page.at(-1);
    if (rows.length > query.limit && last) {
      return { items, nextCursor: encodeLiveCursor({ followed: true, after: keyOf(last) }) };
    }
    position = { followed: false, after: null };
  }
  const room = query.limit - items.length;
  const rows = await q.listLiveUsers(deps.db, viewerId, {
    followed: false,
    limit: room + 1,
    after: position.after,
  });
  const page = rows.slice(0, room);
  items.push(...page.map((r) => present(r, false)));
  const last = page.at(-1);
  const more = rows.length > room;
  const nextCursor = !more
    ? null
    : encodeLiveCursor({ followed: false, after: last ? keyOf(last) : position.after });
  return { items, nextCursor };
}
