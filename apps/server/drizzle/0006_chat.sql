CREATE TABLE "chat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text DEFAULT '新对话' NOT NULL,
	"is_sticky" boolean DEFAULT false NOT NULL,
	"app_id" integer,
	"model_type" text DEFAULT 'chat' NOT NULL,
	"config" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"reasoning" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"model_name" text DEFAULT '' NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_daily_uses" (
	"user_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_models" ADD COLUMN "base_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_models" ADD COLUMN "api_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_logs" ADD CONSTRAINT "chat_logs_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_logs" ADD CONSTRAINT "chat_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_daily_uses" ADD CONSTRAINT "model_daily_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_daily_uses" ADD CONSTRAINT "model_daily_uses_model_id_chat_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."chat_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_groups_user_idx" ON "chat_groups" USING btree ("user_id","model_type","updated_at");--> statement-breakpoint
CREATE INDEX "chat_logs_group_idx" ON "chat_logs" USING btree ("group_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_daily_uses_key" ON "model_daily_uses" USING btree ("user_id","model_id","day");