CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider_account_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_fences" (
	"name" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"epoch" bigint NOT NULL,
	"acquired_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"destination" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"transfer_id" text,
	"run_token" text NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_period_format" CHECK ("payouts"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_provider_key" ON "payout_accounts" USING btree ("provider_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_creator_period_key" ON "payouts" USING btree ("creator_id","period");--> statement-breakpoint
CREATE INDEX "payouts_period_status_idx" ON "payouts" USING btree ("period","status");--> statement-breakpoint
CREATE INDEX "payouts_creator_history_idx" ON "payouts" USING btree ("creator_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_transfer_key" ON "payouts" USING btree ("transfer_id");