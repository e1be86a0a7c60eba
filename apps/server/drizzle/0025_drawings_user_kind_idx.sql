DROP INDEX "drawings_user_idx";--> statement-breakpoint
CREATE INDEX "drawings_user_kind_idx" ON "drawings" USING btree ("user_id","kind","id" DESC NULLS LAST);