CREATE TABLE "drawing_likes" (
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"agreed" boolean NOT NULL,
	"flipped_at" timestamp with time zone NOT NULL,
	CONSTRAINT "drawing_likes_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "drawing_views" (
	"item_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "drawing_views_item_id_viewer_day_pk" PRIMARY KEY("item_id","viewer","day")
);
--> statement-breakpoint
CREATE TABLE "market_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"category_id" integer,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"agree_num" integer DEFAULT 0 NOT NULL,
	"visit_num" integer DEFAULT 0 NOT NULL,
	"prompt" text NOT NULL,
	"origin_prompt" text NOT NULL,
	"image_model" text DEFAULT '' NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"search" "tsvector" NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drawing_likes" ADD CONSTRAINT "drawing_likes_item_id_market_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_likes" ADD CONSTRAINT "drawing_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawing_views" ADD CONSTRAINT "drawing_views_item_id_market_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."market_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_items" ADD CONSTRAINT "market_items_id_drawings_id_fk" FOREIGN KEY ("id") REFERENCES "public"."drawings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_items" ADD CONSTRAINT "market_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_items" ADD CONSTRAINT "market_items_category_id_market_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."market_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawing_views_day_idx" ON "drawing_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "market_items_featured_idx" ON "market_items" USING btree ("featured" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "market_items"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "market_items_new_idx" ON "market_items" USING btree ("id" DESC NULLS FIRST) WHERE "market_items"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "market_items_hot_idx" ON "market_items" USING btree ("agree_num" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "market_items"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "market_items_category_featured_idx" ON "market_items" USING btree ("category_id","featured" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "market_items"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "market_items_category_new_idx" ON "market_items" USING btree ("category_id","id" DESC NULLS FIRST) WHERE "market_items"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "market_items_category_hot_idx" ON "market_items" USING btree ("category_id","agree_num" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "market_items"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "market_items_search_idx" ON "market_items" USING gin ("search") WHERE "market_items"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "market_items_status_idx" ON "market_items" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "market_items_author_idx" ON "market_items" USING btree ("author_id");--> statement-breakpoint
INSERT INTO "market_categories" ("id", "name", "sort") VALUES (1, '风景', 1), (2, '人物', 2), (3, '动漫', 3), (4, '插画', 4), (5, '建筑', 5), (6, '其他', 6);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('market_categories', 'id'), 6);