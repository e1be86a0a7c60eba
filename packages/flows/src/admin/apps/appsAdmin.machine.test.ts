import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createTranslator } from '../../i18n';
import { adminCatalog } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import {
  adminAppsMachine,
  appOffers,
  appReasonError,
  appTermsChanges,
  termsDraftOf,
  type AdminApp,
  type AdminAppAction,
  type AdminAppsPage,
  type AdminAppsQuery,
  type AppModelChoice,
} from './adminApps.machine';
import { appCategoriesMachine, appCategoryBodyOf, type AppCategorySave } from './appCategories.machine';
import { adminAppFixture, appCategoriesFixture, appModelsFixture, appUsageFixture } from './appsAdmin.fixtures';
import { appUsageMachine, usageSummary, type AdminAppUsage } from './appUsage.machine';
import { appsAdminCatalog } from './messages';
import {
  emptyOfficialDraft,
  officialAppBodyOf,
  officialAppMachine,
  officialRowOf,
  type AdminAppCategory,
  type OfficialAppChoices,
  type OfficialAppSave,
} from './officialApp.machine';
import { appCategoryDeletion, officialAppRemoval } from './requests';

const apps: AdminApp[] = [
  adminAppFixture({ id: 40 }),
  adminAppFixture({ id: 39, name: '英语陪练', status: 'approved', reviewId: 539, useCount: 120, weekUses: 14 }),
  adminAppFixture({ id: 38, name: '官方翻译', status: 'approved', official: true, authorId: null, username: '', featured: true, reviewId: null }),
  adminAppFixture({ id: 37, name: '私人日记', status: 'private', public: false, reviewId: null }),
  adminAppFixture({ id: 36, name: '算命大师', status: 'rejected', reviewId: null }),
  adminAppFixture({ id: 35, name: '刷单助手', status: 'disabled', disabledReason: '违反社区规范', reviewId: null }),
  adminAppFixture({ id: 34, name: '代码评审', status: 'approved', reviewId: null, useCount: 3 }),
  adminAppFixture({ id: 33, name: '面试官' }),
];
const byId = (id: number) => apps.find((app) => app.id === id)!;

/** The fake server: GET /admin/apps over `rows`, newest first, two a page whatever the size asked. */
const serverOf =
  (rows: AdminApp[]) =>
  async (query: AdminAppsQuery): Promise<AdminAppsPage> => {
    const words = query.keyword?.toLowerCase() ?? '';
    const matching = rows.filter(
      (row) =>
        (query.status === undefined || row.status === query.status) &&
        (query.review === undefined || row.reviewId !== null) &&
        (query.official === undefined || row.official === query.official) &&
        (words === '' || row.name.toLowerCase().includes(words) || row.des.toLowerCase().includes(words)) &&
        (query.before === undefined || row.id < query.before),
    );
    const page = matching.slice(0, 2);
    return { rows: page, next: matching.length > 2 ? page.at(-1)!.id : null };
  };

interface StartOptions {
  rows?: AdminApp[];
  act?: (action: AdminAppAction) => Promise<unknown>;
  loadModels?: () => Promise<AppModelChoice[]>;
}
function startApps({ rows = apps, act = async () => null, loadModels = async () => appModelsFixture() }: StartOptions = {}) {
  const clock = new SimulatedClock();
  const notify = vi.fn();
  const load = vi.fn(serverOf(rows));
  const acted = vi.fn(act);
  const models = vi.fn(loadModels);
  const machine = adminAppsMachine.provide({
    actors: {
      load: fromPromise<AdminAppsPage, AdminAppsQuery>(({ input }) => load(input)),
      act: fromPromise<unknown, AdminAppAction>(({ input }) => acted(input)),
      loadModels: fromPromise<AppModelChoice[]>(() => models()),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine, { clock }).start(), clock, notify, load, acted, models };
}
type AppsActor = ReturnType<typeof startApps>['actor'];
const ready = (actor: AppsActor) => vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true));
const ids = (actor: AppsActor) => actor.getSnapshot().context.rows.map((row) => row.id);
const row = (actor: AppsActor, id: number) => actor.getSnapshot().context.rows.find((app) => app.id === id);
const showAll = async (actor: AppsActor) => {
  actor.send({ type: 'filter.select', filter: 'all' });
  await ready(actor);
};

