ALTER TABLE "orders" ADD COLUMN "grant_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grant_days" integer DEFAULT 0 NOT NULL;