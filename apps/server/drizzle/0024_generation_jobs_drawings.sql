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
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result_text" text,
	"seed" text,
	"favorite" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_free_uses" ADD CONSTRAINT "daily_free_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_jobs" ADD CONSTRAINT "generation_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_id_generation_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."generation_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawings" ADD CONSTRAINT "drawings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generation_jobs_due_idx" ON "generation_jobs" USING btree ("next_run_at") WHERE status not in ('succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "generation_jobs_open_idx" ON "generation_jobs" USING btree ("user_id","module") WHERE status not in ('succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "drawings_user_idx" ON "drawings" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "drawings_favorite_idx" ON "drawings" USING btree ("user_id","id" DESC NULLS LAST) WHERE favorite;