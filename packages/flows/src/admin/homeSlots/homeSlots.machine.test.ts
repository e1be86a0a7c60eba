import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { createTranslator } from '../../i18n';
import { adminCatalog } from '../messages';
import { isSiteRoute } from '../../homeSlots/homeSlotTypes';
import { ConfirmCancelled } from '../siteSettings.machine';
import {
  beijingText,
  emptyHomeSlotDraft,
  homeSlotBodyOf,
  homeSlotFormMachine,
  instantOfBeijing,
  type AdminHomeSlot,
  type HomeSlotAppChoice,
  type HomeSlotDraft,
  type HomeSlotSave,
} from './homeSlotForm.machine';
import { homeSlotAppsFixture, homeSlotFixture, homeSlotsFixture } from './homeSlots.fixtures';
import { homeSlotsMachine } from './homeSlots.machine';
import { homeSlotsCatalog } from './messages';
import { homeSlotRemoval } from './requests';

const draft = (patch: Partial<HomeSlotDraft> = {}): HomeSlotDraft => ({
  ...emptyHomeSlotDraft,
  title: '会员特惠',
  target: '/member',
  image: '/uploads/app-logo/202611/a.png',
  ...patch,
});
const keys = (errors: Record<string, { key?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message?.key]));

describe('the form’s rules', () => {
  it('takes routes of this site only', () => {
    for (const route of ['/', '/member', '/chat?x=1', '/app-store#top']) expect(isSiteRoute(route), route).toBe(true);
    for (const route of ['', 'member', '//evil.example', '/a//b', 'https://evil.example', 'javascript:alert(1)', '/\\evil', '/a b']) {
      expect(isSiteRoute(route), route).toBe(false);
    }
    expect(keys(homeSlotBodyOf('swiper', draft({ target: `/${'a'.repeat(200)}` })).errors).target).toBe('admin.homeSlots.form.targetInvalid');
    expect(homeSlotBodyOf('swiper', draft({ target: `/${'a'.repeat(199)}` })).body).not.toBeNull();
  });

  it('reads and writes Beijing wall time', () => {
    expect(instantOfBeijing('2026-01-31 08:00')).toBe('2026-01-31T00:00:00.000Z');
    expect(instantOfBeijing(' 2026-1-1 0:05 ')).toBe('2025-12-31T16:05:00.000Z');
    for (const text of ['2026-02-30 08:00', '2026-01-31 24:00', '2026/01/31 08:00', '明天']) expect(instantOfBeijing(text), text).toBeNull();
    expect(beijingText('2026-01-31T00:00:00.000Z')).toBe('2026-01-31 08:00');
    expect(beijingText(null)).toBe('');
  });

  it('checks every field in the form’s order with the server’s words', () => {
    expect(keys(homeSlotBodyOf('swiper', draft({ title: ' ', target: '', image: '', tagId: '0', sort: 'x', startsAt: '明天' })).errors)).toEqual({
      title: 'admin.homeSlots.form.titleRequired',
      target: 'admin.homeSlots.form.linkRequired',
      image: 'admin.homeSlots.form.imageRequired',
      tagId: 'admin.homeSlots.form.tagIdInvalid',
      sort: 'admin.homeSlots.form.sortInvalid',
      startsAt: 'admin.homeSlots.form.timeInvalid',
    });
    expect(
      keys(homeSlotBodyOf('swiper', draft({ title: '题'.repeat(31), target: '//evil', startsAt: '2026-02-01 08:00', endsAt: '2026-02-01 08:00' })).errors),
    ).toEqual({
      title: 'admin.homeSlots.form.titleLength',
      target: 'admin.homeSlots.form.targetInvalid',
      endsAt: 'admin.homeSlots.form.scheduleOrder',
    });
    expect(keys(homeSlotBodyOf('rec', draft({ link: 'app', image: '' })).errors)).toEqual({ appId: 'admin.homeSlots.form.linkRequired' });
  });

  it('sends the whole slot: a route clears the app, an app clears the route; an app needs no picture', () => {
    expect(homeSlotBodyOf('swiper', draft({ tagId: ' 7 ', sort: '-1', startsAt: '2026-02-01 08:00', endsAt: '2026-02-02 08:00', appId: 5 })).body).toEqual({
      kind: 'swiper',
      title: '会员特惠',
      image: '/uploads/app-logo/202611/a.png',
      target: '/member',
      appId: null,
      tagId: 7,
      sort: -1,
      startsAt: '2026-02-01T00:00:00.000Z',
      endsAt: '2026-02-02T00:00:00.000Z',
      enabled: true,
    });
    expect(homeSlotBodyOf('rec', draft({ link: 'app', appId: 128, image: '', enabled: false })).body).toMatchObject({
      target: '',
      appId: 128,
      image: '',
      tagId: null,
      startsAt: null,
      endsAt: null,
      enabled: false,
    });
  });
});

