import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { CardCodesMessageKey } from './messages';

type Key = CardCodesMessageKey | AdminMessageKey;

export const cardCodeStatuses = ['unused', 'used', 'disabled'] as const;
export type CardCodeStatus = (typeof cardCodeStatuses)[number];
/** The status filter: one state, or every code. */
export type CardCodeStatusFilter = CardCodeStatus | 'all';

/** GET /admin/card-codes: a page of codes and how many match (counted up to 10,000: `capped` says there are more). */
export type CardCodePage = DataOf<'/api/admin/card-codes', 'get'>;
/** One code: its batch's name, its package, its state and who used it. */
export type CardCode = CardCodePage['rows'][number];

/** GET /admin/card-codes?batchId&status&q&page&size (null and '' are left out). */
export interface CardCodeQuery {
  batchId: number | null;
  status: CardCodeStatus | null;
  q: string;
  page: number;
  size: number;
}

export const cardCodePageSize = 20;
export const cardCodeQueryMaxLength = 32;

export interface CardCodesContext {
  /** The batch whose codes are shown, or null for every batch. */
  batch: { id: number; name: string } | null;
  status: CardCodeStatusFilter;
  /** The search as typed, applied by `codes.search`. */
  draft: string;
  q: string;
  page: number;
  result: CardCodePage | null;
  loadError: MessageRef<Key> | null;
  queryError: CardCodesMessageKey | null;
}

export type CardCodesEvent =
  | { type: 'codes.batch'; batch: { id: number; name: string } | null }
  | { type: 'codes.status'; status: CardCodeStatusFilter }
  | { type: 'codes.query'; value: string }
  | { type: 'codes.search' }
  | { type: 'codes.page'; page: number }
  | { type: 'codes.retry' }
  | { type: 'codes.refresh' };

/**
 * The codes, newest first, 20 a page: of one batch or of all, by state (全部 / 未使用 / 已使用 / 已停用) and by a code
 * or its beginning (the server ignores case and dashes). A filter starts again from page 1.
 */
export const cardCodesMachine = setup({
  types: { context: {} as CardCodesContext, events: {} as CardCodesEvent },
  actors: {
    load: fromPromise<CardCodePage, CardCodeQuery>(async () => {
      throw new Error('load is not provided');
    }),
  },
  guards: { queryTooLong: ({ context }) => context.draft.trim().length > cardCodeQueryMaxLength },
}).createMachine({
  id: 'cardCodes',
  context: { batch: null, status: 'all', draft: '', q: '', page: 1, result: null, loadError: null, queryError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({
          batchId: context.batch?.id ?? null,
          status: context.status === 'all' ? null : context.status,
          q: context.q,
          page: context.page,
          size: cardCodePageSize,
        }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'codes.retry': 'loading' } },
    ready: {
      on: { 'codes.page': { target: 'loading', actions: assign({ page: ({ event }) => Math.max(1, event.page) }) } },
    },
  },
  on: {
    'codes.batch': { target: '.loading', actions: assign({ batch: ({ event }) => event.batch, page: 1 }) },
    'codes.status': { target: '.loading', actions: assign({ status: ({ event }) => event.status, page: 1 }) },
    'codes.query': { actions: assign({ draft: ({ event }) => event.value, queryError: null }) },
    'codes.search': [
      { guard: 'queryTooLong', actions: assign({ queryError: 'admin.cards.queryTooLong' }) },
      { target: '.loading', actions: assign({ q: ({ context }) => context.draft.trim(), page: 1, queryError: null }) },
    ],
    'codes.refresh': '.loading',
  },
});

export type CardCodesSnapshot = SnapshotFrom<typeof cardCodesMachine>;
