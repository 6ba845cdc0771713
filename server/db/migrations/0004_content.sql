CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"group" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_link_unique" UNIQUE("link"),
	CONSTRAINT "content_pages_group_check" CHECK ("content_pages"."group" in ('about', 'customer-care', 'info', 'seft', 'about-us'))
);
--> statement-breakpoint
CREATE INDEX "content_pages_group_position_idx" ON "content_pages" USING btree ("group","position");