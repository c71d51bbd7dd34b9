CREATE TABLE "sales_area_regions" (
	"id" text PRIMARY KEY NOT NULL,
	"sorg" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"outline" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"other_midrange" text NOT NULL,
	"brand_domination" text NOT NULL,
	"qty_plg_grp" integer NOT NULL,
	"qty_non_plg_grp" integer NOT NULL,
	"brand_display" text NOT NULL,
	"series_list" jsonb NOT NULL,
	"series_brand" text NOT NULL,
	"equipment" jsonb NOT NULL,
	"notes" text NOT NULL,
	"photos" jsonb NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_forms_kind_check" CHECK ("visit_forms"."kind" in ('polygon', 'wim'))
);
--> statement-breakpoint
ALTER TABLE "sales_area_regions" ADD CONSTRAINT "sales_area_regions_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_forms" ADD CONSTRAINT "visit_forms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_forms" ADD CONSTRAINT "visit_forms_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_area_regions_sorg_idx" ON "sales_area_regions" USING btree ("sorg");--> statement-breakpoint
CREATE INDEX "visit_forms_kind_created_idx" ON "visit_forms" USING btree ("kind","created_at");