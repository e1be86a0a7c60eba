import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import type { AdminConfig } from '../siteSettings.machine';
import type { RewardsMessageKey } from './messages';

/** The reward settings (site keys of seed/defaultConfig.ts), by the screen's groups. */
export const rewardGroups = {
  checkIn: ['signInRewards'],
  // createUser credits their sum to the new account's one balance.
  registration: ['registerSendModel3Count', 'registerSendModel4Count', 'registerSendDrawMjCount'],
  invite: ['inviteRewardPoints'],
  // The review queue pays it at an app's first approval (apps/appService.ts).
  apps: ['appReviewRewardPoints'],
} as const;
export type RewardGroup = keyof typeof rewardGroups;
export type RewardKey = (typeof rewardGroups)[RewardGroup][number];
export const rewardKeys = Object.values(rewardGroups).flat() as RewardKey[];

export type RewardValues = Record<RewardKey, number>;
/** The fields as typed. */
export type RewardDrafts = Record<RewardKey, string>;

type Key = RewardsMessageKey | AdminMessageKey;

/** A whole number ≥ 0 as the server takes it (a safe integer; nine digits are plenty for points), or null. */
export const rewardValue = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The keys whose drafts differ from what the server holds, or the keys whose drafts are not whole numbers ≥ 0. */
export function rewardChanges(saved: RewardValues, drafts: RewardDrafts): { changes: Partial<RewardValues>; invalid: RewardKey[] } {
  const changes: Partial<RewardValues> = {};
  const invalid: RewardKey[] = [];
  for (const key of rewardKeys) {
    const value = rewardValue(drafts[key]);
    if (value === null) invalid.push(key);
    else if (value !== saved[key]) changes[key] = value;
  }
  return { changes, invalid };
}

/** What the drafts give (null where one of its fields is not valid): the registration sum, an invite, a check-in. */
export function rewardSummary(drafts: RewardDrafts) {
  const sum = (keys: readonly RewardKey[]) => {
    const values = keys.map((key) => rewardValue(drafts[key]));
    return values.some((value) => value === null) ? null : (values as number[]).reduce((total, value) => total + value, 0);
  };
  return {
    registration: sum(rewardGroups.registration),
    registrationParts: rewardGroups.registration.map((key) => rewardValue(drafts[key])),
    invite: sum(rewardGroups.invite),
    checkIn: sum(rewardGroups.checkIn),
  };
}

const valuesOf = (config: AdminConfig): RewardValues =>
  Object.fromEntries(rewardKeys.map((key) => [key, Math.max(0, Math.trunc(Number(config.site[key] ?? 0)) || 0)])) as RewardValues;
const draftsOf = (values: RewardValues): RewardDrafts => Object.fromEntries(rewardKeys.map((key) => [key, String(values[key])])) as RewardDrafts;

export interface RewardsContext {
  /** What the server holds, null before the first load. */
  saved: RewardValues | null;
  drafts: RewardDrafts;
  /** Fields marked invalid by the last 保存 (cleared as each is edited). */
  invalid: RewardKey[];
  loadError: MessageRef<AdminMessageKey> | null;
}

export type RewardsEvent =
  | { type: 'rewards.change'; key: RewardKey; value: string }
  | { type: 'rewards.save' }
  | { type: 'rewards.discard' }
  | { type: 'rewards.retry' };

/**
 * The rewards screen: loads the site settings (GET /admin/config), edits the reward keys, checks them (whole numbers
 * ≥ 0) and saves only the changed ones together (POST /admin/config/site). A refused save keeps the drafts.
 */
export const rewardsMachine = setup({
  types: { context: {} as RewardsContext, events: {} as RewardsEvent },
  actors: {
    load: fromPromise<AdminConfig>(async () => {
      throw new Error('load is not provided');
    }),
    save: fromPromise<unknown, Partial<RewardValues>>(async () => {
      throw new Error('save is not provided');
    }),
  },
  actions: { notify: (_, _params: Notice<Key>) => {} },
  guards: {
    invalid: ({ context }) => rewardChanges(context.saved!, context.drafts).invalid.length > 0,
    unchanged: ({ context }) => Object.keys(rewardChanges(context.saved!, context.drafts).changes).length === 0,
  },
}).createMachine({
  id: 'rewards',
  context: { saved: null, drafts: draftsOf(Object.fromEntries(rewardKeys.map((key) => [key, 0])) as RewardValues), invalid: [], loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const saved = valuesOf(event.output);
            return { saved, drafts: draftsOf(saved), invalid: [], loadError: null };
          }),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'rewards.retry': 'loading' } },
    editing: {
      on: {
        'rewards.change': {
          actions: assign(({ context, event }) => ({
            drafts: { ...context.drafts, [event.key]: event.value },
            invalid: context.invalid.filter((key) => key !== event.key),
          })),
        },
        'rewards.discard': { actions: assign(({ context }) => ({ drafts: draftsOf(context.saved!), invalid: [] })) },
        'rewards.save': [
          {
            guard: 'invalid',
            actions: [
              assign({ invalid: ({ context }) => rewardChanges(context.saved!, context.drafts).invalid }),
              { type: 'notify', params: { tone: 'error', message: { key: 'admin.rewards.fixErrors' } } },
            ],
          },
          { guard: 'unchanged', actions: { type: 'notify', params: { tone: 'info', message: { key: 'admin.rewards.unchanged' } } } },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'save',
        input: ({ context }) => rewardChanges(context.saved!, context.drafts).changes,
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context }) => {
              const saved = { ...context.saved!, ...rewardChanges(context.saved!, context.drafts).changes };
              return { saved, drafts: draftsOf(saved) };
            }),
            { type: 'notify', params: { tone: 'success', message: { key: 'admin.rewards.saved' } } },
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

export type RewardsSnapshot = SnapshotFrom<typeof rewardsMachine>;
