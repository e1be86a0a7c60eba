import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { manyDocs, type StoryDocsOptions, storyDocsServices, storyIndexingDocs } from './docs.fixtures';
import type { KnowledgeDocsServices, KnowledgeDocument } from './docsTypes';
import { type KnowledgeDocsEmitted, type KnowledgeDocsInput, provideKnowledgeDocs, statusPollMs } from './knowledgeDocs.machine';

/** The machine over the in-memory server (or some of its calls replaced), on a simulated clock. */
function boot(options: StoryDocsOptions = {}, input: KnowledgeDocsInput = { isLoggedIn: true }, replace: Partial<KnowledgeDocsServices> = {}) {
  const services = { ...storyDocsServices(options), ...replace };
  const clock = new SimulatedClock();
  const actor = createActor(provideKnowledgeDocs(services), { clock, input });
  const emitted: KnowledgeDocsEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const ids = () => context().docs.map((doc) => doc.id);
  const ready = () => vi.waitFor(() => expect(actor.getSnapshot().matches({ base: { docs: 'ready' } })).toBe(true));
  return { actor, clock, services, emitted, context, ids, ready };
}

/** A file of the given size without its bytes. */
const file = (name: string, size = 1024) => Object.defineProperty(new File(['x'], name), 'size', { value: size }) as File;

/** Lets the fixtures' promises answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An uploadDoc the test answers by hand. */
function handUploads() {
  const calls: {
    file: File;
    kbId: number;
    onProgress: (percent: number) => void;
    signal: AbortSignal;
    resolve: (doc: KnowledgeDocument) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const uploadDoc: KnowledgeDocsServices['uploadDoc'] = (file, kbId, onProgress, signal) =>
    new Promise((resolve, reject) => calls.push({ file, kbId, onProgress, signal, resolve, reject }));
  return { calls, uploadDoc };
}
const uploadedDoc = (id: number, name: string): KnowledgeDocument => ({
  id,
  kbId: 1,
  name,
  format: 'pdf',
  size: 1024,
  pages: null,
  chunks: 0,
  status: 'queued',
  progress: 0,
  error: null,
  createdAt: '2026-11-29T08:00:00.000Z',
});

describe('knowledgeDocsMachine: bases', () => {
  it('opens on the remembered base, newest documents first, and tells the app the bases and the choice', async () => {
    const { actor, emitted, context, ids, ready } = boot({}, { isLoggedIn: true, kbId: 1 });
    await ready();
    expect(context().kbId).toBe(1);
    expect(ids()).toEqual([106, 105, 104, 103, 102, 101]);
    expect(context().count).toBe(6);
    expect(emitted.map((event) => event.type)).toEqual(['bases.changed', 'base.chosen']);
    expect(emitted[1]).toEqual({ type: 'base.chosen', kbId: 1 });
    actor.stop();
  });

  it('chooses the newest base when the remembered one is gone, and lists another base when chosen', async () => {
    const { actor, context, ids, ready } = boot({}, { isLoggedIn: true, kbId: 99 });
    await ready();
    expect(context().kbId).toBe(1);
    actor.send({ type: 'base.select', kbId: 2 });
    expect(actor.getSnapshot().matches({ base: { docs: 'loading' } })).toBe(true);
    await ready();
    expect(context().kbId).toBe(2);
    expect(ids()).toEqual([]);
    actor.stop();
  });

  it('drops the listing of a base left before it answered', async () => {
    const fixtures = storyDocsServices();
    const answers: (() => void)[] = [];
    const listDocs: KnowledgeDocsServices['listDocs'] = (query) => new Promise((resolve) => answers.push(() => resolve(fixtures.listDocs(query))));
    const { actor, context, ids } = boot({}, { isLoggedIn: true }, { listDocs });
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    actor.send({ type: 'base.select', kbId: 2 });
    expect(answers).toHaveLength(2);
    answers[0]!();
    await settle();
    expect(actor.getSnapshot().matches({ base: { docs: 'loading' } })).toBe(true);
    answers[1]!();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ base: { docs: 'ready' } })).toBe(true));
    expect(context().kbId).toBe(2);
    expect(ids()).toEqual([]);
    actor.stop();
  });

  it('loads nothing for a visitor', () => {
    const listBases = vi.fn(async () => []);
    const { actor } = boot({}, { isLoggedIn: false }, { listBases });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(listBases).not.toHaveBeenCalled();
  });

  it('says so when the bases fail to load, and 重试 loads them again', async () => {
    let fail = true;
    const services = storyDocsServices();
    const { actor, ready } = boot({}, { isLoggedIn: true }, { listBases: () => (fail ? Promise.reject(new Error('网络错误')) : services.listBases()) });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('basesFailed'));
    fail = false;
    actor.send({ type: 'retry' });
    await ready();
    actor.stop();
  });

  it('pages by 20 with 加载更多 until all are listed', async () => {
    const { actor, context, ready } = boot({ docs: manyDocs(25) });
    await ready();
    expect(context().docs).toHaveLength(20);
    expect(context().count).toBe(25);
    actor.send({ type: 'docs.more' });
    await vi.waitFor(() => expect(context().docs).toHaveLength(25));
    expect(context().docs.at(-1)?.name).toBe('文档 1.txt');
    expect(context().page).toBe(2);
    actor.send({ type: 'docs.more' });
    expect(actor.getSnapshot().matches({ base: { docs: { ready: 'idle' } } })).toBe(true);
    actor.stop();
  });
});

