CREATE TABLE "chat_opens" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_opens_created_at" ON "chat_opens" USING btree ("created_at");