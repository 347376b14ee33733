-- The transactional outbox of home-timeline fan-out (issue 13): a row per new post, deleted by its job.
CREATE TABLE "feed_fanout_pending" (
	"post_id" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_fanout_pending" ADD CONSTRAINT "feed_fanout_pending_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;