import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { schema } from '../../../db/index.js';
import { rowsOf } from '../../../db/rawRows.js';
import { embedAll } from '../embeddings/embeddingClient.js';
import type { KnowledgeSettings } from '../knowledgeSettings.js';
import { queryTerms } from '../text/searchTokens.js';
import type { VectorStore } from '../vectors/vectorStore.js';
import { fuseRanks } from './fuseRanks.js';

/** Candidates each way before fusion. */
const candidates = 40;

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
}

/**
 * Finds the passages of the caller's chosen bases that answer a question (docs/knowledge.md "Retrieval"): the keyword
 * list (the question's terms, any of them, ranked by ts_rank_cd) and the vector list (the question's embedding in the
 * active space, nearest first), fused by reciprocal rank. Nothing relevant — no keyword match and no passage as similar
 * as the floor — is an empty list, so the chat neither calls the model nor charges.
 */
export class Retriever {
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

  private async keywordList(kbIds: number[], question: string): Promise<number[]> {
    const terms = queryTerms(question);
    if (terms.length === 0) return [];
    // Each term is its own plainto_tsquery, OR'ed: no user text is read as tsquery syntax, and any term may match.
    const query = sql.join(
      terms.map((term) => sql`plainto_tsquery('simple', ${term}::text)`),
      sql` || `,
    );
    const rows = await rowsOf<{ id: number }>(
      this.deps.db,
      sql`select c.id from knowledge_chunks c, (select ${query} as q) as query
        where c.kb_id = any(${`{${kbIds.join(',')}}`}::integer[]) and c.tsv @@ query.q
        order by ts_rank_cd(c.tsv, query.q) desc, c.id limit ${candidates}::integer`,
    );
    return rows.map((row) => row.id);
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
