import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.js';
import type { VectorPath } from '../../../db/migrations.js';
import { rowsOf } from '../../../db/rawRows.js';

/** An embedding space as the store needs it: its id and the vectors' width. */
export interface VectorSpace {
  id: number;
  dimensions: number;
}

export interface VectorRow {
  chunkId: number;
  kbId: number;
  embedding: Float32Array;
}

export interface Neighbour {
  chunkId: number;
  /** Cosine similarity, −1 … 1. */
  similarity: number;
}

/** Vectors are stored at unit length, so the cosine of two is their dot product (the plain path's ranking). */
function unit(vector: Float32Array): number[] {
  let norm = 0;
  for (const value of vector) norm += value * value;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return Array.from(vector, (value) => value * scale);
}

const vectorLiteral = (vector: Float32Array) => `[${unit(vector).join(',')}]`;
const arrayLiteral = (vector: Float32Array) => `{${unit(vector).join(',')}}`;
/** The plain path's sign bits: 1 where a dimension is positive (drizzle-vectors/plain/0001_vector_signs.sql). */
const signsLiteral = (vector: Float32Array) => Array.from(vector, (value) => (value > 0 ? '1' : '0')).join('');

/**
 * Without pgvector, the vectors a question ranks exactly: this many times the list asked for, those whose signs agree
 * most with the question's. A base holding no more is ranked exactly, every vector.
 */
const signCandidates = 4;
/** A width in a cast (a type modifier cannot be a parameter): a checked integer. */
function width(space: VectorSpace) {
  if (!Number.isInteger(space.dimensions) || space.dimensions < 1 || space.dimensions > 2000) throw new Error(`bad vector width ${space.dimensions}`);
  return sql.raw(String(space.dimensions));
}

/** A space's id written into the statement: a partial index is only used when its predicate's value is in the text. */
const spaceLiteral = (space: VectorSpace) => sql.raw(String(Math.trunc(space.id)));

/**
 * Candidates an HNSW search keeps (pgvector's default is 40). Recall@10 against the exact list at 100,000 vectors
 * shaped like an embedding model's (bench/knowledgeRetrieval.mjs, clustered): 0.785 at 100, 0.902 at 200, 0.964 at 400,
 * for 18.5, 21.7 and 26.5 ms p50; m 16 would need 200 (0.974) but makes every insert ~2.8 times dearer.
 */
const efSearch = 400;

/** A space's HNSW index; `…_hnsw_` was the cosine-distance index of earlier versions (dropped when a space is prepared). */
const indexName = (space: VectorSpace) => sql.raw(`knowledge_vectors_ip_${Math.trunc(space.id)}`);
const oldIndexName = (space: VectorSpace) => sql.raw(`knowledge_vectors_hnsw_${Math.trunc(space.id)}`);

/**
 * The passages' vectors (table knowledge_vectors, db/migrations.ts): with pgvector, one partial HNSW index per space on
 * `embedding::vector(d)` and an approximate nearest-neighbour search that keeps scanning until the base filter has
 * yielded enough rows (`hnsw.iterative_scan = relaxed_order`); without it, `real[]` with their sign bits: the vectors
 * whose signs agree most with the question's, ranked by the exact cosine in SQL (every vector of a small base).
 * Vectors are stored at unit length, so the index orders by inner product (`vector_ip_ops`, `<#>`): the same order as
 * cosine distance. The graph links 8 neighbours a node (`m = 8`, pgvector's default is 16): inserting into the index
 * is most of what indexing a document costs in PGlite (1,000 vectors of 1,024 dimensions: 13.0 s at m 16, 4.6 s at
 * m 8, 2.0 s without an index), and a search looks at more candidates instead (`hnsw.ef_search` 400, default 40);
 * recall@10 against the exact search: bench/knowledgeRetrieval.mjs (docs/benchmarks.md).
 */
export class VectorStore {
  constructor(readonly path: VectorPath) {}

  /** The space's HNSW index (pgvector only); idempotent, so it is run whenever a space is used first. */
  async prepare(db: Executor, space: VectorSpace): Promise<void> {
    if (this.path !== 'pgvector') return;
    await db.execute(sql`drop index if exists ${oldIndexName(space)}`);
    await db.execute(
      sql`create index if not exists ${indexName(space)} on knowledge_vectors
        using hnsw ((embedding::vector(${width(space)})) vector_ip_ops) with (m = 8, ef_construction = 64) where space_id = ${spaceLiteral(space)}`,
    );
  }

