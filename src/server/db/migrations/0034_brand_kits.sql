CREATE TABLE "brand_kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colors" jsonb NOT NULL,
	"heading_font" text,
	"heading_weight" integer,
	"body_font" text,
	"body_weight" integer,
	"logo_key" text,
	"logo_width" integer,
	"logo_height" integer,
	"footer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "brand_kit_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_kits" ADD CONSTRAINT "brand_kits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_kits_workspace_id_idx" ON "brand_kits" USING btree ("workspace_id","created_at");--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_brand_kit_id_brand_kits_id_fk" FOREIGN KEY ("brand_kit_id") REFERENCES "public"."brand_kits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boards_brand_kit_id_idx" ON "boards" USING btree ("brand_kit_id");