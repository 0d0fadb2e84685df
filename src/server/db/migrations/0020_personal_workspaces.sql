-- Custom migration (ADR 0032): every existing user gets a personal workspace, which they own.
-- Its id is the user's id, so that moving content from user_id to workspace_id later rewrites no row.
INSERT INTO "workspaces" ("id", "name", "created_at", "updated_at")
SELECT "id", "first_name" || '''s workspace', "created_at", "created_at" FROM "users";
--> statement-breakpoint
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT "id", "id", 'owner', "created_at" FROM "users";