describe('appOffers', () => {
  it('offers what each state allows, in the card’s order', () => {
    expect(appOffers(byId(40))).toEqual(['approve', 'reject', 'disable', 'terms', 'usage']);
    expect(appOffers(byId(39))).toEqual(['approve', 'reject', 'feature', 'disable', 'terms', 'usage']);
    expect(appOffers(byId(38))).toEqual(['unfeature', 'disable', 'terms', 'usage', 'edit', 'remove']);
    expect(appOffers(byId(37))).toEqual(['terms', 'usage']);
    expect(appOffers(byId(36))).toEqual(['terms', 'usage']);
    expect(appOffers(byId(35))).toEqual(['enable', 'terms', 'usage']);
    expect(appOffers({ ...byId(38), status: 'disabled', featured: false })).toEqual(['enable', 'terms', 'usage', 'edit', 'remove']);
  });

  it('asks a reason of 1–200 characters, trimmed, in each dialog’s words', () => {
    expect(appReasonError('reject', '  ')).toBe('admin.apps.rejectRequired');
    expect(appReasonError('disable', '')).toBe('admin.apps.disableRequired');
    expect(appReasonError('disable', ` ${'违'.repeat(200)} `)).toBeNull();
    expect(appReasonError('reject', '违'.repeat(201))).toBe('admin.apps.reasonTooLong');
  });

  it('checks the terms and keeps only what changed', () => {
    const app = byId(39);
    expect(termsDraftOf(app)).toEqual({ model: '', price: '', sort: '0' });
    expect(appTermsChanges(app, { model: '', price: '1.5', sort: 'x' }).errors).toEqual({ price: 'admin.apps.priceInvalid', sort: 'admin.apps.sortInvalid' });
    expect(appTermsChanges(app, { model: '', price: '-1', sort: '0' }).errors).toEqual({ price: 'admin.apps.priceInvalid' });
    expect(appTermsChanges(app, { model: '', price: '', sort: '0' }).changes).toEqual({});
    expect(appTermsChanges(app, { model: 'gpt-4o', price: ' 5 ', sort: '-2' }).changes).toEqual({ model: 'gpt-4o', price: 5, sort: -2 });
    expect(appTermsChanges({ ...app, price: 5 }, { model: '', price: '', sort: '0' }).changes).toEqual({ price: null });
    expect(appTermsChanges(app, { model: '', price: '2147483648', sort: '0' }).errors).toEqual({ price: 'admin.apps.priceInvalid' });
  });
});

