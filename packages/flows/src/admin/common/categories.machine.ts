import { assign, type DoneActorEvent, setup } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { closedConfirmation, refusalNotice, unprovided, withField } from './machineKit';

/** What every back-office category list shows: a name, the users' order, and whether users see it. */
export interface CategoryRow {
  id: number;
  name: string;
  sort: number;
  enabled: boolean;
}
/** Its form as typed (the order stays text until saved); a kind adds its own fields. */
export interface CategoryDraft {
  id: number | null;
  name: string;
  sort: string;
  enabled: boolean;
}
type FieldsOf<Draft, Value> = { [Field in keyof Draft]-?: Draft[Field] extends Value ? Field : never }[keyof Draft] & string;
/** The form's text fields (name, sort and a kind's own). */
export type CategoryTextField<Draft> = FieldsOf<Draft, string>;
/** The form's switches (enabled and a kind's own). */
export type CategorySwitchField<Draft> = FieldsOf<Draft, boolean>;
export type CategoryErrors<Draft, Key extends string> = Partial<Record<CategoryTextField<Draft>, Key>>;
export interface CategorySave<Body> {
  /** null: a new category. */
  id: number | null;
  body: Body;
}

/**
 * The texts a kind of category brings, by its catalog's prefix (admin.apps …): `${prefix}.categoryInUse`,
 * `.categorySaved`, `.categoryDeleted` here, and the panel's (CategoriesPanel).
 */
export type CategoryMachineKey<Prefix extends string> = `${Prefix}.${'categoryInUse' | 'categorySaved' | 'categoryDeleted'}`;

/** One kind of category (the app store's, the chat prompt library's …): its form and how it counts what it holds. */
export interface CategoryKind<Row extends CategoryRow, Draft extends CategoryDraft, Body, Prefix extends string, Key extends string> {
  /** The machine's id. */
  id: string;
  /** Its catalog's prefix. */
  prefix: Prefix;
  /** A new category's form; its order is set after the last category's. */
  emptyDraft: Draft;
  draftOf: (row: Row) => Draft;
  /** The body the server takes, or each field's message (the server's limits, checked before any call). */
  bodyOf: (draft: Draft) => { body: Body | null; errors: CategoryErrors<Draft, Key> };
  /** What it holds: a category holding anything is refused at once (`${prefix}.categoryInUse`). */
  held: (row: Row) => number;
}

export interface CategoriesContext<Row, Draft, Key extends string> {
  categories: Row[];
  loadError: MessageRef<Key> | null;
  draft: Draft;
  errors: Partial<Record<CategoryTextField<Draft>, Key>>;
  saveError: MessageRef<Key> | null;
  deleting: Row | null;
}

type CategoriesEvent<Draft> =
  | { type: 'retry' }
  | { type: 'category.new' }
  | { type: 'category.edit'; id: number }
  | { type: 'category.delete'; id: number }
  | { type: 'draft.change'; field: CategoryTextField<Draft>; value: string }
  | { type: 'draft.switch'; field: CategorySwitchField<Draft>; value: boolean }
  | { type: 'draft.submit' }
  | { type: 'draft.cancel' };

/** The users' order: by sort, then the older first (the servers' ORDER BY sort, id). */
const ordered = <Row extends CategoryRow>(categories: Row[]) => [...categories].sort((a, b) => a.sort - b.sort || a.id - b.id);

/**
 * A kind of category in the back office, in the users' order with what each holds. 新建分类 and 编辑 open one form
 * (checked before any call, the server's refusal kept in it); 删除 goes through the two-step confirmation (`remove`
 * rejects with ConfirmCancelled when it is closed: nothing changes) — a category holding anything is refused at once
 * in the server's words, and a refusal of the server (something moved in meanwhile) shows as a notice.
 */
