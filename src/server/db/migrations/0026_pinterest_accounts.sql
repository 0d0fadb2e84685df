-- Several Pinterest accounts per workspace (ADR 0032 step 3): a connection gets its own id, and a
-- board the account it publishes with. Every existing board takes its workspace's one account, so
-- nothing publishes anywhere it did not before. The old primary key (workspace_id, named when the
-- column was user_id) is dropped by its PostgreSQL default name.
ALTER TABLE "pinterest_connections" DROP CONSTRAINT "pinterest_connections_pkey";--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "connection_id" uuid;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "pinterest_connections" SET "created_at" = "connected_at";--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_connection_id_pinterest_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."pinterest_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "boards" SET "connection_id" = "pinterest_connections"."id" FROM "pinterest_connections" WHERE "pinterest_connections"."workspace_id" = "boards"."workspace_id";--> statement-breakpoint
CREATE INDEX "boards_connection_id_idx" ON "boards" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "pinterest_connections_workspace_id_idx" ON "pinterest_connections" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pinterest_connections_workspace_id_username_key" ON "pinterest_connections" USING btree ("workspace_id","username");