describe('adminAppsMachine: lists', () => {
  it('opens on 待审核: the apps with a version in the review queue (new ones and edits of listed ones), paged', async () => {
    const { actor, load } = startApps();
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ review: true, size: 24 });
    expect(ids(actor)).toEqual([40, 39]);
    actor.send({ type: 'more' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ review: true, before: 39, size: 24 });
    expect(ids(actor)).toEqual([40, 39, 33]);
    expect(actor.getSnapshot().context.next).toBeNull();
  });

  it('a status chip, 官方 / 用户 and 全部 ask the server; 加载更多 pages by the last id', async () => {
    const { actor, load } = startApps();
    await ready(actor);
    actor.send({ type: 'filter.select', filter: 'approved' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ status: 'approved', size: 24 });
    expect(ids(actor)).toEqual([39, 38]);
    actor.send({ type: 'more' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ status: 'approved', before: 38, size: 24 });
    expect(ids(actor)).toEqual([39, 38, 34]);
    actor.send({ type: 'source.select', source: 'official' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ status: 'approved', official: true, size: 24 });
    expect(ids(actor)).toEqual([38]);
    actor.send({ type: 'source.select', source: 'user' });
    actor.send({ type: 'filter.select', filter: 'all' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ official: false, size: 24 });
    expect(ids(actor)).toEqual([40, 39]);
  });

  it('a chip picked while a page loads drops that page', async () => {
    let answer: (page: AdminAppsPage) => void = () => {};
    const { actor, load } = startApps();
    await ready(actor);
    load.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'filter.select', filter: 'private' });
    actor.send({ type: 'filter.select', filter: 'rejected' });
    await ready(actor);
    answer({ rows: [byId(37)], next: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ids(actor)).toEqual([36]);
  });

  it('searches 400 ms after typing stops, or at once on Enter; the same words do not ask again', async () => {
    const { actor, clock, load } = startApps();
    await ready(actor);
    await showAll(actor);
    const calls = load.mock.calls.length;
    actor.send({ type: 'keyword.change', value: '英' });
    clock.increment(300);
    actor.send({ type: 'keyword.change', value: '英语 ' });
    clock.increment(399);
    expect(load).toHaveBeenCalledTimes(calls);
    clock.increment(1);
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ keyword: '英语', size: 24 });
    expect(ids(actor)).toEqual([39]);
    actor.send({ type: 'keyword.submit' });
    expect(load).toHaveBeenCalledTimes(calls + 1);
    actor.send({ type: 'keyword.change', value: '' });
    actor.send({ type: 'keyword.submit' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ size: 24 });
    clock.increment(400);
    expect(load).toHaveBeenCalledTimes(calls + 2);
  });

  it('a search that comes due under a dialog runs once the dialog closes', async () => {
    const { actor, clock, load } = startApps();
    await ready(actor);
    actor.send({ type: 'keyword.change', value: '面试' });
    actor.send({ type: 'usage.open', id: 40 });
    clock.increment(400);
    expect(actor.getSnapshot().value).toBe('usage');
    actor.send({ type: 'usage.close' });
    await ready(actor);
    expect(load).toHaveBeenLastCalledWith({ review: true, keyword: '面试', size: 24 });
    expect(ids(actor)).toEqual([33]);
  });

  it('a failed load says why and 重试 asks again', async () => {
    const { actor, load } = startApps();
    await ready(actor);
    load.mockRejectedValueOnce(new Error('网络错误，请稍后重试'));
    actor.send({ type: 'refresh' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误，请稍后重试' });
    actor.send({ type: 'retry' });
    await ready(actor);
    expect(ids(actor)).toEqual([40, 39]);
  });
});

