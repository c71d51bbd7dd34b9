ALTER TABLE "invoice_lines" ADD COLUMN "invoice_no" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "invoice_lines" SET "invoice_no" = "invoices"."invoice_no", "currency" = "invoices"."currency" FROM "invoices" WHERE "invoices"."id" = "invoice_lines"."invoice_id";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "invoice_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "invoice_lines_open_order_idx" ON "invoice_lines" USING btree ("customer_id","due_date","invoice_no" collate "C","accounting_no" collate "C") WHERE "invoice_lines"."clearing_date" is null;
