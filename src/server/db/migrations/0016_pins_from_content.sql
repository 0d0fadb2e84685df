CREATE TABLE "board_feed_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"published_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"made_at" timestamp with time zone,
	CONSTRAINT "board_feed_items_status_check" CHECK ("board_feed_items"."status" in ('pending', 'made', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "board_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"url" text NOT NULL,
	"kind" text,
	"etag" text,
	"last_modified" text,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_feeds_kind_check" CHECK ("board_feeds"."kind" is null or "board_feeds"."kind" in ('rss', 'atom', 'sitemap'))
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "feed_pins_per_day" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "image_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "link_spacing_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "board_feed_items" ADD CONSTRAINT "board_feed_items_feed_id_board_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."board_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_feeds" ADD CONSTRAINT "board_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_feeds" ADD CONSTRAINT "board_feeds_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "board_feed_items_feed_id_url_key" ON "board_feed_items" USING btree ("feed_id","url");--> statement-breakpoint
CREATE INDEX "board_feed_items_feed_id_status_idx" ON "board_feed_items" USING btree ("feed_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "board_feeds_board_id_url_key" ON "board_feeds" USING btree ("board_id","url");--> statement-breakpoint
CREATE INDEX "board_feeds_next_check_at_idx" ON "board_feeds" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "pins_board_id_link_idx" ON "pins" USING btree ("board_id","link");--> statement-breakpoint
CREATE INDEX "pins_board_id_image_hash_idx" ON "pins" USING btree ("board_id","image_hash");