CREATE TABLE "server_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_uploads" ADD COLUMN "source_cv_id" integer;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_source_cv_id_cv_documents_id_fk" FOREIGN KEY ("source_cv_id") REFERENCES "public"."cv_documents"("id") ON DELETE set null ON UPDATE no action;