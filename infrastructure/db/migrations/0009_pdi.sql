CREATE TABLE "pdi_checklist_items" (
	"brand" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "pdi_checklist_items_brand_id_pk" PRIMARY KEY("brand","id")
);
--> statement-breakpoint
CREATE TABLE "pdi_inspections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"frame_number" text NOT NULL,
	"article_code" text NOT NULL,
	"description" text NOT NULL,
	"brand" text NOT NULL,
	"merchandise" text NOT NULL,
	"mechanic" text NOT NULL,
	"checks" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "pdi_inspections_outcome_check" CHECK ("pdi_inspections"."outcome" in ('ready', 'not_ready'))
);
--> statement-breakpoint
ALTER TABLE "pdi_inspections" ADD CONSTRAINT "pdi_inspections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdi_inspections" ADD CONSTRAINT "pdi_inspections_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pdi_inspections_customer_idx" ON "pdi_inspections" USING btree ("customer_id","created_at");