CREATE TABLE "account_managers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"admin_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_call_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"preferred_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_admin_id" uuid,
	CONSTRAINT "phone_call_requests_status_check" CHECK ("phone_call_requests"."status" in ('requested', 'done'))
);
--> statement-breakpoint
-- Support by plan (ADR 0033). A ticket's tier is the plan it was opened under; for tickets opened
-- before tiers, the account's plan now, and 'free' for a visitor's. The default exists only while
-- the rows are filled: every new ticket names its tier.
ALTER TABLE "support_tickets" ADD COLUMN "tier" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
UPDATE "support_tickets" SET "tier" = "users"."subscription_plan" FROM "users" WHERE "users"."id" = "support_tickets"."user_id";--> statement-breakpoint
ALTER TABLE "support_tickets" ALTER COLUMN "tier" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
-- A user's earlier tickets belong to their personal workspace: the first one they own.
UPDATE "support_tickets" SET "workspace_id" = "w"."id" FROM (SELECT DISTINCT ON ("owner_id") "owner_id", "id" FROM "workspaces" ORDER BY "owner_id", "created_at", "id") AS "w" WHERE "w"."owner_id" = "support_tickets"."user_id";--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assigned_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_managers" ADD CONSTRAINT "account_managers_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_requests" ADD CONSTRAINT "phone_call_requests_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_requests" ADD CONSTRAINT "phone_call_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_call_requests" ADD CONSTRAINT "phone_call_requests_done_by_admin_id_users_id_fk" FOREIGN KEY ("done_by_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_managers_admin_id_idx" ON "account_managers" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "phone_call_requests_status_idx" ON "phone_call_requests" USING btree ("status","preferred_at");--> statement-breakpoint
CREATE INDEX "phone_call_requests_user_id_idx" ON "phone_call_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_call_requests_workspace_id_idx" ON "phone_call_requests" USING btree ("workspace_id");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assigned_admin_id_users_id_fk" FOREIGN KEY ("assigned_admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_workspace_id_idx" ON "support_tickets" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "support_tickets_assigned_admin_id_idx" ON "support_tickets" USING btree ("assigned_admin_id","status");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_tier_check" CHECK ("support_tickets"."tier" in ('free', 'starter', 'pro', 'enterprise'));