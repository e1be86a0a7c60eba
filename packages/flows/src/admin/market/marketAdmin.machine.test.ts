import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { marketCategoriesFixture, marketItemFixture } from './marketAdmin.fixtures';
import { categoryBodyOf, marketCategoriesMachine, type MarketCategory, type MarketCategorySave } from './marketCategories.machine';
import {
  actionsOf,
  marketItemsMachine,
  reasonError,
  type MarketAdminItem,
  type MarketItemAction,
  type MarketItemsPage,
  type MarketItemsQuery,
} from './marketItems.machine';
import { marketSettingsChanges, marketSettingsMachine, type MarketSettings } from './marketSettings.machine';
import { marketAdminCatalog } from './messages';
import { marketCategoryDeletion, marketItemRemoval } from './requests';

const shares = [
  marketItemFixture({ id: 30 }),
  marketItemFixture({ id: 29, status: 'approved', reviewId: null, agreeNum: 3 }),
  marketItemFixture({ id: 28, status: 'approved', featured: true, reviewId: null }),
  marketItemFixture({ id: 27, status: 'rejected', reason: '画面模糊', reviewId: null }),
  marketItemFixture({ id: 26, status: 'hidden', reviewId: null }),
  marketItemFixture({ id: 25 }),
];
/** The fake server: the status's shares, newest first, two a page. */
const serve = async (query: MarketItemsQuery): Promise<MarketItemsPage> => {
  const rows = shares.filter((row) => (query.status === undefined || row.status === query.status) && (query.before === undefined || row.id < query.before));
  const page = rows.slice(0, 2);
  return { rows: page, next: rows.length > 2 ? page.at(-1)!.id : null };
};

