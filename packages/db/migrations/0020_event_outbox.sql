CREATE TABLE "event_deliveries" (
	"event_id" text NOT NULL,
	"consumer" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp (3) with time zone,
	"parked_at" timestamp (3) with time zone,
	CONSTRAINT "event_deliveries_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_event_outbox_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."event_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("next_attempt_at") WHERE "event_deliveries"."delivered_at" is null and "event_deliveries"."parked_at" is null;--> statement-breakpoint
CREATE INDEX "event_deliveries_parked_idx" ON "event_deliveries" USING btree ("parked_at") WHERE "event_deliveries"."parked_at" is not null and "event_deliveries"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "event_outbox_created_idx" ON "event_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_recipient_key" ON "notifications" USING btree ("event_id","recipient_id","type") WHERE "notifications"."event_id" is not null;