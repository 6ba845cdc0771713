ALTER TABLE "reviews" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_item_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "size_worn" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_staff_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_product_idx" ON "reviews" USING btree ("customer_id","product_id") WHERE "reviews"."customer_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_kind_check" CHECK ("reviews"."kind" is null or "reviews"."kind" in ('rent', 'sale'));