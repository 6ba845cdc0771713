ALTER TABLE "order_items" DROP CONSTRAINT "order_items_rental_state_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "extends_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "extended_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "extends_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_extends_item_id_order_items_id_fk" FOREIGN KEY ("extends_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_extends_order_id_orders_id_fk" FOREIGN KEY ("extends_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_extends_idx" ON "order_items" USING btree ("extends_item_id") WHERE "order_items"."extends_item_id" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_rental_state_check" CHECK (("order_items"."mode" = 'sale' or "order_items"."extends_item_id" is not null) = ("order_items"."rental_state" is null));