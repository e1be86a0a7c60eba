import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, schema } from '../../../src/db';
import type { KnowledgeSettings } from '../../../src/modules/knowledge/knowledgeSettings';
import { planKeywords, termFrequencies } from '../../../src/modules/knowledge/retrieval/keywordPlan';
import { Retriever } from '../../../src/modules/knowledge/retrieval/retriever';
import { VectorStore } from '../../../src/modules/knowledge/vectors/vectorStore';
import { createTestDatabase } from '../../../src/testing/testApp';

describe('the keyword plan: which terms narrow the candidates, and what each weighs', () => {
  const frequencies = {
    shares: new Map([
      ['关系', 0.2],
      ['制度', 0.05],
    ]),
    floor: 0.006,
  };

  it('leaves out of the candidates a term expected in more passages than the budget, and weighs terms by rarity', () => {
    const plan = planKeywords(['关系', '制度', '榴莲'], 100_000, frequencies, 1000);
    expect(plan).toMatchObject({ candidates: ['榴莲'], narrowing: true });
    // 关系 in a fifth of the passages weighs least; an unlisted term (under the floor) most.
    const [common, middle, rare] = ['关系', '制度', '榴莲'].map((term) => plan.weights.get(term)!);
    expect(common).toBeCloseTo(Math.log(5) + 0.01, 6);
    expect(common).toBeLessThan(middle!);
    expect(middle).toBeLessThan(rare!);
  });

  it('narrows nothing in a base too small for any term to pass the budget, nor without statistics', () => {
    expect(planKeywords(['关系', '制度'], 2000, frequencies, 1000)).toMatchObject({ candidates: ['关系', '制度'], narrowing: false });
    const bare = planKeywords(['关系', '制度'], 100_000, null, 1000);
    expect(bare).toMatchObject({ candidates: ['关系', '制度'], narrowing: false });
    expect([...bare.weights.values()]).toEqual([1, 1]);
  });

  it("reads pg_stats' most common lexemes, their shares and the floor after them; none listed is no statistics", () => {
    const read = termFrequencies({ elems: ['关系', '制度'], freqs: [0.2, 0.05, 0.05, 0.2, 0] });
    expect(read?.shares.get('关系')).toBe(0.2);
    expect(read?.floor).toBe(0.05);
    expect(termFrequencies({ elems: null, freqs: null })).toBeNull();
    expect(termFrequencies(undefined)).toBeNull();
  });
});

/**
 * 300 passages of one document: 苹果 in the even ones, 香蕉 in the odd ones, 榴莲 in three; each its own filler word.
 * With a budget of 50 passages, 苹果 and 香蕉 (150 each) are common once ANALYZE has counted them.
 */
describe('the keyword list over a base where common terms would rank half of it', () => {
  let handle: DatabaseHandle;
  let kbId = 0;
  const idOf: number[] = [];
  const durian = [0, 2, 4];
  const retriever = () =>
    new Retriever({
      db: handle.db,
      vectors: new VectorStore(handle.vectors),
      settings: { minSimilarity: 0.3, embeddingTarget: () => null } as unknown as KnowledgeSettings,
      keywordBudget: 50,
    });

  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    const [user] = await db.insert(schema.users).values({ username: 'keywords' }).returning({ id: schema.users.id });
    const userId = user!.id;
    kbId = (await db.insert(schema.knowledgeBases).values({ userId, name: '水果' }).returning({ id: schema.knowledgeBases.id }))[0]!.id;
    const [document] = await db
      .insert(schema.knowledgeDocuments)
      .values({ kbId, userId, name: '水果.md', format: 'md', fileKey: 'k/1', size: 1, status: 'ready', progress: 100, pages: 1, chunks: 300 })
      .returning({ id: schema.knowledgeDocuments.id });
    const rows = Array.from({ length: 300 }, (_, ord) => {
      const tokens = [ord % 2 === 0 ? '苹果' : '香蕉', `填充${ord}`, ...(durian.includes(ord) ? ['榴莲'] : [])].join(' ');
      return { userId, kbId, documentId: document!.id, ord, text: tokens, hash: `h${ord}`, tokens, tsv: sql`to_tsvector('simple', ${tokens}::text)` };
    });
    const written = await db.insert(schema.knowledgeChunks).values(rows).returning({ id: schema.knowledgeChunks.id, ord: schema.knowledgeChunks.ord });
    for (const row of written) idOf[row.ord] = row.id;
  });
  afterAll(async () => handle?.close());

  it('ranks every match before ANALYZE, then only the passages holding the rare term: the common one alone is no candidate', async () => {
    const before = await retriever().search([kbId], '苹果和榴莲', { mode: 'keyword', top: 40 });
    expect(before).toHaveLength(40);
    expect(before.slice(0, 3).map((row) => row.chunkId)).toEqual(expect.arrayContaining(durian.map((ord) => idOf[ord])));

    await handle.db.execute(sql`analyze knowledge_chunks`);
    const after = await retriever().search([kbId], '苹果和榴莲', { mode: 'keyword', top: 40 });
    expect(after.map((row) => row.chunkId).sort((a, b) => a - b)).toEqual(durian.map((ord) => idOf[ord]));
  });

  it('ranks at most the budget of any-term matches when no passage holds a rare term or every term', async () => {
    await handle.db.execute(sql`analyze knowledge_chunks`);
    const found = await retriever().search([kbId], '苹果香蕉', { mode: 'keyword', top: 40 });
    expect(found).toHaveLength(40);
    expect(found.every((row) => /苹果|香蕉/.test(row.text))).toBe(true);
  });
});
