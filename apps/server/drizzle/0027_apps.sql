CREATE TABLE "app_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"role" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_daily_uses" (
	"app_id" integer NOT NULL,
	"day" date NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "app_daily_uses_app_id_day_pk" PRIMARY KEY("app_id","day")
);
--> statement-breakpoint
CREATE TABLE "app_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" integer NOT NULL,
	"cat_id" integer NOT NULL,
	"name" text NOT NULL,
	"des" text NOT NULL,
	"preset" text NOT NULL,
	"demo_data" text NOT NULL,
	"cover_img" text NOT NULL,
	"public" boolean NOT NULL,
	"state" text NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer,
	"status" text NOT NULL,
	"gpts" boolean DEFAULT false NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"price" integer,
	"featured" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"listed_name" text,
	"disabled_reason" text DEFAULT '' NOT NULL,
	"rewarded" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_apps" (
	"user_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_apps_user_id_app_id_pk" PRIMARY KEY("user_id","app_id")
);
--> statement-breakpoint
ALTER TABLE "app_daily_uses" ADD CONSTRAINT "app_daily_uses_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_revisions" ADD CONSTRAINT "app_revisions_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_revisions" ADD CONSTRAINT "app_revisions_cat_id_app_categories_id_fk" FOREIGN KEY ("cat_id") REFERENCES "public"."app_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apps" ADD CONSTRAINT "apps_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_apps" ADD CONSTRAINT "user_apps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_apps" ADD CONSTRAINT "user_apps_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_revisions_live_idx" ON "app_revisions" USING btree ("app_id") WHERE "app_revisions"."state" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "app_revisions_pending_idx" ON "app_revisions" USING btree ("app_id") WHERE "app_revisions"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "app_revisions_category_idx" ON "app_revisions" USING btree ("cat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_listed_name_idx" ON "apps" USING btree (lower("listed_name")) WHERE "apps"."status" = 'approved' and "apps"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "apps_author_idx" ON "apps" USING btree ("author_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_apps_user_idx" ON "user_apps" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
-- The store's default categories (the back office renames, reorders or disables them); 角色扮演's apps are characters.
INSERT INTO "app_categories" ("id", "name", "sort", "role") VALUES (1, '写作助手', 1, false), (2, '学习教育', 2, false), (3, '职场办公', 3, false), (4, '编程开发', 4, false), (5, '生活娱乐', 5, false), (6, '角色扮演', 6, true);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('app_categories', 'id'), 6);
