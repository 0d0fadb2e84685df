ALTER TABLE "pinterest_oauth_states" ADD COLUMN "return_origin" text;--> statement-breakpoint
ALTER TABLE "pinterest_oauth_states" ADD COLUMN "redirect_uri" text;--> statement-breakpoint
-- Connections made while a client could ask for fewer scopes cannot publish (POST /pins needs
-- boards:write): pause them until the person reconnects, as the callback now does.
UPDATE "pinterest_connections" SET "status" = 'needs_reconnect'
WHERE "status" = 'connected' AND "scope" <> '' AND NOT (
  string_to_array(replace("scope", ' ', ','), ',')
    @> ARRAY['user_accounts:read', 'boards:read', 'boards:write', 'pins:read', 'pins:write']
);
