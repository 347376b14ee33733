ALTER TABLE "reports" ADD COLUMN "hide_counted_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "comments_author_idx" ON "comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_hides_idx" ON "reports" USING btree ("reporter_id","hide_counted_at") WHERE "reports"."hide_counted_at" is not null;--> statement-breakpoint
CREATE INDEX "moderation_audit_log_actioned_subject_idx" ON "moderation_audit_log" USING btree ("subject_user_id") WHERE "moderation_audit_log"."action" in ('remove', 'suspend');