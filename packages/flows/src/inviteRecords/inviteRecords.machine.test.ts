import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { deferred, flush } from '../settings/testing';
import {
  defaultInvitePageSize,
  inviteLink,
  inviteRecordsMachine,
  invitePageSizes,
  type InviteRecordPage,
  type InviteRecordsInput,
  type InviteRecordsQuery,
} from './inviteRecords.machine';
import { formatInviteTime, inviteRecordsView } from './inviteRecords.view';

const row = (n: number) => ({
  avatar: '',
  username: `friend${n}`,
  email: `friend${n}@example.com`,
  status: n % 2,
  createdAt: '2026-11-20T06:32:00.000Z',
  rewarded: n % 3 === 0,
});
const pageOf = ({ page, size }: InviteRecordsQuery): InviteRecordPage => ({
  rows: Array.from({ length: size }, (_, i) => row((page - 1) * size + i + 1)),
  count: 57,
});

function start(
  input: Partial<InviteRecordsInput> = {},
  {
    generateCode = vi.fn(async () => 'ABC123'),
    copy = vi.fn(async (_: { text: string }) => {}),
    loadPage = vi.fn(async (query: InviteRecordsQuery) => pageOf(query)),
  }: {
    generateCode?: () => Promise<string>;
    copy?: (input: { text: string }) => Promise<void>;
    loadPage?: (query: InviteRecordsQuery) => Promise<InviteRecordPage>;
  } = {},
) {
  const notify = vi.fn();
  const machine = inviteRecordsMachine.provide({
    actors: {
      generateCode: fromPromise(() => generateCode()),
      copy: fromPromise(({ input }) => copy(input)),
      loadPage: fromPromise(({ input }) => loadPage(input)),
    },
    actions: { notify: (_, params) => notify(params) },
  });
  // No timing constant in this flow; the simulated clock keeps it off the real one all the same.
  const actor = createActor(machine, {
    input: { code: 'XYZ789', origin: 'https://ai.example.com', canCopy: true, ...input },
    clock: new SimulatedClock(),
  }).start();
  return { actor, notify, generateCode, copy, loadPage };
}

describe('inviteLink', () => {
  it('is the origin plus /?inVitecode=<code>', () => {
    expect(inviteLink('https://ai.example.com', 'XYZ789')).toBe('https://ai.example.com/?inVitecode=XYZ789');
    expect(inviteLink('http://localhost:5173/', 'a b')).toBe('http://localhost:5173/?inVitecode=a%20b');
  });
});

describe('inviteRecordsMachine: table', () => {
  it('loads page 1 with the default size 10 and keeps the sizes of SPEC §9', async () => {
    expect(invitePageSizes).toEqual([10, 20, 50]);
    expect(defaultInvitePageSize).toBe(10);
    const { actor, loadPage } = start();
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ table: 'loading', rows: [], page: 1, size: 10 });
    expect(loadPage).toHaveBeenCalledWith({ page: 1, size: 10 });
    await flush();
    const view = inviteRecordsView(actor.getSnapshot());
    expect(view).toMatchObject({ table: 'ready', count: 57, loadError: null });
    expect(view.rows).toHaveLength(10);
  });

  it('invite.page loads that page, keeping the previous rows while loading', async () => {
    const { actor, loadPage } = start();
    await flush();
    actor.send({ type: 'invite.page', page: 3 });
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ table: 'loading', page: 3 });
    expect(inviteRecordsView(actor.getSnapshot()).rows[0]?.username).toBe('friend1');
    expect(loadPage).toHaveBeenLastCalledWith({ page: 3, size: 10 });
    await flush();
    expect(inviteRecordsView(actor.getSnapshot()).rows[0]?.username).toBe('friend21');
  });

  it('ignores the current page and pages below 1', async () => {
    const { actor, loadPage } = start();
    await flush();
    actor.send({ type: 'invite.page', page: 1 });
    actor.send({ type: 'invite.page', page: 0 });
    expect(loadPage).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ table: 'ready' })).toBe(true);
  });

  it('invite.pageSize reloads from page 1; the same size is ignored', async () => {
    const { actor, loadPage } = start();
    await flush();
    actor.send({ type: 'invite.page', page: 2 });
    await flush();
    actor.send({ type: 'invite.pageSize', size: 10 });
    expect(loadPage).toHaveBeenCalledTimes(2);
    actor.send({ type: 'invite.pageSize', size: 20 });
    expect(loadPage).toHaveBeenLastCalledWith({ page: 1, size: 20 });
    await flush();
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ page: 1, size: 20, table: 'ready' });
    expect(inviteRecordsView(actor.getSnapshot()).rows).toHaveLength(20);
  });

  it('a newer page request replaces one still loading', async () => {
    const slow = deferred<InviteRecordPage>();
    const loadPage = vi
      .fn()
      .mockResolvedValueOnce(pageOf({ page: 1, size: 10 }))
      .mockReturnValueOnce(slow.promise)
      .mockImplementation(async (query: InviteRecordsQuery) => pageOf(query));
    const { actor } = start({}, { loadPage });
    await flush();
    actor.send({ type: 'invite.page', page: 2 });
    actor.send({ type: 'invite.page', page: 4 });
    await flush();
    slow.resolve(pageOf({ page: 2, size: 10 }));
    await flush();
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ page: 4, table: 'ready' });
    expect(inviteRecordsView(actor.getSnapshot()).rows[0]?.username).toBe('friend31');
  });

  it('a failed load shows its text (or the fallback); invite.retry loads the same page again', async () => {
    const loadPage = vi
      .fn()
      .mockResolvedValueOnce(pageOf({ page: 1, size: 10 }))
      .mockRejectedValueOnce(new Error('服务繁忙'))
      .mockRejectedValueOnce(new Error(''))
      .mockImplementation(async (query: InviteRecordsQuery) => pageOf(query));
    const { actor } = start({}, { loadPage });
    await flush();
    actor.send({ type: 'invite.page', page: 2 });
    await flush();
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ table: 'failed', loadError: { text: '服务繁忙' } });
    actor.send({ type: 'invite.retry' });
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ table: 'loading', loadError: null });
    await flush();
    expect(actor.getSnapshot().context.loadError).toEqual({ key: 'inviteRecords.loadFailed' });
    actor.send({ type: 'invite.retry' });
    await flush();
    expect(loadPage).toHaveBeenLastCalledWith({ page: 2, size: 10 });
    expect(inviteRecordsView(actor.getSnapshot()).table).toBe('ready');
  });

  it('invite.retry is ignored unless the load failed', async () => {
    const { actor, loadPage } = start();
    await flush();
    actor.send({ type: 'invite.retry' });
    expect(loadPage).toHaveBeenCalledTimes(1);
  });
});

