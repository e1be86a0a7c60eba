import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { MarketAdminMessageKey } from './messages';

type Key = MarketAdminMessageKey | AdminMessageKey;

/** One category of GET /admin/market/categories, with how many shares it holds. */
export type MarketCategory = DataOf<'/api/admin/market/categories', 'get'>[number];
export interface MarketCategoryBody {
  name: string;
  sort: number;
}
export interface MarketCategorySave {
  id: number | null;
  body: MarketCategoryBody;
}
/** The form as typed: the order stays text until saved. */
export interface MarketCategoryDraft {
  id: number | null;
  name: string;
  sort: string;
}
type Field = 'name' | 'sort';

/** The server's limits (POST /admin/market/categories): a name of 1–20 characters, a whole order in int4. */
export const maxCategoryName = 20;
export function categoryBodyOf(draft: MarketCategoryDraft): { body: MarketCategoryBody | null; errors: Partial<Record<Field, MarketAdminMessageKey>> } {
  const errors: Partial<Record<Field, MarketAdminMessageKey>> = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'admin.market.nameRequired';
  else if ([...name].length > maxCategoryName) errors.name = 'admin.market.nameTooLong';
  const sortText = draft.sort.trim();
  const sort = Number(sortText);
  if (!/^-?\d{1,10}$/.test(sortText) || sort < -2_147_483_648 || sort > 2_147_483_647) errors.sort = 'admin.market.sortInvalid';
  return { body: Object.keys(errors).length === 0 ? { name, sort } : null, errors };
}

/** The users' order: by sort, then the older first (the server's ORDER BY sort, id). */
const ordered = (categories: MarketCategory[]) => [...categories].sort((a, b) => a.sort - b.sort || a.id - b.id);

export interface MarketCategoriesContext {
  categories: MarketCategory[];
  loadError: MessageRef<Key> | null;
  draft: MarketCategoryDraft;
  errors: Partial<Record<Field, MarketAdminMessageKey>>;
  saveError: MessageRef<Key> | null;
  deleting: MarketCategory | null;
}

export type MarketCategoriesEvent =
  | { type: 'retry' }
  | { type: 'category.new' }
  | { type: 'category.edit'; id: number }
  | { type: 'category.delete'; id: number }
  | { type: 'draft.change'; field: Field; value: string }
  | { type: 'draft.submit' }
  | { type: 'draft.cancel' };

const emptyDraft: MarketCategoryDraft = { id: null, name: '', sort: '0' };
const failed = ({ event }: { event: { error: unknown } }): Notice<Key> => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') });

/**
 * The gallery's categories (GET /admin/market/categories) in the users' order with their share counts. 新建分类 and
 * 编辑 open one form (name, order; checked before any call, the server's refusal shown in it); 删除 goes through the
 * two-step confirmation, and closing it changes nothing.
 */
export const marketCategoriesMachine = setup({
  types: { context: {} as MarketCategoriesContext, events: {} as MarketCategoriesEvent },
  actors: {
    load: fromPromise<MarketCategory[]>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<MarketCategory, MarketCategorySave>(async () => {
      throw new Error('save is not provided');
    }),
    remove: fromPromise<unknown, MarketCategory>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    known: ({ context, event }) => 'id' in event && context.categories.some((category) => category.id === event.id),
    valid: ({ context }) => categoryBodyOf(context.draft).body !== null,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'marketCategories',
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
            const category = context.categories.find((row) => row.id === event.id)!;
            return { draft: { id: category.id, name: category.name, sort: String(category.sort) }, errors: {}, saveError: null };
          }),
        },
        'category.delete': {
          guard: 'known',
          target: 'deleting',
          actions: assign({ deleting: ({ context, event }) => context.categories.find((row) => row.id === event.id)! }),
        },
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
      },
      states: {
        idle: {
          on: {
            'draft.cancel': '#marketCategories.ready',
            'draft.submit': [{ guard: 'valid', target: 'saving' }, { actions: assign({ errors: ({ context }) => categoryBodyOf(context.draft).errors }) }],
          },
        },
        saving: {
          invoke: {
            src: 'save',
            input: ({ context }) => ({ id: context.draft.id, body: categoryBodyOf(context.draft).body! }),
            onDone: {
              target: '#marketCategories.ready',
              actions: [
                assign({
                  categories: ({ context, event }) => ordered([...context.categories.filter((row) => row.id !== event.output.id), event.output]),
                }),
                {
                  type: 'notify',
                  params: ({ event }) => ({ tone: 'success', message: { key: 'admin.market.categorySaved', values: { name: event.output.name } } }),
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
              params: ({ context }) => ({ tone: 'success', message: { key: 'admin.market.categoryDeleted', values: { name: context.deleting!.name } } }),
            },
            assign(({ context }) => ({ categories: context.categories.filter((row) => row.id !== context.deleting!.id), deleting: null })),
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ deleting: null }) },
          { target: 'ready', actions: [{ type: 'notify', params: failed }, assign({ deleting: null })] },
        ],
      },
    },
  },
});

export type MarketCategoriesSnapshot = SnapshotFrom<typeof marketCategoriesMachine>;
