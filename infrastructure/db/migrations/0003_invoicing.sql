CREATE SEQUENCE "public"."payment_request_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7100000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "click_collect_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"qty" integer NOT NULL,
	"qty_shipped" integer DEFAULT 0 NOT NULL,
	"mark" text NOT NULL,
	CONSTRAINT "click_collect_items_qty_check" CHECK ("click_collect_items"."qty" > 0 and "click_collect_items"."qty_shipped" >= 0 and "click_collect_items"."qty_shipped" <= "click_collect_items"."qty"),
	CONSTRAINT "click_collect_items_mark_check" CHECK ("click_collect_items"."mark" in ('order_to_hq', 'ready_to_pickup'))
);
--> statement-breakpoint
CREATE TABLE "click_collect_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"consumer_name" text NOT NULL,
	"consumer_email" text,
	"consumer_phone" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "click_collect_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "click_collect_orders_status_check" CHECK ("click_collect_orders"."status" in ('open', 'need_confirmation', 'confirmed', 'processing_by_hq', 'shipment_from_hq', 'partially_shipped', 'shipped', 'ready_to_pickup', 'complete'))
);
--> statement-breakpoint
CREATE TABLE "click_collect_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"lines" jsonb NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_order_lines" (
	"delivery_order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"order_no" text NOT NULL,
	"article_code" text NOT NULL,
	"name" text NOT NULL,
	"order_qty" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	CONSTRAINT "delivery_order_lines_delivery_order_id_line_no_pk" PRIMARY KEY("delivery_order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "delivery_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"do_number" text NOT NULL,
	"order_type" text,
	"cust_po_no" text,
	"document_date" date NOT NULL,
	"delivery_date" date,
	"estimated_delivery_date" date,
	"tracking_no" text,
	"tracking_url" text,
	"expedition_name" text,
	"notes" text,
	"cust_code" text NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "delivery_orders_do_number_unique" UNIQUE("do_number")
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"invoice_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"article_code" text NOT NULL,
	"article_code_display" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"uom" text NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"sub_total" numeric(18, 2) NOT NULL,
	CONSTRAINT "invoice_items_invoice_id_line_no_pk" PRIMARY KEY("invoice_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"payer_code" text NOT NULL,
	"company_code" text NOT NULL,
	"accounting_no" text NOT NULL,
	"assignment" text DEFAULT '' NOT NULL,
	"installment" integer,
	"due_date" date NOT NULL,
	"accounting_amount" numeric(18, 2) NOT NULL,
	"payment_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text,
	"clearing_date" date,
	"detail_notes" text,
	"payment_request_id" uuid
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"payer_code" text NOT NULL,
	"payer_name" text NOT NULL,
	"invoice_no" text NOT NULL,
	"do_no" text,
	"invoice_date" date NOT NULL,
	"fiscal_year" integer NOT NULL,
	"currency" text NOT NULL,
	"grand_total" numeric(18, 2) NOT NULL,
	"tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"shipping_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"recycle_fee" numeric(18, 2) DEFAULT '0' NOT NULL,
	"surcharges" numeric(18, 2) DEFAULT '0' NOT NULL,
	"early_payment_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"freight_allowance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"terms" text,
	"notes" text,
	"expedition_name" text,
	"expedition_tracking" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"company_code" text NOT NULL,
	"company_name" text NOT NULL,
	"so_number" text NOT NULL,
	"order_number" text NOT NULL,
	"order_type" text,
	"po_number" text,
	"order_date" date NOT NULL,
	"request_delivery_date" date,
	"expected_delivery_date" date,
	"notes" text,
	"internal_notes" text,
	"created_by" text,
	"ship_to" text,
	"ship_to_name" text,
	"ship_to_address" text,
	"cust_code" text NOT NULL,
	"cust_name" text NOT NULL,
	"line_no" integer NOT NULL,
	"article_code" text NOT NULL,
	"article_code_display" text NOT NULL,
	"article_name" text NOT NULL,
	"qty" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"sub_total" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"uom" text NOT NULL,
	"product_category" text,
	"model_year" integer,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_documents_kind_check" CHECK ("payment_documents"."kind" in ('receipt', 'document'))
);
--> statement-breakpoint
CREATE TABLE "payment_merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"merchant" text NOT NULL,
	"ext_payment_gateway_id" text NOT NULL,
	"instruction" text,
	"payment_discount" numeric(7, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "payment_merchants_discount_check" CHECK ("payment_merchants"."payment_discount" >= 0 and "payment_merchants"."payment_discount" <= 1)
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sorg" text NOT NULL,
	"module" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_request_lines" (
	"payment_request_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "payment_request_lines_payment_request_id_invoice_line_id_pk" PRIMARY KEY("payment_request_id","invoice_line_id")
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_no" text DEFAULT nextval('payment_request_numbers')::text NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"order_no" text,
	"customer_id" uuid NOT NULL,
	"user_id" uuid,
	"payer_code" text NOT NULL,
	"payer_name" text NOT NULL,
	"company_code" text NOT NULL,
	"sorg" text NOT NULL,
	"currency" text NOT NULL,
	"payment_merchant_id" uuid NOT NULL,
	"method_type" text NOT NULL,
	"saved_payment_id" uuid,
	"instrument_display" text,
	"amount" numeric(18, 2) NOT NULL,
	"total_before_discount" numeric(18, 2) NOT NULL,
	"early_payment_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"freight_allowance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"payment_method_discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"is_partial" boolean DEFAULT false NOT NULL,
	"positive_invoice_numbers" text[] DEFAULT '{}' NOT NULL,
	"negative_invoice_numbers" text[] DEFAULT '{}' NOT NULL,
	"accounting_numbers" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"virtual_account_no" text,
	"expires_at" timestamp with time zone,
	"settles_at" timestamp with time zone,
	"failure_reason" text,
	"ext_ref_data" jsonb,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_requests_request_no_unique" UNIQUE("request_no"),
	CONSTRAINT "payment_requests_status_check" CHECK ("payment_requests"."status" in ('pending', 'on_processing', 'complete', 'failed', 'void')),
	CONSTRAINT "payment_requests_kind_check" CHECK ("payment_requests"."kind" in ('invoice', 'order'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"company_code" text,
	"payment_merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"brand" text,
	"last4" text NOT NULL,
	"token" text NOT NULL,
	"display" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "saved_payments_kind_check" CHECK ("saved_payments"."kind" in ('card', 'ach')),
	CONSTRAINT "saved_payments_last4_check" CHECK ("saved_payments"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "click_collect_items" ADD CONSTRAINT "click_collect_items_order_id_click_collect_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."click_collect_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_collect_orders" ADD CONSTRAINT "click_collect_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_collect_shipments" ADD CONSTRAINT "click_collect_shipments_order_id_click_collect_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."click_collect_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_collect_shipments" ADD CONSTRAINT "click_collect_shipments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_order_lines" ADD CONSTRAINT "delivery_order_lines_delivery_order_id_delivery_orders_id_fk" FOREIGN KEY ("delivery_order_id") REFERENCES "public"."delivery_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_orders" ADD CONSTRAINT "delivery_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_order_lines" ADD CONSTRAINT "open_order_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_merchants" ADD CONSTRAINT "payment_merchants_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_lines" ADD CONSTRAINT "payment_request_lines_payment_request_id_payment_requests_id_fk" FOREIGN KEY ("payment_request_id") REFERENCES "public"."payment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_request_lines" ADD CONSTRAINT "payment_request_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payment_merchant_id_payment_merchants_id_fk" FOREIGN KEY ("payment_merchant_id") REFERENCES "public"."payment_merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_saved_payment_id_saved_payments_id_fk" FOREIGN KEY ("saved_payment_id") REFERENCES "public"."saved_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD CONSTRAINT "saved_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD CONSTRAINT "saved_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_payments" ADD CONSTRAINT "saved_payments_payment_merchant_id_payment_merchants_id_fk" FOREIGN KEY ("payment_merchant_id") REFERENCES "public"."payment_merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "click_collect_items_order_line_idx" ON "click_collect_items" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "click_collect_orders_customer_idx" ON "click_collect_orders" USING btree ("customer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "click_collect_shipments_order_idx" ON "click_collect_shipments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_orders_customer_document_idx" ON "delivery_orders" USING btree ("customer_id","document_date");--> statement-breakpoint
CREATE INDEX "delivery_orders_customer_delivery_idx" ON "delivery_orders" USING btree ("customer_id","delivery_date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_company_accounting_no_idx" ON "invoice_lines" USING btree ("company_code","accounting_no");--> statement-breakpoint
CREATE INDEX "invoice_lines_open_idx" ON "invoice_lines" USING btree ("customer_id","payer_code","due_date") WHERE "invoice_lines"."clearing_date" is null;--> statement-breakpoint
CREATE INDEX "invoice_lines_cleared_idx" ON "invoice_lines" USING btree ("customer_id","clearing_date") WHERE "invoice_lines"."clearing_date" is not null;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_request_idx" ON "invoice_lines" USING btree ("payment_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sorg_invoice_no_idx" ON "invoices" USING btree ("sorg","invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_customer_date_idx" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
CREATE INDEX "open_order_lines_customer_idx" ON "open_order_lines" USING btree ("customer_id","company_code","order_date");--> statement-breakpoint
CREATE INDEX "payment_documents_request_idx" ON "payment_documents" USING btree ("payment_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_sorg_module_type_idx" ON "payment_methods" USING btree ("sorg","module","type");--> statement-breakpoint
CREATE INDEX "payment_request_lines_line_idx" ON "payment_request_lines" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_idempotency_idx" ON "payment_requests" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_requests_customer_created_idx" ON "payment_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_requests_order_no_idx" ON "payment_requests" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "reports_user_idx" ON "reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payments_user_token_idx" ON "saved_payments" USING btree ("user_id","token");--> statement-breakpoint
CREATE INDEX "saved_payments_customer_idx" ON "saved_payments" USING btree ("customer_id","user_id");