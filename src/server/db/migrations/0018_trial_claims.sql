CREATE TABLE "trial_claims" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
