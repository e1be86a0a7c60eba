CREATE TABLE "payment_notifies" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_no" text,
	"order_id" integer,
	"provider_trade_no" text,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"payload" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"author_id" integer,
	"snapshot" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_notifies" ADD CONSTRAINT "payment_notifies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notifies_order_idx" ON "payment_notifies" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_notifies_received_idx" ON "payment_notifies" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "review_items_status_idx" ON "review_items" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_items_pending_key" ON "review_items" USING btree ("kind","target_id") WHERE "review_items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by_id");--> statement-breakpoint
CREATE INDEX "model_daily_uses_day_idx" ON "model_daily_uses" USING btree ("day","model_id");--> statement-breakpoint
-- The back office's user search: a substring of a name, phone, e-mail or invite code, through trigram indexes.
-- fastupdate off: PGlite never vacuums, so a pending list would only grow and turn the planner away from the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_invite_code_trgm_idx" ON "users" USING gin ("invite_code" gin_trgm_ops) WITH (fastupdate = off);
