ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "screening" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "marked_sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "media_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "scores" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_automatic_media_key" ON "reports" USING btree ("media_id") WHERE "reports"."automatic";--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_moderation_status_check" CHECK ("posts"."moderation_status" in ('none', 'flagged', 'hidden'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_or_automatic" CHECK (("reports"."reporter_id" is null) = "reports"."automatic");