function startItems(act: (action: MarketItemAction) => Promise<unknown> = async () => null) {
  const notify = vi.fn();
  const load = vi.fn(serve);
  const acted = vi.fn(act);
  const machine = marketItemsMachine.provide({
    actors: {
      load: fromPromise<MarketItemsPage, MarketItemsQuery>(({ input }) => load(input)),
      act: fromPromise<unknown, MarketItemAction>(({ input }) => acted(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, load, acted };
}
type ItemsActor = ReturnType<typeof startItems>['actor'];
const ready = (actor: ItemsActor) => vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
const ids = (actor: ItemsActor) => actor.getSnapshot().context.rows.map((row) => row.id);
const row = (actor: ItemsActor, id: number) => actor.getSnapshot().context.rows.find((item) => item.id === id);

describe('actionsOf', () => {
  it('offers what each state allows', () => {
    expect(actionsOf(shares[0]!)).toEqual(['approve', 'reject', 'remove']);
    expect(actionsOf({ ...shares[0]!, reviewId: null })).toEqual(['remove']);
    expect(actionsOf(shares[1]!)).toEqual(['feature', 'hide', 'remove']);
    expect(actionsOf(shares[2]!)).toEqual(['unfeature', 'hide', 'remove']);
    expect(actionsOf(shares[3]!)).toEqual(['remove']);
    expect(actionsOf(shares[4]!)).toEqual(['show', 'remove']);
  });

  it('asks a reason of 1–200 characters, trimmed', () => {
    expect(reasonError('  ')).toBe('admin.market.reasonRequired');
    expect(reasonError(` ${'好'.repeat(200)} `)).toBeNull();
    expect(reasonError('好'.repeat(201))).toBe('admin.market.reasonTooLong');
  });
});

describe('marketItemsMachine', () => {
  it('opens on the pending queue and pages by the last id', async () => {
    const { actor, load } = startItems();
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ status: 'pending', size: 24 });
    expect(ids(actor)).toEqual([30, 25]);
    actor.send({ type: 'status.select', status: 'all' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ size: 24 });
    actor.send({ type: 'more' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ before: 29, size: 24 });
    expect(ids(actor)).toEqual([30, 29, 28, 27]);
  });

  it('approving sends the share and drops it from the pending queue, with a toast naming it', async () => {
    const { actor, acted, notify } = startItems();
    await ready(actor);
    actor.send({ type: 'act', action: 'approve', id: 30 });
    await ready(actor);
    expect(acted).toHaveBeenCalledWith({ type: 'approve', item: shares[0] });
    expect(ids(actor)).toEqual([25]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.market.done.approve', values: { id: 30 } } });
  });

  it('ignores an action the share does not offer', async () => {
    const { actor, acted } = startItems();
    await ready(actor);
    actor.send({ type: 'act', action: 'hide', id: 30 });
    actor.send({ type: 'act', action: 'approve', id: 999 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(acted).not.toHaveBeenCalled();
  });

  it('featuring in the listed tab changes the share in place', async () => {
    const { actor } = startItems();
    await ready(actor);
    actor.send({ type: 'status.select', status: 'approved' });
    await ready(actor);
    actor.send({ type: 'act', action: 'feature', id: 29 });
    await ready(actor);
    expect(ids(actor)).toEqual([29, 28]);
    expect(row(actor, 29)?.featured).toBe(true);
  });

  it('hiding under 全部 keeps the share, now hidden', async () => {
    const { actor } = startItems();
    await ready(actor);
    actor.send({ type: 'status.select', status: 'all' });
    await ready(actor);
    actor.send({ type: 'act', action: 'hide', id: 29 });
    await ready(actor);
    expect(row(actor, 29)?.status).toBe('hidden');
  });

  it('rejecting asks a reason first, sends it trimmed, and shows it on the share', async () => {
    const { actor, acted } = startItems();
    await ready(actor);
    actor.send({ type: 'status.select', status: 'all' });
    await ready(actor);
    actor.send({ type: 'reject.open', id: 30 });
    actor.send({ type: 'reject.submit' });
    expect(actor.getSnapshot().context.reasonError).toBe('admin.market.reasonRequired');
    expect(acted).not.toHaveBeenCalled();
    actor.send({ type: 'reject.change', value: '  含有水印 ' });
    actor.send({ type: 'reject.submit' });
    await ready(actor);
    expect(acted).toHaveBeenCalledWith({ type: 'reject', item: shares[0], reason: '含有水印' });
    expect(row(actor, 30)).toMatchObject({ status: 'rejected', reason: '含有水印', reviewId: null });
  });

  it('a refused rejection stays in its dialog with the server’s words and the reason kept', async () => {
    const { actor } = startItems(async () => {
      throw new Error('该条目已处理');
    });
    await ready(actor);
    actor.send({ type: 'reject.open', id: 30 });
    actor.send({ type: 'reject.change', value: '不清晰' });
    actor.send({ type: 'reject.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ rejecting: 'editing' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ reason: '不清晰', rejectError: { text: '该条目已处理' } });
    actor.send({ type: 'reject.cancel' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(ids(actor)).toEqual([30, 25]);
  });

  it('a closed removal confirmation changes nothing; a done one drops the share', async () => {
    let cancel = true;
    const { actor, notify } = startItems(async () => {
      if (cancel) throw new ConfirmCancelled();
      return null;
    });
    await ready(actor);
    actor.send({ type: 'act', action: 'remove', id: 25 });
    await ready(actor);
    expect(ids(actor)).toEqual([30, 25]);
    expect(notify).not.toHaveBeenCalled();
    cancel = false;
    actor.send({ type: 'act', action: 'remove', id: 25 });
    await ready(actor);
    expect(ids(actor)).toEqual([30]);
  });

  it('a failed action keeps the share and says why', async () => {
    const { actor, notify } = startItems(async () => {
      throw new Error('网络错误，请稍后重试');
    });
    await ready(actor);
    actor.send({ type: 'act', action: 'approve', id: 30 });
    await ready(actor);
    expect(ids(actor)).toEqual([30, 25]);
    expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '网络错误，请稍后重试' } });
  });
});

function startCategories(
  save: (save: MarketCategorySave) => Promise<MarketCategory>,
  remove: (category: MarketCategory) => Promise<unknown> = async () => null,
) {
  const notify = vi.fn();
  const saved = vi.fn(save);
  const machine = marketCategoriesMachine.provide({
    actors: {
      load: fromPromise(async () => marketCategoriesFixture()),
      save: fromPromise<MarketCategory, MarketCategorySave>(({ input }) => saved(input)),
      remove: fromPromise<unknown, MarketCategory>(({ input }) => remove(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, saved };
}

describe('marketCategoriesMachine', () => {
  it('checks a name and a whole order before any call', () => {
    expect(categoryBodyOf({ id: null, name: '  ', sort: '1' }).errors).toEqual({ name: 'admin.market.nameRequired' });
    expect(categoryBodyOf({ id: null, name: '好'.repeat(21), sort: '1.5' }).errors).toEqual({
      name: 'admin.market.nameTooLong',
      sort: 'admin.market.sortInvalid',
    });
    expect(categoryBodyOf({ id: null, name: ' 赛博 ', sort: '-3' })).toEqual({ body: { name: '赛博', sort: -3 }, errors: {} });
    expect(categoryBodyOf({ id: null, name: 'x', sort: '2147483648' }).errors).toEqual({ sort: 'admin.market.sortInvalid' });
  });

  it('a new category goes after the last and takes its place in the users’ order once saved', async () => {
    const { actor, saved } = startCategories(async ({ body }) => ({ id: 7, ...body, items: 0 }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'category.new' });
    expect(actor.getSnapshot().context.draft).toEqual({ id: null, name: '', sort: '7' });
    actor.send({ type: 'draft.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'admin.market.nameRequired' });
    actor.send({ type: 'draft.change', field: 'name', value: '赛博朋克' });
    actor.send({ type: 'draft.change', field: 'sort', value: '0' });
    actor.send({ type: 'draft.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(saved).toHaveBeenCalledWith({ id: null, body: { name: '赛博朋克', sort: 0 } });
    expect(
      actor
        .getSnapshot()
        .context.categories.map((category) => category.name)
        .slice(0, 2),
    ).toEqual(['赛博朋克', '风景']);
  });

  it('a refused save stays in the form with the server’s words', async () => {
    const { actor } = startCategories(async () => {
      throw new Error('分类不存在');
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'category.edit', id: 2 });
    expect(actor.getSnapshot().context.draft).toEqual({ id: 2, name: '人物', sort: '2' });
    actor.send({ type: 'draft.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.saveError).toEqual({ text: '分类不存在' });
  });

  it('deleting confirmed drops the category; a closed confirmation keeps it', async () => {
    let cancel = true;
    const { actor, notify } = startCategories(
      async () => {
        throw new Error('unused');
      },
      async () => {
        if (cancel) throw new ConfirmCancelled();
        return null;
      },
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'category.delete', id: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(actor.getSnapshot().context.categories).toHaveLength(6);
    cancel = false;
    actor.send({ type: 'category.delete', id: 1 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.categories).toHaveLength(5));
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.market.categoryDeleted', values: { name: '风景' } } });
  });
});

describe('marketSettingsMachine', () => {
  const saved: MarketSettings = { marketReview: true, marketShareReward: 0 };

  it('sends only what changed; a reward outside 0–100,000 is refused before any call', async () => {
    expect(marketSettingsChanges(saved, { marketReview: true, marketShareReward: ' 5 ' })).toEqual({ marketShareReward: 5 });
    expect(marketSettingsChanges(saved, { marketReview: false, marketShareReward: '0' })).toEqual({ marketReview: false });
    expect(marketSettingsChanges(saved, { marketReview: true, marketShareReward: '100001' })).toBeNull();
    expect(marketSettingsChanges(saved, { marketReview: true, marketShareReward: '-1' })).toBeNull();
    const save = vi.fn(async (_changes: Partial<MarketSettings>) => null);
    const notify = vi.fn();
    const actor = createActor(
      marketSettingsMachine.provide({
        actors: { load: fromPromise(async () => saved), save: fromPromise<unknown, Partial<MarketSettings>>(({ input }) => save(input)) },
        actions: { notify: (_, notice) => notify(notice) },
      }),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'settings.save' });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'info', message: { key: 'admin.market.unchanged' } });
    actor.send({ type: 'settings.reward', value: '1.5' });
    actor.send({ type: 'settings.save' });
    expect(actor.getSnapshot().context.rewardError).toBe('admin.market.rewardInvalid');
    actor.send({ type: 'settings.reward', value: '20' });
    actor.send({ type: 'settings.review', value: false });
    actor.send({ type: 'settings.save' });
    await vi.waitFor(() => expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.market.settingsSaved' } }));
    expect(save).toHaveBeenCalledWith({ marketReview: false, marketShareReward: 20 });
    expect(actor.getSnapshot().context.saved).toEqual({ marketReview: false, marketShareReward: 20 });
  });
});

describe('confirmation requests', () => {
  const t = createTranslator([adminCatalog, marketAdminCatalog], 'zh-CN');
  it('names the share, its author, likes and prompt; the category and its shares', () => {
    const share: MarketAdminItem = marketItemFixture({ id: 29, agreeNum: 3, originPrompt: '长'.repeat(70) });
    expect(marketItemRemoval(t, share)).toEqual({
      request: { method: 'DELETE', path: '/api/admin/market/items/29' },
      changes: [{ label: '移出画廊：作品 #29（alice）', after: `连同 3 个赞和浏览记录一起删除，作品仍保留在作者的绘画记录中：${'长'.repeat(60)}…` }],
    });
    expect(marketCategoryDeletion(t, marketCategoriesFixture()[0]!).changes[0]!.after).toBe('风景（其中 12 件作品仍在画廊中，不再属于任何分类）');
  });
});
