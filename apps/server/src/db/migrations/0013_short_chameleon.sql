CREATE TABLE "store_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"invited_by_owner_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_owner_id" integer,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_invitations" ADD CONSTRAINT "store_invitations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_invitations" ADD CONSTRAINT "store_invitations_invited_by_owner_id_owners_id_fk" FOREIGN KEY ("invited_by_owner_id") REFERENCES "owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_invitations" ADD CONSTRAINT "store_invitations_accepted_by_owner_id_owners_id_fk" FOREIGN KEY ("accepted_by_owner_id") REFERENCES "owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_invitations_token_hash_uq" ON "store_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "store_invitations_store_idx" ON "store_invitations" USING btree ("store_id");