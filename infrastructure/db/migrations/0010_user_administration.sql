CREATE TABLE "administrative_audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_fields" text[] NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "administrative_audit_entries_action_check" CHECK ("administrative_audit_entries"."action" in ('create', 'update', 'delete', 'password_link_sent')),
	CONSTRAINT "administrative_audit_entries_subject_type_check" CHECK ("administrative_audit_entries"."subject_type" in ('user', 'role', 'group_role', 'permission'))
);
--> statement-breakpoint
CREATE TABLE "password_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "password_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "password_links_purpose_check" CHECK ("password_links"."purpose" in ('reset', 'administrator'))
);
--> statement-breakpoint
ALTER TABLE "user_areas" ADD COLUMN "option" text;--> statement-breakpoint
ALTER TABLE "user_areas" ADD COLUMN "value" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "send_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "send_email_warranty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_fake_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "administrative_audit_entries" ADD CONSTRAINT "administrative_audit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administrative_audit_entries_subject_idx" ON "administrative_audit_entries" USING btree ("subject_type","subject_id","at");--> statement-breakpoint
CREATE INDEX "administrative_audit_entries_actor_idx" ON "administrative_audit_entries" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "password_links_user_idx" ON "password_links" USING btree ("user_id");