describe('adminAppsMachine: actions', () => {
  it('通过 a new app drops it from 待审核; under 全部 an approved edit stays listed, no longer waiting', async () => {
    const { actor, acted, notify } = startApps();
    await ready(actor);
    actor.send({ type: 'act', action: 'approve', id: 40 });
    await ready(actor);
    expect(acted).toHaveBeenCalledWith({ type: 'approve', app: byId(40) });
    expect(ids(actor)).toEqual([39]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.apps.done.approve', values: { name: '周报助手' } } });
    await showAll(actor);
    actor.send({ type: 'act', action: 'approve', id: 39 });
    await ready(actor);
    expect(row(actor, 39)).toMatchObject({ status: 'approved', reviewId: null });
  });

  it('ignores an action the app does not offer', async () => {
    const { actor, acted } = startApps();
    await ready(actor);
    actor.send({ type: 'act', action: 'enable', id: 40 });
    actor.send({ type: 'act', action: 'remove', id: 39 });
    actor.send({ type: 'reason.open', kind: 'reject', id: 999 });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(acted).not.toHaveBeenCalled();
  });

  it('驳回 asks a reason first, sends it trimmed; a new app becomes 未通过', async () => {
    const { actor, acted } = startApps();
    await ready(actor);
    await showAll(actor);
    actor.send({ type: 'reason.open', kind: 'reject', id: 40 });
    actor.send({ type: 'reason.submit' });
    expect(actor.getSnapshot().context.reasonError).toBe('admin.apps.rejectRequired');
    expect(acted).not.toHaveBeenCalled();
    actor.send({ type: 'reason.change', value: '  描述与功能不符 ' });
    actor.send({ type: 'reason.submit' });
    await ready(actor);
    expect(acted).toHaveBeenCalledWith({ type: 'reject', app: byId(40), reason: '描述与功能不符' });
    expect(row(actor, 40)).toMatchObject({ status: 'rejected', reviewId: null });
  });

  it('a refused decision stays in its dialog with the server’s words and the reason kept', async () => {
    const { actor } = startApps({
      act: async () => {
        throw new Error('该条目已处理');
      },
    });
    await ready(actor);
    actor.send({ type: 'reason.open', kind: 'reject', id: 39 });
    actor.send({ type: 'reason.change', value: '改动不合适' });
    actor.send({ type: 'reason.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ reasoning: 'editing' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ reason: '改动不合适', dialogError: { text: '该条目已处理' } });
    actor.send({ type: 'reason.change', value: '改动不合适。' });
    expect(actor.getSnapshot().context.dialogError).toBeNull();
    actor.send({ type: 'reason.cancel' });
    expect(ids(actor)).toEqual([40, 39]);
  });

  it('下架 needs a reason (请填写下架原因); the app leaves 已上架 and shows it under 全部', async () => {
    const { actor, acted } = startApps();
    await ready(actor);
    actor.send({ type: 'filter.select', filter: 'approved' });
    await ready(actor);
    actor.send({ type: 'reason.open', kind: 'disable', id: 39 });
    actor.send({ type: 'reason.submit' });
    expect(actor.getSnapshot().context.reasonError).toBe('admin.apps.disableRequired');
    actor.send({ type: 'reason.change', value: '涉嫌诱导付费' });
    actor.send({ type: 'reason.submit' });
    await ready(actor);
    expect(acted).toHaveBeenCalledWith({ type: 'disable', app: byId(39), reason: '涉嫌诱导付费' });
    expect(ids(actor)).toEqual([38]);
    await showAll(actor);
    actor.send({ type: 'reason.open', kind: 'disable', id: 40 });
    actor.send({ type: 'reason.change', value: '涉嫌诱导付费' });
    actor.send({ type: 'reason.submit' });
    await ready(actor);
    expect(row(actor, 40)).toMatchObject({ status: 'disabled', disabledReason: '涉嫌诱导付费', reviewId: null });
  });

  it('重新上架 refused (该应用名称已存在！) keeps the app and says why; a done one lists it', async () => {
    let refuse = true;
    const { actor, notify } = startApps({
      act: async () => {
        if (refuse) throw new Error('该应用名称已存在！');
        return null;
      },
    });
    await ready(actor);
    await showAll(actor);
    actor.send({ type: 'more' });
    await ready(actor);
    actor.send({ type: 'more' });
    await ready(actor);
    actor.send({ type: 'act', action: 'enable', id: 35 });
    await ready(actor);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '该应用名称已存在！' } });
    expect(row(actor, 35)?.status).toBe('disabled');
    refuse = false;
    actor.send({ type: 'act', action: 'enable', id: 35 });
    await ready(actor);
    expect(row(actor, 35)).toMatchObject({ status: 'approved', disabledReason: '' });
  });

  it('设为推荐 and 取消推荐 change the card in place', async () => {
    const { actor, acted } = startApps();
    await ready(actor);
    await showAll(actor);
    actor.send({ type: 'act', action: 'feature', id: 39 });
    await ready(actor);
    expect(acted).toHaveBeenLastCalledWith({ type: 'feature', app: byId(39) });
    expect(row(actor, 39)?.featured).toBe(true);
    expect(ids(actor)).toEqual([40, 39]);
  });

  it('设置 loads the models once, checks the price, sends only what changed and keeps a refusal in the dialog', async () => {
    let refuse = true;
    const { actor, acted, models, notify } = startApps({
      act: async () => {
        if (refuse) throw new Error('模型不存在或已停用');
        return null;
      },
    });
    await ready(actor);
    await showAll(actor);
    actor.send({ type: 'terms.open', id: 39 });
    expect(actor.getSnapshot().matches({ terms: 'choosing' })).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ terms: 'editing' })).toBe(true));
    expect(actor.getSnapshot().context.models).toHaveLength(3);
    actor.send({ type: 'terms.submit' });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'info', message: { key: 'admin.apps.unchanged' } });
    expect(actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    actor.send({ type: 'terms.open', id: 39 });
    expect(actor.getSnapshot().matches({ terms: 'editing' })).toBe(true);
    expect(models).toHaveBeenCalledTimes(1);
    actor.send({ type: 'terms.change', field: 'price', value: '两分' });
    actor.send({ type: 'terms.submit' });
    expect(actor.getSnapshot().context.termsErrors).toEqual({ price: 'admin.apps.priceInvalid' });
    expect(acted).not.toHaveBeenCalled();
    actor.send({ type: 'terms.change', field: 'price', value: '2' });
    actor.send({ type: 'terms.change', field: 'model', value: 'gpt-4o' });
    actor.send({ type: 'terms.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.dialogError).toEqual({ text: '模型不存在或已停用' }));
    expect(actor.getSnapshot().matches({ terms: 'editing' })).toBe(true);
    refuse = false;
    actor.send({ type: 'terms.submit' });
    await ready(actor);
    expect(acted).toHaveBeenLastCalledWith({ type: 'terms', app: byId(39), terms: { model: 'gpt-4o', price: 2 } });
    expect(row(actor, 39)).toMatchObject({ model: 'gpt-4o', price: 2, sort: 0 });
  });

  it('models that fail to load leave the terms dialog usable, saying why', async () => {
    const { actor } = startApps({
      loadModels: async () => {
        throw new Error('网络错误');
      },
    });
    await ready(actor);
    actor.send({ type: 'terms.open', id: 40 });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ terms: 'editing' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ models: null, modelsError: { text: '网络错误' } });
  });

  it('删除 an official app: a closed confirmation changes nothing; a done one drops it', async () => {
    let cancel = true;
    const { actor, notify } = startApps({
      act: async () => {
        if (cancel) throw new ConfirmCancelled();
        return null;
      },
    });
    await ready(actor);
    await showAll(actor);
    actor.send({ type: 'more' });
    await ready(actor);
    actor.send({ type: 'act', action: 'remove', id: 38 });
    await ready(actor);
    expect(ids(actor)).toEqual([40, 39, 38, 37]);
    expect(notify).not.toHaveBeenCalled();
    cancel = false;
    actor.send({ type: 'act', action: 'remove', id: 38 });
    await ready(actor);
    expect(ids(actor)).toEqual([40, 39, 37]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.apps.done.remove', values: { name: '官方翻译' } } });
  });

  it('a saved official app joins the list where it belongs, an edited one changes in place', async () => {
    const { actor, notify } = startApps();
    await ready(actor);
    await showAll(actor);
    actor.send({ type: 'official.new' });
    expect(actor.getSnapshot().value).toBe('official');
    const created = adminAppFixture({ id: 41, name: '官方写作', official: true, authorId: null, status: 'approved', reviewId: null });
    actor.send({ type: 'official.saved', app: created });
    expect(ids(actor)).toEqual([41, 40, 39]);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.apps.form.created', values: { name: '官方写作' } } });
    actor.send({ type: 'official.edit', id: 41 });
    actor.send({ type: 'official.saved', app: { ...created, name: '官方写作助手' } });
    expect(row(actor, 41)?.name).toBe('官方写作助手');
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.apps.form.updated', values: { name: '官方写作助手' } } });
    actor.send({ type: 'filter.select', filter: 'review' });
    await ready(actor);
    actor.send({ type: 'official.new' });
    actor.send({ type: 'official.saved', app: { ...created, id: 42 } });
    expect(ids(actor)).not.toContain(42);
  });
});

