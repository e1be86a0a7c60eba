import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createTranslator } from '../../i18n';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { chatPromptCategoriesMachine, chatPromptCategoryBodyOf, type ChatPromptCategory, type ChatPromptCategorySave } from './chatPromptCategories.machine';
import {
  chatPromptBodyOf,
  chatPromptsMachine,
  type AdminChatPrompt,
  type ChatPromptDraft,
  type ChatPromptSave,
  type ChatPromptsPage,
  type ChatPromptsQuery,
} from './chatPrompts.machine';
import { chatPromptCategoriesFixture, chatPromptFixture, chatPromptsFixture, servePrompts } from './chatPrompts.fixtures';
import { chatPromptsCatalog } from './messages';
import { chatPromptCategoryDeletion, chatPromptRemoval } from './requests';

interface StartOptions {
  prompts?: AdminChatPrompt[];
  save?: (save: ChatPromptSave) => Promise<AdminChatPrompt>;
  setEnabled?: (change: { prompt: AdminChatPrompt; enabled: boolean }) => Promise<AdminChatPrompt>;
  remove?: (prompt: AdminChatPrompt) => Promise<unknown>;
  loadPage?: (query: ChatPromptsQuery) => Promise<ChatPromptsPage>;
}

function startPrompts({
  prompts = chatPromptsFixture(),
  save = async ({ id, body }) => chatPromptFixture({ id: id ?? 99, ...body }),
  setEnabled = async ({ prompt, enabled }) => ({ ...prompt, enabled }),
  remove = async () => null,
  loadPage,
}: StartOptions = {}) {
  const clock = new SimulatedClock();
  const notify = vi.fn();
  const load = vi.fn(loadPage ?? (async (query: ChatPromptsQuery) => servePrompts(prompts, query)));
  const saved = vi.fn(save);
  const switched = vi.fn(setEnabled);
  const removed = vi.fn(remove);
  const machine = chatPromptsMachine.provide({
    actors: {
      loadCategories: fromPromise(async () => chatPromptCategoriesFixture()),
      loadPage: fromPromise<ChatPromptsPage, ChatPromptsQuery>(({ input }) => load(input)),
      save: fromPromise<AdminChatPrompt, ChatPromptSave>(({ input }) => saved(input)),
      setEnabled: fromPromise<AdminChatPrompt, { prompt: AdminChatPrompt; enabled: boolean }>(({ input }) => switched(input)),
      remove: fromPromise<unknown, AdminChatPrompt>(({ input }) => removed(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  const actor = createActor(machine, { clock }).start();
  const ready = () => vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
  return { actor, clock, notify, load, saved, switched, removed, ready };
}

const draft = (patch: Partial<ChatPromptDraft> = {}): ChatPromptDraft => ({
  id: null,
  categoryId: 2,
  title: '周报生成',
  desc: '',
  prompt: '请整理周报',
  promptEn: '',
  sort: '0',
  enabled: true,
  ...patch,
});

describe('chatPromptBodyOf', () => {
  it('checks every field in the form’s order with the server’s limits, trimmed, in characters', () => {
    expect(chatPromptBodyOf(draft({ categoryId: null, title: ' ', prompt: '', sort: '1.5' })).errors).toEqual({
      categoryId: 'admin.chatPrompts.form.categoryRequired',
      title: 'admin.chatPrompts.form.titleRequired',
      prompt: 'admin.chatPrompts.form.promptRequired',
      sort: 'admin.chatPrompts.form.sortInvalid',
    });
    expect(chatPromptBodyOf(draft({ title: '题'.repeat(51), desc: '述'.repeat(201), prompt: '词'.repeat(4001), promptEn: 'w'.repeat(4001) })).errors).toEqual({
      title: 'admin.chatPrompts.form.titleLength',
      desc: 'admin.chatPrompts.form.descLength',
      prompt: 'admin.chatPrompts.form.promptLength',
      promptEn: 'admin.chatPrompts.form.promptEnLength',
    });
    expect(chatPromptBodyOf(draft({ title: ` ${'😀'.repeat(50)} `, desc: ' 说明 ', sort: '-2' }))).toEqual({
      body: { categoryId: 2, title: '😀'.repeat(50), desc: '说明', prompt: '请整理周报', promptEn: '', sort: -2, enabled: true },
      errors: {},
    });
  });
});

describe('chatPromptsMachine', () => {
  it('loads the categories and the first page; a category starts again from page 1; pages move', async () => {
    const { actor, load, ready } = startPrompts();
    await ready();
    expect(load).toHaveBeenLastCalledWith({ page: 1, size: 20 });
    expect(actor.getSnapshot().context.result?.count).toBe(25);
    expect(actor.getSnapshot().context.categories).toHaveLength(5);
    actor.send({ type: 'page', page: 2 });
    await ready();
    expect(actor.getSnapshot().context.result?.rows).toHaveLength(5);
    actor.send({ type: 'category.filter', id: 2 });
    await ready();
    expect(load).toHaveBeenLastCalledWith({ categoryId: 2, page: 1, size: 20 });
    expect(actor.getSnapshot().context.result?.rows.map((row) => row.title)).toEqual(['周报生成', '邮件回复', '会议纪要']);
    actor.send({ type: 'category.filter', id: null });
    await ready();
    expect(load).toHaveBeenLastCalledWith({ page: 1, size: 20 });
  });

  it('searches 400 ms after the last key, or at once on Enter; words typed while loading are searched once ready', async () => {
    const { actor, clock, load, ready } = startPrompts();
    actor.send({ type: 'keyword.change', value: '周' });
    await ready();
    // Typed while the first page was loading: searched once it arrived, after the wait.
    expect(actor.getSnapshot().matches({ ready: 'typing' })).toBe(true);
    actor.send({ type: 'keyword.change', value: '周报' });
    clock.increment(399);
    expect(load).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await ready();
    expect(load).toHaveBeenLastCalledWith({ keyword: '周报', page: 1, size: 20 });
    expect(actor.getSnapshot().context.result?.rows.map((row) => row.title)).toEqual(['周报生成']);
    actor.send({ type: 'keyword.change', value: ' SQL ' });
    actor.send({ type: 'search' });
    await ready();
    expect(load).toHaveBeenLastCalledWith({ keyword: 'SQL', page: 1, size: 20 });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a new prompt is checked before any call, saved in the category shown, and the page read again', async () => {
    const { actor, notify, saved, load, ready } = startPrompts();
    await ready();
    actor.send({ type: 'category.filter', id: 3 });
    await ready();
    actor.send({ type: 'prompt.new' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ id: null, categoryId: 3, title: '', enabled: true });
    actor.send({ type: 'draft.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ title: 'admin.chatPrompts.form.titleRequired', prompt: 'admin.chatPrompts.form.promptRequired' });
    actor.send({ type: 'draft.change', field: 'title', value: '单词记忆' });
    expect(actor.getSnapshot().context.errors.title).toBeUndefined();
    actor.send({ type: 'draft.change', field: 'prompt', value: '请用联想法帮我记单词' });
    actor.send({ type: 'draft.enabled', value: false });
    const calls = load.mock.calls.length;
    actor.send({ type: 'draft.submit' });
    await ready();
    expect(saved).toHaveBeenCalledWith({
      id: null,
      body: { categoryId: 3, title: '单词记忆', desc: '', prompt: '请用联想法帮我记单词', promptEn: '', sort: 0, enabled: false },
    });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.chatPrompts.created', values: { title: '单词记忆' } } });
    expect(load.mock.calls.length).toBe(calls + 1);
  });

  it('an edit starts from the prompt; the server’s refusal stays in the form; cancel closes it', async () => {
    const { actor, ready } = startPrompts({
      save: async () => {
        throw new Error('该分类不存在！');
      },
    });
    await ready();
    actor.send({ type: 'prompt.edit', id: 8 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ id: 8, categoryId: 4, title: 'SQL 生成', sort: '1' });
    actor.send({ type: 'draft.category', id: 5 });
    actor.send({ type: 'draft.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.saveError).toEqual({ text: '该分类不存在！' });
    actor.send({ type: 'draft.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('the switch saves 启用 at once and the row shows it; a refusal is a notice', async () => {
    let refuse = false;
    const { actor, notify, switched, ready } = startPrompts({
      setEnabled: async ({ prompt, enabled }) => {
        if (refuse) throw new Error('该提示词不存在');
        return { ...prompt, enabled };
      },
    });
    await ready();
    actor.send({ type: 'prompt.toggle', id: 3, enabled: true });
    await ready();
    expect(switched).toHaveBeenCalledWith({ prompt: expect.objectContaining({ id: 3 }), enabled: true });
    expect(actor.getSnapshot().context.result?.rows.find((row) => row.id === 3)?.enabled).toBe(true);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.chatPrompts.enabled', values: { title: '故事续写' } } });
    refuse = true;
    actor.send({ type: 'prompt.toggle', id: 3, enabled: false });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '该提示词不存在' } }));
    expect(actor.getSnapshot().context.result?.rows.find((row) => row.id === 3)?.enabled).toBe(true);
  });

  it('删除: closing the confirmation changes nothing; a confirmed one reads the page again, stepping back from an emptied page', async () => {
    const prompts = chatPromptsFixture().slice(0, 21);
    let cancel = true;
    const { actor, notify, load, ready } = startPrompts({
      prompts,
      remove: async (prompt) => {
        if (cancel) throw new ConfirmCancelled();
        prompts.splice(
          prompts.findIndex((row) => row.id === prompt.id),
          1,
        );
        return null;
      },
    });
    await ready();
    actor.send({ type: 'page', page: 2 });
    await ready();
    const [last] = actor.getSnapshot().context.result!.rows;
    actor.send({ type: 'prompt.delete', id: last!.id });
    await ready();
    expect(actor.getSnapshot().context.result?.rows).toHaveLength(1);
    cancel = false;
    actor.send({ type: 'prompt.delete', id: last!.id });
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.chatPrompts.removed', values: { title: last!.title } } }),
    );
    await ready();
    expect(actor.getSnapshot().context.page).toBe(1);
    expect(load).toHaveBeenLastCalledWith({ page: 1, size: 20 });
    expect(actor.getSnapshot().context.result?.count).toBe(20);
  });

  it('a failed load says why and 重试 loads again', async () => {
    let fail = true;
    const { actor, ready } = startPrompts({
      loadPage: async (query) => {
        if (fail) throw new Error('网络错误');
        return servePrompts(chatPromptsFixture(), query);
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    fail = false;
    actor.send({ type: 'retry' });
    await ready();
  });
});

function startCategories(remove: (category: ChatPromptCategory) => Promise<unknown> = async () => null) {
  const notify = vi.fn();
  const saved = vi.fn(async ({ id, body }: ChatPromptCategorySave) => ({ id: id ?? 6, ...body, prompts: 0 }));
  const removed = vi.fn(remove);
  const machine = chatPromptCategoriesMachine.provide({
    actors: {
      load: fromPromise(async () => chatPromptCategoriesFixture()),
      save: fromPromise<ChatPromptCategory, ChatPromptCategorySave>(({ input }) => saved(input)),
      remove: fromPromise<unknown, ChatPromptCategory>(({ input }) => removed(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine, { clock: new SimulatedClock() }).start(), notify, saved, removed };
}

describe('chatPromptCategoriesMachine', () => {
  it('checks a name of 1–20, a type of letters, digits, _ and -, and a whole order', () => {
    const category = { id: null, name: ' 旅行 ', type: 'prompt', sort: '6', enabled: true };
    expect(chatPromptCategoryBodyOf(category)).toEqual({ body: { name: '旅行', type: 'prompt', sort: 6, enabled: true }, errors: {} });
    expect(chatPromptCategoryBodyOf({ ...category, name: '', type: 'a b', sort: 'x' }).errors).toEqual({
      name: 'admin.chatPrompts.categoryNameRequired',
      type: 'admin.chatPrompts.categoryTypeInvalid',
      sort: 'admin.chatPrompts.form.sortInvalid',
    });
    expect(chatPromptCategoryBodyOf({ ...category, name: '类'.repeat(21) }).errors).toEqual({ name: 'admin.chatPrompts.categoryNameTooLong' });
  });

  it('a new category comes after the last with type prompt; one holding prompts is refused at once; an empty one goes once confirmed', async () => {
    const { actor, notify, saved, removed } = startCategories();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'category.new' });
    expect(actor.getSnapshot().context.draft).toEqual({ id: null, name: '', type: 'prompt', sort: '6', enabled: true });
    actor.send({ type: 'draft.change', field: 'name', value: '旅行' });
    actor.send({ type: 'draft.change', field: 'type', value: 'travel' });
    actor.send({ type: 'draft.switch', field: 'enabled', value: false });
    actor.send({ type: 'draft.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(saved).toHaveBeenCalledWith({ id: null, body: { name: '旅行', type: 'travel', sort: 6, enabled: false } });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.chatPrompts.categorySaved', values: { name: '旅行' } } });

    actor.send({ type: 'category.delete', id: 2 });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'warning', message: { key: 'admin.chatPrompts.categoryInUse' } });
    expect(removed).not.toHaveBeenCalled();
    actor.send({ type: 'category.delete', id: 5 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.categories).toHaveLength(5));
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.chatPrompts.categoryDeleted', values: { name: '生活' } } });
  });
});

describe('confirmation requests', () => {
  const t = createTranslator([adminCatalog, chatPromptsCatalog], 'zh-CN');
  it('names the prompt and its category; the empty category', () => {
    expect(chatPromptRemoval(t, chatPromptFixture({ id: 8, title: 'SQL 生成', categoryId: 4 }))).toEqual({
      request: { method: 'DELETE', path: '/api/admin/prompts/8' },
      changes: [{ label: '删除对话提示词：SQL 生成（#8）', after: '分类：编程；删除后用户不再看到它' }],
    });
    expect(chatPromptCategoryDeletion(t, chatPromptCategoriesFixture()[4]!)).toEqual({
      request: { method: 'DELETE', path: '/api/admin/prompt-categories/5' },
      changes: [{ label: '删除对话提示词分类', after: '生活（其中没有提示词）' }],
    });
  });
});
