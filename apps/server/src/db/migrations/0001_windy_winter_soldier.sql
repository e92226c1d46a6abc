CREATE TABLE "onboarding_progress" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"step" text DEFAULT 'add-menu' NOT NULL,
	"menu_info" jsonb,
	"order_protocol" jsonb,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "owner_password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_bank_accounts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"legal_business_name" text NOT NULL,
	"owner_legal_name" text NOT NULL,
	"owner_date_of_birth_cipher" text NOT NULL,
	"tax_id_cipher" text NOT NULL,
	"routing_number_cipher" text NOT NULL,
	"account_number_cipher" text NOT NULL,
	"accepted_sign_up_sheet_at" timestamp with time zone NOT NULL,
	"accepted_merchant_terms_at" timestamp with time zone NOT NULL,
	"text_consent" boolean DEFAULT false NOT NULL,
	"updated_by_owner_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"owner_id" integer,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"purpose" text DEFAULT 'menu' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_leads" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "merchant_leads" ADD COLUMN "source" text DEFAULT 'merchant' NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_access_tokens" ADD CONSTRAINT "owner_access_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_password_reset_tokens" ADD CONSTRAINT "owner_password_reset_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bank_accounts" ADD CONSTRAINT "store_bank_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bank_accounts" ADD CONSTRAINT "store_bank_accounts_updated_by_owner_id_owners_id_fk" FOREIGN KEY ("updated_by_owner_id") REFERENCES "owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_members" ADD CONSTRAINT "store_members_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_uploads" ADD CONSTRAINT "store_uploads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_uploads" ADD CONSTRAINT "store_uploads_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_access_tokens_hash_uq" ON "owner_access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "owner_access_tokens_owner_idx" ON "owner_access_tokens" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_password_reset_tokens_hash_uq" ON "owner_password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "owner_password_reset_tokens_owner_idx" ON "owner_password_reset_tokens" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_members_store_owner_uq" ON "store_members" USING btree ("store_id","owner_id");--> statement-breakpoint
CREATE INDEX "store_members_owner_idx" ON "store_members" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_uploads_storage_key_uq" ON "store_uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "store_uploads_store_idx" ON "store_uploads" USING btree ("store_id");