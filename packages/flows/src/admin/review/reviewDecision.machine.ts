import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { ReviewMessageKey } from './messages';
import type { ReviewRow } from './reviewQueue.machine';

type Key = ReviewMessageKey | AdminMessageKey;

/** GET /admin/review/:id: the row and the submission as it was (re)submitted. */
export interface ReviewDetail extends ReviewRow {
  snapshot: unknown;
}

/** 通过: without a reward (POST …/approve), or with one (POST …/approve-rewarded, confirmed). */
export interface ApproveInput {
  item: ReviewDetail;
  rewardPoints: number;
}
export interface RejectInput {
  item: ReviewDetail;
  reason: string;
}

/** The server's limits: a reward of 0 to 1,000,000 points, a reason of up to 200 characters. */
export const maxRewardPoints = 1_000_000;
export const maxReasonLength = 200;

export interface DecisionDraft {
  /** As typed; '' or 0 means no reward. */
  reward: string;
  reason: string;
}
export type DecisionErrors = Partial<Record<keyof DecisionDraft, ReviewMessageKey>>;

/** The reward as a number, or what is wrong with it. */
export function rewardOf(reward: string, item: Pick<ReviewRow, 'authorId'>): { points: number } | { error: ReviewMessageKey } {
  const text = reward.trim();
  if (text === '') return { points: 0 };
  if (!/^\d{1,7}$/.test(text) || Number(text) > maxRewardPoints) return { error: 'admin.review.rewardInvalid' };
  const points = Number(text);
  if (points > 0 && item.authorId === null) return { error: 'admin.review.rewardNoAuthor' };
  return { points };
}

/** The reason as sent, or what is wrong with it. */
export function reasonOf(reason: string): { reason: string } | { error: ReviewMessageKey } {
  const text = reason.trim();
  if (text === '') return { error: 'admin.review.reasonRequired' };
  if (text.length > maxReasonLength) return { error: 'admin.review.reasonTooLong' };
  return { reason: text };
}

export interface ReviewDecisionContext {
  id: number;
  item: ReviewDetail | null;
  loadError: MessageRef<Key> | null;
  draft: DecisionDraft;
  errors: DecisionErrors;
  /** What the last decision did, or why it was refused. */
  outcome: { tone: 'success' | 'error'; message: MessageRef<Key> } | null;
}

export type ReviewDecisionEvent =
  | { type: 'decision.retry' }
  | { type: 'decision.change'; values: Partial<DecisionDraft> }
  | { type: 'decision.approve' }
  | { type: 'decision.reject' };

type Outcome = NonNullable<ReviewDecisionContext['outcome']>;

const pendingItem = (context: ReviewDecisionContext) => context.item?.status === 'pending';
const points = (context: ReviewDecisionContext) => {
  const reward = rewardOf(context.draft.reward, context.item!);
  return 'points' in reward ? reward.points : 0;
};
const refusal = ({ event }: { event: { error?: unknown } }): Outcome => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') });

/** The list's row of a detail (the snapshot left out). */
export const reviewRowOf = ({ snapshot: _omitted, ...row }: ReviewDetail): ReviewRow => row;

/**
 * One submission in a dialog: GET /admin/review/:id, then (while pending) 通过 with an optional reward — above 0 it
 * is `approve`'s confirmed call; closing the confirmation rejects ConfirmCancelled, which is no failure — or 驳回 with
 * a reason (required). A decision or a refusal reads the item again (another operator may have decided it: the
 * server's 409 shows, and the dialog shows what was decided); `decided` tells the list the row's new state.
 */
export const reviewDecisionMachine = setup({
  types: { input: {} as { id: number }, context: {} as ReviewDecisionContext, events: {} as ReviewDecisionEvent },
  actors: {
    load: fromPromise<ReviewDetail, number>(async () => {
      throw new Error('load is not provided');
    }),
    approve: fromPromise<unknown, ApproveInput>(async () => {
      throw new Error('approve is not provided');
    }),
    reject: fromPromise<unknown, RejectInput>(async () => {
      throw new Error('reject is not provided');
    }),
  },
  actions: { decided: (_, _item: ReviewRow) => {} },
  guards: {
    canApprove: ({ context }) => pendingItem(context) && 'points' in rewardOf(context.draft.reward, context.item!),
    canReject: ({ context }) => pendingItem(context) && 'reason' in reasonOf(context.draft.reason),
    pending: ({ context }) => pendingItem(context),
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'reviewDecision',
  context: ({ input }) => ({ id: input.id, item: null, loadError: null, draft: { reward: '', reason: '' }, errors: {}, outcome: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ item: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'decision.retry': 'loading' } },
    ready: {
      on: {
        'decision.change': {
          guard: 'pending',
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            for (const field of Object.keys(event.values) as (keyof DecisionDraft)[]) delete errors[field];
            return { draft: { ...context.draft, ...event.values }, errors, outcome: null };
          }),
        },
        'decision.approve': [
          { guard: 'canApprove', target: 'approving', actions: assign({ errors: {}, outcome: null }) },
          {
            guard: 'pending',
            actions: assign(({ context }) => {
              const reward = rewardOf(context.draft.reward, context.item!);
              return { errors: 'error' in reward ? { reward: reward.error } : {}, outcome: null };
            }),
          },
        ],
        'decision.reject': [
          { guard: 'canReject', target: 'rejecting', actions: assign({ errors: {}, outcome: null }) },
          {
            guard: 'pending',
            actions: assign(({ context }) => {
              const reason = reasonOf(context.draft.reason);
              return { errors: 'error' in reason ? { reason: reason.error } : {}, outcome: null };
            }),
          },
        ],
      },
    },
    approving: {
      invoke: {
        src: 'approve',
        input: ({ context }) => ({ item: context.item!, rewardPoints: points(context) }),
        onDone: {
          target: 'refreshing',
          actions: assign(({ context }) => {
            const rewarded = points(context);
            return {
              outcome: {
                tone: 'success' as const,
                message:
                  rewarded > 0 ? { key: 'admin.review.approvedRewarded' as const, values: { points: rewarded } } : { key: 'admin.review.approved' as const },
              },
            };
          }),
        },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'refreshing', actions: assign({ outcome: refusal }) },
        ],
      },
    },
    rejecting: {
      invoke: {
        src: 'reject',
        input: ({ context }) => {
          const reason = reasonOf(context.draft.reason);
          return { item: context.item!, reason: 'reason' in reason ? reason.reason : '' };
        },
        onDone: { target: 'refreshing', actions: assign({ outcome: { tone: 'success', message: { key: 'admin.review.rejected' } } }) },
        onError: { target: 'refreshing', actions: assign({ outcome: refusal }) },
      },
    },
    /** Read again after a decision or a refusal: the dialog keeps showing the item meanwhile. */
    refreshing: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.id,
        onDone: {
          target: 'ready',
          actions: [assign({ item: ({ event }) => event.output }), { type: 'decided', params: ({ event }) => reviewRowOf(event.output) }],
        },
        onError: { target: 'ready' },
      },
    },
  },
});

export type ReviewDecisionSnapshot = SnapshotFrom<typeof reviewDecisionMachine>;
