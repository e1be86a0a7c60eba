import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/db';
import { rowsOf } from '../../../src/db/rawRows';
import { schema } from '../../../src/db';
import { VectorStore } from '../../../src/modules/knowledge/vectors/vectorStore';
import { createTestDatabase } from '../../../src/testing/testApp';

/** A vector of `width` pointing mostly along `axis`, with a little of `other`. */
function along(width: number, axis: number, other = (axis + 1) % width, mix = 0.1): Float32Array {
  const vector = new Float32Array(width);
  vector[axis] = 1;
  vector[other] = mix;
  return vector;
}

describe('the vector store (pgvector with HNSW on PGlite; real[] and an exact cosine where pgvector is missing)', () => {
  let handle: DatabaseHandle;
  let store: VectorStore;
  const space = { id: 0, dimensions: 8 };
  const chunkIds: number[] = [];
  let kbs: number[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    store = new VectorStore(handle.vectors);
    const db = handle.db;
    const [user] = await db.insert(schema.users).values({ username: 'vectors' }).returning({ id: schema.users.id });
    const bases = await db
      .insert(schema.knowledgeBases)
      .values([
        { userId: user!.id, name: 'a' },
        { userId: user!.id, name: 'b' },
      ])
      .returning({ id: schema.knowledgeBases.id });
    kbs = bases.map((base) => base.id);
    const [note] = await db.insert(schema.knowledgeNotes).values({ kbId: kbs[0]!, userId: user!.id, doc: {} }).returning({ id: schema.knowledgeNotes.id });
    for (let ord = 0; ord < 6; ord++) {
      const [chunk] = await db
        .insert(schema.knowledgeChunks)
        .values({
          userId: user!.id,
          kbId: kbs[ord < 4 ? 0 : 1]!,
          noteId: note!.id,
          ord,
          text: `p${ord}`,
          hash: `h${ord}`,
          tokens: `p${ord}`,
          tsv: sql`to_tsvector('simple', ${`p${ord}`})`,
        })
        .returning({ id: schema.knowledgeChunks.id });
      chunkIds.push(chunk!.id);
    }
    const [created] = await db
      .insert(schema.embeddingSpaces)
      .values({ model: 'm', dimensions: 8, status: 'active' })
      .returning({ id: schema.embeddingSpaces.id });
    space.id = created!.id;
    await store.prepare(db, space);
  });
  afterAll(async () => handle.close());

  it('takes the path the database offers: pgvector on PGlite, real[] on a server without the extension', async () => {
    const available = await rowsOf(handle.db, sql`select 1 from pg_available_extensions where name = 'vector'`);
    expect(handle.vectors).toBe(available.length > 0 ? 'pgvector' : 'plain');
    if (handle.kind === 'pglite') expect(handle.vectors).toBe('pgvector');
  });

  it('finds the nearest passages of the chosen bases only, most similar first, and stores vectors at unit length', async () => {
    const rows = chunkIds.map((chunkId, index) => ({ chunkId, kbId: kbs[index < 4 ? 0 : 1]!, embedding: along(8, index, (index + 1) % 8, 0.2 * (index + 1)) }));
    expect(
      await store.write(
        handle.db,
        space,
        rows.map((row) => ({ ...row, embedding: row.embedding.map((value) => value * 3) })),
      ),
    ).toBe(6);
    const query = along(8, 2, 3, 0.5);
    const inA = await store.nearest(handle.db, space, [kbs[0]!], query, 3);
    expect(inA.map((row) => row.chunkId)).toEqual([chunkIds[2], chunkIds[3], chunkIds[1]]);
    expect(inA[0]!.similarity).toBeCloseTo((1 + 0.6 * 0.5) / Math.sqrt(1 + 0.36) / Math.sqrt(1.25), 5);
    const inB = await store.nearest(handle.db, space, [kbs[1]!], query, 10);
    expect(inB.map((row) => row.chunkId).sort()).toEqual([chunkIds[4], chunkIds[5]].sort());
    expect(await store.nearest(handle.db, space, [], query, 10)).toEqual([]);
  });

  it('writes no vector for a passage deleted meanwhile, and a deleted passage takes its vectors with it', async () => {
    await handle.db.execute(sql`delete from knowledge_chunks where id = ${chunkIds[5]!}::integer`);
    expect(await store.write(handle.db, space, [{ chunkId: chunkIds[5]!, kbId: kbs[1]!, embedding: along(8, 5) }])).toBe(0);
    expect((await store.nearest(handle.db, space, [kbs[1]!], along(8, 5), 10)).map((row) => row.chunkId)).toEqual([chunkIds[4]]);
  });

  it('ranks a base larger than its sign candidates exactly among the vectors whose signs agree (real[] path), its signs as the migration computes them', async () => {
    const wide = { id: 0, dimensions: 16 };
    wide.id = (
      await handle.db.insert(schema.embeddingSpaces).values({ model: 'm16', dimensions: 16, status: 'building' }).returning({ id: schema.embeddingSpaces.id })
    )[0]!.id;
    await store.prepare(handle.db, wide);
    let seed = 7;
    const next = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 1;
    const query = Float32Array.from({ length: 16 }, () => next());
    // 5 near the question (its signs, the values moved a little), 295 anywhere: 300 vectors, 20 candidates for 5.
    const [user] = await handle.db.select({ id: schema.users.id }).from(schema.users).limit(1);
    const [note] = await handle.db
      .insert(schema.knowledgeNotes)
      .values({ kbId: kbs[1]!, userId: user!.id, doc: {} })
      .returning({ id: schema.knowledgeNotes.id });
    const ids = (
      await handle.db
        .insert(schema.knowledgeChunks)
        .values(
          Array.from({ length: 300 }, (_, ord) => ({
            userId: user!.id,
            kbId: kbs[1]!,
            noteId: note!.id,
            ord,
            text: 'w',
            hash: `w${ord}`,
            tokens: 'w',
            tsv: sql`to_tsvector('simple', 'w')`,
          })),
        )
        .returning({ id: schema.knowledgeChunks.id })
    ).map((row) => row.id);
    const vectors = ids.map((_, k) =>
      k < 5 ? query.map((value) => value * (1 + 0.05 * (k + 1) * Math.abs(next()))) : Float32Array.from({ length: 16 }, () => next()),
    );
    await store.write(
      handle.db,
      wide,
      ids.map((chunkId, k) => ({ chunkId, kbId: kbs[1]!, embedding: vectors[k]! })),
    );
    const cosine = (a: Float32Array, b: Float32Array) => {
      let dot = 0;
      let na = 0;
      let nb = 0;
      a.forEach((value, i) => {
        dot += value * b[i]!;
        na += value ** 2;
        nb += b[i]! ** 2;
      });
      return dot / Math.sqrt(na * nb);
    };
    const exact = ids
      .map((chunkId, k) => ({ chunkId, similarity: cosine(vectors[k]!, query) }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, 5);
    const found = await store.nearest(handle.db, wide, [kbs[1]!], query, 5);
    expect(found.map((row) => row.chunkId)).toEqual(exact.map((row) => row.chunkId));
    found.forEach((row, k) => expect(row.similarity).toBeCloseTo(exact[k]!.similarity, 5));
    if (handle.vectors !== 'plain') return;
    const [agree] = await rowsOf<{ same: number; total: number }>(
      handle.db,
      sql`select count(*) filter (where signs = (select string_agg(case when x > 0 then '1' else '0' end, '' order by k) from unnest(embedding) with ordinality as t(x, k))::bit varying)::integer as same, count(*)::integer as total from knowledge_vectors`,
    );
    expect(agree!.same).toBe(agree!.total);
  });

  it('searches a space through its own HNSW index where pgvector is there', async () => {
    if (handle.vectors !== 'pgvector') return;
    await handle.db.execute(sql`set enable_sort = off`);
    const plan = await rowsOf<{ 'QUERY PLAN': string }>(
      handle.db,
      sql.raw(`explain select chunk_id from knowledge_vectors where space_id = ${space.id} and kb_id = any('{${kbs[0]}}'::integer[])
        order by embedding::vector(8) <#> '[1,0,0,0,0,0,0,0]'::vector(8) limit 3`),
    );
    await handle.db.execute(sql`set enable_sort = on`);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain(`knowledge_vectors_ip_${space.id}`);
  });
});
