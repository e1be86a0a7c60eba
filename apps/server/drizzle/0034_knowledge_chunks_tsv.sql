-- Custom (drizzle-kit has no words for these). A passage's row (text, tokens, tsvector: ~4 KB of Chinese) is over the
-- 2 KB at which PostgreSQL moves its largest values out of line, the tsvector first, so ranking read every match's
-- back from the TOAST table. Stored MAIN it stays in the row (text and tokens go out of line instead): the same ranking
-- over 100,000 passages took about half the time (docs/benchmarks.md, session 31). Rows written before keep their
-- out-of-line vectors until rewritten.
ALTER TABLE "knowledge_chunks" ALTER COLUMN "tsv" SET STORAGE MAIN;--> statement-breakpoint
-- The keyword list weighs a term by how many passages hold it (retrieval/keywordPlan.ts), from ANALYZE's most common
-- lexemes: 4,000 of them (1,000 by default) reach down to terms in ~0.6 % of passages instead of ~2 %.
ALTER TABLE "knowledge_chunks" ALTER COLUMN "tsv" SET STATISTICS 400;
