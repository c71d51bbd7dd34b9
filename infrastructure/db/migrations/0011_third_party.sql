CREATE TABLE "price_components" (
	"sorg" text NOT NULL,
	"module" text NOT NULL,
	"additional_displays" jsonb NOT NULL,
	CONSTRAINT "price_components_sorg_module_pk" PRIMARY KEY("sorg","module")
);
--> statement-breakpoint
CREATE TABLE "third_party_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"article_code" text NOT NULL,
	"name" text NOT NULL,
	"sales_unit" text NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric NOT NULL,
	"subtotal" numeric NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "third_party_order_items_status_check" CHECK ("third_party_order_items"."status" in ('ordered', 'confirmed', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "third_party_order_items_qty_check" CHECK ("third_party_order_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "third_party_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid,
	"currency" text NOT NULL,
	"total" numeric NOT NULL,
	"delivery_address" text NOT NULL,
	"req_delivery_date" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "third_party_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "third_party_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"article_code" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric NOT NULL,
	"sales_unit" text NOT NULL,
	"uom_converter" integer NOT NULL,
	"stock" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "third_party_products_values_check" CHECK ("third_party_products"."price" >= 0 and "third_party_products"."uom_converter" >= 1 and "third_party_products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "third_party_vendor_addresses" (
	"vendor_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "third_party_vendor_addresses_vendor_id_customer_id_pk" PRIMARY KEY("vendor_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "third_party_vendor_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sorg" text NOT NULL,
	CONSTRAINT "third_party_vendors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "price_components" ADD CONSTRAINT "price_components_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_order_items" ADD CONSTRAINT "third_party_order_items_order_id_third_party_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."third_party_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_orders" ADD CONSTRAINT "third_party_orders_vendor_id_third_party_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."third_party_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_orders" ADD CONSTRAINT "third_party_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_orders" ADD CONSTRAINT "third_party_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_products" ADD CONSTRAINT "third_party_products_vendor_id_third_party_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."third_party_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_vendor_addresses" ADD CONSTRAINT "third_party_vendor_addresses_vendor_id_third_party_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."third_party_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_vendor_addresses" ADD CONSTRAINT "third_party_vendor_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_vendor_users" ADD CONSTRAINT "third_party_vendor_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_vendor_users" ADD CONSTRAINT "third_party_vendor_users_vendor_id_third_party_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."third_party_vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_vendors" ADD CONSTRAINT "third_party_vendors_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_order_items_line_idx" ON "third_party_order_items" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "third_party_orders_customer_idx" ON "third_party_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "third_party_orders_vendor_idx" ON "third_party_orders" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_products_vendor_code_idx" ON "third_party_products" USING btree ("vendor_id","article_code");