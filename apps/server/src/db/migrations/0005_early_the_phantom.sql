CREATE TABLE "store_hour_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"date" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_order_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_hour_overrides" ADD CONSTRAINT "store_hour_overrides_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_hour_overrides_store_date_idx" ON "store_hour_overrides" USING btree ("store_id","date");