CREATE TABLE "game_stats" (
	"game_id" text PRIMARY KEY NOT NULL,
	"post_count" integer DEFAULT 0 NOT NULL,
	"posts_7d" integer DEFAULT 0 NOT NULL,
	"engagement_7d" bigint DEFAULT 0 NOT NULL,
	"score" real DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"cover_key" text,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_engagement" (
	"post_id" text PRIMARY KEY NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"watch_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_links" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"placement" text NOT NULL,
	"starts_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_growth" (
	"user_id" text PRIMARY KEY NOT NULL,
	"gained_7d" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_stats" ADD CONSTRAINT "game_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_growth" ADD CONSTRAINT "user_growth_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_stats_score_idx" ON "game_stats" USING btree ("score" DESC NULLS LAST,"game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_key" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_name_idx" ON "games" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_links_user_position_key" ON "profile_links" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "sponsors_placement_idx" ON "sponsors" USING btree ("placement","starts_at");--> statement-breakpoint
CREATE INDEX "user_growth_gained_idx" ON "user_growth" USING btree ("gained_7d" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "users_followers_idx" ON "users" USING btree ("followers_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_live_idx" ON "users" USING btree ("followers_count" DESC NULLS LAST,"id") WHERE "users"."is_live";--> statement-breakpoint
CREATE INDEX "follows_created_idx" ON "follows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_game_created_idx" ON "posts" USING btree ("game_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."game_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_public_clips_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."visibility" = 'public' and "posts"."type" = 'clip';