ALTER TABLE "customers" ADD COLUMN "membership_percent_discount" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "membership_extend_day" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "membership_free_first_order" boolean;--> statement-breakpoint
ALTER TABLE "membership_packages" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Memberships bought before keep the terms their package has today.
UPDATE "customers" SET "membership_percent_discount" = p."percent_discount", "membership_extend_day" = p."extend_day", "membership_free_first_order" = p."is_free_first_order" FROM "membership_packages" p WHERE p."id" = "customers"."membership_package_id";