describe('knowledgeDocsMachine: making a base', () => {
  it('without a base checks the name (1–30 characters after trimming) before sending it', async () => {
    const createBase = vi.fn(async ({ name }: { name: string }) => ({ id: 7, name, des: '', documents: 0, notes: 0, createdAt: '', updatedAt: '' }));
    const { actor, context, ready } = boot({ bases: [], docs: [] }, { isLoggedIn: true }, { createBase });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('noBase'));
    actor.send({ type: 'base.create', name: '   ' });
    expect(context().createError).toEqual({ key: 'docs.baseNameRequired' });
    actor.send({ type: 'base.create', name: '知'.repeat(31) });
    expect(context().createError).toEqual({ key: 'docs.baseNameTooLong' });
    expect(createBase).not.toHaveBeenCalled();
    actor.send({ type: 'base.create', name: ` ${'𠀋'.repeat(30)} ` });
    expect(createBase).toHaveBeenCalledWith({ name: '𠀋'.repeat(30) });
    expect(context().createError).toBeNull();
    await ready();
    expect(context()).toMatchObject({ kbId: 7, bases: [{ id: 7 }], docs: [] });
    actor.stop();
  });

  it('shows the server’s words when it refuses the name', async () => {
    const { actor, context } = boot({ bases: [], docs: [], refuseCreate: '知识库数量已达上限' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('noBase'));
    actor.send({ type: 'base.create', name: '读书笔记' });
    await vi.waitFor(() => expect(context().createError).toEqual({ text: '知识库数量已达上限' }));
    expect(actor.getSnapshot().value).toBe('noBase');
  });

  it('新建 beside the bases opens the name dialog; the base made is listed first and chosen', async () => {
    const { actor, context, emitted, ready } = boot();
    await ready();
    actor.send({ type: 'base.new' });
    expect(actor.getSnapshot().matches({ base: { create: 'open' } })).toBe(true);
    actor.send({ type: 'base.create', name: '' });
    expect(context().createError).toEqual({ key: 'docs.baseNameRequired' });
    actor.send({ type: 'base.create', name: '合同' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ base: { create: 'closed' } })).toBe(true));
    expect(context().bases.map((base) => base.name)).toEqual(['合同', '产品资料', '团队周会']);
    expect(context().kbId).toBe(3);
    expect(emitted.at(-1)).toEqual({ type: 'base.chosen', kbId: 3 });
    await ready();
    expect(context().docs).toEqual([]);
    actor.stop();
  });
});

