ALTER TABLE "admin_users" ALTER COLUMN "role" SET DEFAULT 'consultant';--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- Every account made before roles could do everything: each stays able to, as an owner.
UPDATE "admin_users" SET "role" = 'owner';--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_known" CHECK ("admin_users"."role" in ('owner', 'consultant'));