CREATE TABLE "ephemeral_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_by_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_open_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_union_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lifetime_vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_expire" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "consecutive_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "destroyed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ephemeral_entries_expires_idx" ON "ephemeral_entries" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reason_reference_key" ON "points_ledger" USING btree ("reason","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_open_id_key" ON "users" USING btree ("wechat_open_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_score_not_negative" CHECK ("users"."score" >= 0);