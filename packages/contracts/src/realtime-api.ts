/**
 * The API endpoints the realtime service calls back, each with the internal channel's secret
 * (`X-Realtime-Admin-Token`) and, for the questions asked on a user's behalf, that user's JWT as
 * `Authorization: Bearer`. The realtime service holds no business logic: who may join what, which
 * channels a user belongs to and who follows whom are answered by the API.
 */
import { z } from "zod";

export const realtimeApiPaths = {
  /** 2xx: the caller may join `dm:<conversationId>`; 403/404: refused. */
  dmAuthz: (conversationId: string) => `/api/v1/dm/${encodeURIComponent(conversationId)}/authz`,
  /** 2xx: the caller may join `room:<roomId>`; 403/404: refused. */
  roomAuthz: (roomId: string) => `/api/v1/room/${encodeURIComponent(roomId)}/authz`,
  /**
   * The ids of a user's followers, a page at a time (`?cursor=<nextCursor>`): `presenceAudienceResponse`.
   * Asked with the internal secret alone, not the user's JWT: the offline broadcast also follows a
   * disconnect for a revoked or expired token.
   */
  presenceAudience: (userId: string) => `/api/v1/internal/presence/${encodeURIComponent(userId)}/audience`,
  /**
   * POST `presenceAudiencesRequest`: the first page of the followers of each of up to
   * PRESENCE_AUDIENCE_BATCH_MAX users in one call (`presenceAudiencesResponse`), for announcing a storm
   * of presence changes; a longer audience continues with `presenceAudience` and the page's cursor.
   * Internal secret alone, as `presenceAudience`.
   */
  presenceAudiences: "/api/v1/internal/presence/audiences",
  /**
   * A user's current tokenVersion (`tokenVersionResponse`; 404 for an unknown user), asked with the
   * internal secret alone when the shared Redis cache has no entry: the realtime service keeps no
   * database connection.
   */
  tokenVersion: (userId: string) => `/api/v1/internal/users/${encodeURIComponent(userId)}/token-version`,
  /**
   * POST `internalUserIdsRequest`: `tokenVersion` for up to INTERNAL_BATCH_MAX users in one call
   * (`tokenVersionsResponse`): the misses of a storm of handshakes, gathered for a few milliseconds.
   */
  tokenVersions: "/api/v1/internal/users/token-versions",
  /**
   * POST `internalUserIdsRequest`: the channel ids of each of up to INTERNAL_BATCH_MAX users
   * (`channelMembershipsResponse`), asked with the internal secret for the sockets whose tokens the
   * realtime service has just checked.
   */
  channelMemberships: "/api/v1/internal/channels/memberships",
} as const;

/** Most users one batched internal call (`tokenVersions`, `channelMemberships`) asks about. */
export const INTERNAL_BATCH_MAX = 100;
export const internalUserIdsRequest = z.object({
  userIds: z.array(z.string().min(1).max(64)).min(1).max(INTERNAL_BATCH_MAX),
});
export type InternalUserIdsRequest = z.infer<typeof internalUserIdsRequest>;

export const tokenVersionResponse = z.object({
  tokenVersion: z.number().int().nonnegative(),
  /** ISO time a moderator's suspension ends, or null: a suspended user's tokens are refused meanwhile. */
  suspendedUntil: z.string().datetime().nullable().default(null),
});
export type TokenVersionResponse = z.infer<typeof tokenVersionResponse>;

/** Per requested user (each distinct one, in request order) its `tokenVersion`; unknown users are left out. */
export const tokenVersionsResponse = z.object({
  tokenVersions: z.array(tokenVersionResponse.extend({ userId: z.string() })),
});
export type TokenVersionsResponse = z.infer<typeof tokenVersionsResponse>;

/** Per requested user (each distinct one, in request order) its channel ids (none for an unknown user). */
export const channelMembershipsResponse = z.object({
  memberships: z.array(z.object({ userId: z.string(), channelIds: z.array(z.string()) })),
});
export type ChannelMembershipsResponse = z.infer<typeof channelMembershipsResponse>;

/** Largest page of `presenceAudience`. */
export const PRESENCE_AUDIENCE_PAGE_MAX = 1000;
export const presenceAudienceResponse = z.object({
  userIds: z.array(z.string()),
  /** Opaque; pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PresenceAudienceResponse = z.infer<typeof presenceAudienceResponse>;

/** Most users one `presenceAudiences` call asks about. */
export const PRESENCE_AUDIENCE_BATCH_MAX = 100;
/** Largest first page per user of `presenceAudiences` (its `limit`). */
export const PRESENCE_AUDIENCE_BATCH_PAGE_MAX = 1000;
export const presenceAudiencesRequest = z.object({
  userIds: z.array(z.string().min(1).max(64)).min(1).max(PRESENCE_AUDIENCE_BATCH_MAX),
  /** Followers per user in this first page (default 200). */
  limit: z.number().int().min(1).max(PRESENCE_AUDIENCE_BATCH_PAGE_MAX).optional(),
});
export type PresenceAudiencesRequest = z.infer<typeof presenceAudiencesRequest>;
export const presenceAudiencesResponse = z.object({
  /** One entry per distinct requested user, in request order (an unknown user has no followers). */
  audiences: z.array(
    z.object({
      userId: z.string(),
      userIds: z.array(z.string()),
      /** The `presenceAudience` cursor of the next page of this user's followers; null when complete. */
      nextCursor: z.string().nullable(),
    }),
  ),
});
export type PresenceAudiencesResponse = z.infer<typeof presenceAudiencesResponse>;
