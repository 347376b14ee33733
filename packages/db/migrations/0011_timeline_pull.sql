-- Accounts whose posts are merged into home feeds at read time instead of fanned out (issue 13).
ALTER TABLE "users" ADD COLUMN "timeline_pull" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_timeline_pull_idx" ON "users" USING btree ("id") WHERE "users"."timeline_pull";