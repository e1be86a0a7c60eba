import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { VipLevelsMessageKey } from './messages';

type Key = VipLevelsMessageKey | AdminMessageKey;

/** One level of GET /admin/vip-levels. */
export interface VipLevel {
  id: number;
  name: string;
  badge: string;
  /** Higher outranks lower. */
  rank: number;
  isDefault: boolean;
}

/** The form as typed: the rank stays text until saved. */
export interface VipLevelDraft {
  name: string;
  badge: string;
  rank: string;
}
export type VipLevelField = keyof VipLevelDraft;

/** The body of POST /admin/vip-levels and /admin/vip-levels/:id. */
export interface VipLevelBody {
  name: string;
  badge: string;
  rank: number;
}

/** A save: a new level (id null) or the level's new values. */
export interface VipLevelSave {
  id: number | null;
  body: VipLevelBody;
}

export type VipLevelErrors = Partial<Record<VipLevelField, VipLevelsMessageKey>>;

export interface VipLevelsContext {
  levels: VipLevel[];
  loadError: MessageRef<Key> | null;
  /** The level being edited (null: a new one). */
  editingId: number | null;
  draft: VipLevelDraft;
  errors: VipLevelErrors;
  /** The server's refusal of the save, shown under the form. */
  submitError: MessageRef<Key> | null;
  /** The level whose deletion is being confirmed. */
  deletingId: number | null;
}

export type VipLevelsEvent =
  | { type: 'levels.retry' }
  | { type: 'levels.new' }
  | { type: 'levels.edit'; id: number }
  | { type: 'levels.delete'; id: number }
  | { type: 'form.change'; values: Partial<VipLevelDraft> }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

/** The server's limits (modules/economy/routes/adminVipLevels.ts). */
export const vipLevelNameMaxLength = 32;
export const vipLevelBadgeMaxLength = 12;
const int4 = { min: -2_147_483_648, max: 2_147_483_647 };

/** A new level ranks above every level there is. */
export const newVipLevelDraft = (levels: readonly VipLevel[]): VipLevelDraft => ({
  name: '',
  badge: '',
  rank: String(levels.reduce((top, level) => Math.max(top, level.rank), 0) + 1),
});

export const draftOfVipLevel = (level: VipLevel): VipLevelDraft => ({ name: level.name, badge: level.badge, rank: String(level.rank) });

/** The body the form makes, or what is wrong with it (checked before sending, as the server would). */
export function vipLevelBody(draft: VipLevelDraft): { body: VipLevelBody | null; errors: VipLevelErrors } {
  const errors: VipLevelErrors = {};
  const name = draft.name.trim();
  const badge = draft.badge.trim();
  const rank = draft.rank.trim();
  if (name === '') errors.name = 'admin.vipLevels.nameRequired';
  else if ([...name].length > vipLevelNameMaxLength) errors.name = 'admin.vipLevels.nameTooLong';
  if ([...badge].length > vipLevelBadgeMaxLength) errors.badge = 'admin.vipLevels.badgeTooLong';
  if (!/^-?\d{1,10}$/.test(rank) || Number(rank) < int4.min || Number(rank) > int4.max) errors.rank = 'admin.vipLevels.rankInvalid';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body: { name, badge, rank: Number(rank) }, errors };
}

/** The server's order: by rank, then id. */
const ordered = (levels: VipLevel[]) => [...levels].sort((a, b) => a.rank - b.rank || a.id - b.id);

const refusal = ({ event }: { event: { error: unknown } }): Notice<Key> => ({
  tone: 'error',
  message: failureMessage<Key>(event.error, 'admin.requestFailed'),
});

/**
 * The membership levels screen: GET /admin/vip-levels, a form (new or edit) checked before POST /admin/vip-levels[/:id]
 * (a refusal stays under the form), and deletion through the two-step confirmation (`remove` is the app's confirmed
 * DELETE; the server's refusal — the default level, a level in use — shows in the confirmation; closing it rejects
 * with ConfirmCancelled and changes nothing).
 */
export const vipLevelsMachine = setup({
  types: { context: {} as VipLevelsContext, events: {} as VipLevelsEvent },
  actors: {
    load: fromPromise<VipLevel[]>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<VipLevel, VipLevelSave>(async () => {
      throw new Error('save is not provided');
    }),
    remove: fromPromise<unknown, VipLevel>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    isInvalid: ({ context }) => vipLevelBody(context.draft).body === null,
    known: ({ context, event }) => 'id' in event && context.levels.some((level) => level.id === event.id),
    deletable: ({ context, event }) => 'id' in event && context.levels.some((level) => level.id === event.id && !level.isDefault),
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'vipLevels',
  context: { levels: [], loadError: null, editingId: null, draft: newVipLevelDraft([]), errors: {}, submitError: null, deletingId: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ levels: ({ event }) => ordered(event.output), loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'levels.retry': 'loading' } },
    ready: {
      on: {
        'levels.new': {
          target: 'editing',
          actions: assign(({ context }) => ({ editingId: null, draft: newVipLevelDraft(context.levels), errors: {}, submitError: null })),
        },
        'levels.edit': {
          guard: 'known',
          target: 'editing',
          actions: assign(({ context, event }) => ({
            editingId: event.id,
            draft: draftOfVipLevel(context.levels.find((level) => level.id === event.id)!),
            errors: {},
            submitError: null,
          })),
        },
        'levels.delete': { guard: 'deletable', target: 'deleting', actions: assign({ deletingId: ({ event }) => event.id }) },
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.values) as VipLevelField[]) delete errors[field];
            return { draft: { ...context.draft, ...event.values }, errors, submitError: null };
          }),
        },
        'form.submit': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => vipLevelBody(context.draft).errors, submitError: null }) },
          { target: 'saving', actions: assign({ errors: {}, submitError: null }) },
        ],
        'form.cancel': 'ready',
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ id: context.editingId, body: vipLevelBody(context.draft).body! }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ levels: ({ context, event }) => ordered([...context.levels.filter((level) => level.id !== event.output.id), event.output]) }),
            {
              type: 'notify',
              params: ({ context }) => ({
                tone: 'success',
                message: { key: context.editingId === null ? 'admin.vipLevels.created' : 'admin.vipLevels.saved' },
              }),
            },
          ],
        },
        onError: { target: 'editing', actions: assign({ submitError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    deleting: {
      invoke: {
        src: 'remove',
        input: ({ context }) => context.levels.find((level) => level.id === context.deletingId)!,
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context }) => ({ levels: context.levels.filter((level) => level.id !== context.deletingId), deletingId: null })),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.vipLevels.deleted' } } },
          ],
        },
        onError: [
          { guard: 'cancelled', target: 'ready', actions: assign({ deletingId: null }) },
          { target: 'ready', actions: [assign({ deletingId: null }), { type: 'notify', params: refusal }] },
        ],
      },
    },
  },
});

export type VipLevelsSnapshot = SnapshotFrom<typeof vipLevelsMachine>;
