CREATE TABLE "marketing_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"item_per_line" integer DEFAULT 4 NOT NULL,
	"show_childs" boolean DEFAULT true NOT NULL,
	"search_param" text DEFAULT '' NOT NULL,
	"layout" text DEFAULT 'grid' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "marketing_categories_type_check" CHECK ("marketing_categories"."type" in ('brand_assets', 'product_lineup'))
);
--> statement-breakpoint
CREATE TABLE "marketing_category_markets" (
	"category_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	CONSTRAINT "marketing_category_markets_category_id_market_id_pk" PRIMARY KEY("category_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"thumbnail_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_images_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "marketing_images_thumbnail_name_unique" UNIQUE("thumbnail_name")
);
--> statement-breakpoint
CREATE TABLE "sales_document_group_markets" (
	"group_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	CONSTRAINT "sales_document_group_markets_group_id_market_id_pk" PRIMARY KEY("group_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "sales_document_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_document_markets" (
	"document_id" uuid NOT NULL,
	"market_id" uuid NOT NULL,
	CONSTRAINT "sales_document_markets_document_id_market_id_pk" PRIMARY KEY("document_id","market_id")
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"group_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sales_documents_type_check" CHECK ("sales_documents"."type" in ('sales', 'technical')),
	CONSTRAINT "sales_documents_validity_check" CHECK ("sales_documents"."valid_from" <= "sales_documents"."valid_to")
);
--> statement-breakpoint
ALTER TABLE "marketing_categories" ADD CONSTRAINT "marketing_categories_parent_id_marketing_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."marketing_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_category_markets" ADD CONSTRAINT "marketing_category_markets_category_id_marketing_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."marketing_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_category_markets" ADD CONSTRAINT "marketing_category_markets_market_id_content_target_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."content_target_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_images" ADD CONSTRAINT "marketing_images_category_id_marketing_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."marketing_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_group_markets" ADD CONSTRAINT "sales_document_group_markets_group_id_sales_document_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sales_document_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_group_markets" ADD CONSTRAINT "sales_document_group_markets_market_id_content_target_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."content_target_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_markets" ADD CONSTRAINT "sales_document_markets_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_markets" ADD CONSTRAINT "sales_document_markets_market_id_content_target_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."content_target_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_group_id_sales_document_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sales_document_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_categories_parent_idx" ON "marketing_categories" USING btree ("type","parent_id");--> statement-breakpoint
CREATE INDEX "marketing_category_markets_market_idx" ON "marketing_category_markets" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "marketing_images_category_idx" ON "marketing_images" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_document_group_markets_market_idx" ON "sales_document_group_markets" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sales_document_markets_market_idx" ON "sales_document_markets" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "sales_documents_type_created_idx" ON "sales_documents" USING btree ("type","created_at");