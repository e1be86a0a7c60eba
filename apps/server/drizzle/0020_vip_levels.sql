CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"badge" text DEFAULT '' NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_level_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "vip_level_id" integer;--> statement-breakpoint
ALTER TABLE "chat_models" ADD COLUMN "vip_level_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "grant_vip_level_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_levels_default_key" ON "vip_levels" USING btree ("is_default") WHERE "vip_levels"."is_default";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vip_level_id_vip_levels_id_fk" FOREIGN KEY ("vip_level_id") REFERENCES "public"."vip_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_vip_level_id_vip_levels_id_fk" FOREIGN KEY ("vip_level_id") REFERENCES "public"."vip_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The default level: every member holds it until a package grants another, so a site that never names levels keeps one kind of member.
INSERT INTO "vip_levels" ("name", "badge", "rank", "is_default") VALUES ('会员', 'VIP', 1, true);
