import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { schema } from '../../../db/index.js';
import { rowsOf } from '../../../db/rawRows.js';
import { embedAll } from '../embeddings/embeddingClient.js';
import type { KnowledgeSettings } from '../knowledgeSettings.js';
import { queryTerms } from '../text/searchTokens.js';
import type { VectorStore } from '../vectors/vectorStore.js';
import { fuseRanks } from './fuseRanks.js';
import { keywordBudget, planKeywords, type TermFrequencies, termFrequencies } from './keywordPlan.js';

/** Candidates each way before fusion. */
const candidates = 40;
/** How long the keyword index's statistics are kept before pg_stats is read again. */
const frequenciesForMs = 5 * 60 * 1000;

export type RetrievalMode = 'hybrid' | 'keyword' | 'vector';

export interface RetrievedPassage {
  chunkId: number;
  kbId: number;
  documentId: number | null;
  noteId: number | null;
  sourceName: string;
  page: number | null;
  headingPath: string[];
  text: string;
  /** Its fused score (reciprocal rank fusion). */
  score: number;
}

export interface SearchOptions {
  /** Passages returned (after fusion). */
  top?: number;
  mode?: RetrievalMode;
  /**
   * The question's embedding, already made in the active space's model and width: the embedding endpoint is then not
   * called (bench/knowledgeRetrieval.mjs times retrieval without it). The chat leaves it out: the question is embedded
   * here.
   */
  embedding?: Float32Array;
}

export interface RetrieverDeps {
  db: Database;
  vectors: VectorStore;
  settings: KnowledgeSettings;
  log?: { warn(details: object, message: string): void };
  /** Passages a question may rank through its common terms (keywordPlan.ts); tests make it small. */
  keywordBudget?: number;
}

/**
 * Finds the passages of the caller's chosen bases that answer a question (docs/knowledge.md "Retrieval"): the keyword
 * list (the question's terms: keywordList) and the vector list (the question's embedding in the
 * active space, nearest first), fused by reciprocal rank. Nothing relevant — no keyword match and no passage as similar
 * as the floor — is an empty list, so the chat neither calls the model nor charges.
 */
export class Retriever {
  private frequencies: { value: TermFrequencies | null; at: number } | undefined;

  constructor(private readonly deps: RetrieverDeps) {}

  async search(kbIds: number[], question: string, { top = 6, mode = 'hybrid', embedding }: SearchOptions = {}): Promise<RetrievedPassage[]> {
    if (kbIds.length === 0) return [];
    const none = { ids: [] as number[], best: 0 };
    const [keyword, vector] = await Promise.all([
      mode === 'vector' ? [] : this.keywordList(kbIds, question),
      mode === 'keyword' ? none : this.vectorList(kbIds, question, embedding),
    ]);
    if (keyword.length === 0 && (vector.ids.length === 0 || (mode !== 'vector' && vector.best < this.deps.settings.minSimilarity))) return [];
    const fused = fuseRanks([keyword, vector.ids]).slice(0, top);
    return this.passages(fused);
  }

  /**
   * The keyword list (keywordPlan.ts): passages holding the question's rarer terms, or all of its terms, ranked by the
   * weight of the terms they hold, then by ts_rank_cd. Each term is its own plainto_tsquery: no user text is read as
   * tsquery syntax. When narrowing leaves no candidate, the passages holding any term are ranked, at most `budget` of
   * them.
   */
  private async keywordList(kbIds: number[], question: string): Promise<number[]> {
    const terms = queryTerms(question);
    if (terms.length === 0) return [];
    const bases = sql`${`{${kbIds.join(',')}}`}::integer[]`;
    const [frequencies, passages] = await Promise.all([this.termFrequencies(), this.passageCount(bases)]);
    const budget = this.deps.keywordBudget ?? keywordBudget;
    const plan = planKeywords(terms, passages, frequencies, budget);
    const termQuery = (term: string) => sql`plainto_tsquery('simple', ${term}::text)`;
    const anyOf = (list: string[]) => sql.join(list.map(termQuery), sql` || `);
    const allOf = sql.join(terms.map(termQuery), sql` && `);
    const weight = sql.join(
      terms.map((term) => sql`case when c.tsv @@ ${termQuery(term)} then ${plan.weights.get(term) ?? 1}::real else 0 end`),
      sql` + `,
    );
    const ranked = (from: SQL, matching: SQL) =>
      rowsOf<{ id: number }>(
        this.deps.db,
        sql`select c.id from ${from}, (select ${anyOf(terms)} as q) as query where ${matching}
          order by ${weight} + ts_rank_cd(c.tsv, query.q, 32) desc, c.id limit ${candidates}::integer`,
      );
    const chunks = sql`knowledge_chunks c`;
    const inBases = sql`c.kb_id = any(${bases})`;
    if (!plan.narrowing) return (await ranked(chunks, sql`${inBases} and c.tsv @@ query.q`)).map((row) => row.id);
    const narrowed = plan.candidates.length > 0 ? sql`(c.tsv @@ (${anyOf(plan.candidates)}) or c.tsv @@ (${allOf}))` : sql`c.tsv @@ (${allOf})`;
    let rows = await ranked(chunks, sql`${inBases} and ${narrowed}`);
    if (rows.length === 0)
      rows = await ranked(
        sql`(select c.id, c.tsv from knowledge_chunks c where ${inBases} and c.tsv @@ (${anyOf(terms)}) limit ${budget}::integer) c`,
        sql`true`,
      );
    return rows.map((row) => row.id);
  }

