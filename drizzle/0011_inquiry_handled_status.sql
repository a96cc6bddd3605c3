-- The Inquiries tab's handled mark and the inbox status become one truth (issue 15): an inquiry
-- is handled exactly while its lead is past "new". Inquiries marked handled before this move to
-- "contacted", recorded in their history at the time they were marked (by whom was not kept).
INSERT INTO "lead_events" ("inquiry_id", "created_at", "actor_name", "kind", "detail")
SELECT "id", "handled_at", 'Inquiries tab', 'status', 'contacted' FROM "contact_inquiries"
WHERE "handled_at" IS NOT NULL AND "lead_status" = 'new';
--> statement-breakpoint
UPDATE "contact_inquiries" SET "lead_status" = 'contacted'
WHERE "handled_at" IS NOT NULL AND "lead_status" = 'new';
--> statement-breakpoint
-- Leads already moved on in the inbox count as handled since their first status change.
UPDATE "contact_inquiries" SET "handled_at" = COALESCE(
  (SELECT min("created_at") FROM "lead_events"
   WHERE "inquiry_id" = "contact_inquiries"."id" AND "kind" = 'status'),
  now()
)
WHERE "handled_at" IS NULL AND "lead_status" <> 'new';
