ALTER TABLE "store_portal_settings" ADD COLUMN "table_count" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
-- A store made before new stores got their order types has none, and its go-live checklist can never be met:
-- it gets the new-store rows (packages/domain NEW_STORE_ORDER_TYPES). A store already live keeps offering
-- nothing new: its rows arrive switched off.
INSERT INTO "store_order_types" ("store_id", "order_type", "available", "min_ready_minutes", "max_ready_minutes")
SELECT s."id", d."order_type", d."available" AND NOT s."active", d."min_ready", d."max_ready"
FROM "stores" s
CROSS JOIN (VALUES ('PICK_UP', true, 15, 25), ('DELIVERY', false, 40, 60), ('DINE_IN', false, 15, 25), ('WALK_IN', false, 10, 20))
  AS d("order_type", "available", "min_ready", "max_ready")
WHERE NOT EXISTS (SELECT 1 FROM "store_order_types" t WHERE t."store_id" = s."id");
