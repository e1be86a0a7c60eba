import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { ConfirmCancelled } from '../siteSettings.machine';
import { isMenuIcon } from './menuIconChoices';
import {
  type AdminMenu,
  menuDescendantIds,
  draftOfMenu,
  emptyMenuDraft,
  type MenuOrder,
  type MenuSave,
  menuBody,
  menusMachine,
  menuMovedOrder,
} from './menus.machine';
import { menusCatalog } from './messages';
import { menuDeletion } from './requests';

const menu = (id: number, overrides: Partial<AdminMenu> = {}): AdminMenu => ({
  id,
  pId: 0,
  menuPlatform: 1,
  menuName: `菜单${id}`,
  menuPath: `/m${id}`,
  menuIcon: '',
  menuIconActive: '',
  homeIcon: '',
  homeIconActive: '',
  menuCover: '',
  menuIframeUrl: '',
  isJump: false,
  isNeedAuth: false,
  menuTipText: '',
  sort: id,
  isEnabled: true,
  translations: {},
  ...overrides,
});

// Sidebar: 1, 2 (children 4, 5), 3; bar: 6, 7.
const list = [
  menu(3),
  menu(1),
  menu(2),
  menu(5, { pId: 2, sort: 2 }),
  menu(4, { pId: 2, sort: 1 }),
  menu(7, { menuPlatform: 0, sort: 2 }),
  menu(6, { menuPlatform: 0, sort: 1 }),
];

interface Services {
  load: () => Promise<AdminMenu[]>;
  save: (save: MenuSave) => Promise<AdminMenu>;
  setEnabled: (change: { id: number; isEnabled: boolean }) => Promise<AdminMenu>;
  reorder: (order: MenuOrder) => Promise<AdminMenu[]>;
  remove: (menu: AdminMenu) => Promise<unknown>;
}

