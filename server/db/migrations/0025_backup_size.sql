ALTER TABLE "cart_items" ADD COLUMN "backup_of_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "backup_of_item_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_backup_of_item_id_cart_items_id_fk" FOREIGN KEY ("backup_of_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_backup_of_item_id_order_items_id_fk" FOREIGN KEY ("backup_of_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_backup_of_idx" ON "cart_items" USING btree ("backup_of_item_id") WHERE "cart_items"."backup_of_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_backup_of_idx" ON "order_items" USING btree ("backup_of_item_id") WHERE "order_items"."backup_of_item_id" is not null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_backup_check" CHECK ("cart_items"."backup_of_item_id" is null or ("cart_items"."mode" = 'rent' and "cart_items"."quantity" = 1));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_backup_check" CHECK ("order_items"."backup_of_item_id" is null or ("order_items"."mode" = 'rent' and "order_items"."quantity" = 1));