function startForm({
  slot = null,
  loadApps = async () => homeSlotAppsFixture(),
  upload = async (file: File) => `/uploads/app-logo/202611/${file.name}`,
  save = async ({ id, body }: HomeSlotSave) => homeSlotFixture({ id: id ?? 20, ...body, app: null }),
}: {
  slot?: AdminHomeSlot | null;
  loadApps?: () => Promise<HomeSlotAppChoice[]>;
  upload?: (file: File) => Promise<string>;
  save?: (save: HomeSlotSave) => Promise<AdminHomeSlot>;
} = {}) {
  const saved = vi.fn();
  const uploaded = vi.fn(upload);
  const sent = vi.fn(save);
  const machine = homeSlotFormMachine.provide({
    actors: {
      loadApps: fromPromise(() => loadApps()),
      upload: fromPromise<string, File>(({ input }) => uploaded(input)),
      save: fromPromise<AdminHomeSlot, HomeSlotSave>(({ input }) => sent(input)),
    },
    actions: { saved: (_, params) => saved(params) },
  });
  const actor = createActor(machine, { input: { kind: slot?.kind ?? 'swiper', slot }, clock: new SimulatedClock() }).start();
  const editing = () => vi.waitFor(() => expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true));
  return { actor, saved, uploaded, sent, editing };
}

describe('homeSlotFormMachine', () => {
  it('a new slide: refused before any call, the picture uploaded, then saved once', async () => {
    const { actor, saved, sent, editing } = startForm();
    await editing();
    actor.send({ type: 'submit' });
    expect(keys(actor.getSnapshot().context.errors)).toEqual({
      title: 'admin.homeSlots.form.titleRequired',
      target: 'admin.homeSlots.form.linkRequired',
      image: 'admin.homeSlots.form.imageRequired',
    });
    actor.send({ type: 'field.change', field: 'title', value: '会员特惠' });
    actor.send({ type: 'field.change', field: 'target', value: '/member' });
    actor.send({ type: 'image.select', file: new File(['x'], 'banner.png', { type: 'image/png' }) });
    // While it uploads, 保存 names the picture's wait.
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.errors.image).toEqual({ key: 'admin.homeSlots.form.imageWait' });
    await editing();
    expect(actor.getSnapshot().context.draft.image).toBe('/uploads/app-logo/202611/banner.png');
    expect(actor.getSnapshot().context.errors.image).toBeUndefined();
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]![0]).toMatchObject({ id: null, body: { kind: 'swiper', title: '会员特惠', target: '/member', appId: null } });
    expect(saved).toHaveBeenCalledWith({ slot: expect.objectContaining({ id: 20, title: '会员特惠' }), created: true });
  });

  it('an edit starts from the slot; moving to an app keeps the picture optional; the server’s refusal stays in the form', async () => {
    const slot = homeSlotsFixture()[2]!;
    const { actor, editing } = startForm({
      slot,
      save: async () => {
        throw new Error('应用不存在或已删除');
      },
    });
    await editing();
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: '去画画', link: 'route', target: '/draw', sort: '3' });
    actor.send({ type: 'link.change', link: 'app' });
    actor.send({ type: 'submit' });
    expect(keys(actor.getSnapshot().context.errors)).toEqual({ appId: 'admin.homeSlots.form.linkRequired' });
    actor.send({ type: 'app.change', id: 130 });
    actor.send({ type: 'image.clear' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.saveError).toEqual({ text: '应用不存在或已删除' }));
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
  });

  it('a refused picture is named; a failed app list leaves routes and the current app', async () => {
    const { actor, editing } = startForm({
      slot: homeSlotsFixture()[0]!,
      loadApps: async () => {
        throw new Error('网络错误');
      },
      upload: async () => {
        throw new Error('仅支持 jpg、jpeg、png 格式的图片');
      },
    });
    await editing();
    expect(actor.getSnapshot().context.apps).toEqual([]);
    expect(actor.getSnapshot().context.appsError).toEqual({ text: '网络错误' });
    actor.send({ type: 'image.reject', reason: 'size' });
    expect(actor.getSnapshot().context.errors.image).toEqual({ key: 'admin.homeSlots.form.imageSize' });
    actor.send({ type: 'image.select', file: new File(['x'], 'a.gif', { type: 'image/gif' }) });
    await editing();
    expect(actor.getSnapshot().context.errors.image).toEqual({ text: '仅支持 jpg、jpeg、png 格式的图片' });
  });
});

