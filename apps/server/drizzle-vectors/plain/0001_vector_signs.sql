-- Each vector's signs, a bit a dimension (1 where positive): the plain path first takes the vectors whose signs agree
-- most with the question's (Hamming distance by bit_count, PostgreSQL 14+: ~50 ms over 100,000 vectors of 1,024 on
-- PostgreSQL 15 here), then ranks those by the exact cosine, which over every vector took ~10 s
-- (modules/knowledge/vectors/vectorStore.ts, docs/benchmarks.md session 31).
ALTER TABLE "knowledge_vectors" ADD COLUMN "signs" bit varying;
--> statement-breakpoint
UPDATE "knowledge_vectors" SET "signs" = (
	SELECT string_agg(CASE WHEN x > 0 THEN '1' ELSE '0' END, '' ORDER BY k) FROM unnest("embedding") WITH ORDINALITY AS t(x, k)
)::bit varying;
--> statement-breakpoint
ALTER TABLE "knowledge_vectors" ALTER COLUMN "signs" SET NOT NULL;