describe('appUsageMachine', () => {
  it('loads the app’s 30 days; 重试 after a failure', async () => {
    const load = vi.fn<(app: AdminApp) => Promise<AdminAppUsage>>().mockRejectedValueOnce(new Error('应用不存在')).mockResolvedValue(appUsageFixture());
    const actor = createActor(appUsageMachine.provide({ actors: { load: fromPromise(({ input }) => load(input)) } }), {
      input: { app: byId(39) },
      clock: new SimulatedClock(),
    }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '应用不存在' });
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(load).toHaveBeenLastCalledWith(byId(39));
    expect(actor.getSnapshot().context.usage?.days).toHaveLength(30);
  });

  it('sums the 30 days and scales the bars to the busiest one', () => {
    expect(
      usageSummary({
        total: 9,
        days: [
          { day: '2026-11-26', uses: 0 },
          { day: '2026-11-27', uses: 4 },
        ],
      }),
    ).toEqual({ days: 4, peak: 4 });
    expect(usageSummary({ total: 0, days: [{ day: '2026-11-27', uses: 0 }] })).toEqual({ days: 0, peak: 1 });
  });
});

describe('officialAppBodyOf', () => {
  const filled = {
    ...emptyOfficialDraft,
    catId: 1,
    name: ' 官方周报 ',
    preset: '你是周报写作助手',
    des: '写周报',
    demoData: ' 写周报 \n\n 整理要点 ',
    coverImg: '/uploads/app-logo/a.png',
  };

  it('names every field’s message in the form’s order before any call', () => {
    const { body, errors } = officialAppBodyOf({ ...emptyOfficialDraft, price: '-1', sort: '1.5' });
    expect(body).toBeNull();
    expect(Object.entries(errors)).toEqual([
      ['catId', { key: 'admin.apps.form.categoryRequired' }],
      ['name', { key: 'admin.apps.form.nameRequired' }],
      ['preset', { key: 'admin.apps.form.presetRequired' }],
      ['des', { key: 'admin.apps.form.desRequired' }],
      ['demoData', { key: 'admin.apps.form.demoRequired' }],
      ['coverImg', { key: 'admin.apps.form.logoRequired' }],
      ['price', { key: 'admin.apps.priceInvalid' }],
      ['sort', { key: 'admin.apps.sortInvalid' }],
    ]);
  });

  it('holds the server’s limits: names 2–30, presets 6–1200, descriptions 50, examples 100 (lines trimmed)', () => {
    const errors = (patch: Partial<typeof filled>) => officialAppBodyOf({ ...filled, ...patch }).errors;
    expect(errors({ name: '周' })).toEqual({ name: { key: 'admin.apps.form.nameLength' } });
    expect(errors({ name: '周'.repeat(31) })).toEqual({ name: { key: 'admin.apps.form.nameLength' } });
    expect(errors({ name: '周'.repeat(30) })).toEqual({});
    expect(errors({ preset: '五个字而已' })).toEqual({ preset: { key: 'admin.apps.form.presetLength' } });
    expect(errors({ preset: '长'.repeat(1201) })).toEqual({ preset: { key: 'admin.apps.form.presetLength' } });
    expect(errors({ des: '描'.repeat(51) })).toEqual({ des: { key: 'admin.apps.form.desLength' } });
    expect(errors({ demoData: `${'例'.repeat(50)}\n   \n${'例'.repeat(49)}` })).toEqual({});
    expect(errors({ demoData: `${'例'.repeat(50)}\n${'例'.repeat(50)}` })).toEqual({ demoData: { key: 'admin.apps.form.demoLength' } });
  });

  it('sends the fields trimmed, the examples one per line, an empty price as the model’s', () => {
    expect(officialAppBodyOf({ ...filled, model: 'gpt-4o', sort: '-1', featured: true, enabled: false }).body).toEqual({
      catId: 1,
      name: '官方周报',
      preset: '你是周报写作助手',
      des: '写周报',
      demoData: '写周报\n整理要点',
      coverImg: '/uploads/app-logo/a.png',
      model: 'gpt-4o',
      price: null,
      featured: true,
      sort: -1,
      enabled: false,
    });
  });
});

