ALTER TABLE "pins" ADD COLUMN "publish_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "publishing_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pins_status_scheduled_time_idx" ON "pins" USING btree ("status","scheduled_time");