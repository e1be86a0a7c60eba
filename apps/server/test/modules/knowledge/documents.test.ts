import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { rowsOf } from '../../../src/db/rawRows.js';
import { DocumentIndexer } from '../../../src/modules/knowledge/documentJobs.js';
import { VectorStore } from '../../../src/modules/knowledge/vectors/vectorStore.js';
import { pdfWithPages, tinyGif } from '../../../src/testing/fileFixtures.js';
import { type KnowledgeHarness, startKnowledgeHarness } from './knowledgeTestKit.js';

/** A five-page Chinese manual: each page one distinctive paragraph (lines under pdf.js's page width). */
const manual = pdfWithPages([
  ['第一章 产品介绍', '灵犀音箱支持语音控制家中的灯光。'],
  ['第二章 首次使用', '长按顶部按键五秒进入配网模式。'],
  ['第三章 闹钟设置', '每天最多可以设置十个闹钟，', '闹钟响起时说“停止”即可关闭。'],
  ['第四章 儿童模式', '儿童模式下每天最多使用两小时。'],
  ['第五章 保修服务', '整机保修一年，电池保修六个月。'],
]);

describe('knowledge documents: upload, indexing on the job spine, quotas, points, deletion', () => {
  let h: KnowledgeHarness;
  beforeAll(async () => {
    h = await startKnowledgeHarness();
  });
  afterAll(async () => h?.close());

  it('makes, lists, renames and deletes bases; another user’s base is 404 everywhere', async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const base = await h.createBase(owner.token, '  产品资料  ');
    expect(base.name).toBe('产品资料');
    expect((await h.call('POST', '/knowledge/base/create', owner.token, { name: ' ' })).json().message).toBe('请输入知识库名称');
    expect((await h.call('POST', '/knowledge/base/create', owner.token, { name: '长'.repeat(31) })).json().message).toBe('知识库名称最多30个字符');
    const renamed = await h.call('POST', '/knowledge/base/update', owner.token, { kbId: base.id, name: '售后资料', des: '常见问题' });
    expect(renamed.json().data).toMatchObject({ id: base.id, name: '售后资料', des: '常见问题', documents: 0, notes: 0 });
    expect((await h.call('GET', '/knowledge/base/list', owner.token)).json().data.map((row: { id: number }) => row.id)).toEqual([base.id]);
    expect((await h.call('GET', '/knowledge/base/list', other.token)).json().data).toEqual([]);
    for (const [method, url, payload, query] of [
      ['POST', '/knowledge/base/update', { kbId: base.id, name: 'x' }],
      ['POST', '/knowledge/base/del', { kbId: base.id }],
      ['GET', '/knowledge/doc/list', undefined, { kbId: String(base.id) }],
    ] as const) {
      const reply = await h.call(method, url, other.token, payload, query);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json().message).toBe('知识库不存在');
    }
    const upload = await h.upload(other.token, { kbId: String(base.id) }, { content: manual, name: 'm.pdf' });
    expect(upload.statusCode).toBe(404);
    expect((await h.call('POST', '/knowledge/base/del', owner.token, { kbId: base.id })).statusCode).toBe(200);
    expect((await h.call('GET', '/knowledge/base/list', owner.token)).json().data).toEqual([]);
  });

  it('indexes a five-page PDF to 已完成: passages by page with search tokens and vectors, its pages charged once', async () => {
    const user = await h.createUser({ score: 10 });
    const base = await h.createBase(user.token);
    const reply = await h.upload(user.token, { kbId: String(base.id) }, { content: manual, name: '音箱手册.pdf' });
    expect(reply.statusCode, reply.body).toBe(200);
    const document = reply.json().data;
    expect(document).toMatchObject({ kbId: base.id, name: '音箱手册.pdf', format: 'pdf', status: 'queued', progress: 0, pages: null });
    await h.settle();
    const [status] = (await h.call('GET', '/knowledge/doc/status', user.token, undefined, { ids: `${document.id},999999` })).json().data;
    expect(status).toMatchObject({ id: document.id, status: 'ready', progress: 100, error: null, pages: 5 });
    const passages = await h.db
      .select({ id: schema.knowledgeChunks.id, page: schema.knowledgeChunks.page, text: schema.knowledgeChunks.text, tokens: schema.knowledgeChunks.tokens })
      .from(schema.knowledgeChunks)
      .where(eq(schema.knowledgeChunks.documentId, document.id))
      .orderBy(schema.knowledgeChunks.ord);
    expect(passages.map((passage) => passage.page)).toEqual([1, 2, 3, 4, 5]);
    expect(passages[2]!.text).toContain('每天最多可以设置十个闹钟，闹钟响起时说“停止”即可关闭。');
    expect(passages[2]!.tokens.split(' ')).toEqual(expect.arrayContaining(['闹钟', '设置', '停止']));
    expect(await h.stored(document.id)).toEqual({ chunks: 5, vectors: 5, documents: 1 });
    const [match] = await rowsOf<{ id: number }>(
      h.db,
      sql`select id from knowledge_chunks where tsv @@ plainto_tsquery('simple', '闹钟') and document_id = ${document.id}::integer`,
    );
    expect(match?.id).toBe(passages[2]!.id);
    // 5 pages at 1 point per 2 pages: 3 points, once.
    expect(await h.score(user.id)).toBe(7);
    expect((await h.ledger(user.id)).filter((row) => row.reason === 'knowledgeEmbed').map((row) => row.delta)).toEqual([-3]);
    const chunk = (await h.call('GET', '/knowledge/chunk', user.token, undefined, { id: String(passages[2]!.id) })).json().data;
    expect(chunk).toMatchObject({ documentId: document.id, sourceName: '音箱手册.pdf', page: 3, before: passages[1]!.text, after: passages[3]!.text });
    const list = (await h.call('GET', '/knowledge/doc/list', user.token, undefined, { kbId: String(base.id) })).json().data;
    expect(list).toMatchObject({ count: 1, rows: [{ id: document.id, status: 'ready', pages: 5, chunks: 5 }] });
    const download = await h.call('GET', '/knowledge/doc/download', user.token, undefined, { docId: String(document.id) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(manual)).toBe(true);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('音箱手册.pdf')}`);
  });

  it('keeps a user’s documents and passages from everyone else: 404, and the original never under /uploads', async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const base = await h.createBase(owner.token);
    const document = (await h.upload(owner.token, { kbId: String(base.id) }, { content: manual, name: 'm.pdf' })).json().data;
    await h.settle();
    const [passage] = await h.db
      .select({ id: schema.knowledgeChunks.id })
      .from(schema.knowledgeChunks)
      .where(eq(schema.knowledgeChunks.documentId, document.id))
      .limit(1);
    for (const [method, url, payload, query] of [
      ['GET', '/knowledge/doc/download', undefined, { docId: String(document.id) }],
      ['GET', '/knowledge/chunk', undefined, { id: String(passage!.id) }],
      ['POST', '/knowledge/doc/retry', { docId: document.id }],
      ['POST', '/knowledge/doc/del', { docId: document.id }],
    ] as const)
      expect((await h.call(method, url, other.token, payload, query)).statusCode, url).toBe(404);
    expect((await h.call('GET', '/knowledge/doc/status', other.token, undefined, { ids: String(document.id) })).json().data).toEqual([]);
    const [row] = await h.db
      .select({ fileKey: schema.knowledgeDocuments.fileKey })
      .from(schema.knowledgeDocuments)
      .where(eq(schema.knowledgeDocuments.id, document.id));
    expect(row!.fileKey).toMatch(new RegExp(`^private/knowledge/${owner.id}/\\d{6}/[0-9a-f-]{36}\\.pdf$`));
    expect((await h.app.inject({ method: 'GET', url: `/uploads/${row!.fileKey}` })).statusCode).not.toBe(200);
  });

  it('refuses other types in words, and counts a document against the quota at once: of 10 concurrent uploads with room for one, one', async () => {
    const user = await h.createUser();
    const base = await h.createBase(user.token);
    for (const file of [
      { content: tinyGif, name: 'a.gif' },
      { content: Buffer.from('PK\u0003\u0004 not really a zip'), name: 'a.zip' },
      { content: Buffer.from('plain words'), name: 'a.exe' },
    ]) {
      const reply = await h.upload(user.token, { kbId: String(base.id) }, file);
      expect(reply.statusCode, file.name).toBe(415);
      expect(reply.json().message).toBe('仅支持 PDF、Word、TXT、Markdown、HTML 文档');
    }
    await h.app.configStore.set('knowledgeQuotaFree', { bases: 3, documents: 1, pages: 1000, notes: 50 });
    try {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          h.upload(user.token, { kbId: String(base.id) }, { content: Buffer.from(`第${index}份说明：知识库测试。`), name: `n${index}.txt` }),
        ),
      );
      expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
      const refused = replies.filter((reply) => reply.statusCode !== 200);
      expect(new Set(refused.map((reply) => `${reply.statusCode} ${reply.json().message}`))).toEqual(new Set(['403 文档数量已达上限']));
      expect((await h.call('GET', '/knowledge/doc/list', user.token, undefined, { kbId: String(base.id) })).json().data.count).toBe(1);
      const [usage] = await h.db.select().from(schema.knowledgeUsage).where(eq(schema.knowledgeUsage.userId, user.id));
      expect(usage!.documents).toBe(1);
    } finally {
      await h.app.configStore.set('knowledgeQuotaFree', null);
    }
    await h.settle();
  });

  it('fails a document the embedding endpoint refuses, with its reason, refunded; 重试 indexes it once the endpoint works', async () => {
    const user = await h.createUser({ score: 10 });
    const base = await h.createBase(user.token);
    await h.embeddings({
      error: { status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } } },
    });
    const document = (await h.upload(user.token, { kbId: String(base.id) }, { content: manual, name: 'm.pdf' })).json().data;
    await h.settle();
    const [failed] = (await h.call('GET', '/knowledge/doc/status', user.token, undefined, { ids: String(document.id) })).json().data;
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('Incorrect API key provided');
    expect(await h.score(user.id)).toBe(10);
    expect((await h.ledger(user.id)).map((row) => [row.reason, row.delta])).toEqual([
      ['admin', 10],
      ['knowledgeEmbed', -3],
      ['knowledgeEmbedRefund', 3],
    ]);
    await h.embeddings({ error: null });
    const retried = await h.call('POST', '/knowledge/doc/retry', user.token, { docId: document.id });
    expect(retried.json().data.status).toBe('queued');
    expect((await h.call('POST', '/knowledge/doc/retry', user.token, { docId: document.id })).json().message).toBe('只有处理失败的文档可以重试');
    await h.settle();
    expect((await h.call('GET', '/knowledge/doc/status', user.token, undefined, { ids: String(document.id) })).json().data[0].status).toBe('ready');
    expect(await h.score(user.id)).toBe(7);
    expect(await h.stored(document.id)).toEqual({ chunks: 5, vectors: 5, documents: 1 });
  });

  it('fails a document its owner cannot pay for with 积分不足, keeping nothing charged', async () => {
    const user = await h.createUser({ score: 2 });
    const base = await h.createBase(user.token);
    const document = (await h.upload(user.token, { kbId: String(base.id) }, { content: manual, name: 'm.pdf' })).json().data;
    await h.settle();
    const [status] = (await h.call('GET', '/knowledge/doc/status', user.token, undefined, { ids: String(document.id) })).json().data;
    expect(status).toMatchObject({ status: 'failed', error: '积分不足' });
    expect(await h.score(user.id)).toBe(2);
  });

  it('deletes a document mid-indexing: the job stops and is refunded, no passage, vector, row or file is left', async () => {
    const user = await h.createUser({ score: 10 });
    const base = await h.createBase(user.token);
    const document = (await h.upload(user.token, { kbId: String(base.id) }, { content: manual, name: 'm.pdf' })).json().data;
    await h.app.jobs.runOnce();
    const [row] = await h.db.select().from(schema.knowledgeDocuments).where(eq(schema.knowledgeDocuments.id, document.id));
    expect(row!.status).toBe('embedding');
    expect((await h.stored(document.id)).chunks).toBe(5);
    expect(await h.score(user.id)).toBe(7);
    expect((await h.call('POST', '/knowledge/doc/del', user.token, { docId: document.id })).statusCode).toBe(200);
    await h.settle();
    expect(await h.stored(document.id)).toEqual({ chunks: 0, vectors: 0, documents: 0 });
    expect(await h.app.fileStore.open(row!.fileKey)).toBeNull();
    expect(await h.score(user.id)).toBe(10);
    const [usage] = await h.db.select().from(schema.knowledgeUsage).where(eq(schema.knowledgeUsage.userId, user.id));
    expect(usage).toMatchObject({ documents: 0, pages: 0 });
    const [job] = await h.db.select().from(schema.generationJobs).where(eq(schema.generationJobs.id, row!.jobId!));
    expect(job!.status).toBe('cancelled');
    expect((await h.call('GET', '/knowledge/chunk', user.token, undefined, { id: '1' })).json().message).toMatch(/引用来源已删除/);
  });

  it('resumes after a crash: a step that died after charging is run again without charging twice, and embedding goes on where it stood', async () => {
    const user = await h.createUser({ score: 30 });
    const base = await h.createBase(user.token);
    const long = pdfWithPages(Array.from({ length: 50 }, (_, page) => [`第${page + 1}页 `.concat('说明'.repeat(10)), '闹钟与灯光的设置方法。']));
    const document = (await h.upload(user.token, { kbId: String(base.id) }, { content: long, name: 'long.pdf' })).json().data;
    // An instance claims the job and dies inside the extraction step, after its transaction committed the charge.
    const { app } = h;
    const indexer = new DocumentIndexer({
      db: app.database.db,
      clock: app.clock,
      store: app.fileStore,
      settings: app.knowledgeSettings,
      vectors: new VectorStore(app.database.vectors),
    });
    const [claimed] = await app.jobs.queue.claim('crashed-instance', 1, h.clock.now());
    expect(claimed?.status).toBe('queued');
    await indexer.step(claimed!);
    expect(await h.score(user.id)).toBe(5);
    // Its lease runs out; this instance takes the job over and runs the extraction again: no second charge.
    h.clock.advance(60_000);
    await app.jobs.runOnce();
    expect(await h.score(user.id)).toBe(5);
    // Embedding dies half-way the same way: the passages embedded stay, the rest are embedded after the lease lapses.
    const [running] = await app.jobs.queue.claim('crashed-again', 1, h.clock.now());
    expect(running?.status).toBe('running');
    await indexer.step(running!);
    const partway = await h.stored(document.id);
    expect(partway).toEqual({ chunks: 50, vectors: 40, documents: 1 });
    h.clock.advance(60_000);
    await h.settle();
    const [status] = (await h.call('GET', '/knowledge/doc/status', user.token, undefined, { ids: String(document.id) })).json().data;
    expect(status).toMatchObject({ status: 'ready', pages: 50 });
    expect(await h.stored(document.id)).toEqual({ chunks: partway.chunks, vectors: partway.chunks, documents: 1 });
    expect((await h.ledger(user.id)).filter((row) => row.reason.startsWith('knowledgeEmbed')).map((row) => row.delta)).toEqual([-25]);
  });
});
