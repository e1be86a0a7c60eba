import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
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

/** The filters as GET /admin/audit/export reads them: only those given. */
export type AuditExportQuery = Partial<AuditFilters>;

export const auditExportQuery = (filters: AuditFilters): AuditExportQuery =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as AuditExportQuery;

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
  | { type: 'audit.retry' }
  | { type: 'audit.export' };

const day = /^\d{4}-\d{2}-\d{2}$/;
const validate = (filters: AuditFilters): AuditLogContext['errors'] => ({
  ...(filters.from && !day.test(filters.from) ? { from: 'admin.audit.dateInvalid' as const } : {}),
  ...(filters.to && !day.test(filters.to) ? { to: 'admin.audit.dateInvalid' as const } : {}),
});

const noFilters: AuditFilters = { action: '', from: '', to: '' };
const sameFilters = (a: AuditFilters, b: AuditFilters) => a.action === b.action && a.from === b.from && a.to === b.to;

/**
 * The audit log, newest first, 30 rows a page, paged by the last id seen (older) and back (newer). The CSV export runs
 * beside the list (its own region) and applies the typed filters first: the file holds what the list shows.
 */
export const auditLogMachine = setup({
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent },
  actors: {
    load: fromPromise<AuditPage, AuditQuery>(async () => {
      throw new Error('load is not provided');
    }),
    exportCsv: fromPromise<unknown, AuditExportQuery>(async () => {
      throw new Error('exportCsv is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<AdminMessageKey>) => {} },
  guards: {
    draftChanged: ({ context }) => !sameFilters(context.draft, context.filters),
    isInvalid: ({ context }) => Object.keys(validate(context.draft)).length > 0,
    hasOlder: ({ context }) => context.page?.next != null,
    hasNewer: ({ context }) => context.pages.length > 1,
  },
}).createMachine({
  id: 'auditLog',
  context: { draft: noFilters, filters: noFilters, pages: [null], page: null, errors: {}, loadError: null },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      // Here, not on the root: a root transition into the list would leave the export region too, cancelling a download.
      on: {
        'audit.apply': [
          { guard: 'isInvalid', actions: assign({ errors: ({ context }) => validate(context.draft) }) },
          { target: '.loading', actions: assign({ filters: ({ context }) => ({ ...context.draft }), pages: [null], errors: {} }) },
        ],
      },
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
    },
    export: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'audit.export': [
              { guard: 'isInvalid', actions: assign({ errors: ({ context }) => validate(context.draft) }) },
              {
                guard: 'draftChanged',
                target: ['#auditLog.list.loading', 'exporting'],
                actions: assign({ filters: ({ context }) => ({ ...context.draft }), pages: [null], errors: {} }),
              },
              { target: 'exporting' },
            ],
          },
        },
        exporting: {
          invoke: {
            src: 'exportCsv',
            input: ({ context }) => auditExportQuery(context.filters),
            onDone: { target: 'idle', actions: { type: 'notify', params: { tone: 'success', message: { key: 'admin.audit.exported' } } } },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'admin.requestFailed') }) },
            },
          },
        },
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
  },
});

export type AuditLogSnapshot = SnapshotFrom<typeof auditLogMachine>;