export function createCategoriesMachine<Row extends CategoryRow, Draft extends CategoryDraft, Body, Prefix extends string, Key extends string>(
  kind: CategoryKind<Row, Draft, Body, Prefix, Key>,
) {
  type Texts = Key | CategoryMachineKey<Prefix> | AdminMessageKey;
  type Context = CategoriesContext<Row, Draft, Texts>;
  const key = (name: 'categoryInUse' | 'categorySaved' | 'categoryDeleted') => `${kind.prefix}.${name}` as CategoryMachineKey<Prefix>;
  const categoryOf = (context: Context, id: number) => context.categories.find((category) => category.id === id);
  const root = `#${kind.id}`;
  // An invoke's callbacks name their event: over generic actors XState cannot tell which actor's answer they get.
  type Done<Output> = { context: Context; event: DoneActorEvent<Output> };

  return setup({
    types: { context: {} as Context, events: {} as CategoriesEvent<Draft> },
    actors: {
      load: unprovided<Row[]>('load'),
      save: unprovided<Row, CategorySave<Body>>('save'),
      remove: unprovided<unknown, Row>('remove'),
    },
    actions: { notify: (_, _params: Notice<Texts>) => {} },
    guards: {
      known: ({ context, event }) => 'id' in event && categoryOf(context, event.id) !== undefined,
      inUse: ({ context, event }) => {
        const category = 'id' in event ? categoryOf(context, event.id) : undefined;
        return category !== undefined && kind.held(category) > 0;
      },
      valid: ({ context }) => kind.bodyOf(context.draft).body !== null,
      cancelled: closedConfirmation,
    },
  }).createMachine({
    id: kind.id,
    context: { categories: [], loadError: null, draft: kind.emptyDraft, errors: {}, saveError: null, deleting: null },
    initial: 'loading',
    states: {
      loading: {
        entry: assign({ loadError: null }),
        invoke: {
          src: 'load',
          onDone: { target: 'ready', actions: assign({ categories: ({ event }: Done<Row[]>) => ordered(event.output) }) },
          onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Texts>(event.error, 'admin.requestFailed') }) },
        },
      },
      failed: { on: { retry: 'loading' } },
      ready: {
        on: {
          'category.new': {
            target: 'editing',
            actions: assign(({ context }) => ({
              // After the last one, so a new category does not jump ahead of the ones users know.
              draft: { ...kind.emptyDraft, sort: String(Math.max(0, ...context.categories.map((category) => category.sort)) + 1) },
              errors: {},
              saveError: null,
            })),
          },
          'category.edit': {
            guard: 'known',
            target: 'editing',
            actions: assign(({ context, event }) => ({ draft: kind.draftOf(categoryOf(context, event.id)!), errors: {}, saveError: null })),
          },
          'category.delete': [
            { guard: 'inUse', actions: { type: 'notify', params: { tone: 'warning', message: { key: key('categoryInUse') } } } },
            { guard: 'known', target: 'deleting', actions: assign({ deleting: ({ context, event }) => categoryOf(context, event.id)! }) },
          ],
        },
      },
      editing: {
        initial: 'idle',
        on: {
          'draft.change': { actions: assign(({ context, event }) => withField(context, event.field, event.value)) },
          'draft.switch': { actions: assign(({ context, event }) => ({ draft: { ...context.draft, [event.field]: event.value }, saveError: null })) },
        },
        states: {
          idle: {
            on: {
              'draft.cancel': `${root}.ready`,
              'draft.submit': [{ guard: 'valid', target: 'saving' }, { actions: assign({ errors: ({ context }) => kind.bodyOf(context.draft).errors }) }],
            },
          },
          saving: {
            invoke: {
              src: 'save',
              input: ({ context }) => ({ id: context.draft.id, body: kind.bodyOf(context.draft).body! }),
              onDone: {
                target: `${root}.ready`,
                actions: [
                  assign({
                    categories: ({ context, event }: Done<Row>) => ordered([...context.categories.filter((row) => row.id !== event.output.id), event.output]),
                  }),
                  {
                    type: 'notify',
                    params: ({ event }: Done<Row>) => ({
                      tone: 'success' as const,
                      message: { key: key('categorySaved'), values: { name: event.output.name } },
                    }),
                  },
                ],
              },
              onError: { target: 'idle', actions: assign({ saveError: ({ event }) => failureMessage<Texts>(event.error, 'admin.requestFailed') }) },
            },
          },
        },
      },
      deleting: {
        // Cast: XState cannot tell whether a generic row (remove's input) may be left out, so it takes no invoke of it;
        // every callback here names its types.
        invoke: {
          src: 'remove',
          input: ({ context }: { context: Context }): Row => context.deleting!,
          onDone: {
            target: 'ready',
            actions: [
              {
                type: 'notify',
                params: ({ context }: Done<unknown>) => ({
                  tone: 'success' as const,
                  message: { key: key('categoryDeleted'), values: { name: context.deleting!.name } },
                }),
              },
              assign(({ context }: Done<unknown>) => ({ categories: context.categories.filter((row) => row.id !== context.deleting!.id), deleting: null })),
            ],
          },
          onError: [
            { guard: 'cancelled', target: 'ready', actions: assign({ deleting: null }) },
            // The server's refusal (something moved into the category meanwhile) as a notice.
            { target: 'ready', actions: [{ type: 'notify', params: refusalNotice<Texts> }, assign({ deleting: null })] },
          ],
        } as never,
      },
    },
  });
}

export type CategoriesMachine<Row extends CategoryRow, Draft extends CategoryDraft, Body, Prefix extends string, Key extends string> = ReturnType<
  typeof createCategoriesMachine<Row, Draft, Body, Prefix, Key>
>;
