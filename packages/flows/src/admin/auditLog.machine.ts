import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../session/notify';
import type { AdminMessageKey } from './messages';

/** A page of GET /admin/audit (`next`: the `before` of the older page, null on the last). */
export type AuditPage = DataOf<'/api/admin/audit', 'get'>;
export type AuditRow = AuditPage['rows'][number];

export interface AuditFilters {
  /** An action, or a family ending in `.` (`auth.`); '' for all. */
  action: string;
  /** Shanghai days, YYYY-MM-DD, or ''. */
  from: string;
  to: string;
}

export interface AuditQuery extends AuditFilters {
  before: number | null;
}

type DateField = 'from' | 'to';

export interface AuditLogContext {
  /** The filters as typed, applied by `audit.apply`. */
  draft: AuditFilters;
  filters: AuditFilters;
  /** The `before` of each page shown so far: the last is this page's (null: the newest). */
  pages: (number | null)[];
  page: AuditPage | null;
  errors: Partial<Record<DateField, AdminMessageKey>>;
  loadError: MessageRef<AdminMessageKey> | null;
}

export type AuditLogEvent =
  | { type: 'audit.change'; field: keyof AuditFilters; value: string }
  | { type: 'audit.apply' }
  | { type: 'audit.older' }
  | { type: 'audit.newer' }
  | { type: 'audit.retry' };

const day = /^\d{4}-\d{2}-\d{2}$/;
const validate = (filters: AuditFilters): AuditLogContext['errors'] => ({
  ...(filters.from && !day.test(filters.from) ? { from: 'admin.audit.dateInvalid' as const } : {}),
  ...(filters.to && !day.test(filters.to) ? { to: 'admin.audit.dateInvalid' as const } : {}),
});

const noFilters: AuditFilters = { action: '', from: '', to: '' };

/** The audit log, newest first, 30 rows a page, paged by the last id seen (older) and back (newer). */
export const auditLogMachine = setup({
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent },
  actors: {
    load: fromPromise<AuditPage, AuditQuery>(async () => {
      throw new Error('load is not provided');
    }),
  },
  guards: {
    isInvalid: ({ context }) => Object.keys(validate(context.draft)).length > 0,
    hasOlder: ({ context }) => context.page?.next != null,
    hasNewer: ({ context }) => context.pages.length > 1,
  },
}).createMachine({
  id: 'auditLog',
  context: { draft: noFilters, filters: noFilters, pages: [null], page: null, errors: {}, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ ...context.filters, before: context.pages.at(-1) ?? null }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'audit.retry': 'loading' } },
    ready: {
      on: {
        'audit.older': { guard: 'hasOlder', target: 'loading', actions: assign({ pages: ({ context }) => [...context.pages, context.page!.next] }) },
        'audit.newer': { guard: 'hasNewer', target: 'loading', actions: assign({ pages: ({ context }) => context.pages.slice(0, -1) }) },
      },
    },
  },
  on: {
    'audit.change': {
      actions: assign(({ context, event }) => ({
        draft: { ...context.draft, [event.field]: event.value },
        errors: { ...context.errors, [event.field]: undefined },
      })),
    },
    'audit.apply': [
      { guard: 'isInvalid', actions: assign({ errors: ({ context }) => validate(context.draft) }) },
      { target: '.loading', actions: assign({ filters: ({ context }) => ({ ...context.draft }), pages: [null], errors: {} }) },
    ],
  },
});

export type AuditLogSnapshot = SnapshotFrom<typeof auditLogMachine>;
