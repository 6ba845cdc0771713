CREATE TABLE "size_guides" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "height_cm" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "weight_kg" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "fit" text;--> statement-breakpoint
ALTER TABLE "size_guides" ADD CONSTRAINT "size_guides_category_id_menu_items_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_guides" ADD CONSTRAINT "size_guides_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_height_check" CHECK ("reviews"."height_cm" is null or "reviews"."height_cm" between 120 and 210);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_weight_check" CHECK ("reviews"."weight_kg" is null or "reviews"."weight_kg" between 30 and 150);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_fit_check" CHECK ("reviews"."fit" is null or "reviews"."fit" in ('tight', 'right', 'loose'));