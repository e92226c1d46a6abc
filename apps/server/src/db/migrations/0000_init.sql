CREATE TABLE "store_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day_of_week" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "store_hours_day_of_week_ck" CHECK ("store_hours"."day_of_week" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE TABLE "store_order_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"min_ready_minutes" integer NOT NULL,
	"max_ready_minutes" integer NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"special_min_ready_minutes" integer,
	"special_max_ready_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"orderlane" boolean DEFAULT false NOT NULL,
	"orderlane_drive" boolean DEFAULT false NOT NULL,
	"own_driver" boolean DEFAULT false NOT NULL,
	"tdrive" boolean DEFAULT false NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"logo_url" text,
	"banner_url" text,
	"keyword" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'America/Chicago' NOT NULL,
	"min_delivery_cents" integer DEFAULT 0 NOT NULL,
	"reward_rate" double precision DEFAULT 0 NOT NULL,
	"m_rate" double precision DEFAULT 1 NOT NULL,
	"tax_rate" double precision DEFAULT 0 NOT NULL,
	"convenience_fee_cents" integer,
	"delivery_radius_miles" double precision DEFAULT 0 NOT NULL,
	"delivery_base_fee_cents" integer DEFAULT 0 NOT NULL,
	"delivery_fee_per_mile_cents" integer DEFAULT 0 NOT NULL,
	"special_request_available" boolean DEFAULT true NOT NULL,
	"receive_tip" boolean DEFAULT true NOT NULL,
	"receive_by_fax" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"cn_name" text,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"available_from" text,
	"available_until" text
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"cn_name" text,
	"price_cents" integer NOT NULL,
	"start_date" timestamp NOT NULL,
	"end_date" timestamp DEFAULT '2199-12-12 23:59:59' NOT NULL,
	"sub_total_cents" integer DEFAULT 0 NOT NULL,
	"printer_name" text,
	"printable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"code" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"cn_name" text,
	"description" text,
	"price_cents" integer NOT NULL,
	"m_price_cents" integer,
	"offer_price_cents" integer,
	"image_url" text,
	"spicy" boolean DEFAULT false NOT NULL,
	"raw" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"available_from" text,
	"available_until" text,
	"tax_exempt" boolean DEFAULT false NOT NULL,
	"printer_name" text,
	"printable" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"num_of_choice" integer DEFAULT 0 NOT NULL,
	"multi_qty_allowed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"cn_name" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"referred_user_id" integer NOT NULL,
	"sign_up_credit_cents" integer NOT NULL,
	"referrer_credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"reward_balance_cents" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"opt_in" boolean DEFAULT false NOT NULL,
	"used_new_customer_promo" boolean DEFAULT false NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"phone_number" text,
	"address" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"first_name" text,
	"last_name" text,
	"email" text,
	"note" text DEFAULT 'Hand it to me' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"name" text NOT NULL,
	"cn_name" text,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer,
	"deal_id" integer,
	"order_item_type" text,
	"name" text NOT NULL,
	"cn_name" text,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"m_unit_price_cents" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"category_id" integer,
	"category_name" text,
	"category_cn_name" text,
	"special_instructions" text,
	"tax_exempt" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"order_type" text NOT NULL,
	"schedule_time" text,
	"payment_status" text,
	"order_payment_method" text,
	"table_name" text,
	"special_instructions" text,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"convenience_fee_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"discount_kind" text,
	"total_cents" integer NOT NULL,
	"m_order" jsonb NOT NULL,
	"m_total_cents" integer NOT NULL,
	"charged_cents" integer,
	"pricing_fingerprint" text NOT NULL,
	"payment_profile_id" integer,
	"payment_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"placed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_profile_id" text NOT NULL,
	"customer_payment_profile_id" text NOT NULL,
	"card_type" text NOT NULL,
	"masked_number" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"card_last4" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cell_phone" text NOT NULL,
	"business_phone" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"zip_code" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"zip" text NOT NULL,
	"referral" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone_number" text NOT NULL,
	"preferred_language" text DEFAULT 'EN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"sales_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"store_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_hours" ADD CONSTRAINT "store_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_types" ADD CONSTRAINT "store_order_types_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_group_id_option_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_user_id_users_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_infos" ADD CONSTRAINT "user_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_hours_store_day_idx" ON "store_hours" USING btree ("store_id","day_of_week");--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_types_store_type_uq" ON "store_order_types" USING btree ("store_id","order_type");--> statement-breakpoint
CREATE INDEX "stores_active_idx" ON "stores" USING btree ("active");--> statement-breakpoint
CREATE INDEX "stores_phone_number_idx" ON "stores" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "stores_owner_id_idx" ON "stores" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "categories_store_idx" ON "categories" USING btree ("store_id","display_order");--> statement-breakpoint
CREATE INDEX "deals_store_idx" ON "deals" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "items_store_idx" ON "items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id","display_order");--> statement-breakpoint
CREATE INDEX "option_groups_item_idx" ON "option_groups" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_tokens_hash_uq" ON "access_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_uq" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_uq" ON "referrals" USING btree ("referred_user_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "user_infos_user_idx" ON "user_infos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_user_idx" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_item_options_item_idx" ON "order_item_options" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_profiles_user_idx" ON "payment_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_uq" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_transaction_uq" ON "sandbox_charges" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_uq" ON "drivers" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_email_uq" ON "drivers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_email_uq" ON "owners" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sales_tracking_owner_idx" ON "sales_tracking" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("status","next_attempt_at");