CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer,
	"inquiry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(50) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"detail" text NOT NULL,
	CONSTRAINT "lead_events_one_lead" CHECK (("lead_events"."conversation_id" is null) <> ("lead_events"."inquiry_id" is null))
);
--> statement-breakpoint
ALTER TABLE "chat_interactions" ADD COLUMN "lead_status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_interactions" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "chat_interactions" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "lead_status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_conversation_id_chat_interactions_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_interactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_interactions" ADD CONSTRAINT "chat_interactions_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD CONSTRAINT "contact_inquiries_assignee_id_admin_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An inquiry already marked handled has been answered: it starts the inbox as contacted.
UPDATE "contact_inquiries" SET "lead_status" = 'contacted' WHERE "handled_at" IS NOT NULL;
