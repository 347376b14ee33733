import { z } from "zod";
import { multipartBody } from "../http/multipart.ts";
import { cursorQuery, cursorSchema, idSchema, limitQuery } from "../http/schemas.ts";

export const userIdParams = z.object({ userId: idSchema });

export const profileSchema = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    display_name: z.string(),
    avatarUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    bio: z.string().nullable(),
    isLive: z.boolean(),
    activeLiveStreamId: z.string().nullable(),
    followersCount: z.number().int(),
    followingCount: z.number().int(),
    isFollowing: z.boolean().describe("The caller follows this user"),
    isBlocked: z.boolean().describe("The caller has blocked this user"),
    links: z
      .array(z.object({ id: z.string(), title: z.string(), url: z.string() }))
      .describe("The user's profile links, in order (`PUT /user/me/links`)"),
  })
  .meta({ id: "Profile" });

export const followStateSchema = z.object({ following: z.boolean() });
export const blockStateSchema = z.object({ blocked: z.boolean() });

export const userListItemSchema = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    display_name: z.string(),
    avatarUrl: z.string().nullable(),
    isFollowing: z.boolean().describe("The caller follows this user"),
  })
  .meta({ id: "UserListItem" });

export const userListSchema = z.object({
  items: z.array(userListItemSchema),
  nextCursor: cursorSchema.nullable(),
});

export const userListQuery = z.object({
  limit: limitQuery(50, 20),
  cursor: cursorQuery.optional(),
});

/** The twelve keys of SPEC.md's NotificationPreference, in its order. */
export const PREFERENCE_KEYS = [
  "pushEnabled",
  "likes",
  "comments",
  "newFollowers",
  "mentions",
  "directMessages",
  "liveStreams",
  "shopUpdates",
  "sessionUpdates",
  "emailMarketing",
  "emailUpdates",
  "emailSecurity",
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];
export type Preferences = Record<PreferenceKey, boolean>;

/** SPEC.md defaults: everything on except marketing email. */
export const DEFAULT_PREFERENCES: Preferences = {
  pushEnabled: true,
  likes: true,
  comments: true,
  newFollowers: true,
  mentions: true,
  directMessages: true,
  liveStreams: true,
  shopUpdates: true,
  sessionUpdates: true,
  emailMarketing: false,
  emailUpdates: true,
  emailSecurity: true,
};

const preferenceShape = Object.fromEntries(PREFERENCE_KEYS.map((k) => [k, z.boolean()])) as Record<
  PreferenceKey,
  z.ZodBoolean
>;

export const preferencesSchema = z.object(preferenceShape).meta({ id: "NotificationPreferences" });

/** Any subset of the twelve keys; an unknown key is refused. */
export const preferencesPatch = z.object(preferenceShape).partial().strict();

/** `POST /user/avatar` and `POST /user/banner`: one image in the file field `file`. */
export const imageUploadBody = multipartBody({}, { file: "A JPEG, PNG, WebP, GIF or HEIC image" });
