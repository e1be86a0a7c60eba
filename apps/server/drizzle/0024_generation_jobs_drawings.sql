CREATE TABLE "daily_free_uses" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_free_uses_user_id_kind_day_pk" PRIMARY KEY("user_id","kind","day")
);
--> statement-breakpoint
CREATE TABLE "generation_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"upstream_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"deadline" timestamp with time zone NOT NULL,
	"charge_points" integer DEFAULT 0 NOT NULL,
	"free_use_kind" text,
	"free_use_day" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generation_jobs_progress" CHECK (progress between 0 and 100),
	CONSTRAINT "generation_jobs_charge" CHECK (charge_points >= 0)
);
--> statement-breakpoint
CREATE TABLE "draw_prompt_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"prompt" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drawings" (
	"id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"mode" text,
	"bot_type" text,
	"prompt" text DEFAULT '' NOT NULL,
	"origin_prompt" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"custom_id" text,
	"image_key" text,
	"thumb_key" text,
	"preview" text,
	"width" integer,
	"height" integer,
	"extra_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_text" text,
	"seed" text,
	"favorite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_free_uses" ADD CONSTRAINT "daily_free_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prompts" ADD CONSTRAINT "draw_prompts_category_id_draw_prompt_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."draw_prompt_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_id_generation_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."generation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_jobs_due_idx" ON "generation_jobs" USING btree ("next_run_at") WHERE status not in ('succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "generation_jobs_open_idx" ON "generation_jobs" USING btree ("user_id","module") WHERE status not in ('succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "draw_prompts_category_idx" ON "draw_prompts" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "drawings_user_idx" ON "drawings" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "drawings_favorite_idx" ON "drawings" USING btree ("user_id","id" DESC NULLS LAST) WHERE favorite;--> statement-breakpoint
-- The prompt library's first content (the operator edits it in the back office).
INSERT INTO "draw_prompt_categories" ("id", "name", "sort") VALUES (1, '人像', 1), (2, '风景', 2), (3, '插画', 3), (4, '产品', 4);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('draw_prompt_categories', 'id'), 4);--> statement-breakpoint
INSERT INTO "draw_prompts" ("category_id", "title", "prompt", "sort") VALUES
  (1, '胶片人像', 'portrait of a young woman by a window, soft natural light, 35mm film, shallow depth of field', 1),
  (1, '赛博朋克', 'cyberpunk character portrait, neon rim light, rain, reflective jacket, cinematic', 2),
  (1, '水彩头像', 'watercolor portrait of an old fisherman, loose brush strokes, warm palette', 3),
  (1, '3D 卡通', 'cute 3d cartoon avatar of a smiling girl, pastel colors, soft studio lighting, pixar style', 4),
  (2, '雪山日出', 'snowy mountain range at sunrise, golden light on the peaks, mist in the valley, ultra wide', 1),
  (2, '江南水乡', 'ancient chinese water town, stone bridge, willow trees, light rain, ink painting mood', 2),
  (2, '星空营地', 'camping tent under the milky way, glowing lantern, pine forest, long exposure', 3),
  (2, '海边小镇', 'colorful houses on a seaside cliff, turquoise water, summer afternoon, aerial view', 4),
  (3, '国潮插画', 'chinese guochao illustration of a dragon and clouds, red and gold, flat vector', 1),
  (3, '绘本风', 'children''s picture book illustration, a fox reading under a tree, gentle colors', 2),
  (3, '像素风', 'pixel art of a cozy bedroom at night, 16-bit, warm lamp light', 3),
  (3, '扁平海报', 'flat minimal poster of a bicycle in the city, geometric shapes, limited palette', 4),
  (4, '白底产品', 'product photo of a ceramic coffee mug on a white background, soft shadow, studio lighting', 1),
  (4, '香水广告', 'luxury perfume bottle on black marble, water droplets, dramatic rim light, commercial', 2),
  (4, '运动鞋', 'sneaker floating mid-air, dynamic splash of colored powder, high speed photography', 3),
  (4, '美食俯拍', 'top-down photo of a bowl of ramen, steam, wooden table, natural light', 4);
