CREATE TABLE "support_staff_presence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "channel" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "chat_token_hash" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "staff_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_staff_presence" ADD CONSTRAINT "support_staff_presence_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_staff_presence_seen_at_idx" ON "support_staff_presence" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "support_tickets_channel_idx" ON "support_tickets" USING btree ("channel","status","updated_at");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_chat_token_hash_unique" UNIQUE("chat_token_hash");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_channel_check" CHECK ("support_tickets"."channel" in ('form', 'chat'));