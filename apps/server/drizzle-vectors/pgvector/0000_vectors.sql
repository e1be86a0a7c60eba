-- The passages' vectors with pgvector: one untyped `vector` column for every space; each space gets its own partial
-- HNSW index on `embedding::vector(d)` when it is created (modules/knowledge/vectors/vectorStore.ts).
CREATE EXTENSION IF NOT EXISTS vector;
--> statement-breakpoint
CREATE TABLE "knowledge_vectors" (
	"chunk_id" integer NOT NULL REFERENCES "knowledge_chunks"("id") ON DELETE CASCADE,
	"space_id" integer NOT NULL REFERENCES "embedding_spaces"("id") ON DELETE CASCADE,
	"kb_id" integer NOT NULL,
	"embedding" vector NOT NULL,
	PRIMARY KEY ("chunk_id", "space_id")
);
--> statement-breakpoint
CREATE INDEX "knowledge_vectors_space_kb" ON "knowledge_vectors" USING btree ("space_id", "kb_id");