describe('knowledgeDocsMachine: status poll', () => {
  it('asks every 1 s about the documents still being indexed, merges the answers, and stops once all are ready', async () => {
    const { actor, clock, services, context, ready } = boot({ docs: storyIndexingDocs });
    await ready();
    expect(actor.getSnapshot().matches({ base: { poll: 'waiting' } })).toBe(true);
    clock.increment(statusPollMs - 1);
    expect(services.statusCalls).toHaveLength(0);
    clock.increment(1);
    expect(services.statusCalls).toEqual([[202, 201]]);
    await vi.waitFor(() => expect(context().docs[0]?.status).toBe('extracting'));
    expect(context().docs[1]).toMatchObject({ status: 'embedding', progress: 80 });

    for (const calls of [2, 3, 4]) {
      clock.increment(statusPollMs);
      expect(services.statusCalls).toHaveLength(calls);
      await settle();
    }
    // The manual was ready after the second answer: only the white paper was asked about since.
    expect(services.statusCalls).toEqual([[202, 201], [202, 201], [202], [202]]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ base: { poll: 'idle' } })).toBe(true));
    expect(context().docs.map((doc) => doc.status)).toEqual(['ready', 'ready']);
    expect(context().docs[0]).toMatchObject({ pages: 12, chunks: 48, progress: 100 });
    clock.increment(10 * statusPollMs);
    expect(services.statusCalls).toHaveLength(4);
    actor.stop();
  });

  it('does not poll when nothing is being indexed', async () => {
    const { actor, clock, services, ready } = boot({ docs: manyDocs(3) });
    await ready();
    clock.increment(5 * statusPollMs);
    expect(services.statusCalls).toHaveLength(0);
    expect(actor.getSnapshot().matches({ base: { poll: 'idle' } })).toBe(true);
    actor.stop();
  });

  it('ignores a failed poll: the next tick asks again', async () => {
    const fixtures = storyDocsServices({ docs: storyIndexingDocs });
    let calls = 0;
    const docStatus = vi.fn((ids: number[]) => (++calls === 1 ? Promise.reject(new Error('网络错误')) : fixtures.docStatus(ids)));
    const { actor, clock, context, ready } = boot({ docs: storyIndexingDocs }, { isLoggedIn: true }, { docStatus });
    await ready();
    clock.increment(statusPollMs);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ base: { poll: 'waiting' } })).toBe(true));
    expect(context().docs[0]?.status).toBe('queued');
    clock.increment(statusPollMs);
    expect(docStatus).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(context().docs[0]?.status).toBe('extracting'));
    actor.stop();
  });

  it('drops a document the answer leaves out (deleted elsewhere)', async () => {
    const { actor, clock, context, ids, ready } = boot({ docs: storyIndexingDocs }, { isLoggedIn: true }, { docStatus: async () => [] });
    await ready();
    clock.increment(statusPollMs);
    await vi.waitFor(() => expect(ids()).toEqual([]));
    expect(context().count).toBe(0);
    actor.stop();
  });
});

