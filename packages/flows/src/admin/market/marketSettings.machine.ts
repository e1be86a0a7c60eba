import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { MarketAdminMessageKey } from './messages';

type Key = MarketAdminMessageKey | AdminMessageKey;

/** GET /admin/market/settings: the review switch and the share reward. */
export type MarketSettings = DataOf<'/api/admin/market/settings', 'get'>;
export interface MarketSettingsDraft {
  marketReview: boolean;
  /** As typed. */
  marketShareReward: string;
}
/** The server's bound on the reward. */
export const maxShareReward = 100_000;
export const shareRewardOf = (text: string): number | null => {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) && Number(trimmed) <= maxShareReward ? Number(trimmed) : null;
};

/** The keys whose drafts differ from what the server holds; null when the reward is not a whole number in range. */
export function marketSettingsChanges(saved: MarketSettings, draft: MarketSettingsDraft): Partial<MarketSettings> | null {
  const reward = shareRewardOf(draft.marketShareReward);
  if (reward === null) return null;
  return {
    ...(draft.marketReview === saved.marketReview ? {} : { marketReview: draft.marketReview }),
    ...(reward === saved.marketShareReward ? {} : { marketShareReward: reward }),
  };
}

const draftOf = (saved: MarketSettings): MarketSettingsDraft => ({ marketReview: saved.marketReview, marketShareReward: String(saved.marketShareReward) });

export interface MarketSettingsContext {
  saved: MarketSettings | null;
  draft: MarketSettingsDraft;
  rewardError: MarketAdminMessageKey | null;
  loadError: MessageRef<Key> | null;
}

export type MarketSettingsEvent =
  | { type: 'settings.review'; value: boolean }
  | { type: 'settings.reward'; value: string }
  | { type: 'settings.save' }
  | { type: 'settings.retry' };

/**
 * The gallery's settings: loads them, edits the review switch and the reward (a whole number 0–100,000, checked before
 * any call) and saves only what changed (POST /admin/market/settings). A refused save keeps the draft.
 */
export const marketSettingsMachine = setup({
  types: { context: {} as MarketSettingsContext, events: {} as MarketSettingsEvent },
  actors: {
    load: fromPromise<MarketSettings>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<unknown, Partial<MarketSettings>>(async () => {
      throw new Error('save is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    invalid: ({ context }) => marketSettingsChanges(context.saved!, context.draft) === null,
    unchanged: ({ context }) => Object.keys(marketSettingsChanges(context.saved!, context.draft)!).length === 0,
  },
}).createMachine({
  id: 'marketSettings',
  context: { saved: null, draft: { marketReview: true, marketShareReward: '0' }, rewardError: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ saved: event.output, draft: draftOf(event.output), rewardError: null })) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage<Key>(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'settings.retry': 'loading' } },
    editing: {
      on: {
        'settings.review': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, marketReview: event.value }) }) },
        'settings.reward': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, marketShareReward: event.value }), rewardError: null }) },
        'settings.save': [
          { guard: 'invalid', actions: assign({ rewardError: 'admin.market.rewardInvalid' }) },
          { guard: 'unchanged', actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.market.unchanged' } } } },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => marketSettingsChanges(context.saved!, context.draft)!,
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context }) => {
              const saved = { ...context.saved!, ...marketSettingsChanges(context.saved!, context.draft)! };
              return { saved, draft: draftOf(saved) };
            }),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.market.settingsSaved' } } },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ tone: 'error', message: failureMessage<Key>(event.error, 'admin.requestFailed') }) },
        },
      },
    },
  },
});

export type MarketSettingsSnapshot = SnapshotFrom<typeof marketSettingsMachine>;
