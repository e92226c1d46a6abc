CREATE TABLE "category_make_times" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"make_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_make_times" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"make_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kitchen_slot_bookings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"slot_start_at" timestamp with time zone NOT NULL,
	"make_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_kitchen_capacity" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"slot_limit_minutes" integer,
	"default_make_minutes" integer DEFAULT 5 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_make_times" ADD CONSTRAINT "category_make_times_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_make_times" ADD CONSTRAINT "category_make_times_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_make_times" ADD CONSTRAINT "item_make_times_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_make_times" ADD CONSTRAINT "item_make_times_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_slot_bookings" ADD CONSTRAINT "kitchen_slot_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_slot_bookings" ADD CONSTRAINT "kitchen_slot_bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_kitchen_capacity" ADD CONSTRAINT "store_kitchen_capacity_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_make_times_store_idx" ON "category_make_times" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "item_make_times_store_idx" ON "item_make_times" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "kitchen_slot_bookings_store_slot_idx" ON "kitchen_slot_bookings" USING btree ("store_id","slot_start_at");