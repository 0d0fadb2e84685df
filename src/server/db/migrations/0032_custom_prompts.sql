CREATE TABLE "custom_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"board_id" uuid,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"template" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "custom_prompts_version_key" UNIQUE NULLS NOT DISTINCT("workspace_id","board_id","kind","version"),
	CONSTRAINT "custom_prompts_kind_check" CHECK ("custom_prompts"."kind" in ('title', 'description', 'image')),
	CONSTRAINT "custom_prompts_version_check" CHECK ("custom_prompts"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "api_calls" ADD COLUMN "prompt_versions" jsonb;--> statement-breakpoint
ALTER TABLE "pins" ADD COLUMN "prompt_versions" jsonb;--> statement-breakpoint
ALTER TABLE "custom_prompts" ADD CONSTRAINT "custom_prompts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_prompts" ADD CONSTRAINT "custom_prompts_board_id_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_prompts" ADD CONSTRAINT "custom_prompts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_prompts_board_id_idx" ON "custom_prompts" USING btree ("board_id");