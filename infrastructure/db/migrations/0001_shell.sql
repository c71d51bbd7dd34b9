CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sorg" text NOT NULL,
	"banner_file" text NOT NULL,
	"link" text,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bike_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sorg" text NOT NULL,
	"mcid" text NOT NULL,
	"wording" text NOT NULL,
	"type" text DEFAULT 'bike' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_credit_accounts" (
	"customer_company_id" uuid PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"credit_control" text,
	"credit_limit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"open_invoice" numeric(18, 2) DEFAULT '0' NOT NULL,
	"open_delivery_order" numeric(18, 2) DEFAULT '0' NOT NULL,
	"consignment" numeric(18, 2) DEFAULT '0' NOT NULL,
	"reason_blocked" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_credit_accounts_reason_blocked_check" CHECK ("company_credit_accounts"."reason_blocked" is null or "company_credit_accounts"."reason_blocked" in ('limit_exceeded', 'overdue_over_limit', 'oldest_ar_blocked', 'other_company_blocked'))
);
--> statement-breakpoint
CREATE TABLE "consumer_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"customer_id" uuid,
	"host" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_target_markets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"market_name" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "content_target_markets_type_check" CHECK ("content_target_markets"."type" in ('marketing_material', 'sales_document', 'news'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "user_content_target_markets" (
	"user_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	CONSTRAINT "user_content_target_markets_user_id_market_id_pk" PRIMARY KEY("user_id","market_id")
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bike_categories" ADD CONSTRAINT "bike_categories_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_credit_accounts" ADD CONSTRAINT "company_credit_accounts_customer_company_id_customer_companies_id_fk" FOREIGN KEY ("customer_company_id") REFERENCES "public"."customer_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_feedback" ADD CONSTRAINT "consumer_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_feedback" ADD CONSTRAINT "consumer_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_target_markets" ADD CONSTRAINT "user_content_target_markets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_content_target_markets" ADD CONSTRAINT "user_content_target_markets_market_id_content_target_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."content_target_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_sorg_validity_idx" ON "banners" USING btree ("sorg","valid_from","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "bike_categories_sorg_mcid_idx" ON "bike_categories" USING btree ("sorg","mcid");--> statement-breakpoint
CREATE INDEX "consumer_feedback_created_idx" ON "consumer_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_target_markets_type_name_idx" ON "content_target_markets" USING btree ("type","market_name");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");