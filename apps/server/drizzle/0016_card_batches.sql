CREATE TABLE "card_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_codes" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "card_codes" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_batches" ADD CONSTRAINT "card_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_codes" ADD CONSTRAINT "card_codes_batch_id_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."card_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_codes_batch_idx" ON "card_codes" USING btree ("batch_id");--> statement-breakpoint
-- Codes made before batches existed get a batch per package and batch text, so the back office lists, exports and
-- disables them like new ones; codes without batch text get a batch named after their first day.
INSERT INTO "card_batches" ("goods_id", "name", "count", "created_at")
SELECT "goods_id", "batch", count(*), min("created_at") FROM "card_codes" GROUP BY "goods_id", "batch" ORDER BY min("created_at"), "goods_id", "batch";--> statement-breakpoint
UPDATE "card_codes" SET "batch_id" = "card_batches"."id" FROM "card_batches"
WHERE "card_codes"."goods_id" = "card_batches"."goods_id" AND "card_codes"."batch" = "card_batches"."name";--> statement-breakpoint
UPDATE "card_batches" SET "name" = to_char("created_at" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') WHERE "name" = '';
