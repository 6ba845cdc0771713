-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it; PGlite loads it in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_category_id_idx";--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_sales_idx" ON "products" USING btree ("category_id","sales_count");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales_count","created_at");--> statement-breakpoint
CREATE INDEX "products_effective_price_idx" ON "products" USING btree ((case when "rental_price" > 0 then "rental_price" else "sale_price" end),"id");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ((' ' || "search_text") gin_trgm_ops);