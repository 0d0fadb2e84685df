CREATE TABLE "pinterest_connections" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pinterest_user_id" text,
	"username" text NOT NULL,
	"profile" text NOT NULL,
	"access_token_encrypted" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pinterest_connections_status_check" CHECK ("pinterest_connections"."status" in ('connected', 'needs_reconnect'))
);
--> statement-breakpoint
CREATE TABLE "pinterest_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD CONSTRAINT "pinterest_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinterest_oauth_states" ADD CONSTRAINT "pinterest_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pinterest_oauth_states_user_id_idx" ON "pinterest_oauth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pinterest_oauth_states_expires_at_idx" ON "pinterest_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "boards_user_id_pinterest_board_id_key" ON "boards" USING btree ("user_id","pinterest_board_id") WHERE "boards"."pinterest_board_id" is not null;