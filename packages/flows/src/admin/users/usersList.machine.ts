import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { UsersMessageKey } from './messages';

/** GET /admin/users: a page of users and how many match (counted up to 10,000: `capped` says there are more). */
export type UsersPage = DataOf<'/api/admin/users', 'get'>;
export type UserRow = UsersPage['rows'][number];
export type UserRole = UserRow['role'];
/** banned: the operator shut the account. */
export type UserStatus = UserRow['status'];

/** GET /admin/users: q (an id, or part of a username, phone, email or invite code) only when given. */
export interface UsersQuery {
  q?: string;
  page: number;
  size: number;
}

export const usersPageSize = 20;
const maxQuery = 100;

export interface UsersListContext {
  /** The search as typed; applied by `users.search`. */
  draft: string;
  query: string;
  page: number;
  data: UsersPage | null;
  error: UsersMessageKey | null;
  loadError: MessageRef<AdminMessageKey> | null;
}

export type UsersListEvent =
  | { type: 'users.change'; value: string }
  | { type: 'users.search' }
  | { type: 'users.page'; page: number }
  | { type: 'users.retry' }
  /** A user changed in their dialog (points, role …): their row shows it. */
  | { type: 'users.rowChanged'; user: Partial<UserRow> & { id: number } };

/** The users, newest first, 20 a page, found by id, username, phone, email or invite code. */
export const usersListMachine = setup({
  types: { context: {} as UsersListContext, events: {} as UsersListEvent },
  actors: {
    load: fromPromise<UsersPage, UsersQuery>(async () => {
      throw new Error('load is not provided');
    }),
  },
  guards: { tooLong: ({ context }) => context.draft.trim().length > maxQuery },
}).createMachine({
  id: 'usersList',
  context: { draft: '', query: '', page: 1, data: null, error: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ ...(context.query ? { q: context.query } : {}), page: context.page, size: usersPageSize }),
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    ready: { on: { 'users.page': { target: 'loading', actions: assign({ page: ({ event }) => Math.max(1, Math.floor(event.page)) }) } } },
    failed: { on: { 'users.retry': 'loading' } },
  },
  on: {
    'users.change': { actions: assign({ draft: ({ event }) => event.value, error: null }) },
    'users.search': [
      { guard: 'tooLong', actions: assign({ error: 'admin.users.queryTooLong' }) },
      { target: '.loading', actions: assign({ query: ({ context }) => context.draft.trim(), page: 1, error: null }) },
    ],
    'users.rowChanged': {
      actions: assign({
        data: ({ context, event }) =>
          context.data && { ...context.data, rows: context.data.rows.map((row) => (row.id === event.user.id ? { ...row, ...event.user } : row)) },
      }),
    },
  },
});

export type UsersListSnapshot = SnapshotFrom<typeof usersListMachine>;
