-- The passages' vectors without pgvector (Debian's PostgreSQL 15, hosted servers without it): `real[]`, ranked by an
-- exact cosine in SQL (modules/knowledge/vectors/vectorStore.ts). Same table and keys as the pgvector path.
CREATE TABLE "knowledge_vectors" (
	"chunk_id" integer NOT NULL REFERENCES "knowledge_chunks"("id") ON DELETE CASCADE,
	"space_id" integer NOT NULL REFERENCES "embedding_spaces"("id") ON DELETE CASCADE,
	"kb_id" integer NOT NULL,
	"embedding" real[] NOT NULL,
	PRIMARY KEY ("chunk_id", "space_id")
);
--> statement-breakpoint
CREATE INDEX "knowledge_vectors_space_kb" ON "knowledge_vectors" USING btree ("space_id", "kb_id");
