CREATE TABLE "account_analytics_daily" (
	"connection_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"date" date NOT NULL,
	"impression" integer DEFAULT 0 NOT NULL,
	"save" integer DEFAULT 0 NOT NULL,
	"pin_click" integer DEFAULT 0 NOT NULL,
	"outbound_click" integer DEFAULT 0 NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_analytics_daily_connection_id_date_pk" PRIMARY KEY("connection_id","date")
);
--> statement-breakpoint
CREATE TABLE "analytics_collections" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"status" text DEFAULT 'ok' NOT NULL,
	"message" text,
	"last_collected_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"resume_after" timestamp with time zone,
	"cursor" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_collections_status_check" CHECK ("analytics_collections"."status" in ('ok', 'paused', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "pin_analytics_daily" (
	"pin_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"date" date NOT NULL,
	"impression" integer DEFAULT 0 NOT NULL,
	"save" integer DEFAULT 0 NOT NULL,
	"pin_click" integer DEFAULT 0 NOT NULL,
	"outbound_click" integer DEFAULT 0 NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pin_analytics_daily_pin_id_date_pk" PRIMARY KEY("pin_id","date")
);
--> statement-breakpoint
ALTER TABLE "account_analytics_daily" ADD CONSTRAINT "account_analytics_daily_connection_id_pinterest_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."pinterest_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_analytics_daily" ADD CONSTRAINT "account_analytics_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_collections" ADD CONSTRAINT "analytics_collections_connection_id_pinterest_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."pinterest_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_collections" ADD CONSTRAINT "analytics_collections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ADD CONSTRAINT "pin_analytics_daily_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_analytics_daily" ADD CONSTRAINT "pin_analytics_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_analytics_daily_workspace_id_date_idx" ON "account_analytics_daily" USING btree ("workspace_id","date");--> statement-breakpoint
CREATE INDEX "analytics_collections_workspace_id_idx" ON "analytics_collections" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "pin_analytics_daily_workspace_id_date_idx" ON "pin_analytics_daily" USING btree ("workspace_id","date");