ALTER TABLE "pins" ADD COLUMN "publishing_lease_until" timestamp with time zone;--> statement-breakpoint
-- Before the unique index: where two pins hold one Pinterest pin (the reconciliation bug), the
-- first posted keeps it; the others never reached Pinterest and fail, so the person can retry them.
UPDATE "pins" SET "status" = 'failed', "pinterest_pin_id" = NULL, "posted_at" = NULL,
  "failure_reason" = 'Pinterest never received this pin (another pin was taken for it). Retry to post it.'
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "pinterest_pin_id" ORDER BY "posted_at" NULLS LAST, "created_at", "id") AS "n"
    FROM "pins" WHERE "pinterest_pin_id" IS NOT NULL
  ) AS "held" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "pins_pinterest_pin_id_key" ON "pins" USING btree ("pinterest_pin_id");
