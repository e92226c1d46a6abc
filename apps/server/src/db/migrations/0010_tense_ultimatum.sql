CREATE TABLE "event_stream_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"session_token_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_event_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"address_key" text,
	"lease_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "event_stream_tickets_hash_uq" ON "event_stream_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "event_stream_tickets_expires_idx" ON "event_stream_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "open_event_streams_account_idx" ON "open_event_streams" USING btree ("account_key");--> statement-breakpoint
CREATE INDEX "open_event_streams_address_idx" ON "open_event_streams" USING btree ("address_key");