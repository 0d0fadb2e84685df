CREATE TABLE "review_link_pins" (
	"link_id" uuid NOT NULL,
	"pin_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"decision" text,
	"comment" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "review_link_pins_link_id_pin_id_pk" PRIMARY KEY("link_id","pin_id"),
	CONSTRAINT "review_link_pins_decision_check" CHECK ("review_link_pins"."decision" is null or "review_link_pins"."decision" in ('approved', 'changes_requested', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "review_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "review_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "review_link_pins" ADD CONSTRAINT "review_link_pins_link_id_review_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."review_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_link_pins" ADD CONSTRAINT "review_link_pins_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_links" ADD CONSTRAINT "review_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_link_pins_pin_id_idx" ON "review_link_pins" USING btree ("pin_id");--> statement-breakpoint
CREATE INDEX "review_links_workspace_id_created_at_idx" ON "review_links" USING btree ("workspace_id","created_at");