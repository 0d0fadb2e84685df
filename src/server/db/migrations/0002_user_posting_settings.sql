ALTER TABLE "users" ADD COLUMN "posting_window_start" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "posting_window_end" text DEFAULT '20:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "image_style_default" text DEFAULT '{"style":"modern","brandColors":["#E60023","#FFFFFF","#000000"]}' NOT NULL;