DROP INDEX "conversation_participants_user_idx";--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "last_activity_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "conversation_participants" p SET "last_activity_at" = coalesce(c."last_message_at", c."created_at") FROM "conversations" c WHERE c."id" = p."conversation_id";--> statement-breakpoint
ALTER TABLE "conversation_participants" ALTER COLUMN "last_activity_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "conversation_participants_user_activity_idx" ON "conversation_participants" USING btree ("user_id","last_activity_at" DESC NULLS LAST,"conversation_id" DESC NULLS LAST);
