import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { libraryCategories, libraryPrompts } from './drawingAdmin.fixtures';
import { drawingAdminCatalog } from './messages';
import {
  type LibraryDraft,
  libraryBody,
  type LibraryPrompt,
  type LibrarySave,
  promptLibraryAdminMachine,
  type PromptCategory,
} from './promptLibraryAdmin.machine';
import { promptCategoryDeletion } from './requests';

const draft = (values: Partial<LibraryDraft>): LibraryDraft => ({ name: '', title: '', prompt: '', categoryId: null, sort: '1', ...values });

function start({
  loadCategories = vi.fn(async () => structuredClone(libraryCategories)) as () => Promise<PromptCategory[]>,
  loadPrompts = vi.fn(async (id: number) => structuredClone(libraryPrompts[id] ?? [])) as (id: number) => Promise<LibraryPrompt[]>,
  save = vi.fn(async (input: LibrarySave) =>
    input.target === 'category' ? { id: input.id ?? 9, ...input.body, prompts: 0 } : { id: input.id ?? 99, ...input.body },
  ) as (input: LibrarySave) => Promise<PromptCategory | LibraryPrompt>,
  removeCategory = vi.fn(async () => null) as (category: PromptCategory) => Promise<unknown>,
  removePrompt = vi.fn(async () => null) as (prompt: LibraryPrompt) => Promise<unknown>,
} = {}) {
  const notify = vi.fn();
  const machine = promptLibraryAdminMachine.provide({
    actors: {
      loadCategories: fromPromise(() => loadCategories()),
      loadPrompts: fromPromise<LibraryPrompt[], number>(({ input }) => loadPrompts(input)),
      save: fromPromise<PromptCategory | LibraryPrompt, LibrarySave>(({ input }) => save(input)),
      removeCategory: fromPromise<unknown, PromptCategory>(({ input }) => removeCategory(input)),
      removePrompt: fromPromise<unknown, LibraryPrompt>(({ input }) => removePrompt(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, loadPrompts, save, removeCategory, removePrompt };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'ready' | 'editing' | 'failed') => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));
const titles = (actor: Actor) => actor.getSnapshot().context.prompts.map((prompt) => prompt.title);
const counts = (actor: Actor) => actor.getSnapshot().context.categories.map((category) => [category.name, category.prompts]);

describe('libraryBody', () => {
  it('trims the text, reads the sort, and checks each field by the server’s limits', () => {
    expect(libraryBody('category', draft({ name: ' 建筑 ', sort: '-3' }))).toEqual({ body: { name: '建筑', sort: -3 }, errors: {} });
    expect(libraryBody('prompt', draft({ title: ' 温室 ', prompt: ' glass ', categoryId: 2, sort: '0' })).body).toEqual({
      categoryId: 2,
      title: '温室',
      prompt: 'glass',
      sort: 0,
    });
    expect(libraryBody('category', draft({ name: '  ' })).errors).toEqual({ name: 'admin.prompts.nameRequired' });
    expect(libraryBody('category', draft({ name: '名'.repeat(21) })).errors).toEqual({ name: 'admin.prompts.nameTooLong' });
    expect(libraryBody('category', draft({ name: '名'.repeat(20) })).errors).toEqual({});
    expect(libraryBody('prompt', draft({ title: '', prompt: 'x'.repeat(2001), sort: '1.5' })).errors).toEqual({
      title: 'admin.prompts.titleRequired',
      prompt: 'admin.prompts.promptTooLong',
      categoryId: 'admin.prompts.categoryRequired',
      sort: 'admin.prompts.sortInvalid',
    });
    for (const sort of ['', 'ten', '2147483648', '1e3'])
      expect(libraryBody('category', draft({ name: 'a', sort })).errors, sort).toEqual({ sort: 'admin.prompts.sortInvalid' });
  });

  it('names the prompts a category deletion takes with it', () => {
    const t = createTranslator([adminCatalog, drawingAdminCatalog], 'zh-CN');
    expect(promptCategoryDeletion(t, libraryCategories[1]!)).toEqual({
      request: { method: 'DELETE', path: '/api/admin/drawing/prompt-categories/1' },
      changes: [{ label: '删除分类及其提示词', after: '人像（3 条提示词一并删除）' }],
    });
  });
});

describe('promptLibraryAdminMachine', () => {
  it('orders the categories as users see them, chooses the first, and shows its prompts in order', async () => {
    const { actor, loadPrompts } = start();
    await settled(actor, 'ready');
    expect(counts(actor)).toEqual([
      ['人像', 3],
      ['风景', 2],
    ]);
    expect(loadPrompts).toHaveBeenCalledWith(1);
    expect(titles(actor)).toEqual(['胶片人像', '赛博朋克', '水彩头像']);
  });

  it('keeps only the answer for the category chosen last', async () => {
    let release: (prompts: LibraryPrompt[]) => void = () => {};
    const loadPrompts = vi.fn((id: number) =>
      id === 2 ? new Promise<LibraryPrompt[]>((resolve) => (release = resolve)) : Promise.resolve(structuredClone(libraryPrompts[id] ?? [])),
    );
    const { actor } = start({ loadPrompts });
    await settled(actor, 'ready');
    actor.send({ type: 'category.select', id: 2 });
    actor.send({ type: 'category.select', id: 1 });
    await settled(actor, 'ready');
    release(libraryPrompts[2]!);
    await Promise.resolve();
    expect(actor.getSnapshot().context.selectedId).toBe(1);
    expect(titles(actor)).toEqual(['胶片人像', '赛博朋克', '水彩头像']);
  });

  it('offers a retry when the categories or a category’s prompts fail to load, and asks nothing when there are no categories', async () => {
    const failing = start({ loadCategories: vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]) });
    await settled(failing.actor, 'failed');
    failing.actor.send({ type: 'retry' });
    await settled(failing.actor, 'ready');
    expect(failing.loadPrompts).not.toHaveBeenCalled();
    expect(failing.actor.getSnapshot().context.selectedId).toBeNull();

    const prompts = start({ loadPrompts: vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(libraryPrompts[1]) });
    await settled(prompts.actor, 'ready');
    expect(prompts.actor.getSnapshot().context.promptsError).not.toBeNull();
    prompts.actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(titles(prompts.actor)).toHaveLength(3));
    expect(prompts.actor.getSnapshot().context.promptsError).toBeNull();
  });

  it('adds a prompt to the chosen category after checking it, and counts it', async () => {
    const { actor, save, notify } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'prompt.new' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ categoryId: 1, sort: '4' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ title: 'admin.prompts.titleRequired', prompt: 'admin.prompts.promptRequired' });
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', values: { title: '3D 卡通', prompt: 'cute 3d cartoon avatar' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(save).toHaveBeenCalledWith({ target: 'prompt', id: null, body: { categoryId: 1, title: '3D 卡通', prompt: 'cute 3d cartoon avatar', sort: 4 } });
    expect(titles(actor)).toEqual(['胶片人像', '赛博朋克', '水彩头像', '3D 卡通']);
    expect(counts(actor)[0]).toEqual(['人像', 4]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.prompts.created' } });
  });

  it('moves a prompt to another category: it leaves this table and both counts change', async () => {
    const { actor, save } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'prompt.edit', id: 12 });
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: '赛博朋克', categoryId: 1, sort: '2' });
    actor.send({ type: 'form.change', values: { categoryId: 2 } });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ target: 'prompt', id: 12, body: expect.objectContaining({ categoryId: 2 }) }));
    expect(titles(actor)).toEqual(['胶片人像', '水彩头像']);
    expect(counts(actor)).toEqual([
      ['人像', 2],
      ['风景', 3],
    ]);
  });

  it('keeps a refused save under the form with what was typed', async () => {
    const { actor } = start({ save: vi.fn().mockRejectedValue(new Error('提示词分类不存在')) });
    await settled(actor, 'ready');
    actor.send({ type: 'category.edit', id: 2 });
    actor.send({ type: 'form.change', values: { name: '山水', sort: '0' } });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.submitError).not.toBeNull();
    expect(actor.getSnapshot().context.draft).toMatchObject({ name: '山水', sort: '0' });
  });

  it('reorders the categories when one is renamed to sort first', async () => {
    const { actor } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'category.edit', id: 2 });
    actor.send({ type: 'form.change', values: { sort: '0' } });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(counts(actor).map(([name]) => name)).toEqual(['风景', '人像']);
  });

  it('deletes through the confirmation: a closed one changes nothing; a deleted chosen category hands the choice to the first left', async () => {
    const removeCategory = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockResolvedValue(null);
    const { actor, removePrompt, loadPrompts, notify } = start({ removeCategory });
    await settled(actor, 'ready');
    actor.send({ type: 'prompt.delete', id: 13 });
    await settled(actor, 'ready');
    expect(removePrompt).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
    expect(titles(actor)).toEqual(['胶片人像', '赛博朋克']);
    expect(counts(actor)[0]).toEqual(['人像', 2]);

    actor.send({ type: 'category.delete', id: 1 });
    await settled(actor, 'ready');
    expect(counts(actor)).toHaveLength(2);
    actor.send({ type: 'category.delete', id: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.selectedId).toBe(2));
    await settled(actor, 'ready');
    expect(loadPrompts).toHaveBeenLastCalledWith(2);
    expect(titles(actor)).toEqual(['雪山日出', '江南水乡']);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.prompts.categoryDeleted' } });
  });
});
