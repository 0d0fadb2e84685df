CREATE TABLE "analytics_pin_totals" (
	"pin_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"impression" bigint DEFAULT 0 NOT NULL,
	"save" bigint DEFAULT 0 NOT NULL,
	"pin_click" bigint DEFAULT 0 NOT NULL,
	"outbound_click" bigint DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_pin_totals" ADD CONSTRAINT "analytics_pin_totals_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_pin_totals" ADD CONSTRAINT "analytics_pin_totals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_pin_totals_workspace_id_idx" ON "analytics_pin_totals" USING btree ("workspace_id");--> statement-breakpoint
-- ADR 0051: each pin's sums over all its stored days, from what is stored.
INSERT INTO "analytics_pin_totals" ("pin_id", "workspace_id", "first_date", "last_date", "impression", "save", "pin_click", "outbound_click", "days")
SELECT "pin_id", "workspace_id", min("date"), max("date"), sum("impression"), sum("save"), sum("pin_click"), sum("outbound_click"), count(*)
FROM "pin_analytics_daily" GROUP BY "pin_id", "workspace_id";--> statement-breakpoint
-- The given pins' totals again from their stored days; a pin without days loses its row.
CREATE FUNCTION "analytics_pin_totals_refresh"(pin_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(pin_ids) = 0 THEN RETURN; END IF;
	DELETE FROM "analytics_pin_totals" AS t WHERE t."pin_id" = ANY(pin_ids)
		AND NOT EXISTS (SELECT 1 FROM "pin_analytics_daily" AS d WHERE d."pin_id" = t."pin_id");
	INSERT INTO "analytics_pin_totals" AS t ("pin_id", "workspace_id", "first_date", "last_date", "impression", "save", "pin_click", "outbound_click", "days")
	SELECT "pin_id", "workspace_id", min("date"), max("date"), sum("impression"), sum("save"), sum("pin_click"), sum("outbound_click"), count(*)
	FROM "pin_analytics_daily" WHERE "pin_id" = ANY(pin_ids) GROUP BY "pin_id", "workspace_id" ORDER BY "pin_id"
	ON CONFLICT ("pin_id") DO UPDATE SET "workspace_id" = excluded."workspace_id", "first_date" = excluded."first_date", "last_date" = excluded."last_date",
		"impression" = excluded."impression", "save" = excluded."save", "pin_click" = excluded."pin_click", "outbound_click" = excluded."outbound_click", "days" = excluded."days"
	WHERE (t."workspace_id", t."first_date", t."last_date", t."impression", t."save", t."pin_click", t."outbound_click", t."days")
		IS DISTINCT FROM (excluded."workspace_id", excluded."first_date", excluded."last_date", excluded."impression", excluded."save", excluded."pin_click", excluded."outbound_click", excluded."days");
END $$;--> statement-breakpoint
-- After each writing statement, the totals of the pins whose figures it changed (the running sums'
-- own update changes no figure, so it costs nothing here; a re-read day changes nothing either).
CREATE FUNCTION "analytics_pin_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "analytics_pin_totals_refresh"(ARRAY(SELECT DISTINCT "pin_id" FROM new_rows));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "analytics_pin_totals_refresh"(ARRAY(
			SELECT "pin_id" FROM (
				(SELECT "pin_id", "workspace_id", "date", "impression", "save", "pin_click", "outbound_click" FROM new_rows
				EXCEPT SELECT "pin_id", "workspace_id", "date", "impression", "save", "pin_click", "outbound_click" FROM old_rows)
				UNION ALL
				(SELECT "pin_id", "workspace_id", "date", "impression", "save", "pin_click", "outbound_click" FROM old_rows
				EXCEPT SELECT "pin_id", "workspace_id", "date", "impression", "save", "pin_click", "outbound_click" FROM new_rows)
			) AS changed GROUP BY "pin_id"));
	ELSE
		PERFORM "analytics_pin_totals_refresh"(ARRAY(SELECT DISTINCT "pin_id" FROM old_rows));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_totals_insert" AFTER INSERT ON "pin_analytics_daily" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_pin_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_totals_update" AFTER UPDATE ON "pin_analytics_daily" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_pin_totals_apply"();--> statement-breakpoint
CREATE TRIGGER "pin_analytics_daily_totals_delete" AFTER DELETE ON "pin_analytics_daily" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_pin_totals_apply"();
