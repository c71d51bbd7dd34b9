CREATE TABLE "sales_document_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_document_attachments_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "sales_document_attachments_size_check" CHECK ("sales_document_attachments"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "sales_document_attachments" ADD CONSTRAINT "sales_document_attachments_document_id_sales_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."sales_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_document_attachments_document_idx" ON "sales_document_attachments" USING btree ("document_id","created_at");