DROP INDEX "claims_customer_created_idx";--> statement-breakpoint
DROP INDEX "claims_created_idx";--> statement-breakpoint
CREATE INDEX "claims_customer_status_created_idx" ON "claims" USING btree ("customer_id","status_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_reference_no_trgm_idx" ON "claims" USING gin ("reference_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_frame_number_trgm_idx" ON "claims" USING gin ("frame_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_article_code_trgm_idx" ON "claims" USING gin ("article_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_customer_created_idx" ON "claims" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at","id");