  /** A retired space's vectors and index go (a no-op once gone). */
  async discard(db: Executor, space: VectorSpace): Promise<void> {
    await db.execute(sql`delete from knowledge_vectors where space_id = ${space.id}::integer`);
    if (this.path === 'pgvector') {
      await db.execute(sql`drop index if exists ${indexName(space)}`);
      await db.execute(sql`drop index if exists ${oldIndexName(space)}`);
    }
  }

  /** Writes vectors of passages that still exist (a passage deleted meanwhile gets none). */
  async write(db: Executor, space: VectorSpace, rows: VectorRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const plain = this.path === 'plain';
    const values = sql.join(
      rows.map(({ chunkId, kbId, embedding }) =>
        plain
          ? sql`(${chunkId}::integer, ${kbId}::integer, ${arrayLiteral(embedding)}::real[], ${signsLiteral(embedding)}::bit varying)`
          : sql`(${chunkId}::integer, ${kbId}::integer, ${vectorLiteral(embedding)}::vector)`,
      ),
      sql`, `,
    );
    const written = await rowsOf<{ chunk_id: number }>(
      db,
      plain
        ? sql`insert into knowledge_vectors (chunk_id, space_id, kb_id, embedding, signs)
            select v.chunk_id, ${space.id}::integer, v.kb_id, v.embedding, v.signs from (values ${values}) as v(chunk_id, kb_id, embedding, signs)
            where exists (select 1 from knowledge_chunks c where c.id = v.chunk_id)
            on conflict (chunk_id, space_id) do update set embedding = excluded.embedding, signs = excluded.signs, kb_id = excluded.kb_id
            returning chunk_id`
        : sql`insert into knowledge_vectors (chunk_id, space_id, kb_id, embedding)
            select v.chunk_id, ${space.id}::integer, v.kb_id, v.embedding from (values ${values}) as v(chunk_id, kb_id, embedding)
            where exists (select 1 from knowledge_chunks c where c.id = v.chunk_id)
            on conflict (chunk_id, space_id) do update set embedding = excluded.embedding, kb_id = excluded.kb_id
            returning chunk_id`,
    );
    return written.length;
  }

  /** The `limit` passages of the bases nearest the query, most similar first. */
  async nearest(db: Executor, space: VectorSpace, kbIds: number[], query: Float32Array, limit: number): Promise<Neighbour[]> {
    if (kbIds.length === 0) return [];
    const bases = sql`${`{${kbIds.map(Math.trunc).join(',')}}`}::integer[]`;
    if (this.path === 'plain') {
      // The vectors whose signs agree most with the question's (bit_count of the XOR: the Hamming distance), then
      // those ranked by the exact cosine; over 100,000 vectors the exact cosine alone took ~10 s.
      const rows = await rowsOf<{ chunk_id: number; similarity: number }>(
        db,
        sql`select c.chunk_id, (select sum(a * b) from unnest(c.embedding, ${arrayLiteral(query)}::real[]) as t(a, b)) as similarity
          from (select v.chunk_id, v.embedding from knowledge_vectors v where v.space_id = ${space.id}::integer and v.kb_id = any(${bases})
            order by bit_count(v.signs # ${signsLiteral(query)}::bit varying), v.chunk_id limit ${limit * signCandidates}::integer) as c
          order by similarity desc, c.chunk_id limit ${limit}::integer`,
      );
      return rows.map((row) => ({ chunkId: row.chunk_id, similarity: Number(row.similarity) }));
    }
    const d = width(space);
    const q = sql`${vectorLiteral(query)}::vector(${d})`;
    const search = async (tx: Executor) => {
      await tx.execute(sql`set local hnsw.iterative_scan = relaxed_order`);
      await tx.execute(sql`set local hnsw.ef_search = ${sql.raw(String(efSearch))}`);
      return rowsOf<{ chunk_id: number; distance: number }>(
        tx,
        sql`select chunk_id, embedding::vector(${d}) <#> ${q} as distance from knowledge_vectors
          where space_id = ${spaceLiteral(space)} and kb_id = any(${bases})
          order by embedding::vector(${d}) <#> ${q} limit ${limit}::integer`,
      );
    };
    const rows = await db.transaction(search);
    // <#> is the negative inner product (the cosine of unit vectors). relaxed_order may return rows slightly out of
    // order: sorted again by their exact similarity.
    return rows
      .map((row) => ({ chunkId: row.chunk_id, similarity: -Number(row.distance) }))
      .sort((a, b) => b.similarity - a.similarity || a.chunkId - b.chunkId);
  }
}
