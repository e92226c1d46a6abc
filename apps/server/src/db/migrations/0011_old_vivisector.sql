CREATE TABLE "store_card_pauses" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"paused_at" timestamp with time zone NOT NULL,
	"paused_until" timestamp with time zone NOT NULL,
	"declines" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_card_pauses" ADD CONSTRAINT "store_card_pauses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;