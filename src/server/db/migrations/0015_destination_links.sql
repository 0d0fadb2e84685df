ALTER TABLE "boards" ADD COLUMN "default_link" text;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "link" text;