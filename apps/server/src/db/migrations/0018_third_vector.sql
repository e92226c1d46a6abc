CREATE TABLE "deployment_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_ratings_store_idx";--> statement-breakpoint
CREATE INDEX "order_ratings_store_idx" ON "order_ratings" USING btree ("store_id","id");