CREATE TABLE "chat_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_name" text NOT NULL,
	"model" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"key_type" smallint DEFAULT 1 NOT NULL,
	"model_type" text DEFAULT 'chat' NOT NULL,
	"deduct_type" smallint DEFAULT 1 NOT NULL,
	"deduct" integer DEFAULT 1 NOT NULL,
	"vip_free_num" integer DEFAULT 0 NOT NULL,
	"max_model_tokens" integer DEFAULT 8096 NOT NULL,
	"max_response_tokens" integer DEFAULT 4000 NOT NULL,
	"max_rounds" integer DEFAULT 12 NOT NULL,
	"rounds" integer DEFAULT 8 NOT NULL,
	"top_n_tenths" smallint DEFAULT 8 NOT NULL,
	"system_message" text DEFAULT '' NOT NULL,
	"can_upload" boolean DEFAULT false NOT NULL,
	"can_audio" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_id" smallint NOT NULL,
	"price_fen" integer NOT NULL,
	"origin_price_fen" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 0 NOT NULL,
	"des" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"p_id" integer DEFAULT 0 NOT NULL,
	"menu_platform" smallint NOT NULL,
	"menu_name" text NOT NULL,
	"menu_path" text DEFAULT '' NOT NULL,
	"menu_icon" text DEFAULT '' NOT NULL,
	"menu_icon_active" text DEFAULT '' NOT NULL,
	"home_icon" text DEFAULT '' NOT NULL,
	"home_icon_active" text DEFAULT '' NOT NULL,
	"menu_cover" text DEFAULT '' NOT NULL,
	"menu_iframe_url" text DEFAULT '' NOT NULL,
	"is_jump" boolean DEFAULT false NOT NULL,
	"is_need_auth" boolean DEFAULT false NOT NULL,
	"menu_tip_text" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_title" text NOT NULL,
	"notice_info" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"role" text DEFAULT 'user' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");