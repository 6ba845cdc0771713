CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('owner', 'staff', 'marketing'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "rental_state" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "returned_on" date;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_condition" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_note" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "late_days" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "late_fee" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "damage_charge" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deposit_refund" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
-- Rental lines placed before this migration: handed over when their order is done, reserved otherwise.
UPDATE "order_items" SET "rental_state" = CASE WHEN "orders"."status" = 'done' THEN 'with_shopper' ELSE 'reserved' END FROM "orders" WHERE "orders"."id" = "order_items"."order_id" AND "order_items"."mode" = 'rent';--> statement-breakpoint
-- The audit log is append-only, like the wallet ledger.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE INDEX "order_items_rental_state_idx" ON "order_items" USING btree ("rental_state","date_to");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_rental_state_check" CHECK (("order_items"."mode" = 'sale') = ("order_items"."rental_state" is null));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_rental_state_values" CHECK ("order_items"."rental_state" in ('reserved', 'with_shopper', 'returned', 'inspected', 'closed'));