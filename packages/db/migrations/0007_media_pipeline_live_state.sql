CREATE TABLE "pending_uploads" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "went_live_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "status_event_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "live_push_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "display_key" text;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_uploads_created_idx" ON "pending_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_streams_live_idx" ON "live_streams" USING btree ("went_live_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "live_streams"."status" = 'active';--> statement-breakpoint
CREATE INDEX "media_unfinished_idx" ON "media" USING btree ("created_at") WHERE "media"."status" in ('pending', 'processing');