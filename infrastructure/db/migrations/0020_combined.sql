CREATE TABLE "bonus_tiers" (
	"sorg" text NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"purchase_target" numeric(18, 2) NOT NULL,
	"bonus_rate" numeric(5, 2) NOT NULL,
	"min_on_time_ratio" numeric(4, 3) DEFAULT '0' NOT NULL,
	"min_retail_registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_tiers_sorg_year_name_pk" PRIMARY KEY("sorg","year","name"),
	CONSTRAINT "bonus_tiers_purchase_target_check" CHECK ("bonus_tiers"."purchase_target" >= 0),
	CONSTRAINT "bonus_tiers_bonus_rate_check" CHECK ("bonus_tiers"."bonus_rate" >= 0 and "bonus_tiers"."bonus_rate" <= 100),
	CONSTRAINT "bonus_tiers_on_time_check" CHECK ("bonus_tiers"."min_on_time_ratio" >= 0 and "bonus_tiers"."min_on_time_ratio" <= 1),
	CONSTRAINT "bonus_tiers_registrations_check" CHECK ("bonus_tiers"."min_retail_registrations" >= 0)
);
--> statement-breakpoint
CREATE TABLE "retail_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"frame_number" text NOT NULL,
	"article_code" text NOT NULL,
	"brand" text NOT NULL,
	"sold_on" date NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retail_registrations_frame_number_unique" UNIQUE("frame_number")
);
--> statement-breakpoint
CREATE TABLE "sales_monthly_totals" (
	"customer_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"payer_code" text NOT NULL,
	"payer_name" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"product_category" text NOT NULL,
	"brand" text NOT NULL,
	"merchandise_category" text NOT NULL,
	"model_code" text NOT NULL,
	"model_name" text NOT NULL,
	"series" text NOT NULL,
	"net_sales" numeric(18, 2) NOT NULL,
	"invoice_quantity" integer NOT NULL,
	CONSTRAINT "sales_monthly_totals_pk" PRIMARY KEY("customer_id","sorg","year","month","payer_code","product_category","brand","merchandise_category","model_code","series")
);
--> statement-breakpoint
ALTER TABLE "bonus_tiers" ADD CONSTRAINT "bonus_tiers_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_registrations" ADD CONSTRAINT "retail_registrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_monthly_totals" ADD CONSTRAINT "sales_monthly_totals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retail_registrations_customer_sold_idx" ON "retail_registrations" USING btree ("customer_id","sold_on");--> statement-breakpoint
CREATE INDEX "sales_monthly_totals_year_idx" ON "sales_monthly_totals" USING btree ("customer_id","year");