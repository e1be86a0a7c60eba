import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { givenTexts, storedTexts } from '../translatedTexts';
import { isMenuImageAddress, isMenuIcon, isMenuWebAddress } from './menuIconChoices';
import type { MenusMessageKey } from './messages';

type Key = MenusMessageKey | AdminMessageKey;

/** SPEC §7: 1 the sidebar, 0 the mobile bottom bar. */
export type MenuPlatform = 0 | 1;
export const menuPlatforms: readonly MenuPlatform[] = [1, 0];

/** One entry of GET /admin/menus (SPEC §2.1's fields, its order and switch, and its texts in other languages). */
export type AdminMenu = DataOf<'/api/admin/menus', 'get'>[number];

export const menuIconFields = ['menuIcon', 'menuIconActive', 'homeIcon', 'homeIconActive'] as const;
export type MenuIconField = (typeof menuIconFields)[number];

/** The form as typed. */
export interface MenuDraft {
  menuPlatform: MenuPlatform;
  pId: number;
  menuName: string;
  menuPath: string;
  menuIcon: string;
  menuIconActive: string;
  homeIcon: string;
  homeIconActive: string;
  menuCover: string;
  menuIframeUrl: string;
  isJump: boolean;
  isNeedAuth: boolean;
  menuTipText: string;
  isEnabled: boolean;
  nameEn: string;
  tipEn: string;
  nameTw: string;
  tipTw: string;
}
export type MenuField = keyof MenuDraft;
export type MenuErrors = Partial<Record<MenuField, MenusMessageKey>>;

type MenuTexts = { menuName?: string; menuTipText?: string };
/** The fields POST /admin/menus[/:id] takes (the platform only when creating). */
export interface MenuBody extends Omit<MenuDraft, 'nameEn' | 'tipEn' | 'nameTw' | 'tipTw' | 'menuPlatform'> {
  menuPlatform?: MenuPlatform;
  translations: { en?: MenuTexts; 'zh-TW'?: MenuTexts };
}

/** A save: a new entry (id null) or an entry's changes. */
export interface MenuSave {
  id: number | null;
  body: MenuBody;
}
/** POST /admin/menus/reorder: every child of one parent, in their new order. */
export interface MenuOrder {
  menuPlatform: MenuPlatform;
  pId: number;
  ids: number[];
}

