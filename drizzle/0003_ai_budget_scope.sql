-- Chat and the staff tools get separate daily token budgets (security review M4, ADR 017).
-- Tokens counted before this migration were shared; they are kept as the staff tools' spend.
ALTER TABLE "ai_token_usage" DROP CONSTRAINT "ai_token_usage_pkey";--> statement-breakpoint
ALTER TABLE "ai_token_usage" ADD COLUMN "scope" varchar(16) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_token_usage" ALTER COLUMN "scope" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ai_token_usage" ADD CONSTRAINT "ai_token_usage_day_scope_pk" PRIMARY KEY("day","scope");
