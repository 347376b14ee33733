import { z } from "zod";
import { authUserSchema } from "../accounts/schema.ts";
import { isoDate } from "../http/schemas.ts";

/** The authenticate/create-account user, plus every other User field of SPEC.md and the profile. */
export const meSchema = authUserSchema
  .extend({
    tokenVersion: z.number().int(),
    isLive: z.boolean(),
    activeLiveStreamId: z.string().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    display_name: z.string(),
    bio: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    followersCount: z.number().int(),
    followingCount: z.number().int(),
    createdAt: isoDate,
  })
  .meta({ id: "Me" });

export const patchMeBody = z
  .object({
    display_name: z.string().trim().min(1).max(50),
    first_name: z.string().trim().min(1).max(50),
    last_name: z.string().trim().min(1).max(50),
    bio: z.string().trim().max(500).nullable(),
  })
  .partial()
  .strict();

export const USERNAME_RULE = /^[a-z0-9_]{3,20}$/;
export const onboardingBody = z.object({
  username: z
    .string()
    .trim()
    .regex(USERNAME_RULE, "must be 3-20 characters of lowercase letters, digits and underscores"),
});