function start(overrides: Partial<Services> = {}) {
  const services = {
    load: vi.fn<Services['load']>(async () => structuredClone(list)),
    save: vi.fn<Services['save']>(async ({ id, body }) => menu(id ?? 9, { ...body, menuPlatform: body.menuPlatform ?? 1 })),
    setEnabled: vi.fn<Services['setEnabled']>(async ({ id, isEnabled }) => menu(id, { isEnabled })),
    reorder: vi.fn<Services['reorder']>(async ({ ids }) =>
      list.map((entry) => (ids.includes(entry.id) ? { ...entry, sort: ids.indexOf(entry.id) + 1 } : entry)),
    ),
    remove: vi.fn<Services['remove']>(async () => null),
  };
  const used: Services = { ...services, ...overrides };
  const notify = vi.fn();
  const machine = menusMachine.provide({
    actors: {
      load: fromPromise(() => used.load()),
      save: fromPromise<AdminMenu, MenuSave>(({ input }) => used.save(input)),
      setEnabled: fromPromise<AdminMenu, { id: number; isEnabled: boolean }>(({ input }) => used.setEnabled(input)),
      reorder: fromPromise<AdminMenu[], MenuOrder>(({ input }) => used.reorder(input)),
      remove: fromPromise<unknown, AdminMenu>(({ input }) => used.remove(input)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return { actor: createActor(machine).start(), notify, services };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: string) => vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));
const ids = (actor: Actor, platform: number, pId: number) =>
  actor
    .getSnapshot()
    .context.menus.filter((entry) => entry.menuPlatform === platform && entry.pId === pId)
    .map((entry) => entry.id);

describe('menuBody', () => {
  const valid = { ...emptyMenuDraft(1), menuName: ' 工具 ', menuPath: ' /draw/tool ', menuIcon: 'wand', homeIcon: '/icons/a.png', nameEn: 'Tools' };

  it('trims, keeps the platform only for a new entry, and sends only the translations given', () => {
    const { body } = menuBody(valid, true);
    expect(body).toMatchObject({ menuPlatform: 1, menuName: '工具', menuPath: '/draw/tool', menuIcon: 'wand', homeIcon: '/icons/a.png' });
    expect(body?.translations).toEqual({ en: { menuName: 'Tools' } });
    expect(menuBody(valid, false).body).not.toHaveProperty('menuPlatform');
  });

  it('checks every field by the server’s rules', () => {
    expect(menuBody({ ...valid, menuName: ' ' }, true).errors).toEqual({ menuName: 'admin.menus.nameRequired' });
    expect(menuBody({ ...valid, menuName: 'x'.repeat(33) }, true).errors).toEqual({ menuName: 'admin.menus.nameTooLong' });
    for (const menuPath of ['chat', '//evil.example.com', '/a b'])
      expect(menuBody({ ...valid, menuPath }, true).errors, menuPath).toEqual({ menuPath: 'admin.menus.pathInvalid' });
    for (const menuIcon of ['rocket', 'toString', 'javascript:alert(1)', 'data:image/png;base64,x'])
      expect(menuBody({ ...valid, menuIcon }, true).errors, menuIcon).toEqual({ menuIcon: 'admin.menus.iconInvalid' });
    expect(menuBody({ ...valid, menuCover: 'ftp://x/a.png' }, true).errors).toEqual({ menuCover: 'admin.menus.coverInvalid' });
    for (const menuIframeUrl of ['javascript:alert(1)', 'https://', 'www.example.com'])
      expect(menuBody({ ...valid, menuIframeUrl }, true).errors, menuIframeUrl).toEqual({ menuIframeUrl: 'admin.menus.iframeUrlInvalid' });
    expect(menuBody({ ...valid, tipTw: 'x'.repeat(201) }, true).errors).toEqual({ tipTw: 'admin.menus.tipTooLong' });
  });

  it('accepts the web’s icons: none, a built-in name, an http(s) or site image', () => {
    for (const value of ['', 'crown', 'https://cdn.example.com/a.png', '/uploads/a.svg']) expect(isMenuIcon(value), value).toBe(true);
  });

  it('reads an entry back into the form with its translations', () => {
    const draft = draftOfMenu(menu(1, { translations: { en: { menuName: 'Chat' }, 'zh-TW': { menuTipText: '聊天' } } }));
    expect(draft).toMatchObject({ nameEn: 'Chat', tipEn: '', nameTw: '', tipTw: '聊天' });
  });
});

describe('order helpers', () => {
  it('moves an entry among its siblings only', () => {
    expect(menuMovedOrder(list, 4, 'down')).toEqual({ menuPlatform: 1, pId: 2, ids: [5, 4] });
    expect(menuMovedOrder(list, 3, 'up')).toEqual({ menuPlatform: 1, pId: 0, ids: [1, 3, 2] });
    expect(menuMovedOrder(list, 1, 'up')).toBeNull();
    expect(menuMovedOrder(list, 7, 'down')).toBeNull();
  });

  it('finds every entry below one (never its parent)', () => {
    expect(menuDescendantIds([...list, menu(8, { pId: 4 })], 2)).toEqual(new Set([4, 5, 8]));
  });
});

describe('menusMachine', () => {
  it('loads both menus in the server’s order', async () => {
    const { actor } = start();
    await settled(actor, 'ready');
    expect(ids(actor, 1, 0)).toEqual([1, 2, 3]);
    expect(ids(actor, 1, 2)).toEqual([4, 5]);
    expect(ids(actor, 0, 0)).toEqual([6, 7]);
  });

  it('creates a child where it was asked, after checking the form', async () => {
    const { actor, services, notify } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'menus.new', platform: 1, pId: 2 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ menuName: 'admin.menus.nameRequired' });
    actor.send({ type: 'form.change', values: { menuName: '写作', menuIframeUrl: 'https://x.example.com' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await settled(actor, 'ready');
    expect(services.save).toHaveBeenCalledWith({ id: null, body: expect.objectContaining({ menuPlatform: 1, pId: 2, menuName: '写作' }) });
    expect(ids(actor, 1, 2)).toEqual([4, 5, 9]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: { key: 'admin.menus.created' } });
  });

  it('keeps the form and shows the server’s refusal', async () => {
    const { actor } = start({
      save: async () => {
        throw new Error('上级菜单不存在，或不在同一个菜单里');
      },
    });
    await settled(actor, 'ready');
    actor.send({ type: 'menus.edit', id: 3 });
    actor.send({ type: 'form.change', values: { menuName: '改名' } });
    actor.send({ type: 'form.submit' });
    await settled(actor, 'editing');
    expect(actor.getSnapshot().context.submitError).toEqual({ text: '上级菜单不存在，或不在同一个菜单里' });
    expect(actor.getSnapshot().context.draft.menuName).toBe('改名');
  });

  it('switches an entry and names it in the notice; a failure is a toast and the entry stays as it was', async () => {
    const { actor, services, notify } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'menus.toggle', id: 3, isEnabled: false });
    expect(actor.getSnapshot().value).toBe('toggling');
    expect(actor.getSnapshot().context.toggle).toEqual({ id: 3, isEnabled: false });
    await settled(actor, 'ready');
    expect(services.setEnabled).toHaveBeenCalledWith({ id: 3, isEnabled: false });
    expect(actor.getSnapshot().context.menus.find((entry) => entry.id === 3)?.isEnabled).toBe(false);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.menus.disabledNotice', values: { name: '菜单3' } } });
    services.setEnabled.mockRejectedValueOnce(new Error('网络错误'));
    actor.send({ type: 'menus.toggle', id: 1, isEnabled: false });
    await settled(actor, 'ready');
    expect(actor.getSnapshot().context.menus.find((entry) => entry.id === 1)?.isEnabled).toBe(true);
    expect(actor.getSnapshot().context.toggle).toBeNull();
    expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '网络错误' } });
  });

  it('moves an entry among its siblings through reorder; at the edge nothing is sent', async () => {
    const { actor, services } = start();
    await settled(actor, 'ready');
    actor.send({ type: 'menus.move', id: 1, direction: 'up' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'menus.move', id: 5, direction: 'up' });
    await settled(actor, 'ready');
    expect(services.reorder).toHaveBeenCalledTimes(1);
    expect(services.reorder).toHaveBeenCalledWith({ menuPlatform: 1, pId: 2, ids: [5, 4] });
    expect(ids(actor, 1, 2)).toEqual([5, 4]);
  });

  it('deletes through the confirmation: cancelled changes nothing, a refusal is a toast, done removes the entry', async () => {
    const { actor, services, notify } = start();
    await settled(actor, 'ready');
    services.remove.mockRejectedValueOnce(new ConfirmCancelled());
    actor.send({ type: 'menus.delete', id: 7 });
    await settled(actor, 'ready');
    expect(notify).not.toHaveBeenCalled();
    services.remove.mockRejectedValueOnce(new Error('该菜单下还有子菜单，请先删除或移走子菜单'));
    actor.send({ type: 'menus.delete', id: 2 });
    await settled(actor, 'ready');
    expect(notify).toHaveBeenLastCalledWith({ tone: 'error', message: { text: '该菜单下还有子菜单，请先删除或移走子菜单' } });
    actor.send({ type: 'menus.delete', id: 7 });
    await settled(actor, 'ready');
    expect(ids(actor, 0, 0)).toEqual([6]);
    expect(notify).toHaveBeenLastCalledWith({ tone: 'success', message: { key: 'admin.menus.deleted' } });
  });

  it('offers a retry when the list fails to load', async () => {
    let calls = 0;
    const { actor } = start({
      load: async () => {
        if (++calls === 1) throw new Error('网络错误');
        return structuredClone(list);
      },
    });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'menus.retry' });
    await settled(actor, 'ready');
    expect(ids(actor, 0, 0)).toEqual([6, 7]);
  });
});

describe('menuDeletion', () => {
  it('names the entry in the confirmation', () => {
    const t = createTranslator([menusCatalog], 'zh-CN');
    expect(menuDeletion(t, menu(7, { menuName: '帮助' }))).toEqual({
      request: { method: 'DELETE', path: '/api/admin/menus/7' },
      changes: [{ label: '删除菜单', after: '帮助（#7）' }],
    });
  });
});
