ALTER TABLE "workspaces" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "posting_window_start" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "posting_window_end" text DEFAULT '20:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "link_spacing_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "image_style_default" text DEFAULT '{"style":"modern","brandColors":["#E60023","#FFFFFF","#000000"]}' NOT NULL;--> statement-breakpoint
-- ADR 0036: each workspace holds its own posting settings. Until now every workspace followed
-- its owner's, so each takes its owner's as they stand: nothing anyone sees changes. The person
-- keeps their own time zone (the profile's).
UPDATE "workspaces" AS w SET
  "time_zone" = u."time_zone",
  "posting_window_start" = u."posting_window_start",
  "posting_window_end" = u."posting_window_end",
  "link_spacing_hours" = u."link_spacing_hours",
  "image_style_default" = u."image_style_default"
FROM "users" AS u
WHERE u."id" = w."owner_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "posting_window_start";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "posting_window_end";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "link_spacing_hours";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "image_style_default";
