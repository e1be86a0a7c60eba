import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { DrawingAdminMessageKey } from './messages';

type Key = DrawingAdminMessageKey | AdminMessageKey;

/** One category of GET /admin/drawing/prompt-categories, with how many prompts it holds. */
export type PromptCategory = DataOf<'/api/admin/drawing/prompt-categories', 'get'>[number];
/** One prompt of GET /admin/drawing/prompts. */
export type LibraryPrompt = DataOf<'/api/admin/drawing/prompts', 'get'>[number];

/** The server's limits (apps/server/src/modules/drawing/routes/adminLibrary.ts). */
export const promptLimits = { name: 20, title: 40, prompt: 2000 } as const;
const int4 = { min: -2_147_483_648, max: 2_147_483_647 };

/** What the form edits: a category (name, sort) or a prompt (category, title, prompt, sort); numbers stay text until saved. */
export type LibraryTarget = 'category' | 'prompt';
export interface LibraryDraft {
  name: string;
  title: string;
  prompt: string;
  categoryId: number | null;
  sort: string;
}
export type LibraryField = keyof LibraryDraft;
export type LibraryErrors = Partial<Record<LibraryField, DrawingAdminMessageKey>>;

export interface CategoryBody {
  name: string;
  sort: number;
}
export interface PromptBody {
  categoryId: number;
  title: string;
  prompt: string;
  sort: number;
}
/** A save: new (id null) or the item's new values. */
export type LibrarySave = { target: 'category'; id: number | null; body: CategoryBody } | { target: 'prompt'; id: number | null; body: PromptBody };

export interface PromptLibraryAdminContext {
  categories: PromptCategory[];
  selectedId: number | null;
  /** The selected category's prompts. */
  prompts: LibraryPrompt[];
  loadError: MessageRef<Key> | null;
  promptsError: MessageRef<Key> | null;
  /** What the dialog edits (id null: a new one). */
  editing: { target: LibraryTarget; id: number | null } | null;
  draft: LibraryDraft;
  errors: LibraryErrors;
  submitError: MessageRef<Key> | null;
  /** What is being deleted (its confirmation is open). */
  deleting: { target: LibraryTarget; id: number } | null;
}

export type PromptLibraryAdminEvent =
  | { type: 'retry' }
  | { type: 'category.select'; id: number }
  | { type: 'category.new' }
  | { type: 'category.edit'; id: number }
  | { type: 'category.delete'; id: number }
  | { type: 'prompt.new' }
  | { type: 'prompt.edit'; id: number }
  | { type: 'prompt.delete'; id: number }
  | { type: 'form.change'; values: Partial<LibraryDraft> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

/** Lower sort first, then the oldest: the order /draw/prompt shows. */
const ordered = <T extends { id: number; sort: number }>(items: T[]) => [...items].sort((a, b) => a.sort - b.sort || a.id - b.id);
/** The next sort value: after every item there is. */
const nextSort = (items: readonly { sort: number }[]) => String(items.reduce((top, item) => Math.max(top, item.sort), 0) + 1);

const emptyDraft: LibraryDraft = { name: '', title: '', prompt: '', categoryId: null, sort: '1' };

/** The body the form makes for its target, or what is wrong with it (checked as the server checks). */
export function libraryBody(target: LibraryTarget, draft: LibraryDraft): { body: CategoryBody | PromptBody | null; errors: LibraryErrors } {
  const errors: LibraryErrors = {};
  const text = (field: 'name' | 'title' | 'prompt', required: DrawingAdminMessageKey, tooLong: DrawingAdminMessageKey) => {
    const value = draft[field].trim();
    if (value === '') errors[field] = required;
    else if ([...value].length > promptLimits[field]) errors[field] = tooLong;
    return value;
  };
  const sortText = draft.sort.trim();
  const sort = Number(sortText);
  if (!/^-?\d{1,10}$/.test(sortText) || sort < int4.min || sort > int4.max) errors.sort = 'admin.prompts.sortInvalid';
  if (target === 'category') {
    const name = text('name', 'admin.prompts.nameRequired', 'admin.prompts.nameTooLong');
    return Object.keys(errors).length > 0 ? { body: null, errors } : { body: { name, sort }, errors };
  }
  const title = text('title', 'admin.prompts.titleRequired', 'admin.prompts.titleTooLong');
  const prompt = text('prompt', 'admin.prompts.promptRequired', 'admin.prompts.promptTooLong');
  if (draft.categoryId === null) errors.categoryId = 'admin.prompts.categoryRequired';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: { categoryId: draft.categoryId!, title, prompt, sort }, errors };
}

