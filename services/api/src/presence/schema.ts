import {
  PRESENCE_AUDIENCE_BATCH_MAX,
  PRESENCE_AUDIENCE_BATCH_PAGE_MAX,
  PRESENCE_AUDIENCE_PAGE_MAX,
  presenceAudienceResponse,
  presenceAudiencesResponse,
} from "@playpal/contracts";
import { z } from "zod";
import { idSchema } from "../http/schemas.ts";

export const audienceParams = z.object({ userId: idSchema });

export const audienceQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PRESENCE_AUDIENCE_PAGE_MAX).default(PRESENCE_AUDIENCE_PAGE_MAX),
});

export const audienceResponse = presenceAudienceResponse.meta({ id: "PresenceAudience" });

export const audiencesBody = z.object({
  userIds: z.array(idSchema).min(1).max(PRESENCE_AUDIENCE_BATCH_MAX),
  limit: z.number().int().min(1).max(PRESENCE_AUDIENCE_BATCH_PAGE_MAX).optional(),
});

export const audiencesResponse = presenceAudiencesResponse.meta({ id: "PresenceAudiences" });
