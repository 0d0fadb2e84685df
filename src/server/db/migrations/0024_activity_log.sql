CREATE TABLE "activity_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_events_action_check" CHECK ("activity_events"."action" in ('pin.generated', 'pin.edited', 'pin.approved', 'pin.rescheduled', 'pin.published', 'pin.failed', 'pin.deleted', 'board.created', 'board.deleted', 'pinterest.connected', 'pinterest.disconnected', 'member.invited', 'member.joined', 'member.role_changed', 'member.removed', 'review_link.shared', 'review_link.decided', 'review_link.withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_workspace_id_created_at_idx" ON "activity_events" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_events_created_at_idx" ON "activity_events" USING btree ("created_at");