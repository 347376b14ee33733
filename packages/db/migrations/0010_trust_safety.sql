CREATE TABLE "account_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"error_message" text,
	"expires_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"report_id" text,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"subject_user_id" text,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "purge_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "purged_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "account_exports" ADD CONSTRAINT "account_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_exports_user_idx" ON "account_exports" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_exports_expiry_idx" ON "account_exports" USING btree ("expires_at") WHERE "account_exports"."expires_at" is not null;--> statement-breakpoint
CREATE INDEX "moderation_audit_log_target_idx" ON "moderation_audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "users_purge_due_idx" ON "users" USING btree ("purge_at") WHERE "users"."purge_at" is not null;--> statement-breakpoint
-- Hand-added: reports filed twice before reports became unique per (reporter, target) keep the oldest.
DELETE FROM "reports" r USING "reports" older
  WHERE r."reporter_id" = older."reporter_id" AND r."target_type" = older."target_type" AND r."target_id" = older."target_id"
    AND (older."created_at", older."id") < (r."created_at", r."id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_key" ON "reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."status" = 'open';--> statement-breakpoint
-- Hand-added: the moderation audit log is append-only.
CREATE FUNCTION "moderation_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_audit_log is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_audit_log_no_update_delete" BEFORE UPDATE OR DELETE ON "moderation_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "moderation_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "moderation_audit_log_no_truncate" BEFORE TRUNCATE ON "moderation_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_audit_log_append_only"();
