CREATE TABLE "frame_account_bikes" (
	"customer_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"frame_number" text NOT NULL,
	"article_name" text NOT NULL,
	"usage" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "frame_account_bikes_customer_id_brand_frame_number_pk" PRIMARY KEY("customer_id","brand","frame_number")
);
--> statement-breakpoint
CREATE TABLE "frame_brands" (
	"sorg" text NOT NULL,
	"brand" text NOT NULL,
	CONSTRAINT "frame_brands_sorg_brand_pk" PRIMARY KEY("sorg","brand")
);
--> statement-breakpoint
CREATE TABLE "frames" (
	"frame_number" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"article_code" text NOT NULL,
	"article_name" text NOT NULL,
	"old_code" text,
	"customer_id" uuid NOT NULL,
	"delivered_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retail_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"frame_number" text NOT NULL,
	"sold_date" date NOT NULL,
	"consumer_name" text NOT NULL,
	"consumer_phone" text NOT NULL,
	"consumer_address" text NOT NULL,
	"consumer_city" text NOT NULL,
	"consumer_email" text NOT NULL,
	"dealer_name" text NOT NULL,
	"non_retail" boolean NOT NULL,
	"use_account_data" boolean NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"registered_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "retail_sales_frame_number_key" UNIQUE("frame_number"),
	CONSTRAINT "retail_sales_status_check" CHECK ("retail_sales"."status" in ('pending_insert', 'failed_insert', 'processing_insert', 'pending_update', 'failed_update', 'processing_update', 'complete'))
);
--> statement-breakpoint
ALTER TABLE "frame_account_bikes" ADD CONSTRAINT "frame_account_bikes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frame_brands" ADD CONSTRAINT "frame_brands_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frames" ADD CONSTRAINT "frames_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_sales" ADD CONSTRAINT "retail_sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_sales" ADD CONSTRAINT "retail_sales_frame_number_frames_frame_number_fk" FOREIGN KEY ("frame_number") REFERENCES "public"."frames"("frame_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_sales" ADD CONSTRAINT "retail_sales_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frames_customer_idx" ON "frames" USING btree ("customer_id","brand");--> statement-breakpoint
CREATE INDEX "retail_sales_customer_idx" ON "retail_sales" USING btree ("customer_id","created_at");