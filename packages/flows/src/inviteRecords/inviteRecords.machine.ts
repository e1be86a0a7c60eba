import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import type { InviteRecordsMessageKey } from './messages';

/** One row of GET /user/inviteRecord (SPEC §3 "Invite record row"). */
export interface InviteRecordRow {
  avatar: string;
  username: string;
  email: string;
  /** 1 = verified (已认证), anything else inactive (未激活). */
  status: number;
  /** As the server sends it (UTC); the dialog shows it through `formatDate`. */
  createdAt: string;
  /** The invite reward was claimed (已领取), else waiting for the invitee (等待好友确认). */
  rewarded: boolean;
}

export interface InviteRecordPage {
  rows: InviteRecordRow[];
  count: number;
}

export interface InviteRecordsQuery {
  page: number;
  size: number;
}

/** SPEC §9: the table's page sizes, default 10. */
export const invitePageSizes = [10, 20, 50] as const;
export const defaultInvitePageSize = 10;

export interface InviteRecordsInput {
  /** userInfo.inviteCode, if the user has one. */
  code: string | null;
  /** The page's origin (protocol, host, port): the link is `${origin}/?inVitecode=${code}`. */
  origin: string;
  /** False when the Clipboard API is missing: copying then asks the user to copy by hand. */
  canCopy: boolean;
}

export interface InviteRecordsContext extends InviteRecordsInput {
  page: number;
  size: number;
  rows: InviteRecordRow[];
  count: number;
  loadError: MessageRef<InviteRecordsMessageKey> | null;
}

export type InviteRecordsEvent =
  | { type: 'invite.generate' }
  | { type: 'invite.copy' }
  | { type: 'invite.page'; page: number }
  | { type: 'invite.pageSize'; size: number }
  | { type: 'invite.retry' };

/** The invite link of a code: the page origin plus `/?inVitecode=` (the spelling the guard reads). */
export const inviteLink = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/?inVitecode=${encodeURIComponent(code)}`;

/**
 * The invite-record dialog (SPEC §2.3.13, §8 "Copy", §9). Two parallel regions:
 * `link` generates the invite code (POST /user/genInviteCode) and copies the link;
 * `table` pages through GET /user/inviteRecord {page, size} (sizes 10, 20, 50; default 10).
 */
export const inviteRecordsMachine = setup({
  types: { input: {} as InviteRecordsInput, context: {} as InviteRecordsContext, events: {} as InviteRecordsEvent },
  actors: {
    /** POST /user/genInviteCode: the new code. */
    generateCode: fromPromise<string>(async () => {
      throw new Error('generateCode is not provided');
    }),
    /** Writes the text to the clipboard. */
    copy: fromPromise<void, { text: string }>(async () => {
      throw new Error('copy is not provided');
    }),
    /** GET /user/inviteRecord {page, size}. */
    loadPage: fromPromise<InviteRecordPage, InviteRecordsQuery>(async () => {
      throw new Error('loadPage is not provided');
    }),
  },
  actions: {
    notify: (_, _params: Notice<InviteRecordsMessageKey>) => {},
  },
  guards: {
    hasCode: ({ context }) => Boolean(context.code),
    canCopy: ({ context }) => context.canCopy,
    isOtherPage: ({ context, event }) => event.type === 'invite.page' && event.page >= 1 && event.page !== context.page,
    isOtherSize: ({ context, event }) => event.type === 'invite.pageSize' && event.size > 0 && event.size !== context.size,
  },
}).createMachine({
  id: 'inviteRecords',
  context: ({ input }) => ({ ...input, code: input.code || null, page: 1, size: defaultInvitePageSize, rows: [], count: 0, loadError: null }),
  type: 'parallel',
  states: {
    link: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'invite.generate': { guard: not('hasCode'), target: 'generating' },
            'invite.copy': [
              { guard: not('hasCode'), actions: { type: 'notify', params: { tone: 'warning', message: { key: 'inviteRecords.noCode' } } } },
              { guard: 'canCopy', target: 'copying' },
              { actions: { type: 'notify', params: { tone: 'warning', message: { key: 'inviteRecords.copyUnsupported' } } } },
            ],
          },
        },
        generating: {
          invoke: {
            src: 'generateCode',
            onDone: {
              target: 'idle',
              actions: [
                assign({ code: ({ event }) => event.output }),
                { type: 'notify', params: { tone: 'success', message: { key: 'inviteRecords.generated' } } },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage(event.error, 'inviteRecords.generateFailed') }) },
            },
          },
        },
        copying: {
          invoke: {
            src: 'copy',
            input: ({ context }) => ({ text: inviteLink(context.origin, context.code ?? '') }),
            onDone: { target: 'idle', actions: { type: 'notify', params: { tone: 'success', message: { key: 'inviteRecords.copied' } } } },
            onError: { target: 'idle', actions: { type: 'notify', params: { tone: 'error', message: { key: 'inviteRecords.copyFailed' } } } },
          },
        },
      },
    },
    table: {
      initial: 'loading',
      on: {
        // Also while loading: the newer request replaces the older one (its answer is dropped).
        'invite.page': { guard: 'isOtherPage', target: '.loading', reenter: true, actions: assign({ page: ({ event }) => event.page }) },
        'invite.pageSize': { guard: 'isOtherSize', target: '.loading', reenter: true, actions: assign({ size: ({ event }) => event.size, page: 1 }) },
      },
      states: {
        loading: {
          entry: assign({ loadError: null }),
          invoke: {
            src: 'loadPage',
            input: ({ context }) => ({ page: context.page, size: context.size }),
            onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output.rows, count: ({ event }) => event.output.count }) },
            onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'inviteRecords.loadFailed') }) },
          },
        },
        ready: {},
        failed: { on: { 'invite.retry': 'loading' } },
      },
    },
  },
});

export type InviteRecordsSnapshot = SnapshotFrom<typeof inviteRecordsMachine>;
