ALTER TABLE "notifications" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source_id" text;--> statement-breakpoint
CREATE INDEX "notifications_source_idx" ON "notifications" USING btree ("source_type","source_id") WHERE "notifications"."source_type" is not null;