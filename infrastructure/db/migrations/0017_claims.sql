CREATE SEQUENCE "public"."claim_reference_serials" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_capabilities" (
	"product_category" text NOT NULL,
	"cust_category" text NOT NULL,
	"from_status_id" text NOT NULL,
	"to_status_id" text NOT NULL,
	CONSTRAINT "claim_capabilities_product_category_cust_category_from_status_id_to_status_id_pk" PRIMARY KEY("product_category","cust_category","from_status_id","to_status_id")
);
--> statement-breakpoint
CREATE TABLE "claim_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"user_id" uuid,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_files" (
	"claim_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"thumbnail_name" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claim_files_claim_id_slot_pk" PRIMARY KEY("claim_id","slot")
);
--> statement-breakpoint
CREATE TABLE "claim_frames" (
	"frame_number" text PRIMARY KEY NOT NULL,
	"article_code" text NOT NULL,
	"brand" text NOT NULL,
	"recall_campaign" text,
	"stolen_reported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "claim_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"from_status_id" text,
	"to_status_id" text NOT NULL,
	"reason" text,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_problems" (
	"id" text PRIMARY KEY NOT NULL,
	"product_category" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"needs_reason" boolean DEFAULT false NOT NULL,
	"not_a_warranty" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "claim_statuses_category_check" CHECK ("claim_statuses"."category" in ('open', 'review', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_no" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status_id" text NOT NULL,
	"article_code" text NOT NULL,
	"article_name" text NOT NULL,
	"brand" text NOT NULL,
	"frame_number" text DEFAULT '' NOT NULL,
	"qty" integer NOT NULL,
	"problem_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"resolution" text,
	"consumer_name" text DEFAULT '' NOT NULL,
	"consumer_phone" text DEFAULT '' NOT NULL,
	"consumer_email" text DEFAULT '' NOT NULL,
	"consumer_address" text DEFAULT '' NOT NULL,
	"is_not_a_warranty" boolean DEFAULT false NOT NULL,
	"reason_rejection" text,
	"pdi_id" uuid,
	"recall_campaign" text,
	"stolen_bike" boolean DEFAULT false NOT NULL,
	"credit_note_no" text,
	"credit_note_at" timestamp with time zone,
	"delivery_orders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filed_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "claims_reference_no_unique" UNIQUE("reference_no"),
	CONSTRAINT "claims_kind_check" CHECK ("claims"."kind" in ('bike', 'paa'))
);
--> statement-breakpoint
ALTER TABLE "claim_capabilities" ADD CONSTRAINT "claim_capabilities_from_status_id_claim_statuses_id_fk" FOREIGN KEY ("from_status_id") REFERENCES "public"."claim_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_capabilities" ADD CONSTRAINT "claim_capabilities_to_status_id_claim_statuses_id_fk" FOREIGN KEY ("to_status_id") REFERENCES "public"."claim_statuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_comments" ADD CONSTRAINT "claim_comments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_comments" ADD CONSTRAINT "claim_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_files" ADD CONSTRAINT "claim_files_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_histories" ADD CONSTRAINT "claim_histories_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_histories" ADD CONSTRAINT "claim_histories_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_status_id_claim_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."claim_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_pdi_id_pdi_inspections_id_fk" FOREIGN KEY ("pdi_id") REFERENCES "public"."pdi_inspections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_comments_claim_idx" ON "claim_comments" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE INDEX "claim_histories_claim_idx" ON "claim_histories" USING btree ("claim_id","changed_at");--> statement-breakpoint
CREATE INDEX "claims_customer_created_idx" ON "claims" USING btree ("customer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "claims_frame_idx" ON "claims" USING btree ("frame_number");