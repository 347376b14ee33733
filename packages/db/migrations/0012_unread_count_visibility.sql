-- The unread count leaves out notifications of hidden actors, as the list does (issue 13): the actor joins
-- the partial unread index (the count stays an index-only scan) and the few hidden accounts get their own.
DROP INDEX "notifications_unread_idx";--> statement-breakpoint
CREATE INDEX "users_hidden_idx" ON "users" USING btree ("id") WHERE "users"."deactivated_at" is not null or "users"."suspended_until" is not null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"actor_id") WHERE "notifications"."read" = false;