describe('knowledgeDocsMachine: upload', () => {
  it('checks the files, sends the rest one at a time with their progress, and lists each uploaded document at the top', async () => {
    const hand = handUploads();
    const { actor, clock, context, emitted, services, ids, ready } = boot({ docs: manyDocs(2) }, { isLoggedIn: true }, { uploadDoc: hand.uploadDoc });
    await ready();
    actor.send({ type: 'upload.files', files: [file('手册.pdf'), file('安装包.exe'), file('扫描件.pdf', 21 * 1024 * 1024), file('说明.md')] });
    const states = () => context().uploads.map((entry) => [entry.file.name, entry.state, entry.progress, entry.error]);
    expect(states()).toEqual([
      ['手册.pdf', 'sending', 0, null],
      ['安装包.exe', 'refused', 0, { key: 'docs.badType' }],
      ['扫描件.pdf', 'refused', 0, { key: 'docs.tooLarge' }],
      ['说明.md', 'waiting', 0, null],
    ]);
    expect(hand.calls).toHaveLength(1);
    expect(hand.calls[0]).toMatchObject({ kbId: 1 });
    hand.calls[0]!.onProgress(45.4);
    expect(context().uploads[0]?.progress).toBe(45);

    hand.calls[0]!.resolve(uploadedDoc(900, '手册.pdf'));
    await vi.waitFor(() => expect(hand.calls).toHaveLength(2));
    expect(ids()).toEqual([900, 1002, 1001]);
    expect(context().count).toBe(3);
    expect(context().bases[0]?.documents).toBe(7);
    expect(emitted.at(-1)).toMatchObject({ type: 'bases.changed' });
    expect(states()[0]).toEqual(['手册.pdf', 'done', 100, null]);
    expect(states()[3]).toEqual(['说明.md', 'sending', 0, null]);
    // The uploaded document is queued: the poll picks it up.
    expect(actor.getSnapshot().matches({ base: { poll: 'waiting' } })).toBe(true);
    clock.increment(statusPollMs);
    expect(services.statusCalls.at(-1)).toEqual([900]);

    // A refusal marks its file in the server's words; the dialog is done.
    hand.calls[1]!.reject(new Error('文档数量已达上限'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ base: { upload: 'finished' } })).toBe(true));
    expect(states()[3]).toEqual(['说明.md', 'refused', 0, { text: '文档数量已达上限' }]);
    actor.send({ type: 'upload.close' });
    expect(actor.getSnapshot().matches({ base: { upload: 'idle' } })).toBe(true);
    expect(context().uploads).toEqual([]);
    actor.stop();
  });

  it('取消上传 aborts the file being sent and skips the waiting ones', async () => {
    const hand = handUploads();
    const { actor, context, ids, ready } = boot({ docs: [] }, { isLoggedIn: true }, { uploadDoc: hand.uploadDoc });
    await ready();
    actor.send({ type: 'upload.files', files: [file('一.pdf'), file('二.pdf'), file('三.pdf')] });
    hand.calls[0]!.onProgress(30);
    actor.send({ type: 'upload.cancel' });
    expect(hand.calls[0]!.signal.aborted).toBe(true);
    expect(context().uploads.map((entry) => [entry.state, entry.error])).toEqual([
      ['cancelled', { key: 'docs.uploadCancelled' }],
      ['cancelled', { key: 'docs.uploadCancelled' }],
      ['cancelled', { key: 'docs.uploadCancelled' }],
    ]);
    // What the aborted request answers afterwards changes nothing.
    hand.calls[0]!.resolve(uploadedDoc(901, '一.pdf'));
    await settle();
    expect(ids()).toEqual([]);
    expect(hand.calls).toHaveLength(1);
    expect(actor.getSnapshot().matches({ base: { upload: 'finished' } })).toBe(true);
    actor.stop();
  });

  it('a row’s × drops a waiting file, aborts the one being sent (the next goes on), and the dialog closes when emptied', async () => {
    const hand = handUploads();
    const { actor, context, ready } = boot({ docs: [] }, { isLoggedIn: true }, { uploadDoc: hand.uploadDoc });
    await ready();
    actor.send({ type: 'upload.files', files: [file('一.pdf'), file('二.pdf'), file('三.pdf')] });
    const [first, second, third] = context().uploads.map((entry) => entry.id);
    actor.send({ type: 'upload.remove', id: second! });
    actor.send({ type: 'upload.remove', id: first! });
    expect(hand.calls[0]!.signal.aborted).toBe(true);
    expect(hand.calls).toHaveLength(2);
    expect(hand.calls[1]!.file.name).toBe('三.pdf');
    expect(context().uploads.map((entry) => [entry.id, entry.state])).toEqual([[third, 'sending']]);
    hand.calls[1]!.resolve(uploadedDoc(902, '三.pdf'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ base: { upload: 'finished' } })).toBe(true));
    actor.send({ type: 'upload.remove', id: third! });
    expect(actor.getSnapshot().matches({ base: { upload: 'idle' } })).toBe(true);
    actor.stop();
  });

  it('opens the dialog on files all refused by the check, sending nothing', async () => {
    const hand = handUploads();
    const { actor, context, ready } = boot({ docs: [] }, { isLoggedIn: true }, { uploadDoc: hand.uploadDoc });
    await ready();
    actor.send({ type: 'upload.files', files: [file('图片.png')] });
    expect(actor.getSnapshot().matches({ base: { upload: 'finished' } })).toBe(true);
    expect(context().uploads[0]?.error).toEqual({ key: 'docs.badType' });
    expect(hand.calls).toHaveLength(0);
    actor.stop();
  });

  it('a document uploaded to a base no longer chosen is not listed', async () => {
    const hand = handUploads();
    const { actor, context, ids, ready } = boot({}, { isLoggedIn: true }, { uploadDoc: hand.uploadDoc });
    await ready();
    actor.send({ type: 'upload.files', files: [file('手册.pdf')] });
    actor.send({ type: 'base.select', kbId: 2 });
    await ready();
    hand.calls[0]!.resolve(uploadedDoc(903, '手册.pdf'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ base: { upload: 'finished' } })).toBe(true));
    expect(ids()).toEqual([]);
    expect(context().bases.find((base) => base.id === 1)?.documents).toBe(7);
    actor.stop();
  });
});

