DROP INDEX "claims_reference_no_trgm_idx";--> statement-breakpoint
DROP INDEX "claims_frame_number_trgm_idx";--> statement-breakpoint
DROP INDEX "claims_article_code_trgm_idx";--> statement-breakpoint
DROP INDEX "claims_customer_created_idx";--> statement-breakpoint
DROP INDEX "claims_customer_status_created_idx";--> statement-breakpoint
DROP INDEX "claims_created_idx";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "search_key" text GENERATED ALWAYS AS (upper("claims"."reference_no" || chr(10) || "claims"."frame_number" || chr(10) || "claims"."article_code")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "claims_search_key_trgm_idx" ON "claims" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_customer_created_idx" ON "claims" USING btree ("customer_id","created_at","id","search_key");--> statement-breakpoint
CREATE INDEX "claims_customer_status_created_idx" ON "claims" USING btree ("customer_id","status_id","created_at","id","search_key");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at","id","search_key");