function startOfficial(
  app: AdminApp | null,
  services: { save?: (save: OfficialAppSave) => Promise<{ id: number }>; upload?: (file: File) => Promise<string> } = {},
) {
  const saved = vi.fn();
  const save = vi.fn(services.save ?? (async ({ id }: OfficialAppSave) => ({ id: id ?? 41 })));
  const upload = vi.fn(services.upload ?? (async (file: File) => `/uploads/app-logo/${file.name}`));
  const machine = officialAppMachine.provide({
    actors: {
      loadChoices: fromPromise<OfficialAppChoices>(async () => ({ categories: appCategoriesFixture(), models: appModelsFixture() })),
      upload: fromPromise<string, File>(({ input }) => upload(input)),
      save: fromPromise<{ id: number }, OfficialAppSave>(({ input }) => save(input)),
    },
    actions: { saved: (_, params) => saved(params) },
  });
  const actor = createActor(machine, { input: { app }, clock: new SimulatedClock() }).start();
  return { actor, saved, save, upload };
}
const logo = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('officialAppMachine', () => {
  it('a new app: refused before any call, then the logo uploaded and the app saved with its category', async () => {
    const { actor, save, saved, upload } = startOfficial(null);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
    actor.send({ type: 'submit' });
    expect(Object.keys(actor.getSnapshot().context.errors)[0]).toBe('catId');
    expect(save).not.toHaveBeenCalled();
    actor.send({ type: 'category.change', id: 2 });
    actor.send({ type: 'field.change', field: 'name', value: '官方写作' });
    actor.send({ type: 'field.change', field: 'preset', value: '你是一名写作教练，帮助用户改进文章' });
    actor.send({ type: 'field.change', field: 'des', value: '改进你的文章' });
    actor.send({ type: 'field.change', field: 'demoData', value: '帮我润色这段话' });
    expect(actor.getSnapshot().context.errors).toMatchObject({ catId: undefined, name: undefined, coverImg: { key: 'admin.apps.form.logoRequired' } });
    actor.send({ type: 'logo.select', file: logo('pen.png') });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors.coverImg).toEqual({ key: 'admin.apps.form.logoWait' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.draft.coverImg).toBe('/uploads/app-logo/pen.png'));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.errors.coverImg).toBeUndefined();
    actor.send({ type: 'switch.change', field: 'featured', value: true });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    const body = {
      catId: 2,
      name: '官方写作',
      preset: '你是一名写作教练，帮助用户改进文章',
      des: '改进你的文章',
      demoData: '帮我润色这段话',
      coverImg: '/uploads/app-logo/pen.png',
      model: '',
      price: null,
      featured: true,
      sort: 0,
      enabled: true,
    };
    expect(save).toHaveBeenCalledWith({ id: null, body });
    expect(saved).toHaveBeenCalledWith({ id: 41, body, catName: '写作' });
  });

  it('a refused picture says why: too big or of another type, or the server’s words', async () => {
    const { actor } = startOfficial(null, {
      upload: async () => {
        throw new Error('仅支持 jpg、png 格式');
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
    actor.send({ type: 'logo.reject', reason: 'size' });
    expect(actor.getSnapshot().context.errors.coverImg).toEqual({ key: 'admin.apps.form.logoSize' });
    actor.send({ type: 'logo.reject', reason: 'type' });
    expect(actor.getSnapshot().context.errors.coverImg).toEqual({ key: 'admin.apps.form.logoType' });
    actor.send({ type: 'logo.select', file: logo('fake.png') });
    await vi.waitFor(() => expect(actor.getSnapshot().context.errors.coverImg).toEqual({ text: '仅支持 jpg、png 格式' }));
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('an edit starts from the app and keeps the server’s refusal in the form', async () => {
    const official = adminAppFixture({ id: 38, official: true, authorId: null, status: 'disabled', reviewId: null, price: 3, sort: 2 });
    const { actor, save } = startOfficial(official, {
      save: async () => {
        throw new Error('该应用名称已存在！');
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.draft).toMatchObject({ catId: 1, name: '周报助手', price: '3', sort: '2', enabled: false });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.saveError).toEqual({ text: '该应用名称已存在！' }));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 38 }));
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    actor.send({ type: 'field.change', field: 'name', value: '周报助手 2' });
    expect(actor.getSnapshot().context.saveError).toBeNull();
  });

  it('the saved app is shown as the server lists it', () => {
    const { body } = officialAppBodyOf({
      ...emptyOfficialDraft,
      catId: 2,
      name: '官方写作',
      preset: '写作教练提示词',
      des: '写作',
      demoData: '润色',
      coverImg: '/a.png',
      enabled: false,
    });
    expect(officialRowOf(null, { id: 41, body: body!, catName: '写作', createdAt: '2026-11-27T08:00:00.000Z' })).toMatchObject({
      id: 41,
      official: true,
      authorId: null,
      status: 'disabled',
      catName: '写作',
      useCount: 0,
      reviewId: null,
      createdAt: '2026-11-27T08:00:00.000Z',
    });
    const before = adminAppFixture({ id: 38, official: true, authorId: null, useCount: 77, createdAt: '2026-01-01T00:00:00Z' });
    expect(officialRowOf(before, { id: 38, body: body!, catName: '写作', createdAt: 'now' })).toMatchObject({
      useCount: 77,
      createdAt: '2026-01-01T00:00:00Z',
    });
  });
});