const refusal = ({ event }: { event: { error: unknown } }): Notice<Key> => ({
  tone: 'error',
  message: failureMessage<Key>(event.error, 'admin.requestFailed'),
});

/** The categories' prompt counts after a prompt was added (from null), moved, or deleted (to null). */
function recount(categories: PromptCategory[], from: number | null, to: number | null): PromptCategory[] {
  if (from === to) return categories;
  return categories.map((category) =>
    category.id === from ? { ...category, prompts: category.prompts - 1 } : category.id === to ? { ...category, prompts: category.prompts + 1 } : category,
  );
}

/**
 * The prompt library of /draw/prompt in the back office: the categories (GET /admin/drawing/prompt-categories) as chips,
 * the chosen one's prompts (GET /admin/drawing/prompts) in a table; categories and prompts created and edited in one
 * dialog checked before saving (a refusal stays under the form); deletions through the two-step confirmation
 * (`removeCategory`/`removePrompt` reject with ConfirmCancelled when it is closed). Only the answer for the category
 * chosen last is kept: choosing another cancels the load in flight.
 */
export const promptLibraryAdminMachine = setup({
  types: { context: {} as PromptLibraryAdminContext, events: {} as PromptLibraryAdminEvent },
  actors: {
    loadCategories: fromPromise<PromptCategory[]>(async () => {
      throw new Error('loadCategories is not provided');
    }),
    loadPrompts: fromPromise<LibraryPrompt[], number>(async () => {
      throw new Error('loadPrompts is not provided');
    }),
    save: fromPromise<PromptCategory | LibraryPrompt, LibrarySave>(async () => {
      throw new Error('save is not provided');
    }),
    removeCategory: fromPromise<unknown, PromptCategory>(async () => {
      throw new Error('removeCategory is not provided');
    }),
    removePrompt: fromPromise<unknown, LibraryPrompt>(async () => {
      throw new Error('removePrompt is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    isInvalid: ({ context }) => libraryBody(context.editing!.target, context.draft).body === null,
    knownCategory: ({ context, event }) => 'id' in event && context.categories.some((category) => category.id === event.id),
    otherCategory: ({ context, event }) => 'id' in event && event.id !== context.selectedId && context.categories.some((category) => category.id === event.id),
    knownPrompt: ({ context, event }) => 'id' in event && context.prompts.some((prompt) => prompt.id === event.id),
    hasSelection: ({ context }) => context.selectedId !== null,
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'promptLibraryAdmin',
  context: {
    categories: [],
    selectedId: null,
    prompts: [],
    loadError: null,
    promptsError: null,
    editing: null,
    draft: emptyDraft,
    errors: {},
    submitError: null,
    deleting: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCategories',
        onDone: {
          target: 'loadingPrompts',
          actions: assign(({ event }) => {
            const categories = ordered(event.output);
            return { categories, selectedId: categories[0]?.id ?? null, loadError: null };
          }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    loadingPrompts: {
      always: { guard: ({ context }) => context.selectedId === null, target: 'ready', actions: assign({ prompts: [] }) },
      invoke: {
        src: 'loadPrompts',
        input: ({ context }) => context.selectedId!,
        onDone: { target: 'ready', actions: assign({ prompts: ({ event }) => ordered(event.output), promptsError: null }) },
        onError: {
          target: 'ready',
          actions: assign({ prompts: [], promptsError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }),
        },
      },
      on: {
        'category.select': { guard: 'otherCategory', target: 'loadingPrompts', reenter: true, actions: assign({ selectedId: ({ event }) => event.id }) },
      },
    },
    ready: {
      on: {
        retry: { guard: 'hasSelection', target: 'loadingPrompts', actions: assign({ promptsError: null }) },
        'category.select': { guard: 'otherCategory', target: 'loadingPrompts', actions: assign({ selectedId: ({ event }) => event.id, promptsError: null }) },
        'category.new': {
          target: 'editing',
          actions: assign(({ context }) => ({
            editing: { target: 'category' as const, id: null },
            draft: { ...emptyDraft, sort: nextSort(context.categories) },
            errors: {},
            submitError: null,
          })),
        },
        'category.edit': {
          guard: 'knownCategory',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const category = context.categories.find((item) => item.id === event.id)!;
            return {
              editing: { target: 'category' as const, id: category.id },
              draft: { ...emptyDraft, name: category.name, sort: String(category.sort) },
              errors: {},
              submitError: null,
            };
          }),
        },
        'category.delete': {
          guard: 'knownCategory',
          target: 'deletingCategory',
          actions: assign({ deleting: ({ event }) => ({ target: 'category' as const, id: event.id }) }),
        },
        'prompt.new': {
          guard: 'hasSelection',
          target: 'editing',
          actions: assign(({ context }) => ({
            editing: { target: 'prompt' as const, id: null },
            draft: { ...emptyDraft, categoryId: context.selectedId, sort: nextSort(context.prompts) },
            errors: {},
            submitError: null,
          })),
        },
        'prompt.edit': {
          guard: 'knownPrompt',
          target: 'editing',
          actions: assign(({ context, event }) => {
            const prompt = context.prompts.find((item) => item.id === event.id)!;
            return {
              editing: { target: 'prompt' as const, id: prompt.id },
              draft: { ...emptyDraft, title: prompt.title, prompt: prompt.prompt, categoryId: prompt.categoryId, sort: String(prompt.sort) },
              errors: {},
              submitError: null,
            };
          }),
        },
        'prompt.delete': {
          guard: 'knownPrompt',
          target: 'deletingPrompt',
          actions: assign({ deleting: ({ event }) => ({ target: 'prompt' as const, id: event.id }) }),
        },
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.values) as LibraryField[]) delete errors[field];
            return { draft: { ...context.draft, ...event.values }, errors, submitError: null };
          }),
        },
        'form.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => libraryBody(context.editing!.target, context.draft).errors, submitError: null }) },
          { target: 'saving', actions: assign({ errors: {}, submitError: null }) },
        ],
        'form.cancel': { target: 'ready', actions: assign({ editing: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ ...context.editing!, body: libraryBody(context.editing!.target, context.draft).body }) as LibrarySave,
        onDone: {
          target: 'ready',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({ tone: 'success', message: { key: context.editing!.id === null ? 'admin.prompts.created' : 'admin.prompts.saved' } }),
            },
            assign(({ context, event }) => {
              if (context.editing!.target === 'category') {
                const saved = event.output as PromptCategory;
                const categories = ordered([...context.categories.filter((item) => item.id !== saved.id), saved]);
                // The first category made is chosen, so its prompts can be added at once.
                return { categories, selectedId: context.selectedId ?? saved.id, editing: null };
              }
              const saved = event.output as LibraryPrompt;
              const before = context.editing!.id === null ? null : (context.prompts.find((item) => item.id === saved.id)?.categoryId ?? null);
              const others = context.prompts.filter((item) => item.id !== saved.id);
              return {
                categories: recount(context.categories, before, saved.categoryId),
                // A prompt moved to another category leaves this one's table.
                prompts: saved.categoryId === context.selectedId ? ordered([...others, saved]) : others,
                editing: null,
              };
            }),
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    deletingCategory: {
      invoke: {
        src: 'removeCategory',
        input: ({ context }) => context.categories.find((category) => category.id === context.deleting!.id)!,
        onDone: {
          target: 'loadingPrompts',
          actions: [
            assign(({ context }) => {
              const categories = context.categories.filter((category) => category.id !== context.deleting!.id);
              // The chosen category gone, the first one left is chosen.
              const selectedId = context.selectedId === context.deleting!.id ? (categories[0]?.id ?? null) : context.selectedId;
              return { categories, selectedId, deleting: null };
            }),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.prompts.categoryDeleted' } } },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ deleting: null }) },
          { target: 'ready', actions: [assign({ deleting: null }), { type: 'notify', params: refusal }] },
        ],
      },
    },
    deletingPrompt: {
      invoke: {
        src: 'removePrompt',
        input: ({ context }) => context.prompts.find((prompt) => prompt.id === context.deleting!.id)!,
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({
              prompts: context.prompts.filter((prompt) => prompt.id !== context.deleting!.id),
              categories: recount(context.categories, context.selectedId, null),
              deleting: null,
            })),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.prompts.promptDeleted' } } },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ deleting: null }) },
          { target: 'ready', actions: [assign({ deleting: null }), { type: 'notify', params: refusal }] },
        ],
      },
    },
  },
});

export type PromptLibraryAdminSnapshot = SnapshotFrom<typeof promptLibraryAdminMachine>;
