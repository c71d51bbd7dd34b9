CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4500000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "article_displays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sorg" text NOT NULL,
	"product_id" uuid NOT NULL,
	"section" text NOT NULL,
	"label" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "best_sellers" (
	"sorg" text NOT NULL,
	"product_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "best_sellers_sorg_product_id_pk" PRIMARY KEY("sorg","product_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"cart_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"qty" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cart_items_cart_id_product_id_sorg_pk" PRIMARY KEY("cart_id","product_id","sorg"),
	CONSTRAINT "cart_items_qty_check" CHECK ("cart_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_benefits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sorg" text NOT NULL,
	"warehouse_area" text NOT NULL,
	"min_qty" integer NOT NULL,
	"description" text NOT NULL,
	"freight_discount_percent" numeric(5, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groupset_components" (
	"groupset_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "groupset_components_groupset_id_product_id_pk" PRIMARY KEY("groupset_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "groupsets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"product_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"series" text,
	"speeds" integer,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "groupsets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_limits" (
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"limit_qty" integer NOT NULL,
	"ordered_qty" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_limits_customer_id_product_id_sorg_pk" PRIMARY KEY("customer_id","product_id","sorg"),
	CONSTRAINT "order_limits_limit_check" CHECK ("order_limits"."limit_qty" >= 0),
	CONSTRAINT "order_limits_ordered_check" CHECK ("order_limits"."ordered_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"article_code" text NOT NULL,
	"name" text NOT NULL,
	"uom" text NOT NULL,
	"qty" integer NOT NULL,
	"qty_from_stock" integer NOT NULL,
	"unit_dealer" numeric(18, 2) NOT NULL,
	"unit_net" numeric NOT NULL,
	"gross" numeric NOT NULL,
	"discount" numeric NOT NULL,
	"net" numeric NOT NULL,
	"sales_deal_no" text,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_qty_check" CHECK ("order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text DEFAULT nextval('order_numbers')::text NOT NULL,
	"customer_id" uuid NOT NULL,
	"user_id" uuid,
	"sorg" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"sap_order_no" text,
	"currency" text NOT NULL,
	"total_order" numeric(18, 2) NOT NULL,
	"total_qty" integer NOT NULL,
	"ship_to_id" uuid,
	"ship_to" jsonb NOT NULL,
	"cust_po_no" text,
	"notes" text,
	"request_delivery_date" date,
	"payment_id" text NOT NULL,
	"shipment" jsonb,
	"checkout_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "price_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"customer_id" uuid,
	"sales_deal_no" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"value" numeric(18, 4) NOT NULL,
	"term" text,
	"tier_qty" integer,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "price_deals_type_check" CHECK ("price_deals"."type" in ('percentage', 'amount')),
	CONSTRAINT "price_deals_value_check" CHECK ("price_deals"."value" >= 0),
	CONSTRAINT "price_deals_term_check" CHECK (("price_deals"."term" is null and "price_deals"."tier_qty" is null) or ("price_deals"."term" in ('>=', '<=') and "price_deals"."tier_qty" >= 0))
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"product_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"currency" text NOT NULL,
	"dealer" numeric(18, 2) NOT NULL,
	"retail" numeric(18, 2),
	CONSTRAINT "prices_product_id_sorg_pk" PRIMARY KEY("product_id","sorg"),
	CONSTRAINT "prices_dealer_check" CHECK ("prices"."dealer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_sorgs" (
	"product_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"allow_order" boolean DEFAULT true NOT NULL,
	"order_blocked" boolean DEFAULT false NOT NULL,
	"sorg_blocked" boolean DEFAULT false NOT NULL,
	"new_arrival_from" date,
	"new_arrival_to" date,
	"new_arrival_active" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sorgs_product_id_sorg_pk" PRIMARY KEY("product_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_code" text NOT NULL,
	"article_code_display" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"mcid" text,
	"model_code" text NOT NULL,
	"model_name" text NOT NULL,
	"series" text,
	"model_year" integer,
	"brand" text NOT NULL,
	"variant" text,
	"slug" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"uom" text DEFAULT 'EA' NOT NULL,
	"exact_qty" integer,
	"order_quota" integer,
	"hierarchy_blocked" boolean DEFAULT false NOT NULL,
	"brand_blocked" boolean DEFAULT false NOT NULL,
	"category_blocked" boolean DEFAULT false NOT NULL,
	"recommended_rank" integer DEFAULT 1000000 NOT NULL,
	"image_url" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "products"."name" || ' ' || "products"."article_code" || ' ' || "products"."model_name" || ' ' || coalesce("products"."series", '') || ' ' || "products"."brand")) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_article_code_unique" UNIQUE("article_code"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_category_check" CHECK ("products"."category" in ('bike', 'paa')),
	CONSTRAINT "products_exact_qty_check" CHECK ("products"."exact_qty" is null or "products"."exact_qty" > 0),
	CONSTRAINT "products_order_quota_check" CHECK ("products"."order_quota" is null or "products"."order_quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sorg" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"badge" text,
	"tagline" text,
	"product_category" text,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_history" (
	"customer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"times_ordered" integer DEFAULT 1 NOT NULL,
	"total_qty" integer NOT NULL,
	"first_ordered_at" timestamp with time zone NOT NULL,
	"last_ordered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchase_history_customer_id_product_id_sorg_pk" PRIMARY KEY("customer_id","product_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "restock_subscriptions" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"customer_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "restock_subscriptions_user_id_product_id_sorg_pk" PRIMARY KEY("user_id","product_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "ship_to_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text,
	"country" text NOT NULL,
	"phone" text,
	"warehouse_area" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sorg" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"base_amount" numeric(18, 2) NOT NULL,
	"per_unit_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"free_from_qty" integer,
	"lead_days" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"product_id" uuid NOT NULL,
	"location_code" text NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"customer_ordered" integer DEFAULT 0 NOT NULL,
	"next_arrival" date,
	"next_arrival_qty" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_product_id_location_code_pk" PRIMARY KEY("product_id","location_code"),
	CONSTRAINT "stock_levels_available_check" CHECK ("stock_levels"."available" >= 0),
	CONSTRAINT "stock_levels_customer_ordered_check" CHECK ("stock_levels"."customer_ordered" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"code" text PRIMARY KEY NOT NULL,
	"sorg" text NOT NULL,
	"name" text NOT NULL,
	"warehouse_area" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_order_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"location_code" text,
	"qty" integer NOT NULL,
	"confirmed_date" date,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_displays" ADD CONSTRAINT "article_displays_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_displays" ADD CONSTRAINT "article_displays_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_sellers" ADD CONSTRAINT "best_sellers_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_sellers" ADD CONSTRAINT "best_sellers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_benefits" ADD CONSTRAINT "freight_benefits_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupset_components" ADD CONSTRAINT "groupset_components_groupset_id_groupsets_id_fk" FOREIGN KEY ("groupset_id") REFERENCES "public"."groupsets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupset_components" ADD CONSTRAINT "groupset_components_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groupsets" ADD CONSTRAINT "groupsets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_limits" ADD CONSTRAINT "order_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_limits" ADD CONSTRAINT "order_limits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_limits" ADD CONSTRAINT "order_limits_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_ship_to_id_ship_to_addresses_id_fk" FOREIGN KEY ("ship_to_id") REFERENCES "public"."ship_to_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_deals" ADD CONSTRAINT "price_deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_deals" ADD CONSTRAINT "price_deals_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_deals" ADD CONSTRAINT "price_deals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sorgs" ADD CONSTRAINT "product_sorgs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sorgs" ADD CONSTRAINT "product_sorgs_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD CONSTRAINT "purchase_history_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD CONSTRAINT "purchase_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_history" ADD CONSTRAINT "purchase_history_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_subscriptions" ADD CONSTRAINT "restock_subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_to_addresses" ADD CONSTRAINT "ship_to_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_rates" ADD CONSTRAINT "shipment_rates_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_location_code_stock_locations_code_fk" FOREIGN KEY ("location_code") REFERENCES "public"."stock_locations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_order_confirmations" ADD CONSTRAINT "stock_order_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_displays_sorg_idx" ON "article_displays" USING btree ("sorg","section","sort_order");--> statement-breakpoint
CREATE INDEX "best_sellers_rank_idx" ON "best_sellers" USING btree ("sorg","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_customer_idx" ON "carts" USING btree ("user_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_benefits_area_qty_idx" ON "freight_benefits" USING btree ("sorg","warehouse_area","min_qty");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_checkout_idx" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "price_deals_product_idx" ON "price_deals" USING btree ("product_id","sorg");--> statement-breakpoint
CREATE INDEX "product_sorgs_sorg_idx" ON "product_sorgs" USING btree ("sorg","product_id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_article_code_trgm_idx" ON "products" USING gin ("article_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("category","recommended_rank","name","id");--> statement-breakpoint
CREATE INDEX "products_model_idx" ON "products" USING btree ("model_code");--> statement-breakpoint
CREATE INDEX "products_category_mcid_idx" ON "products" USING btree ("category","mcid");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_sorg_code_idx" ON "promotions" USING btree ("sorg","code");--> statement-breakpoint
CREATE INDEX "promotions_validity_idx" ON "promotions" USING btree ("sorg","valid_from","valid_to");--> statement-breakpoint
CREATE INDEX "purchase_history_last_idx" ON "purchase_history" USING btree ("customer_id","last_ordered_at");--> statement-breakpoint
CREATE INDEX "restock_subscriptions_product_idx" ON "restock_subscriptions" USING btree ("product_id","sorg");--> statement-breakpoint
CREATE UNIQUE INDEX "ship_to_addresses_customer_code_idx" ON "ship_to_addresses" USING btree ("customer_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_rates_sorg_code_idx" ON "shipment_rates" USING btree ("sorg","code");--> statement-breakpoint
CREATE INDEX "stock_order_confirmations_order_idx" ON "stock_order_confirmations" USING btree ("order_id","line_no");