CREATE SEQUENCE "public"."product_unit_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"size_id" integer NOT NULL,
	"code" text DEFAULT ('U' || lpad(nextval('product_unit_code_seq')::text, 6, '0')) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_units_code_unique" UNIQUE("code"),
	CONSTRAINT "product_units_status_check" CHECK ("product_units"."status" in ('active', 'sold', 'retired'))
);
--> statement-breakpoint
CREATE TABLE "unit_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unit_blocks_dates_check" CHECK ("unit_blocks"."date_to" >= "unit_blocks"."date_from"),
	CONSTRAINT "unit_blocks_reason_check" CHECK ("unit_blocks"."reason" in ('cleaning', 'repair', 'lost', 'other'))
);
--> statement-breakpoint
CREATE TABLE "order_item_units" (
	"order_item_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_item_units_order_item_id_unit_id_pk" PRIMARY KEY("order_item_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "size_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Every existing product becomes a design with one size (its size attribute, else "Free size") holding its stock as units.
INSERT INTO "product_sizes" ("product_id", "name", "position")
  SELECT "id", coalesce(nullif(trim("attributes"->>'size'), ''), 'Free size'), 0 FROM "products" ORDER BY "id";--> statement-breakpoint
INSERT INTO "product_units" ("size_id")
  SELECT s."id" FROM "product_sizes" s JOIN "products" p ON p."id" = s."product_id" CROSS JOIN LATERAL generate_series(1, greatest(p."stock", 0)) ORDER BY s."id";--> statement-breakpoint
UPDATE "cart_items" c SET "size_id" = s."id" FROM "product_sizes" s WHERE s."product_id" = c."product_id";--> statement-breakpoint
UPDATE "order_items" o SET "size_id" = s."id", "size_name" = s."name" FROM "product_sizes" s WHERE s."product_id" = o."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_units" ADD CONSTRAINT "product_units_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_unit_id_product_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_units" ADD CONSTRAINT "order_item_units_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_units" ADD CONSTRAINT "order_item_units_unit_id_product_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."product_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_product_name_idx" ON "product_sizes" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "product_sizes_product_position_idx" ON "product_sizes" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_units_size_status_idx" ON "product_units" USING btree ("size_id","status");--> statement-breakpoint
CREATE INDEX "unit_blocks_unit_dates_idx" ON "unit_blocks" USING btree ("unit_id","date_from","date_to");--> statement-breakpoint
CREATE INDEX "order_item_units_unit_idx" ON "order_item_units" USING btree ("unit_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_size_dates_idx" ON "order_items" USING btree ("size_id","date_from","date_to");--> statement-breakpoint
CREATE INDEX "unit_blocks_days_idx" ON "unit_blocks" USING btree ("date_to","date_from");--> statement-breakpoint
CREATE INDEX "order_items_rent_days_idx" ON "order_items" USING btree ("date_to","date_from") WHERE "order_items"."mode" = 'rent' and "order_items"."extends_item_id" is null;