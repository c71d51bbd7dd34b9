CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_id" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host" text NOT NULL,
	"reason" text NOT NULL,
	"goal" text NOT NULL,
	"cust_name" text NOT NULL,
	"cust_address" text NOT NULL,
	"cust_state" text NOT NULL,
	"cust_postal_code" text,
	"cust_country" text NOT NULL,
	"cust_email" text NOT NULL,
	"cust_phone" text NOT NULL,
	"cust_city" text NOT NULL,
	"cust_web" text,
	"client_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"body" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"item_per_line" integer DEFAULT 3 NOT NULL,
	"placeholder_on_card" boolean DEFAULT true NOT NULL,
	"title_on_card" boolean DEFAULT true NOT NULL,
	"subtitle_on_card" boolean DEFAULT true NOT NULL,
	"releasedon_on_card" boolean DEFAULT true NOT NULL,
	"resolution_on_card" boolean DEFAULT false NOT NULL,
	"gotopdp_on_card" boolean DEFAULT false NOT NULL,
	"product_link" text,
	"image_file" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "news_item_per_line_check" CHECK ("news"."item_per_line" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "news_target_markets" (
	"news_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	CONSTRAINT "news_target_markets_news_id_market_id_pk" PRIMARY KEY("news_id","market_id")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_target_markets" ADD CONSTRAINT "news_target_markets_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_target_markets" ADD CONSTRAINT "news_target_markets_market_id_content_target_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."content_target_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id","description");--> statement-breakpoint
CREATE INDEX "customer_inquiries_client_idx" ON "customer_inquiries" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "customer_inquiries_created_idx" ON "customer_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_valid_idx" ON "news" USING btree ("valid_from","valid_to");--> statement-breakpoint
CREATE INDEX "news_target_markets_market_idx" ON "news_target_markets" USING btree ("market_id");