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
CREATE INDEX "sales_monthly_totals_year_idx" ON "sales_monthly_totals" USING btree ("customer_id","year");--> statement-breakpoint
-- The sales overview's summary follows the invoice items: each item adds its net sales and quantity to the month,
-- payer and product it was invoiced for, and takes them away again when it changes or goes.
CREATE FUNCTION "sales_monthly_totals_apply"(p_invoice "invoices", p_article_code text, p_brand text, p_name text, p_qty integer, p_sub_total numeric, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  touched "sales_monthly_totals";
BEGIN
  INSERT INTO "sales_monthly_totals" AS totals ("customer_id", "sorg", "payer_code", "payer_name", "year", "month", "product_category", "brand", "merchandise_category", "model_code", "model_name", "series", "net_sales", "invoice_quantity")
  SELECT p_invoice."customer_id", p_invoice."sorg", p_invoice."payer_code", p_invoice."payer_name",
         extract(year FROM p_invoice."invoice_date")::integer, extract(month FROM p_invoice."invoice_date")::integer,
         coalesce(p."category", ''), coalesce(p."brand", p_brand, ''), coalesce(p."mcid", ''), coalesce(p."model_code", p_article_code), coalesce(p."model_name", p_name), coalesce(p."series", ''),
         p_sign * p_sub_total, p_sign * p_qty
  FROM (SELECT 1) AS one LEFT JOIN "products" p ON p."article_code" = p_article_code
  ON CONFLICT ("customer_id", "sorg", "year", "month", "payer_code", "product_category", "brand", "merchandise_category", "model_code", "series")
  DO UPDATE SET "net_sales" = totals."net_sales" + excluded."net_sales", "invoice_quantity" = totals."invoice_quantity" + excluded."invoice_quantity", "payer_name" = excluded."payer_name"
  RETURNING * INTO touched;
  IF touched."net_sales" = 0 AND touched."invoice_quantity" = 0 THEN
    DELETE FROM "sales_monthly_totals" t
    WHERE t."customer_id" = touched."customer_id" AND t."sorg" = touched."sorg" AND t."year" = touched."year" AND t."month" = touched."month" AND t."payer_code" = touched."payer_code"
      AND t."product_category" = touched."product_category" AND t."brand" = touched."brand" AND t."merchandise_category" = touched."merchandise_category" AND t."model_code" = touched."model_code" AND t."series" = touched."series";
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_monthly_totals_item_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  invoice "invoices";
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Gone when the whole invoice is deleted: the invoice's own trigger has taken its items away already.
    SELECT * INTO invoice FROM "invoices" WHERE "id" = OLD."invoice_id";
    IF FOUND THEN PERFORM "sales_monthly_totals_apply"(invoice, OLD."article_code", OLD."brand", OLD."name", OLD."qty", OLD."sub_total", -1); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO invoice FROM "invoices" WHERE "id" = NEW."invoice_id";
    PERFORM "sales_monthly_totals_apply"(invoice, NEW."article_code", NEW."brand", NEW."name", NEW."qty", NEW."sub_total", 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_items_sales_monthly_totals" AFTER INSERT OR UPDATE OR DELETE ON "invoice_items" FOR EACH ROW EXECUTE FUNCTION "sales_monthly_totals_item_changed"();
--> statement-breakpoint
CREATE FUNCTION "sales_monthly_totals_invoice_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item "invoice_items";
BEGIN
  -- A customer deleted with its invoices takes its summary rows with it.
  IF NOT EXISTS (SELECT 1 FROM "customers" WHERE "id" = OLD."customer_id") THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  FOR item IN SELECT * FROM "invoice_items" WHERE "invoice_id" = OLD."id" LOOP
    PERFORM "sales_monthly_totals_apply"(OLD, item."article_code", item."brand", item."name", item."qty", item."sub_total", -1);
    IF TG_OP = 'UPDATE' THEN PERFORM "sales_monthly_totals_apply"(NEW, item."article_code", item."brand", item."name", item."qty", item."sub_total", 1); END IF;
  END LOOP;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_sales_monthly_totals" BEFORE DELETE OR UPDATE OF "customer_id", "sorg", "payer_code", "payer_name", "invoice_date" ON "invoices" FOR EACH ROW EXECUTE FUNCTION "sales_monthly_totals_invoice_changed"();
--> statement-breakpoint
INSERT INTO "sales_monthly_totals" ("customer_id", "sorg", "payer_code", "payer_name", "year", "month", "product_category", "brand", "merchandise_category", "model_code", "model_name", "series", "net_sales", "invoice_quantity")
SELECT i."customer_id", i."sorg", i."payer_code", max(i."payer_name"), extract(year FROM i."invoice_date")::integer, extract(month FROM i."invoice_date")::integer,
       coalesce(p."category", ''), coalesce(p."brand", it."brand", ''), coalesce(p."mcid", ''), coalesce(p."model_code", it."article_code"), max(coalesce(p."model_name", it."name")), coalesce(p."series", ''),
       sum(it."sub_total"), sum(it."qty")
FROM "invoice_items" it JOIN "invoices" i ON i."id" = it."invoice_id" LEFT JOIN "products" p ON p."article_code" = it."article_code"
GROUP BY 1, 2, 3, 5, 6, 7, 8, 9, 10, 12;
