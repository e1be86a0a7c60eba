DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "goods_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_goods_unless_test" CHECK ("orders"."goods_id" is not null or "orders"."is_test");--> statement-breakpoint
-- Test orders made before this named the first package only because an order had to: they stop pinning it.
UPDATE "orders" SET "goods_id" = NULL WHERE "is_test";
