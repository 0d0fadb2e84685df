CREATE TABLE "app_secret_check" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_secret_check_one_row" CHECK ("app_secret_check"."id" = 1)
);
