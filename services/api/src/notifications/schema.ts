import { notificationSchema } from "@playpal/contracts";
import { z } from "zod";
import { cursorQuery, cursorSchema, idSchema, limitQuery } from "../http/schemas.ts";

/** The item of API.md "Notifications" (in `@playpal/contracts`: `notification:new` carries it too). */
export { notificationSchema };

export const listQuery = z.object({
  limit: limitQuery(50, 20),
  cursor: cursorQuery.optional(),
  unreadOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .meta({ description: "`true` lists unread notifications only" }),
});

export const notificationPage = z
  .object({ items: z.array(notificationSchema), nextCursor: cursorSchema.nullable() })
  .meta({ id: "NotificationPage" });

export const unreadCountSchema = z.object({ count: z.number().int() }).meta({ id: "UnreadCount" });

export const notificationParams = z.object({ id: idSchema });

export const pushTokenBody = z.object({
  token: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .meta({ description: "An Expo push token (ExponentPushToken[...])" }),
});

/** DELETE /user/push-token: `{ token }` removes that token; no body removes every token of the caller. */
export const deletePushTokenBody = pushTokenBody.nullish();
