CREATE TABLE "site_build_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"token" uuid NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_releases" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"catalog" text NOT NULL,
	"manifest_key" text NOT NULL,
	"files" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"built_by" text NOT NULL,
	"build_seconds" real NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_releases_code_idx" ON "site_releases" USING btree ("code","published_at");