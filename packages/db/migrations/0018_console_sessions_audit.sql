CREATE TABLE "console_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text,
	"stage" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"login_at" timestamp (3) with time zone,
	"seen_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"address" text,
	"user_agent" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "console_operators" ADD COLUMN "login_locked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "moderation_audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "moderation_audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "moderation_audit_log" ADD COLUMN "source_address" text;--> statement-breakpoint
ALTER TABLE "moderation_audit_log" ADD COLUMN "outcome" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_operator_id_console_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."console_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_sessions_operator_idx" ON "console_sessions" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE INDEX "console_sessions_expiry_idx" ON "console_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_verifications_pending_idx" ON "identity_verifications" USING btree ("submitted_at","user_id") WHERE "identity_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "moderation_audit_log_recent_idx" ON "moderation_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_audit_log_actor_idx" ON "moderation_audit_log" USING btree ("actor","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_audit_log_action_idx" ON "moderation_audit_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_audit_log_subject_idx" ON "moderation_audit_log" USING btree ("subject_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-added: sessions are rows of console_sessions now, deleted to end them; the version is gone.
ALTER TABLE "console_operators" DROP COLUMN "session_version";--> statement-breakpoint
-- Hand-added: a session's stage and an audit row's outcome are one of the few the code knows.
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_stage_check" CHECK ("stage" IN ('anonymous', 'password', 'full'));--> statement-breakpoint
ALTER TABLE "moderation_audit_log" ADD CONSTRAINT "moderation_audit_log_outcome_check" CHECK ("outcome" IN ('done', 'refused', 'failed'));
