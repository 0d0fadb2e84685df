ALTER TABLE "users" DROP CONSTRAINT "users_subscription_plan_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_billing_cycle_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_subscription_status_check";--> statement-breakpoint
ALTER TABLE "activity_events" DROP CONSTRAINT "activity_events_action_check";--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "subscription_plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "billing_cycle" text DEFAULT 'monthly' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "subscription_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "current_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
-- ADR 0034: each workspace holds its own plan. A person's plan and subscription go to the first
-- workspace they own (their personal one, made at sign-up); a workspace handed to them by an owner
-- who left shared their plan without its own subscription, so it starts on Free.
UPDATE "workspaces" AS w SET
  "subscription_plan" = u."subscription_plan",
  "billing_cycle" = u."billing_cycle",
  "subscription_status" = u."subscription_status",
  "trial_ends_at" = u."trial_ends_at",
  "stripe_subscription_id" = u."stripe_subscription_id",
  "current_period_end" = u."current_period_end",
  "cancel_at_period_end" = u."cancel_at_period_end",
  "past_due_since" = u."past_due_since"
FROM "users" AS u,
  (SELECT DISTINCT ON ("owner_id") "id" FROM "workspaces" ORDER BY "owner_id", "created_at", "id") AS f
WHERE f."id" = w."id" AND u."id" = w."owner_id";--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_stripe_subscription_id_key" ON "workspaces" USING btree ("stripe_subscription_id") WHERE "workspaces"."stripe_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "workspaces_owner_id_idx" ON "workspaces" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_plan";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "billing_cycle";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "subscription_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "trial_ends_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_subscription_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "current_period_end";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "cancel_at_period_end";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "past_due_since";--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_subscription_plan_check" CHECK ("workspaces"."subscription_plan" in ('free', 'starter', 'pro', 'enterprise'));--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_billing_cycle_check" CHECK ("workspaces"."billing_cycle" in ('monthly', 'yearly'));--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_subscription_status_check" CHECK ("workspaces"."subscription_status" in ('active', 'trialing', 'past_due', 'canceled'));--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_action_check" CHECK ("activity_events"."action" in ('pin.generated', 'pin.edited', 'pin.approved', 'pin.rescheduled', 'pin.published', 'pin.marked_posted', 'pin.failed', 'pin.deleted', 'board.created', 'board.deleted', 'pinterest.connected', 'pinterest.disconnected', 'member.invited', 'member.invitation_withdrawn', 'member.joined', 'member.role_changed', 'member.removed', 'review_link.shared', 'review_link.decided', 'review_link.withdrawn', 'workspace.created', 'workspace.renamed', 'workspace.plan_changed'));