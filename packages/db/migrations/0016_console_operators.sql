CREATE TABLE "console_operators" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_enrolled_at" timestamp (3) with time zone,
	"session_version" text DEFAULT '1' NOT NULL,
	"last_login_at" timestamp (3) with time zone,
	"revoked_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "console_operators_username_key" ON "console_operators" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "console_operators_active_idx" ON "console_operators" USING btree ("role") WHERE "console_operators"."revoked_at" is null;--> statement-breakpoint
-- Hand-added: a role is one of the four the console knows (docs/console.md).
ALTER TABLE "console_operators" ADD CONSTRAINT "console_operators_role_check" CHECK ("role" IN ('moderator', 'verifier', 'finance', 'admin'));
