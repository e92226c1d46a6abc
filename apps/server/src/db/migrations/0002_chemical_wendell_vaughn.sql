CREATE TABLE "menu_unavailability" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"item_id" integer,
	"option_id" integer,
	"until" timestamp with time zone NOT NULL,
	"created_by_owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_escalations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor_owner_id" integer,
	"actor_name" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_ticket_dispatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_ordering_pauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"scope" text NOT NULL,
	"source" text NOT NULL,
	"paused_by_owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_portal_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"escalate_after_minutes" integer DEFAULT 3 NOT NULL,
	"pause_after_minutes" integer DEFAULT 8 NOT NULL,
	"auto_print" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'ONLINE' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prep_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reject_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "menu_unavailability" ADD CONSTRAINT "menu_unavailability_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_unavailability" ADD CONSTRAINT "menu_unavailability_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_unavailability" ADD CONSTRAINT "menu_unavailability_option_id_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_unavailability" ADD CONSTRAINT "menu_unavailability_created_by_owner_id_owners_id_fk" FOREIGN KEY ("created_by_owner_id") REFERENCES "owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_escalations" ADD CONSTRAINT "order_escalations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_actor_owner_id_owners_id_fk" FOREIGN KEY ("actor_owner_id") REFERENCES "owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ticket_dispatches" ADD CONSTRAINT "order_ticket_dispatches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_ordering_pauses" ADD CONSTRAINT "store_ordering_pauses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_ordering_pauses" ADD CONSTRAINT "store_ordering_pauses_paused_by_owner_id_owners_id_fk" FOREIGN KEY ("paused_by_owner_id") REFERENCES "owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_portal_settings" ADD CONSTRAINT "store_portal_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_unavailability_due_idx" ON "menu_unavailability" USING btree ("restored_at","until");--> statement-breakpoint
CREATE INDEX "menu_unavailability_store_idx" ON "menu_unavailability" USING btree ("store_id","restored_at");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_unavailability_open_item_uq" ON "menu_unavailability" USING btree ("item_id") WHERE "menu_unavailability"."restored_at" IS NULL AND "menu_unavailability"."item_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_unavailability_open_option_uq" ON "menu_unavailability" USING btree ("option_id") WHERE "menu_unavailability"."restored_at" IS NULL AND "menu_unavailability"."option_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "order_escalations_order_kind_uq" ON "order_escalations" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_ticket_dispatches_order_channel_uq" ON "order_ticket_dispatches" USING btree ("order_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "store_ordering_pauses_store_scope_uq" ON "store_ordering_pauses" USING btree ("store_id","scope");--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status","placed_at");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at");