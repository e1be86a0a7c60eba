import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import { wholeNumber } from './adminApps.machine';
import type { AppsAdminMessageKey } from './messages';
import type { AdminAppCategory } from './officialApp.machine';

type Key = AppsAdminMessageKey | AdminMessageKey;

/** POST /admin/app-categories and POST /admin/app-categories/:id. */
export interface AppCategoryBody {
  name: string;
  sort: number;
  enabled: boolean;
  role: boolean;
}
export interface AppCategorySave {
  id: number | null;
  body: AppCategoryBody;
}
/** The form as typed: the order stays text until saved. */
export interface AppCategoryDraft {
  id: number | null;
  name: string;
  sort: string;
  enabled: boolean;
  role: boolean;
}
type TextField = 'name' | 'sort';
export type AppCategoryErrors = Partial<Record<TextField, AppsAdminMessageKey>>;

/** The server's limits: a name of 1–20 characters (trimmed), a whole order in int4. */
export const maxAppCategoryName = 20;
export function appCategoryBodyOf(draft: AppCategoryDraft): { body: AppCategoryBody | null; errors: AppCategoryErrors } {
  const errors: AppCategoryErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'admin.apps.categoryNameRequired';
  else if ([...name].length > maxAppCategoryName) errors.name = 'admin.apps.categoryNameTooLong';
  const sort = wholeNumber(draft.sort, { min: -2_147_483_648 });
  if (sort === null) errors.sort = 'admin.apps.sortInvalid';
  return { body: Object.keys(errors).length === 0 ? { name, sort: sort!, enabled: draft.enabled, role: draft.role } : null, errors };
}

/** The users' order: by sort, then the older first (the server's ORDER BY sort, id). */
const ordered = (categories: AdminAppCategory[]) => [...categories].sort((a, b) => a.sort - b.sort || a.id - b.id);

export interface AppCategoriesContext {
  categories: AdminAppCategory[];
  loadError: MessageRef<Key> | null;
  draft: AppCategoryDraft;
  errors: AppCategoryErrors;
  saveError: MessageRef<Key> | null;
  deleting: AdminAppCategory | null;
}

export type AppCategoriesEvent =
  | { type: 'retry' }
  | { type: 'category.new' }
  | { type: 'category.edit'; id: number }
  | { type: 'category.delete'; id: number }
  | { type: 'draft.change'; field: TextField; value: string }
  | { type: 'draft.switch'; field: 'enabled' | 'role'; value: boolean }
  | { type: 'draft.submit' }
  | { type: 'draft.cancel' };

const emptyDraft: AppCategoryDraft = { id: null, name: '', sort: '0', enabled: true, role: false };
const failed = ({ event }: { event: { error: unknown } }): Notice<Key> => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') });
const categoryOf = (context: AppCategoriesContext, id: number) => context.categories.find((category) => category.id === id);

/**
 * The app store's categories (GET /admin/app-categories) in the users' order with their app counts. 新建分类 and 编辑
 * open one form (name, order, 启用, 角色分类; checked before any call, the server's refusal kept in it); 删除 goes through
 * the two-step confirmation — a category holding apps is refused at once with the server's words (该分类下存在App，
 * 不可删除！), and closing the confirmation changes nothing.
 */
export const appCategoriesMachine = setup({
  types: { context: {} as AppCategoriesContext, events: {} as AppCategoriesEvent },
  actors: {
    load: fromPromise<AdminAppCategory[]>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<AdminAppCategory, AppCategorySave>(async () => {
      throw new Error('save is not provided');
    }),
    remove: fromPromise<unknown, AdminAppCategory>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    known: ({ context, event }) => 'id' in event && categoryOf(context, event.id) !== undefined,
    inUse: ({ context, event }) => 'id' in event && (categoryOf(context, event.id)?.apps ?? 0) > 0,
    valid: ({ context }) => appCategoryBodyOf(context.draft).body !== null,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'appCategories',
  context: { categories: [], loadError: null, draft: emptyDraft, errors: {}, saveError: null, deleting: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ categories: ({ event }) => ordered(event.output) }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'category.new': {
          target: 'editing',
          actions: assign(({ context }) => ({
            // After the last one, so a new category does not jump ahead of the ones users know.
            draft: { ...emptyDraft, sort: String(Math.max(0, ...context.categories.map((category) => category.sort)) + 1) },
            errors: {},
            saveError: null,
          })),
        },
        'category.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const { id, name, sort, enabled, role } = categoryOf(context, event.id)!;
            return { draft: { id, name, sort: String(sort), enabled, role }, errors: {}, saveError: null };
          }),
        },
        'category.delete': [
          {
            guard: 'inUse',
            actions: { type: 'notify', params: { tone: 'warning', message: { key: 'admin.apps.categoryInUse' } } },
          },
          { guard: 'known', target: 'deleting', actions: assign({ deleting: ({ context, event }) => categoryOf(context, event.id)! }) },
        ],
      },
    },
    editing: {
      initial: 'idle',
      on: {
        'draft.change': {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
            errors: { ...context.errors, [event.field]: undefined },
            saveError: null,
          })),
        },
        'draft.switch': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, [event.field]: event.value }, saveError: null })) },
      },
      states: {
        idle: {
          on: {
            'draft.cancel': '#appCategories.ready',
            'draft.submit': [{ guard: 'valid', target: 'saving' }, { actions: assign({ errors: ({ context }) => appCategoryBodyOf(context.draft).errors }) }],
          },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => ({ id: context.draft.id, body: appCategoryBodyOf(context.draft).body! }),
            onDone: {
              target: '#appCategories.ready',
              actions: [
                assign({
                  categories: ({ context, event }) => ordered([...context.categories.filter((row) => row.id !== event.output.id), event.output]),
                }),
                {
                  type: 'notify',
                  params: ({ event }) => ({ tone: 'success', message: { key: 'admin.apps.categorySaved', values: { name: event.output.name } } }),
                },
              ],
            },
            onError: { target: 'idle', actions: assign({ saveError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
          },
        },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => context.deleting!,
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: 'admin.apps.categoryDeleted', values: { name: context.deleting!.name } } }),
            },
            assign(({ context }) => ({ categories: context.categories.filter((row) => row.id !== context.deleting!.id), deleting: null })),
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ deleting: null }) },
          // The server's refusal (another operator's app took the category meanwhile) as a notice.
          { target: 'ready', actions: [{ type: 'notify', params: failed }, assign({ deleting: null })] },
        ],
      },
    },
  },
});

export type AppCategoriesSnapshot = SnapshotFrom<typeof appCategoriesMachine>;
