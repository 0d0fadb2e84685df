-- Content moves from users to workspaces (ADR 0032, step 2). Every personal workspace has its user's id
-- (0020), so renaming user_id to workspace_id moves every row without rewriting one; indexes are renamed,
-- not rebuilt.
ALTER TABLE "user_ai_settings" RENAME TO "workspace_ai_settings";--> statement-breakpoint
ALTER TABLE "boards" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "pin_generations" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "pins" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "pinterest_connections" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "workspace_ai_settings" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "board_feeds" RENAME COLUMN "user_id" TO "workspace_id";--> statement-breakpoint
ALTER TABLE "boards" DROP CONSTRAINT "boards_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pin_generations" DROP CONSTRAINT "pin_generations_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pins" DROP CONSTRAINT "pins_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pinterest_connections" DROP CONSTRAINT "pinterest_connections_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "workspace_ai_settings" DROP CONSTRAINT "user_ai_settings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "board_feeds" DROP CONSTRAINT "board_feeds_user_id_users_id_fk";
--> statement-breakpoint
ALTER INDEX "boards_user_id_sort_order_idx" RENAME TO "boards_workspace_id_sort_order_idx";--> statement-breakpoint
ALTER INDEX "boards_user_id_pinterest_board_id_key" RENAME TO "boards_workspace_id_pinterest_board_id_key";--> statement-breakpoint
ALTER INDEX "pin_generations_user_id_created_at_idx" RENAME TO "pin_generations_workspace_id_created_at_idx";--> statement-breakpoint
ALTER INDEX "pins_user_id_status_idx" RENAME TO "pins_workspace_id_status_idx";--> statement-breakpoint
ALTER INDEX "pins_user_id_scheduled_time_idx" RENAME TO "pins_workspace_id_scheduled_time_idx";--> statement-breakpoint
ALTER INDEX "pins_user_id_waiting_idx" RENAME TO "pins_workspace_id_waiting_idx";--> statement-breakpoint
-- A pending connect attempt continues in its user's personal workspace, whose id is the user's (0020).
ALTER TABLE "pinterest_oauth_states" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
UPDATE "pinterest_oauth_states" SET "workspace_id" = "user_id";--> statement-breakpoint
ALTER TABLE "pinterest_oauth_states" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_workspace_id" uuid;--> statement-breakpoint
-- Every workspace so far is a personal one with one owner, who pays for it.
ALTER TABLE "workspaces" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
UPDATE "workspaces" SET "owner_id" = "m"."user_id" FROM (SELECT DISTINCT ON ("workspace_id") "workspace_id", "user_id" FROM "workspace_members" WHERE "role" = 'owner' ORDER BY "workspace_id", "created_at", "user_id") AS "m" WHERE "m"."workspace_id" = "workspaces"."id";--> statement-breakpoint
ALTER TABLE "workspaces" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_generations" ADD CONSTRAINT "pin_generations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD CONSTRAINT "pinterest_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinterest_oauth_states" ADD CONSTRAINT "pinterest_oauth_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_ai_settings" ADD CONSTRAINT "workspace_ai_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_last_workspace_id_workspaces_id_fk" FOREIGN KEY ("last_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_feeds" ADD CONSTRAINT "board_feeds_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
