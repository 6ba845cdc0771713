CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"max_discount" bigint,
	"min_order" bigint DEFAULT 0 NOT NULL,
	"mode" text,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"usage_limit" integer,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_kind_check" CHECK ("vouchers"."kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "vouchers_mode_check" CHECK ("vouchers"."mode" is null or "vouchers"."mode" in ('rent', 'sale')),
	CONSTRAINT "vouchers_value_check" CHECK ("vouchers"."value" >= 0 and ("vouchers"."kind" <> 'percent' or "vouchers"."value" between 1 and 100)),
	CONSTRAINT "vouchers_usage_check" CHECK ("vouchers"."used_count" >= 0 and ("vouchers"."usage_limit" is null or "vouchers"."used_count" <= "vouchers"."usage_limit")),
	CONSTRAINT "vouchers_window_check" CHECK ("vouchers"."ends_at" > "vouchers"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_voucher_customer_idx" ON "orders" USING btree ("voucher_id","customer_id") WHERE "orders"."voucher_id" is not null;