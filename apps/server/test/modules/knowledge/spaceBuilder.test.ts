import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rawRows.js';
import { pdfWithPages } from '../../../src/testing/fileFixtures.js';
import { type KnowledgeHarness, startKnowledgeHarness } from './knowledgeTestKit.js';

const manual = pdfWithPages([
  ['第一章 产品介绍', '灵犀音箱支持语音控制家中的灯光。'],
  ['第二章 闹钟设置', '每天最多可以设置十个闹钟。'],
  ['第三章 保修服务', '整机保修一年，电池保修六个月。'],
]);

type Space = { id: number; model: string; dimensions: number; status: string; vectors: number };

describe('a model change: every passage embedded again into a new space, search moved when it is complete', () => {
  let h: KnowledgeHarness;
  let user: { id: number; token: string };
  let kbId = 0;
  const spaces = () =>
    rowsOf<Space>(
      h.db,
      sql`select s.id, s.model, s.dimensions, s.status, (select count(*)::integer from knowledge_vectors v where v.space_id = s.id) as vectors
        from embedding_spaces s order by s.id`,
    );
  const passages = async () => (await rowsOf<{ n: number }>(h.db, sql`select count(*)::integer as n from knowledge_chunks`))[0]!.n;
  const embeddedInputs = async () =>
    (await h.sim.inject({ method: 'GET', url: '/__control/state' })).json().openai.embeddings.requests as { model: string; inputs: number }[];
  const asked = async (prompt: string) => {
    const groupId = (await h.call('POST', '/group/create', user.token, { modelType: 'knowledge' })).json().data.id as number;
    const { frames } = await h.ask(user.token, { prompt, groupId, kbIds: [kbId] });
    return frames.find((frame) => frame.type === 'end') as unknown as { text: string };
  };

  beforeAll(async () => {
    h = await startKnowledgeHarness({ dimensions: 32 });
    user = await h.createUser({ score: 100 });
    kbId = (await h.createBase(user.token)).id;
    await h.upload(user.token, { kbId: String(kbId) }, { content: manual, name: '音箱手册.pdf' });
    await h.settle();
    // A note's passages move too.
    await h.call('POST', '/knowledge/note/save', user.token, {
      kbId,
      title: '售后电话',
      version: 0,
      doc: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '售后服务电话是四零零八八八。' }] }] },
    });
    await h.indexNotes();
  });
  afterAll(async () => h?.close());

  it('does nothing while the configured model is the active space’s', async () => {
    expect(await h.app.knowledgeSpaceBuilder.build()).toEqual({ state: 'idle' });
    const [space] = await spaces();
    expect(space).toMatchObject({ model: 'text-embedding-3-small', dimensions: 32, status: 'active', vectors: await passages() });
  });

  it('builds the new space a pass at a time while search stays on the old; switches once it holds every passage', async () => {
    const total = await passages();
    const before = (await embeddedInputs()).length;
    await h.app.configStore.setMany({ knowledgeEmbeddingModel: 'text-embedding-3-large', knowledgeEmbeddingDimensions: 48 });
    // The endpoint fails first: nothing moves, search stays where it was and still answers.
    await h.embeddings({ error: { status: 400 } });
    expect(await h.app.knowledgeSpaceBuilder.build()).toMatchObject({ state: 'building', embedded: 0, total });
    await h.embeddings({ error: null });
    expect((await spaces()).map((space) => [space.model, space.status])).toEqual([
      ['text-embedding-3-small', 'active'],
      ['text-embedding-3-large', 'building'],
    ]);
    expect((await asked('每天最多可以设置几个闹钟？')).text).toContain('十个闹钟');
    // Paused a minute after the failure; then built.
    h.clock.advance(61_000);
    const progress = await h.app.knowledgeSpaceBuilder.build();
    expect(progress).toMatchObject({ state: 'switched' });
    const [old, built] = await spaces();
    expect(old).toMatchObject({ status: 'retired', vectors: 0 });
    expect(built).toMatchObject({ model: 'text-embedding-3-large', dimensions: 48, status: 'active', vectors: total });
    const requests = (await embeddedInputs()).slice(before).filter((request) => request.model === 'text-embedding-3-large');
    expect(requests.reduce((sum, request) => sum + request.inputs, 0)).toBeGreaterThanOrEqual(total);
    // The question is embedded by the new model now, and answered.
    expect((await asked('整机保修多久？')).text).toContain('整机保修一年');
    const last = (await embeddedInputs()).at(-1)!;
    expect(last.model).toBe('text-embedding-3-large');
    // Re-embedding is the operator's: no user was charged for it.
    const ledger = await h.ledger(user.id);
    expect(ledger.filter((entry) => entry.reason === 'knowledgeEmbed')).toHaveLength(1);
    expect(await h.app.knowledgeSpaceBuilder.build()).toEqual({ state: 'idle' });
  });

  it('a change given up for another retires the space being built; choosing a retired model builds it again', async () => {
    await h.app.configStore.setMany({ knowledgeEmbeddingModel: 'model-c', knowledgeEmbeddingDimensions: 48 });
    await h.embeddings({ error: { status: 400 } });
    await h.app.knowledgeSpaceBuilder.build();
    await h.embeddings({ error: null });
    await h.app.configStore.setMany({ knowledgeEmbeddingModel: 'text-embedding-3-small', knowledgeEmbeddingDimensions: 32 });
    h.clock.advance(61_000);
    expect(await h.app.knowledgeSpaceBuilder.build()).toMatchObject({ state: 'switched' });
    const statuses = Object.fromEntries((await spaces()).map((space) => [space.model, [space.status, space.vectors]]));
    expect(statuses).toEqual({
      'text-embedding-3-small': ['active', await passages()],
      'text-embedding-3-large': ['retired', 0],
      'model-c': ['retired', 0],
    });
  });

  it('a document uploaded while a space is building is embedded into it and counted before the switch', async () => {
    await h.app.configStore.setMany({ knowledgeEmbeddingModel: 'text-embedding-3-large', knowledgeEmbeddingDimensions: 48 });
    await h.embeddings({ error: { status: 400 } });
    await h.app.knowledgeSpaceBuilder.build();
    await h.embeddings({ error: null });
    await h.upload(user.token, { kbId: String(kbId) }, { content: pdfWithPages([['附录', '音箱重量为八百克。']]), name: '附录.pdf' });
    await h.settle();
    h.clock.advance(61_000);
    expect(await h.app.knowledgeSpaceBuilder.build()).toMatchObject({ state: 'switched' });
    const active = (await spaces()).find((space) => space.status === 'active')!;
    expect(active).toMatchObject({ model: 'text-embedding-3-large', vectors: await passages() });
    expect((await asked('音箱重量是多少？')).text).toContain('八百克');
  });
});
