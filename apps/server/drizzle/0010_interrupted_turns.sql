CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_logs" ADD COLUMN "instance_id" text;--> statement-breakpoint
CREATE INDEX "chat_logs_streaming_idx" ON "chat_logs" USING btree ("id") WHERE "chat_logs"."status" = 'streaming';