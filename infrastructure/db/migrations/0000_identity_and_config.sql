CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sorg" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"content" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_areas" (
	"customer_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"cust_group" text,
	CONSTRAINT "customer_areas_customer_id_sorg_pk" PRIMARY KEY("customer_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "customer_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"r3" text NOT NULL,
	"isr" text,
	"unified" text,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"city" text,
	"email" text,
	"sorg" text NOT NULL,
	CONSTRAINT "customers_r3_unique" UNIQUE("r3"),
	CONSTRAINT "customers_isr_unique" UNIQUE("isr")
);
--> statement-breakpoint
CREATE TABLE "group_role_roles" (
	"group_role_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "group_role_roles_group_role_id_role_id_pk" PRIMARY KEY("group_role_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "group_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "group_roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "host_configs" (
	"host" text PRIMARY KEY NOT NULL,
	"brand_name" text NOT NULL,
	"web_title" text NOT NULL,
	"sorg" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"maintenance_message" text
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "permissions_scope_unique" UNIQUE("scope")
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"active_customer_code" text,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"spent_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" uuid NOT NULL,
	"permission_id" uuid NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sales_organisations" (
	"sorg" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_areas" (
	"user_id" uuid NOT NULL,
	"sorg" text NOT NULL,
	"limitation" text,
	"form_visit" text,
	CONSTRAINT "user_areas_user_id_sorg_pk" PRIMARY KEY("user_id","sorg")
);
--> statement-breakpoint
CREATE TABLE "user_customers" (
	"user_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	CONSTRAINT "user_customers_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"limitation" text,
	"language_id" text NOT NULL,
	"group_role_id" uuid,
	"customer_id" uuid,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_areas" ADD CONSTRAINT "customer_areas_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_areas" ADD CONSTRAINT "customer_areas_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_companies" ADD CONSTRAINT "customer_companies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_role_roles" ADD CONSTRAINT "group_role_roles_group_role_id_group_roles_id_fk" FOREIGN KEY ("group_role_id") REFERENCES "public"."group_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_role_roles" ADD CONSTRAINT "group_role_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_configs" ADD CONSTRAINT "host_configs_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas" ADD CONSTRAINT "user_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_areas" ADD CONSTRAINT "user_areas_sorg_sales_organisations_sorg_fk" FOREIGN KEY ("sorg") REFERENCES "public"."sales_organisations"("sorg") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_role_id_group_roles_id_fk" FOREIGN KEY ("group_role_id") REFERENCES "public"."group_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_sorg_validity_idx" ON "announcements" USING btree ("sorg","valid_from","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_companies_code_idx" ON "customer_companies" USING btree ("customer_id","code");--> statement-breakpoint
CREATE INDEX "customers_sorg_idx" ON "customers" USING btree ("sorg");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "user_customers_customer_idx" ON "user_customers" USING btree ("customer_id");