import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type AdminNotice, type NoticeBody, noticeBody, noticeChanged, noticeMachine, draftOfNotice, previewedHtml } from './notice.machine';

const stored: AdminNotice = {
  id: 1,
  noticeTitle: '系统公告',
  noticeInfo: '<p>欢迎</p>',
  translations: { en: { noticeTitle: 'Notice' } },
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The server's sanitiser, as far as these tests need it. */
const sanitised = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, '');

function start({ save, load }: { save?: (body: NoticeBody) => Promise<AdminNotice>; load?: () => Promise<AdminNotice> } = {}) {
  const services = {
    load: vi.fn(load ?? (async () => structuredClone(stored))),
    preview: vi.fn(async (html: string) => sanitised(html)),
    save: vi.fn(save ?? (async (body: NoticeBody) => ({ ...stored, ...body, noticeInfo: sanitised(body.noticeInfo) }))),
  };
  const notify = vi.fn();
  const machine = noticeMachine.provide({
    actors: {
      load: fromPromise(() => services.load()),
      preview: fromPromise<string, string>(({ input }) => services.preview(input)),
      save: fromPromise<AdminNotice, NoticeBody>(({ input }) => services.save(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), services, notify };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('noticeBody', () => {
  const draft = draftOfNotice(stored);

  it('sends the default texts and only the translations given', () => {
    expect(noticeBody({ ...draft, 'zh-TW': { noticeTitle: ' ', noticeInfo: '<p>歡迎</p>' } }).body).toEqual({
      noticeTitle: '系统公告',
      noticeInfo: '<p>欢迎</p>',
      translations: { en: { noticeTitle: 'Notice' }, 'zh-TW': { noticeInfo: '<p>歡迎</p>' } },
    });
  });

  it('needs a title of at most 100 characters, and HTML of at most 100,000', () => {
    expect(noticeBody({ ...draft, 'zh-CN': { noticeTitle: '  ', noticeInfo: '' } }).errors).toEqual({ 'zh-CN.noticeTitle': 'admin.notices.titleRequired' });
    expect(noticeBody({ ...draft, en: { noticeTitle: 'x'.repeat(101), noticeInfo: 'x'.repeat(100_001) } }).errors).toEqual({
      'en.noticeTitle': 'admin.notices.titleTooLong',
      'en.noticeInfo': 'admin.notices.infoTooLong',
    });
  });

  it('previews a language without its own HTML with the default one, as users get it', () => {
    expect(previewedHtml(draft, 'en')).toBe('<p>欢迎</p>');
  });
});

describe('noticeMachine', () => {
  it('shows the stored notice and its stored HTML without asking for a preview', async () => {
    const { actor, services } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.preview).toBe('<p>欢迎</p>');
    expect(services.preview).not.toHaveBeenCalled();
    expect(noticeChanged(actor.getSnapshot().context)).toBe(false);
  });

  it('previews the server’s sanitised HTML 400 ms after the last keystroke, once', async () => {
    const { actor, services } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'form.change', language: 'zh-CN', values: { noticeInfo: '<p onclick="x()">新' } });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'form.change', language: 'zh-CN', values: { noticeInfo: '<p onclick="x()">新内容</p><script>alert(1)</script>' } });
    await vi.advanceTimersByTimeAsync(399);
    expect(services.preview).not.toHaveBeenCalled();
    // A title change does not restart the wait.
    actor.send({ type: 'form.change', language: 'zh-CN', values: { noticeTitle: '新公告' } });
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(actor.getSnapshot().context.preview).toBe('<p>新内容</p>'));
    expect(services.preview).toHaveBeenCalledTimes(1);
    expect(noticeChanged(actor.getSnapshot().context)).toBe(true);
  });

  it('previews the chosen language', async () => {
    const { actor, services } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'form.change', language: 'en', values: { noticeInfo: '<p>Hello</p>' } });
    actor.send({ type: 'form.language', language: 'en' });
    await vi.advanceTimersByTimeAsync(400);
    await vi.waitFor(() => expect(actor.getSnapshot().context.preview).toBe('<p>Hello</p>'));
    expect(services.preview).toHaveBeenCalledWith('<p>Hello</p>');
  });

  it('keeps the last preview and says why when previewing fails', async () => {
    const { actor, services } = start();
    services.preview.mockRejectedValueOnce(new Error('网络错误'));
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'form.change', language: 'zh-CN', values: { noticeInfo: '<p>x</p>' } });
    await vi.advanceTimersByTimeAsync(400);
    await vi.waitFor(() => expect(actor.getSnapshot().context.previewError).toEqual({ text: '网络错误' }));
    expect(actor.getSnapshot().context.preview).toBe('<p>欢迎</p>');
  });

  it('saves, then shows what was stored (sanitised) in the form and the preview', async () => {
    const { actor, services, notify } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'form.change', language: 'zh-CN', values: { noticeInfo: '<img src="https://a.example/x.png" onerror="alert(1)">' } });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(services.save).toHaveBeenCalled());
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
    const { draft, preview } = actor.getSnapshot().context;
    expect(draft['zh-CN'].noticeInfo).toBe('<img src="https://a.example/x.png">');
    expect(preview).toBe('<img src="https://a.example/x.png">');
    expect(noticeChanged(actor.getSnapshot().context)).toBe(false);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.notices.saved' } });
  });

  it('sends nothing with a blank title; a refusal stays under the form with the text kept', async () => {
    const { actor, services } = start({
      save: async () => {
        throw new Error('公告标题不能为空');
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
    actor.send({ type: 'form.change', language: 'zh-CN', values: { noticeTitle: ' ' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ 'zh-CN.noticeTitle': 'admin.notices.titleRequired' });
    expect(services.save).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', language: 'zh-CN', values: { noticeTitle: '公告' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.submitError).toEqual({ text: '公告标题不能为空' }));
    expect(actor.getSnapshot().context.draft['zh-CN'].noticeTitle).toBe('公告');
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        if (++calls === 1) throw new Error('网络错误');
        return structuredClone(stored);
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'notice.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true));
  });
});
