import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/db/rawRows.js';
import { type KnowledgeHarness, startKnowledgeHarness } from './knowledgeTestKit.js';

const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const paragraph = (value: string) => ({ type: 'paragraph', content: [text(value)] });
const heading = (level: number, value: string) => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const doc = (...content: object[]) => ({ type: 'doc', content });

/** A note of several sections, each long enough to be a passage of its own. */
const sections = (changed = '') =>
  doc(
    ...['入职', '报销', '休假', '门禁'].flatMap((section, index) => [
      heading(1, `${section}须知`),
      paragraph(`${'公司制度说明文字，'.repeat(60)}${section}相关的第${index + 1}条规定。${index === 1 ? changed : ''}`),
    ]),
  );

type Note = { id: number; kbId: number; title: string; excerpt: string; version: number; indexed: boolean; doc: unknown };

describe('/knowledge/note/*: notes saved by the editor’s schema, versioned, indexed 10 s after the last save', () => {
  let h: KnowledgeHarness;
  let user: { id: number; token: string };
  let other: { id: number; token: string };
  let kbId = 0;
  const save = (body: object, token = user.token) => h.call('POST', '/knowledge/note/save', token, body);
  const embedded = async () =>
    ((await h.sim.inject({ method: 'GET', url: '/__control/state' })).json().openai.embeddings.requests as { inputs: number }[]).reduce(
      (sum, request) => sum + request.inputs,
      0,
    );
  const passagesOf = (noteId: number) =>
    rowsOf<{ id: number; hash: string; vectors: number }>(
      h.db,
      sql`select c.id, c.hash, (select count(*)::integer from knowledge_vectors v where v.chunk_id = c.id) as vectors
        from knowledge_chunks c where c.note_id = ${noteId}::integer order by c.ord`,
    );
  beforeAll(async () => {
    h = await startKnowledgeHarness({ dimensions: 64 });
    user = await h.createUser({ score: 50 });
    other = await h.createUser();
    kbId = (await h.createBase(user.token, '员工手册')).id;
  });
  afterAll(async () => h?.close());

  it('creates a note as the schema writes it back, lists it, and refuses a save from a stale version', async () => {
    const created = await save({
      kbId,
      title: '  周会纪要 ',
      version: 0,
      doc: doc({ ...heading(2, '结论'), attrs: { level: 2, style: 'x' } }, paragraph('下周上线知识库。')),
    });
    expect(created.statusCode, created.body).toBe(200);
    const note = created.json().data as Note;
    expect(note).toMatchObject({ kbId, title: '周会纪要', excerpt: '结论\n下周上线知识库。', version: 1, indexed: false });
    expect(note.doc).toEqual(doc(heading(2, '结论'), paragraph('下周上线知识库。')));
    expect((await h.call('GET', '/knowledge/note/list', user.token, undefined, { kbId: String(kbId) })).json().data).toEqual([
      expect.objectContaining({ id: note.id, title: '周会纪要', version: 1 }),
    ]);
    expect((await h.call('GET', '/knowledge/base/list', user.token)).json().data[0]).toMatchObject({ id: kbId, notes: 1 });

    const edited = await save({ id: note.id, kbId, title: '周会纪要', version: 1, doc: doc(paragraph('改成下个月上线。')) });
    expect(edited.json().data).toMatchObject({ version: 2, excerpt: '改成下个月上线。' });
    // Another tab still holds version 1: its save is refused, and what was saved stays.
    const stale = await save({ id: note.id, kbId, title: '周会纪要', version: 1, doc: doc(paragraph('旧标签页的内容')) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('笔记已在别处修改，请刷新后再编辑');
    const stored = (await h.call('GET', '/knowledge/note/get', user.token, undefined, { id: String(note.id) })).json().data as Note;
    expect(stored).toMatchObject({ version: 2, doc: doc(paragraph('改成下个月上线。')) });
  });

  it('refuses what the editor could not have written, in the user’s words, and stores nothing', async () => {
    const refused = async (body: object, status: number, message: string) => {
      const reply = await save({ kbId, title: '坏笔记', version: 0, ...body });
      expect(reply.statusCode, reply.body).toBe(status);
      expect(reply.json().message).toBe(message);
    };
    await refused({ doc: doc({ type: 'iframe', attrs: { src: 'https://x' } }) }, 400, '笔记内容格式不正确');
    await refused({ doc: { type: 'doc', content: [text('裸文本')] } }, 400, '笔记内容格式不正确');
    await refused({ doc: doc(heading(6, '太深')) }, 400, '笔记内容格式不正确');
    await refused(
      { doc: doc({ type: 'paragraph', content: [text('点我', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])] }) },
      400,
      '链接仅支持 http、https 或 mailto 地址',
    );
    await refused({ title: '长'.repeat(101), doc: doc(paragraph('x')) }, 400, '笔记标题最多100个字符');
    await refused({ doc: doc(...Array.from({ length: 800 }, () => paragraph('很长的段落'.repeat(100)))) }, 413, '笔记内容不能超过 1MB');
    const titles = ((await h.call('GET', '/knowledge/note/list', user.token, undefined, { kbId: String(kbId) })).json().data as Note[]).map(
      (note) => note.title,
    );
    expect(titles).not.toContain('坏笔记');
  });

  it('answers 404 for another user’s notes and bases, and never changes them', async () => {
    const mine = (await save({ kbId, title: '私密', version: 0, doc: doc(paragraph('只属于我')) })).json().data as Note;
    const theirs = (await h.createBase(other.token, '别人的库')).id;
    expect((await h.call('GET', '/knowledge/note/get', other.token, undefined, { id: String(mine.id) })).statusCode).toBe(404);
    expect((await h.call('GET', '/knowledge/note/list', other.token, undefined, { kbId: String(kbId) })).statusCode).toBe(404);
    expect((await save({ id: mine.id, kbId, title: '改', version: 1, doc: doc(paragraph('改掉')) }, other.token)).statusCode).toBe(404);
    expect((await save({ kbId, title: '塞进别人的库', version: 0, doc: doc(paragraph('x')) }, user.token)).statusCode).toBe(200);
    expect((await save({ kbId: theirs, title: '塞进别人的库', version: 0, doc: doc(paragraph('x')) }, user.token)).statusCode).toBe(404);
    // Moving a note to another base by saving it there is not a thing: the id and base must match.
    expect((await save({ id: mine.id, kbId: theirs, title: '私密', version: 1, doc: doc(paragraph('x')) })).statusCode).toBe(404);
    expect((await h.call('POST', '/knowledge/note/del', other.token, { id: mine.id })).statusCode).toBe(404);
    expect((await h.call('GET', '/knowledge/note/get', user.token, undefined, { id: String(mine.id) })).json().data).toMatchObject({
      title: '私密',
      version: 1,
    });
  });

  it('is searchable 10 s after the last save, re-embedding only the passages that changed; the chat cites it', async () => {
    await h.indexNotes();
    const note = (await save({ kbId, title: '公司制度', version: 0, doc: sections() })).json().data as Note;
    h.clock.advance(5_000);
    await h.app.knowledgeNoteIndexer.indexDue();
    expect(await passagesOf(note.id)).toEqual([]);
    const before = await embedded();
    await h.indexNotes();
    const first = await passagesOf(note.id);
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(first.every((passage) => passage.vectors === 1)).toBe(true);
    expect((await embedded()) - before).toBe(first.length);
    expect((await h.call('GET', '/knowledge/note/get', user.token, undefined, { id: String(note.id) })).json().data.indexed).toBe(true);

    // One section changes: its passages are made and embedded again, the others keep theirs.
    await save({ id: note.id, kbId, title: '公司制度', version: 1, doc: sections('报销须在三十天内提交发票原件。') });
    const beforeEdit = await embedded();
    await h.indexNotes();
    const second = await passagesOf(note.id);
    const kept = second.filter((passage) => first.some((old) => old.id === passage.id && old.hash === passage.hash));
    expect(second.length - kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeGreaterThanOrEqual(3);
    expect((await embedded()) - beforeEdit).toBe(second.length - kept.length);
    expect(second.every((passage) => passage.vectors === 1)).toBe(true);

    const groupId = (await h.call('POST', '/group/create', user.token, {})).json().data.id as number;
    const { frames } = await h.ask(user.token, { prompt: '报销须在多少天内提交发票原件？', groupId, kbIds: [kbId] });
    const sources = (frames.find((frame) => frame.type === 'sources') as unknown as { sources: { n: number; noteId: number | null; docName: string }[] })
      .sources;
    const end = frames.find((frame) => frame.type === 'end') as unknown as { text: string; citations: number[] };
    expect(sources.find((source) => source.n === end.citations[0])).toMatchObject({ noteId: note.id, docName: '公司制度' });
    expect(end.text).toContain('报销须在三十天内提交发票原件');
  });

  it('keeps a note’s passages searchable by their words while the embedding service fails, and embeds them once it is back', async () => {
    // Refused at once (a 503 is the same after the embedding client's own retries, which wait in real time).
    await h.embeddings({ error: { status: 400 } });
    let noteId = 0;
    try {
      noteId = ((await save({ kbId, title: '停车', version: 0, doc: doc(paragraph('访客车位在地下二层西侧。')) })).json().data as Note).id;
      await h.indexNotes();
      expect((await passagesOf(noteId)).map((passage) => passage.vectors)).toEqual([0]);
    } finally {
      await h.embeddings({ error: null });
    }
    // The indexer waits a minute after a failure before trying the vectors again.
    h.clock.advance(60_000);
    await h.app.knowledgeNoteIndexer.indexDue();
    expect((await passagesOf(noteId)).map((passage) => passage.vectors)).toEqual([1]);
  });

  it('deletes a note with its passages and vectors, and gives its place in the quota back', async () => {
    await h.app.configStore.setMany({ knowledgeQuotaFree: { bases: 5, documents: 5, pages: 100, notes: 1 } });
    const fresh = await h.createUser();
    const freshKb = (await h.createBase(fresh.token)).id;
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, index) => save({ kbId: freshKb, title: `第${index}篇`, version: 0, doc: doc(paragraph('并发创建')) }, fresh.token)),
    );
    expect(attempts.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect(attempts.filter((reply) => reply.statusCode === 403).map((reply) => reply.json().message)).toEqual(Array(9).fill('笔记数量已达上限'));
    const note = attempts.find((reply) => reply.statusCode === 200)!.json().data as Note;
    await h.indexNotes();
    expect((await passagesOf(note.id)).length).toBe(1);

    expect((await h.call('POST', '/knowledge/note/del', fresh.token, { id: note.id })).statusCode).toBe(200);
    expect(await passagesOf(note.id)).toEqual([]);
    const [vectors] = await rowsOf<{ n: number }>(
      h.db,
      sql`select count(*)::integer as n from knowledge_vectors v where not exists (select 1 from knowledge_chunks c where c.id = v.chunk_id)`,
    );
    expect(vectors!.n).toBe(0);
    expect((await h.call('GET', '/knowledge/note/get', fresh.token, undefined, { id: String(note.id) })).statusCode).toBe(404);
    expect((await save({ kbId: freshKb, title: '又一篇', version: 0, doc: doc(paragraph('有空位了')) }, fresh.token)).statusCode).toBe(200);
    await h.app.configStore.setMany({ knowledgeQuotaFree: null });
  });
});