function startCategories(
  save: (save: AppCategorySave) => Promise<AdminAppCategory>,
  remove: (category: AdminAppCategory) => Promise<unknown> = async () => null,
) {
  const notify = vi.fn();
  const saved = vi.fn(save);
  const removed = vi.fn(remove);
  const machine = appCategoriesMachine.provide({
    actors: {
      load: fromPromise(async () => appCategoriesFixture()),
      save: fromPromise<AdminAppCategory, AppCategorySave>(({ input }) => saved(input)),
      remove: fromPromise<unknown, AdminAppCategory>(({ input }) => removed(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine, { clock: new SimulatedClock() }).start(), notify, saved, removed };
}

describe('appCategoriesMachine', () => {
  it('checks a name of 1–20 and a whole order before any call', () => {
    const draft = { id: null, name: '  ', sort: '1', enabled: true, role: false };
    expect(appCategoryBodyOf(draft).errors).toEqual({ name: 'admin.apps.categoryNameRequired' });
    expect(appCategoryBodyOf({ ...draft, name: '类'.repeat(21), sort: '1.5' }).errors).toEqual({
      name: 'admin.apps.categoryNameTooLong',
      sort: 'admin.apps.sortInvalid',
    });
    expect(appCategoryBodyOf({ ...draft, name: ' 角色 ', sort: '-3', role: true })).toEqual({
      body: { name: '角色', sort: -3, enabled: true, role: true },
      errors: {},
    });
  });

  it('a new category goes after the last and takes its place in the users’ order once saved', async () => {
    const { actor, saved } = startCategories(async ({ body }) => ({ id: 6, ...body, apps: 0 }));
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'category.new' });
    expect(actor.getSnapshot().context.draft).toEqual({ id: null, name: '', sort: '6', enabled: true, role: false });
    actor.send({ type: 'draft.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'admin.apps.categoryNameRequired' });
    actor.send({ type: 'draft.change', field: 'name', value: '游戏' });
    actor.send({ type: 'draft.change', field: 'sort', value: '0' });
    actor.send({ type: 'draft.switch', field: 'role', value: true });
    actor.send({ type: 'draft.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(saved).toHaveBeenCalledWith({ id: null, body: { name: '游戏', sort: 0, enabled: true, role: true } });
    expect(
      actor
        .getSnapshot()
        .context.categories.map((category) => category.name)
        .slice(0, 2),
    ).toEqual(['游戏', '办公']);
  });

  it('an edit starts from the category; a refused save stays in the form with the server’s words', async () => {
    const { actor } = startCategories(async () => {
      throw new Error('该分类不存在！');
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'category.edit', id: 5 });
    expect(actor.getSnapshot().context.draft).toEqual({ id: 5, name: '学习', sort: '5', enabled: false, role: false });
    actor.send({ type: 'draft.switch', field: 'enabled', value: true });
    actor.send({ type: 'draft.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
    expect(actor.getSnapshot().context.saveError).toEqual({ text: '该分类不存在！' });
  });

  it('a category holding apps is refused at once in the server’s words; an empty one is deleted once confirmed', async () => {
    let cancel = true;
    const { actor, notify, removed } = startCategories(
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
    expect(notify).toHaveBeenLastCalledWith({ tone: 'warning', message: { key: 'admin.apps.categoryInUse' } });
    expect(removed).not.toHaveBeenCalled();
    actor.send({ type: 'category.delete', id: 5 });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(actor.getSnapshot().context.categories).toHaveLength(5);
    cancel = false;
    actor.send({ type: 'category.delete', id: 5 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.categories).toHaveLength(4));
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.apps.categoryDeleted', values: { name: '学习' } } });
  });

  it('the server’s refusal of a deletion shows as a notice', async () => {
    const { actor, notify } = startCategories(
      async () => {
        throw new Error('unused');
      },
      async () => {
        throw new Error('该分类下存在App，不可删除！');
      },
    );
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'category.delete', id: 5 });
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: 'error', message: { text: '该分类下存在App，不可删除！' } }));
    expect(actor.getSnapshot().context.categories).toHaveLength(5);
  });
});

describe('confirmation requests', () => {
  const t = createTranslator([adminCatalog, appsAdminCatalog], 'zh-CN');
  it('names the official app and its uses; the empty category', () => {
    expect(officialAppRemoval(t, adminAppFixture({ id: 38, name: '官方翻译', useCount: 77 }))).toEqual({
      request: { method: 'DELETE', path: '/api/admin/apps/38' },
      changes: [{ label: '删除官方应用：官方翻译（#38）', after: '从应用广场和用户的工作台移除，已有对话仍可查看；累计使用 77 次' }],
    });
    expect(appCategoryDeletion(t, appCategoriesFixture()[4]!)).toEqual({
      request: { method: 'DELETE', path: '/api/admin/app-categories/5' },
      changes: [{ label: '删除应用分类', after: '学习（其中没有应用）' }],
    });
  });
});
