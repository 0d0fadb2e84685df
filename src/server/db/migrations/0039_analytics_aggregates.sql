CREATE TABLE "analytics_workspace_days" (
	"workspace_id" uuid NOT NULL,
	"date" date NOT NULL,
	"impression" bigint DEFAULT 0 NOT NULL,
	"save" bigint DEFAULT 0 NOT NULL,
	"pin_click" bigint DEFAULT 0 NOT NULL,
	"outbound_click" bigint DEFAULT 0 NOT NULL,
	"pins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_workspace_days_workspace_id_date_pk" PRIMARY KEY("workspace_id","date")
);
--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ADD COLUMN "running_impression" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ADD COLUMN "running_save" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ADD COLUMN "running_pin_click" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ADD COLUMN "running_outbound_click" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ADD COLUMN "running_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_workspace_days" ADD CONSTRAINT "analytics_workspace_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ADR 0047: the running sums of every stored pin day, and the workspaces' day totals, from what is stored.
UPDATE "pin_analytics_daily" AS d SET "running_impression" = r.ri, "running_save" = r.rs, "running_pin_click" = r.rp, "running_outbound_click" = r.ro, "running_days" = r.rd
FROM (
	SELECT "pin_id", "date", sum("impression") OVER w AS ri, sum("save") OVER w AS rs, sum("pin_click") OVER w AS rp, sum("outbound_click") OVER w AS ro, count(*) OVER w AS rd
	FROM "pin_analytics_daily" WINDOW w AS (PARTITION BY "pin_id" ORDER BY "date")
) AS r
WHERE d."pin_id" = r."pin_id" AND d."date" = r."date";--> statement-breakpoint
INSERT INTO "analytics_workspace_days" ("workspace_id", "date", "impression", "save", "pin_click", "outbound_click", "pins")
SELECT "workspace_id", "date", sum("impression"), sum("save"), sum("pin_click"), sum("outbound_click"), count(*)
FROM "pin_analytics_daily" GROUP BY "workspace_id", "date";--> statement-breakpoint
-- Each writing statement's pins get their running sums again (the trigger's own update is skipped).
CREATE FUNCTION "pin_analytics_daily_running"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
	UPDATE "pin_analytics_daily" AS d SET "running_impression" = r.ri, "running_save" = r.rs, "running_pin_click" = r.rp, "running_outbound_click" = r.ro, "running_days" = r.rd
	FROM (
		SELECT "pin_id", "date", sum("impression") OVER w AS ri, sum("save") OVER w AS rs, sum("pin_click") OVER w AS rp, sum("outbound_click") OVER w AS ro, count(*) OVER w AS rd
		FROM "pin_analytics_daily" WHERE "pin_id" IN (SELECT DISTINCT "pin_id" FROM new_rows)
		WINDOW w AS (PARTITION BY "pin_id" ORDER BY "date")
	) AS r
	WHERE d."pin_id" = r."pin_id" AND d."date" = r."date"
		AND (d."running_impression", d."running_save", d."running_pin_click", d."running_outbound_click", d."running_days")
			IS DISTINCT FROM (r.ri, r.rs, r.rp, r.ro, r.rd::integer);
	RETURN NULL;
END $$;--> statement-breakpoint
-- The day totals move by what the statement changed: a day read again with the same figures adds nothing.
CREATE FUNCTION "analytics_workspace_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "analytics_workspace_days" AS d ("workspace_id", "date", "impression", "save", "pin_click", "outbound_click", "pins")
		SELECT "workspace_id", "date", sum("impression"), sum("save"), sum("pin_click"), sum("outbound_click"), count(*)
		FROM new_rows GROUP BY "workspace_id", "date" ORDER BY "workspace_id", "date"
		ON CONFLICT ("workspace_id", "date") DO UPDATE SET "impression" = d."impression" + excluded."impression", "save" = d."save" + excluded."save",
			"pin_click" = d."pin_click" + excluded."pin_click", "outbound_click" = d."outbound_click" + excluded."outbound_click", "pins" = d."pins" + excluded."pins";
	ELSIF TG_OP = 'UPDATE' THEN
		INSERT INTO "analytics_workspace_days" AS d ("workspace_id", "date", "impression", "save", "pin_click", "outbound_click", "pins")
		SELECT n."workspace_id", n."date", sum(n."impression" - o."impression"), sum(n."save" - o."save"), sum(n."pin_click" - o."pin_click"), sum(n."outbound_click" - o."outbound_click"), 0
		FROM new_rows AS n JOIN old_rows AS o ON o."pin_id" = n."pin_id" AND o."date" = n."date"
		WHERE (n."impression", n."save", n."pin_click", n."outbound_click") IS DISTINCT FROM (o."impression", o."save", o."pin_click", o."outbound_click")
		GROUP BY n."workspace_id", n."date" ORDER BY n."workspace_id", n."date"
		ON CONFLICT ("workspace_id", "date") DO UPDATE SET "impression" = d."impression" + excluded."impression", "save" = d."save" + excluded."save",
			"pin_click" = d."pin_click" + excluded."pin_click", "outbound_click" = d."outbound_click" + excluded."outbound_click";
	ELSE
		UPDATE "analytics_workspace_days" AS d SET "impression" = d."impression" - o.i, "save" = d."save" - o.s, "pin_click" = d."pin_click" - o.p, "outbound_click" = d."outbound_click" - o.b, "pins" = d."pins" - o.n
		FROM (
			SELECT "workspace_id", "date", sum("impression") AS i, sum("save") AS s, sum("pin_click") AS p, sum("outbound_click") AS b, count(*) AS n
			FROM old_rows GROUP BY "workspace_id", "date"
		) AS o
		WHERE d."workspace_id" = o."workspace_id" AND d."date" = o."date";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_days_insert" AFTER INSERT ON "pin_analytics_daily" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_workspace_days_apply"();--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_days_update" AFTER UPDATE ON "pin_analytics_daily" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_workspace_days_apply"();--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_days_delete" AFTER DELETE ON "pin_analytics_daily" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_workspace_days_apply"();--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_running_insert" AFTER INSERT ON "pin_analytics_daily" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pin_analytics_daily_running"();--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_running_update" AFTER UPDATE ON "pin_analytics_daily" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "pin_analytics_daily_running"();