describe('knowledgeDocsMachine: 重试 and 删除', () => {
  it('重试 queues a failed document again and the poll picks it up', async () => {
    const { actor, clock, context, services, ready } = boot({
      docs: manyDocs(1).concat(storyIndexingDocs.map((doc) => ({ ...doc, status: 'failed' as const }))),
    });
    await ready();
    expect(actor.getSnapshot().matches({ base: { poll: 'idle' } })).toBe(true);
    actor.send({ type: 'doc.retry', id: 201 });
    expect(context().busyDoc).toBe(201);
    await vi.waitFor(() => expect(context().docs.find((doc) => doc.id === 201)?.status).toBe('queued'));
    expect(context().busyDoc).toBeNull();
    clock.increment(statusPollMs);
    expect(services.statusCalls).toEqual([[201]]);
    actor.stop();
  });

  it('a refused 重试 or 删除 is told in the server’s words', async () => {
    const { actor, context, emitted, ready } = boot();
    await ready();
    actor.send({ type: 'doc.retry', id: 101 });
    await vi.waitFor(() => expect(emitted.at(-1)).toEqual({ type: 'notify', notice: { tone: 'error', message: { text: '只有处理失败的文档可以重试' } } }));
    actor.send({ type: 'doc.delete', id: 999 });
    await vi.waitFor(() => expect(emitted.at(-1)).toEqual({ type: 'notify', notice: { tone: 'error', message: { text: '文档不存在' } } }));
    expect(context().docs).toHaveLength(6);
    actor.stop();
  });

  it('删除 removes the document, its count and its place in the base', async () => {
    const { actor, context, emitted, ids, ready } = boot();
    await ready();
    actor.send({ type: 'doc.delete', id: 101 });
    await vi.waitFor(() => expect(ids()).toEqual([106, 105, 104, 103, 102]));
    expect(context().count).toBe(5);
    expect(context().bases[0]?.documents).toBe(5);
    expect(emitted.at(-1)).toMatchObject({ type: 'bases.changed', bases: [{ id: 1, documents: 5 }, { id: 2 }] });
    actor.stop();
  });
});