  /** The passages of the chosen bases, as their documents counted them, plus one a note (notes are short). */
  private async passageCount(bases: SQL): Promise<number> {
    const [row] = await rowsOf<{ n: number }>(
      this.deps.db,
      sql`select (coalesce((select sum(chunks) from knowledge_documents where kb_id = any(${bases})), 0)
        + (select count(*) from knowledge_notes where kb_id = any(${bases})))::integer as n`,
    );
    return row?.n ?? 0;
  }

  /** The keyword index's statistics, read again every few minutes (ANALYZE refreshes them: db/plannerStatistics.ts). */
  private async termFrequencies(): Promise<TermFrequencies | null> {
    const now = performance.now();
    if (this.frequencies && now - this.frequencies.at < frequenciesForMs) return this.frequencies.value;
    const [row] = await rowsOf<{ elems: string[] | null; freqs: number[] | null }>(
      this.deps.db,
      sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs from pg_stats
        where schemaname = current_schema() and tablename = 'knowledge_chunks' and attname = 'tsv'`,
    );
    const value = termFrequencies(row);
    this.frequencies = { value, at: now };
    return value;
  }

  private async vectorList(kbIds: number[], question: string, given?: Float32Array): Promise<{ ids: number[]; best: number }> {
    const { db, vectors } = this.deps;
    const [space] = await db.select().from(schema.embeddingSpaces).where(eq(schema.embeddingSpaces.status, 'active')).limit(1);
    if (!space) return { ids: [], best: 0 };
    if (given && given.length !== space.dimensions)
      throw new Error(`the question's embedding has ${given.length} dimensions, the active space ${space.dimensions}`);
    const embedding = given ?? (await this.embedQuestion(space, question));
    if (!embedding) return { ids: [], best: 0 };
    const nearest = await vectors.nearest(db, space, kbIds, embedding, candidates);
    return { ids: nearest.map((row) => row.chunkId), best: nearest[0]?.similarity ?? 0 };
  }

  /**
   * The question embedded by the active space's model (the operator may be moving to another). An endpoint that fails
   * — or none configured — leaves the keyword list to answer alone: a question is never lost to the embedding service.
   */
  private async embedQuestion(space: { model: string; dimensions: number }, question: string): Promise<Float32Array | null> {
    const target = this.deps.settings.embeddingTarget();
    if (!target) return null;
    const embedded = await embedAll({ ...target, model: space.model, dimensions: space.dimensions }, [question], { attempts: 2 }).catch((error: unknown) => {
      this.deps.log?.warn({ err: error }, 'embedding a question failed: keyword retrieval only');
      return null;
    });
    return embedded?.[0] ?? null;
  }

  private async passages(fused: { id: number; score: number }[]): Promise<RetrievedPassage[]> {
    if (fused.length === 0) return [];
    const c = schema.knowledgeChunks;
    const rows = await this.deps.db
      .select({
        chunkId: c.id,
        kbId: c.kbId,
        documentId: c.documentId,
        noteId: c.noteId,
        page: c.page,
        headingPath: c.headingPath,
        text: c.text,
        sourceName: sql<string>`coalesce((select name from knowledge_documents where id = ${c.documentId}), (select title from knowledge_notes where id = ${c.noteId}), '')`,
      })
      .from(c)
      .where(
        inArray(
          c.id,
          fused.map((row) => row.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.chunkId, row]));
    return fused.flatMap(({ id, score }) => {
      const row = byId.get(id);
      return row ? [{ ...row, score }] : [];
    });
  }
}