function startList(kind: 'rec' | 'swiper', remove: (slot: AdminHomeSlot) => Promise<unknown> = async () => null) {
  const notify = vi.fn();
  const removed = vi.fn(remove);
  const machine = homeSlotsMachine.provide({
    actors: {
      load: fromPromise<AdminHomeSlot[], 'rec' | 'swiper'>(async ({ input }) => homeSlotsFixture().filter((slot) => slot.kind === input)),
      setEnabled: fromPromise<AdminHomeSlot, { slot: AdminHomeSlot; enabled: boolean }>(async ({ input }) => ({
        ...input.slot,
        enabled: input.enabled,
        live: input.enabled,
      })),
      remove: fromPromise<unknown, AdminHomeSlot>(({ input }) => removed(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  const actor = createActor(machine, { input: { kind }, clock: new SimulatedClock() }).start();
  const ready = () => vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
  return { actor, notify, removed, ready };
}

describe('homeSlotsMachine', () => {
  it('lists one kind in order; a saved slot takes its place (or leaves for the other kind)', async () => {
    const { actor, notify, ready } = startList('rec');
    await ready();
    expect(actor.getSnapshot().context.slots.map((slot) => slot.id)).toEqual([1, 2, 3, 4]);
    actor.send({ type: 'slot.edit', id: 3 });
    expect(actor.getSnapshot().context.editing?.id).toBe(3);
    actor.send({ type: 'form.saved', slot: homeSlotFixture({ id: 3, kind: 'rec', title: '去画画', sort: 0 }), created: false });
    expect(actor.getSnapshot().context.slots.map((slot) => slot.id)).toEqual([3, 1, 2, 4]);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.homeSlots.saved', values: { title: '去画画' } } });
    actor.send({ type: 'slot.new' });
    actor.send({ type: 'form.saved', slot: homeSlotFixture({ id: 30, kind: 'swiper' }), created: true });
    expect(actor.getSnapshot().context.slots.map((slot) => slot.id)).toEqual([3, 1, 2, 4]);
    actor.send({ type: 'slot.new' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('the switch saves 启用 at once; 删除 closed changes nothing, confirmed removes the row', async () => {
    let cancel = true;
    const { actor, notify, ready } = startList('swiper', async () => {
      if (cancel) throw new ConfirmCancelled();
      return null;
    });
    await ready();
    actor.send({ type: 'slot.toggle', id: 13 });
    await ready();
    expect(actor.getSnapshot().context.slots.find((slot) => slot.id === 13)).toMatchObject({ enabled: true, live: true });
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.homeSlots.enabled', values: { title: '旧的活动' } } });
    actor.send({ type: 'slot.delete', id: 12 });
    await ready();
    expect(actor.getSnapshot().context.slots).toHaveLength(3);
    cancel = false;
    actor.send({ type: 'slot.delete', id: 12 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.slots).toHaveLength(2));
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.homeSlots.removed', values: { title: '新春活动' } } });
  });
});

describe('confirmation requests', () => {
  it('names the slot, its kind and its id', () => {
    const t = createTranslator([adminCatalog, homeSlotsCatalog], 'zh-CN');
    expect(homeSlotRemoval(t, homeSlotsFixture()[5]!)).toEqual({
      request: { method: 'DELETE', path: '/api/admin/home-slots/12' },
      changes: [{ label: '删除首页轮播：新春活动（#12）', after: '从首页移除' }],
    });
  });
});