describe('inviteRecordsMachine: link', () => {
  it('shows the link of an existing code; generating is then ignored', async () => {
    const { actor, generateCode } = start();
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ code: 'XYZ789', link: 'https://ai.example.com/?inVitecode=XYZ789' });
    actor.send({ type: 'invite.generate' });
    expect(generateCode).not.toHaveBeenCalled();
  });

  it('generates a code: 生成邀请链接成功 and the link shows', async () => {
    const { actor, notify } = start({ code: '' });
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ code: null, link: null });
    actor.send({ type: 'invite.generate' });
    expect(inviteRecordsView(actor.getSnapshot()).isGenerating).toBe(true);
    actor.send({ type: 'invite.generate' });
    await flush();
    expect(inviteRecordsView(actor.getSnapshot())).toMatchObject({ code: 'ABC123', link: 'https://ai.example.com/?inVitecode=ABC123', isGenerating: false });
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'inviteRecords.generated' } });
  });

  it('a failed generation toasts its text (or the fallback)', async () => {
    const first = start({ code: null }, { generateCode: vi.fn(async () => Promise.reject(new Error('请求过于频繁'))) });
    first.actor.send({ type: 'invite.generate' });
    await flush();
    expect(first.notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '请求过于频繁' } });
    expect(first.actor.getSnapshot().context.code).toBeNull();
    const second = start({ code: null }, { generateCode: vi.fn(async () => Promise.reject(new Error(''))) });
    second.actor.send({ type: 'invite.generate' });
    await flush();
    expect(second.notify).toHaveBeenCalledWith({ tone: 'error', message: { key: 'inviteRecords.generateFailed' } });
  });

  it('copies the link: 复制成功', async () => {
    const { actor, notify, copy } = start();
    actor.send({ type: 'invite.copy' });
    expect(inviteRecordsView(actor.getSnapshot()).isCopying).toBe(true);
    expect(copy).toHaveBeenCalledWith({ text: 'https://ai.example.com/?inVitecode=XYZ789' });
    await flush();
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'inviteRecords.copied' } });
    expect(inviteRecordsView(actor.getSnapshot()).isCopying).toBe(false);
  });

  it('a refused clipboard write: 复制失败', async () => {
    const { actor, notify } = start({}, { copy: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) });
    actor.send({ type: 'invite.copy' });
    await flush();
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { key: 'inviteRecords.copyFailed' } });
  });

  it('without a code: 请先生成您的专属邀请链接！ and no copy', () => {
    const { actor, notify, copy } = start({ code: null });
    actor.send({ type: 'invite.copy' });
    expect(notify).toHaveBeenCalledWith({ tone: 'warning', message: { key: 'inviteRecords.noCode' } });
    expect(copy).not.toHaveBeenCalled();
  });

  it('without the Clipboard API: 当前设置不支持自动复制、手动复制吧！', () => {
    const { actor, notify, copy } = start({ canCopy: false });
    actor.send({ type: 'invite.copy' });
    expect(notify).toHaveBeenCalledWith({ tone: 'warning', message: { key: 'inviteRecords.copyUnsupported' } });
    expect(copy).not.toHaveBeenCalled();
  });

  it('the regions are independent: copying while a page loads', async () => {
    const { actor, copy } = start({}, { loadPage: vi.fn(() => new Promise<InviteRecordPage>(() => {})) });
    actor.send({ type: 'invite.copy' });
    expect(copy).toHaveBeenCalledTimes(1);
    actor.send({ type: 'invite.copy' });
    expect(copy).toHaveBeenCalledTimes(1);
    expect(inviteRecordsView(actor.getSnapshot()).table).toBe('loading');
  });
});

describe('formatInviteTime', () => {
  it('shows UTC times 8 hours later, across midnight', () => {
    expect(formatInviteTime('2026-11-20T06:32:05.000Z')).toBe('2026-11-20 14:32:05');
    expect(formatInviteTime('2026-12-31T20:00:00Z')).toBe('2027-01-01 04:00:00');
    expect(formatInviteTime('昨天')).toBe('昨天');
  });
});
