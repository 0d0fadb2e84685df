CREATE TABLE "analytics_board_days" (
	"board_id" uuid NOT NULL,
	"date" date NOT NULL,
	"impression" bigint DEFAULT 0 NOT NULL,
	"save" bigint DEFAULT 0 NOT NULL,
	"pin_click" bigint DEFAULT 0 NOT NULL,
	"outbound_click" bigint DEFAULT 0 NOT NULL,
	"pins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_board_days_board_id_date_pk" PRIMARY KEY("board_id","date")
);
--> statement-breakpoint
ALTER TABLE "analytics_board_days" ADD CONSTRAINT "analytics_board_days_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pins_id_board_id_key" ON "pins" USING btree ("id","board_id");--> statement-breakpoint
-- ADR 0052: each stored pin day names its pin's board. Written before the column is required; the
-- figures' triggers are off meanwhile (no figure changes: their work would find nothing to do).
ALTER TABLE "pin_analytics_daily" ADD COLUMN "board_id" uuid;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "pin_analytics_daily" AS d SET "board_id" = p."board_id" FROM "pins" AS p WHERE p."id" = d."pin_id";--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ENABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ALTER COLUMN "board_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" DROP CONSTRAINT "pin_analytics_daily_pin_id_pins_id_fk";--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ADD CONSTRAINT "pin_analytics_daily_pin_id_board_id_pins_fk" FOREIGN KEY ("pin_id","board_id") REFERENCES "public"."pins"("id","board_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- The boards' day totals, from what is stored.
INSERT INTO "analytics_board_days" ("board_id", "date", "impression", "save", "pin_click", "outbound_click", "pins")
SELECT "board_id", "date", sum("impression"), sum("save"), sum("pin_click"), sum("outbound_click"), count(*)
FROM "pin_analytics_daily" GROUP BY "board_id", "date";--> statement-breakpoint
-- The boards' day totals move by what the statement changed, each day by its own board: a day read
-- again with the same figures adds nothing, a corrected day moves by the difference, a pin's days
-- moved to another board (the foreign key's cascade) leave one board's totals for the other's.
CREATE FUNCTION "analytics_board_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "analytics_board_days" AS d ("board_id", "date", "impression", "save", "pin_click", "outbound_click", "pins")
		SELECT "board_id", "date", sum("impression"), sum("save"), sum("pin_click"), sum("outbound_click"), count(*)
		FROM new_rows GROUP BY "board_id", "date" ORDER BY "board_id", "date"
		ON CONFLICT ("board_id", "date") DO UPDATE SET "impression" = d."impression" + excluded."impression", "save" = d."save" + excluded."save",
			"pin_click" = d."pin_click" + excluded."pin_click", "outbound_click" = d."outbound_click" + excluded."outbound_click", "pins" = d."pins" + excluded."pins";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "analytics_board_days" AS d ("board_id", "date", "impression", "save", "pin_click", "outbound_click", "pins")
		SELECT "board_id", "date", sum(i), sum(s), sum(p), sum(b), sum(n)
		FROM (
			SELECT "board_id", "date", "impression" AS i, "save" AS s, "pin_click" AS p, "outbound_click" AS b, 1 AS n FROM new_rows
			UNION ALL
			SELECT "board_id", "date", -"impression", -"save", -"pin_click", -"outbound_click", -1 FROM old_rows
		) AS c
		GROUP BY "board_id", "date"
		HAVING sum(i) <> 0 OR sum(s) <> 0 OR sum(p) <> 0 OR sum(b) <> 0 OR sum(n) <> 0
		ORDER BY "board_id", "date"
		ON CONFLICT ("board_id", "date") DO UPDATE SET "impression" = d."impression" + excluded."impression", "save" = d."save" + excluded."save",
			"pin_click" = d."pin_click" + excluded."pin_click", "outbound_click" = d."outbound_click" + excluded."outbound_click", "pins" = d."pins" + excluded."pins";
	ELSE
		UPDATE "analytics_board_days" AS d SET "impression" = d."impression" - o.i, "save" = d."save" - o.s, "pin_click" = d."pin_click" - o.p, "outbound_click" = d."outbound_click" - o.b, "pins" = d."pins" - o.n
		FROM (
			SELECT "board_id", "date", sum("impression") AS i, sum("save") AS s, sum("pin_click") AS p, sum("outbound_click") AS b, count(*) AS n
			FROM old_rows GROUP BY "board_id", "date"
		) AS o
		WHERE d."board_id" = o."board_id" AND d."date" = o."date";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_board_days_insert" AFTER INSERT ON "pin_analytics_daily" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_board_days_apply"();--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_board_days_update" AFTER UPDATE ON "pin_analytics_daily" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_board_days_apply"();--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_board_days_delete" AFTER DELETE ON "pin_analytics_daily" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_board_days_apply"();
