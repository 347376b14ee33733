import { channelMembers, channels, notifications } from "@playpal/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";
import { fanoutRoomCreated } from "../notifications/room-created-fanout.ts";

const ctx = useTestApp();

describe("CHANNEL_ROOM_CREATED fan-out run again", () => {
  // BullMQ runs a job again when its worker died or stalled mid-job, or when the job failed after a
  // batch was notified but before its progress was recorded (Redis lost for updateProgress): the
  // re-run starts from the last recorded batch, possibly the very first.
  it("notifies each member once, however many batches were already notified", async () => {
    const owner = await registerUser(ctx.app);
    const [channel] = await ctx.db.insert(channels).values({ ownerId: owner.id, name: "Reruns" }).returning();
    const members: string[] = [];
    for (let i = 0; i < 3; i++) members.push((await registerUser(ctx.app)).id);
    await ctx.db
      .insert(channelMembers)
      .values([
        { channelId: channel?.id as string, userId: owner.id, role: "owner" as const },
        ...members.map((userId) => ({ channelId: channel?.id as string, userId })),
      ]);
    const data = { channelId: channel?.id as string, roomId: "rerun_room", actorId: owner.id };

    expect((await fanoutRoomCreated(ctx.deps, data, { batchSize: 2 })).notified).toBe(3);
    // The re-run, with no progress recorded.
    expect((await fanoutRoomCreated(ctx.deps, data, { batchSize: 2 })).notified).toBe(0);

    const rows = await ctx.db
      .select({ recipientId: notifications.recipientId })
      .from(notifications)
      .where(and(eq(notifications.type, "CHANNEL_ROOM_CREATED"), eq(notifications.targetId, data.roomId)));
    expect(rows.map((r) => r.recipientId).sort()).toEqual([...members].sort());
  });
});