export type MenusEvent =
  | { type: 'menus.retry' }
  | { type: 'menus.new'; platform: MenuPlatform; pId?: number }
  | { type: 'menus.edit'; id: number }
  | { type: 'menus.delete'; id: number }
  | { type: 'menus.toggle'; id: number; isEnabled: boolean }
  | { type: 'menus.move'; id: number; direction: 'up' | 'down' }
  | { type: 'form.change'; values: Partial<MenuDraft> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

export interface MenusContext {
  menus: AdminMenu[];
  loadError: MessageRef<Key> | null;
  editingId: number | null;
  draft: MenuDraft;
  errors: MenuErrors;
  submitError: MessageRef<Key> | null;
  /** The entry being deleted, switched or moved. */
  busyId: number | null;
  /** The switch or move under way. */
  toggle: { id: number; isEnabled: boolean } | null;
  order: MenuOrder | null;
}

export const menuNameMaxLength = 32;
export const menuTipMaxLength = 200;

export const emptyMenuDraft = (menuPlatform: MenuPlatform, pId = 0): MenuDraft => ({
  menuPlatform,
  pId,
  menuName: '',
  menuPath: '',
  menuIcon: '',
  menuIconActive: '',
  homeIcon: '',
  homeIconActive: '',
  menuCover: '',
  menuIframeUrl: '',
  isJump: false,
  isNeedAuth: false,
  menuTipText: '',
  isEnabled: true,
  nameEn: '',
  tipEn: '',
  nameTw: '',
  tipTw: '',
});

/** An entry as the form shows it. */
export const draftOfMenu = (menu: AdminMenu): MenuDraft => {
  const [en, tw] = [storedTexts<MenuTexts>(menu.translations, 'en'), storedTexts<MenuTexts>(menu.translations, 'zh-TW')];
  return {
    menuPlatform: menu.menuPlatform === 0 ? 0 : 1,
    pId: menu.pId,
    menuName: menu.menuName,
    menuPath: menu.menuPath,
    menuIcon: menu.menuIcon,
    menuIconActive: menu.menuIconActive,
    homeIcon: menu.homeIcon,
    homeIconActive: menu.homeIconActive,
    menuCover: menu.menuCover,
    menuIframeUrl: menu.menuIframeUrl,
    isJump: menu.isJump,
    isNeedAuth: menu.isNeedAuth,
    menuTipText: menu.menuTipText,
    isEnabled: menu.isEnabled,
    nameEn: en.menuName ?? '',
    tipEn: en.menuTipText ?? '',
    nameTw: tw.menuName ?? '',
    tipTw: tw.menuTipText ?? '',
  };
};

/** The body the form makes (trimmed), or what is wrong with it: the server's own rules, checked before sending. */
export function menuBody(draft: MenuDraft, isNew: boolean): { body: MenuBody | null; errors: MenuErrors } {
  const errors: MenuErrors = {};
  const trimmed = Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as MenuDraft;
  if (trimmed.menuName === '') errors.menuName = 'admin.menus.nameRequired';
  else if (trimmed.menuName.length > menuNameMaxLength) errors.menuName = 'admin.menus.nameTooLong';
  if (trimmed.menuPath !== '' && !/^\/(?!\/)\S*$/.test(trimmed.menuPath)) errors.menuPath = 'admin.menus.pathInvalid';
  for (const field of menuIconFields) if (!isMenuIcon(trimmed[field])) errors[field] = 'admin.menus.iconInvalid';
  if (trimmed.menuCover !== '' && !isMenuImageAddress(trimmed.menuCover)) errors.menuCover = 'admin.menus.coverInvalid';
  if (trimmed.menuIframeUrl !== '' && !isMenuWebAddress(trimmed.menuIframeUrl)) errors.menuIframeUrl = 'admin.menus.iframeUrlInvalid';
  for (const field of ['menuTipText', 'tipEn', 'tipTw'] as const) if (trimmed[field].length > menuTipMaxLength) errors[field] = 'admin.menus.tipTooLong';
  for (const field of ['nameEn', 'nameTw'] as const) if (trimmed[field].length > menuNameMaxLength) errors[field] = 'admin.menus.nameTooLong';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const { menuPlatform, nameEn, tipEn, nameTw, tipTw, ...fields } = trimmed;
  const en = givenTexts({ menuName: nameEn, menuTipText: tipEn });
  const tw = givenTexts({ menuName: nameTw, menuTipText: tipTw });
  const translations = { ...(en ? { en } : {}), ...(tw ? { 'zh-TW': tw } : {}) };
  return { body: { ...(isNew ? { menuPlatform } : {}), ...fields, translations }, errors };
}

/** The server's order: by menu, parent, sort, id. */
export const menuOrdered = (menus: AdminMenu[]) =>
  [...menus].sort((a, b) => a.menuPlatform - b.menuPlatform || a.pId - b.pId || a.sort - b.sort || a.id - b.id);

/** The entries under one parent of one menu, in order. */
export const menuChildren = (menus: AdminMenu[], platform: number, pId: number) =>
  menuOrdered(menus).filter((menu) => menu.menuPlatform === platform && menu.pId === pId);

/** The entry's siblings with it moved one place up or down, or null at the edge. */
export function menuMovedOrder(menus: AdminMenu[], id: number, direction: 'up' | 'down'): MenuOrder | null {
  const menu = menus.find((entry) => entry.id === id);
  if (!menu) return null;
  const ids = menuChildren(menus, menu.menuPlatform, menu.pId).map((entry) => entry.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return { menuPlatform: menu.menuPlatform === 0 ? 0 : 1, pId: menu.pId, ids };
}

/** The ids below an entry (its children, theirs …): never a parent for it. */
export function menuDescendantIds(menus: AdminMenu[], id: number): Set<number> {
  const found = new Set<number>();
  const visit = (parent: number) => {
    for (const menu of menus)
      if (menu.pId === parent && !found.has(menu.id)) {
        found.add(menu.id);
        visit(menu.id);
      }
  };
  visit(id);
  return found;
}

const refusal = ({ event }: { event: { error: unknown } }): Notice<Key> => ({
  tone: 'error',
  message: failureMessage<Key>(event.error, 'admin.requestFailed'),
});
const replaced = (menus: AdminMenu[], menu: AdminMenu) => menuOrdered([...menus.filter((entry) => entry.id !== menu.id), menu]);

/**
 * The menus screen: GET /admin/menus (both menus), then per entry: the edit dialog (new or existing, checked by the
 * server's rules before POST /admin/menus[/:id]; a refusal stays under the form), the switch (POST …/:id
 * {isEnabled}), a move among its siblings (POST /admin/menus/reorder), and deletion through the two-step
 * confirmation (closing it rejects with ConfirmCancelled and changes nothing; a refusal — 该菜单下还有子菜单… — is a
 * toast). One change at a time: the list waits for each answer.
 */
export const menusMachine = setup({
  types: { context: {} as MenusContext, events: {} as MenusEvent },
  actors: {
    load: fromPromise<AdminMenu[]>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<AdminMenu, MenuSave>(async () => {
      throw new Error('save is not provided');
    }),
    setEnabled: fromPromise<AdminMenu, { id: number; isEnabled: boolean }>(async () => {
      throw new Error('setEnabled is not provided');
    }),
    reorder: fromPromise<AdminMenu[], MenuOrder>(async () => {
      throw new Error('reorder is not provided');
    }),
    remove: fromPromise<unknown, AdminMenu>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    isInvalid: ({ context }) => menuBody(context.draft, context.editingId === null).body === null,
    known: ({ context, event }) => 'id' in event && context.menus.some((menu) => menu.id === event.id),
    movable: ({ context, event }) => event.type === 'menus.move' && menuMovedOrder(context.menus, event.id, event.direction) !== null,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'menus',
  context: {
    menus: [],
    loadError: null,
    editingId: null,
    draft: emptyMenuDraft(1),
    errors: {},
    submitError: null,
    busyId: null,
    toggle: null,
    order: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ menus: ({ event }) => menuOrdered(event.output), loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'menus.retry': 'loading' } },
    ready: {
      entry: assign({ busyId: null, toggle: null, order: null }),
      on: {
        'menus.new': {
          target: 'editing',
          actions: assign(({ event }) => ({ editingId: null, draft: emptyMenuDraft(event.platform, event.pId ?? 0), errors: {}, submitError: null })),
        },
        'menus.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => ({
            editingId: event.id,
            draft: draftOfMenu(context.menus.find((menu) => menu.id === event.id)!),
            errors: {},
            submitError: null,
          })),
        },
        'menus.toggle': {
          guard: 'known',
          target: 'toggling',
          actions: assign(({ event }) => ({ busyId: event.id, toggle: { id: event.id, isEnabled: event.isEnabled } })),
        },
        'menus.move': {
          guard: 'movable',
          target: 'reordering',
          actions: assign(({ context, event }) => ({ busyId: event.id, order: menuMovedOrder(context.menus, event.id, event.direction) })),
        },
        'menus.delete': { guard: 'known', target: 'deleting', actions: assign({ busyId: ({ event }) => event.id }) },
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.values) as MenuField[]) delete errors[field];
            return { draft: { ...context.draft, ...event.values }, errors, submitError: null };
          }),
        },
        'form.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => menuBody(context.draft, context.editingId === null).errors, submitError: null }) },
          { target: 'saving', actions: assign({ errors: {}, submitError: null }) },
        ],
        'form.cancel': 'ready',
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.editingId, body: menuBody(context.draft, context.editingId === null).body! }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ menus: ({ context, event }) => replaced(context.menus, event.output) }),
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: context.editingId === null ? 'admin.menus.created' : 'admin.menus.saved' } }),
            },
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    toggling: {
      invoke: {
        src: 'setEnabled',
        input: ({ context }) => context.toggle!,
        onDone: {
          target: 'ready',
          actions: [
            assign({ menus: ({ context, event }) => replaced(context.menus, event.output) }),
            {
              type: 'notify',
              params: ({ event }) => ({
                tone: 'success',
                message: { key: event.output.isEnabled ? 'admin.menus.enabled' : 'admin.menus.disabledNotice', values: { name: event.output.menuName } },
              }),
            },
          ],
        },
        onError: { target: 'ready', actions: { type: 'notify', params: refusal } },
      },
    },
    reordering: {
      invoke: {
        src: 'reorder',
        input: ({ context }) => context.order!,
        onDone: {
          target: 'ready',
          actions: [
            assign({ menus: ({ event }) => menuOrdered(event.output) }),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.menus.moved' } } },
          ],
        },
        onError: { target: 'ready', actions: { type: 'notify', params: refusal } },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => context.menus.find((menu) => menu.id === context.busyId)!,
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({ menus: context.menus.filter((menu) => menu.id !== context.busyId) })),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.menus.deleted' } } },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'notify', params: refusal } },
        ],
      },
    },
  },
});

export type MenusSnapshot = SnapshotFrom<typeof menusMachine>;
