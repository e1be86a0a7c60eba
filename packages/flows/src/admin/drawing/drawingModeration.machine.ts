import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { DrawingAdminMessageKey } from './messages';

type Key = DrawingAdminMessageKey | AdminMessageKey;

/** GET /admin/drawings: a page of users' drawings, newest first, and the next page's `before`. */
export type ModerationPage = DataOf<'/api/admin/drawings', 'get'>;
export type ModeratedDrawing = ModerationPage['rows'][number];
export interface ModerationQuery {
  userId?: number;
  before?: number;
  size: number;
}
export const moderationPageSize = 24;

export interface DrawingModerationContext {
  /** The user ID as typed, and the one the list shows (null: everyone's). */
  userText: string;
  userId: number | null;
  userError: DrawingAdminMessageKey | null;
  rows: ModeratedDrawing[];
  next: number | null;
  loadError: MessageRef<Key> | null;
  /** The drawing whose deletion is being confirmed. */
  deleting: ModeratedDrawing | null;
}

export type DrawingModerationEvent =
  | { type: 'user.change'; value: string }
  | { type: 'user.apply' }
  | { type: 'user.clear' }
  | { type: 'more' }
  | { type: 'refresh' }
  | { type: 'retry' }
  | { type: 'delete'; id: number };

/** The typed user ID as a filter: empty is everyone's; anything but a positive whole number is refused. */
export function userIdOf(text: string): { userId: number | null; error: DrawingAdminMessageKey | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { userId: null, error: null };
  const value = Number(trimmed);
  return /^\d{1,10}$/.test(trimmed) && value >= 1 && value <= 2_147_483_647
    ? { userId: value, error: null }
    : { userId: null, error: 'admin.moderation.userInvalid' };
}

const queryOf = (context: DrawingModerationContext, before?: number): ModerationQuery => ({
  ...(context.userId === null ? {} : { userId: context.userId }),
  ...(before === undefined ? {} : { before }),
  size: moderationPageSize,
});

const failed = ({ event }: { event: { error: unknown } }): Notice<Key> => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') });

/**
 * Moderation: users' drawings newest first (GET /admin/drawings), one user's by ID, 加载更多 for older ones, 刷新
 * for the first page again. 删除 goes through the two-step confirmation (`remove` rejects with ConfirmCancelled when
 * it is closed, and nothing changes); a deleted drawing leaves the list at once.
 */
export const drawingModerationMachine = setup({
  types: { context: {} as DrawingModerationContext, events: {} as DrawingModerationEvent },
  actors: {
    load: fromPromise<ModerationPage, ModerationQuery>(async () => {
      throw new Error('load is not provided');
    }),
    remove: fromPromise<unknown, ModeratedDrawing>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    hasMore: ({ context }) => context.next !== null,
    validUser: ({ context }) => userIdOf(context.userText).error === null,
    known: ({ context, event }) => event.type === 'delete' && context.rows.some((row) => row.id === event.id),
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'drawingModeration',
  context: { userText: '', userId: null, userError: null, rows: [], next: null, loadError: null, deleting: null },
  initial: 'loading',
  on: {
    'user.change': { actions: assign({ userText: ({ event }) => event.value, userError: null }) },
  },
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'ready', actions: assign(({ event }) => ({ rows: event.output.rows, next: event.output.next })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'user.apply': [
          {
            guard: 'validUser',
            target: 'loading',
            actions: assign(({ context }) => ({ userId: userIdOf(context.userText).userId, rows: [], next: null })),
          },
          { actions: assign({ userError: ({ context }) => userIdOf(context.userText).error }) },
        ],
        'user.clear': { target: 'loading', actions: assign({ userText: '', userId: null, userError: null, rows: [], next: null }) },
        more: { guard: 'hasMore', target: 'loadingMore' },
        refresh: 'loading',
        delete: { guard: 'known', target: 'deleting', actions: assign({ deleting: ({ context, event }) => context.rows.find((row) => row.id === event.id)! }) },
      },
    },
    loadingMore: {
      invoke: {
        src: 'load',
        input: ({ context }) => queryOf(context, context.next ?? undefined),
        onDone: { target: 'ready', actions: assign(({ context, event }) => ({ rows: [...context.rows, ...event.output.rows], next: event.output.next })) },
        onError: { target: 'ready', actions: { type: 'notify', params: failed } },
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
              params: ({ context }) => ({ tone: 'success', message: { key: 'admin.moderation.deleted', values: { id: context.deleting!.id } } }),
            },
            assign(({ context }) => ({ rows: context.rows.filter((row) => row.id !== context.deleting!.id), deleting: null })),
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

export type DrawingModerationSnapshot = SnapshotFrom<typeof drawingModerationMachine>;
