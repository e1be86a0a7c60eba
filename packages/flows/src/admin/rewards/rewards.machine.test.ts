import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Notice } from '../../session/notify';
import type { AdminConfig } from '../siteSettings.machine';
import { rewardChanges, rewardSummary, rewardsMachine, type RewardDrafts, type RewardValues } from './rewards.machine';

const config = (site: Record<string, unknown> = {}): AdminConfig => ({
  site: {
    siteName: '灵犀',
    signInRewards: 5,
    registerSendModel3Count: 10,
    registerSendModel4Count: 2,
    registerSendDrawMjCount: 2,
    inviteRewardPoints: 10,
    appReviewRewardPoints: 20,
    ...site,
  },
  secrets: {},
  environment: {},
});

type Save = (changes: Partial<RewardValues>) => Promise<unknown>;

function start({ load = vi.fn(async () => config()), save = vi.fn<Save>(async () => null) } = {}) {
  const notices: Notice[] = [];
  const machine = rewardsMachine.provide({
    actors: { load: fromPromise(() => load()), save: fromPromise<unknown, Partial<RewardValues>>(({ input }) => save(input)) },
    actions: { notify: (_, notice) => notices.push(notice) },
  });
  return { actor: createActor(machine).start(), load, save, notices };
}

type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor, state: 'editing' | 'failed' = 'editing') => vi.waitFor(() => expect(actor.getSnapshot().matches(state)).toBe(true));

const drafts = (values: Partial<RewardDrafts>): RewardDrafts => ({
  signInRewards: '5',
  registerSendModel3Count: '10',
  registerSendModel4Count: '2',
  registerSendDrawMjCount: '2',
  inviteRewardPoints: '10',
  appReviewRewardPoints: '20',
  ...values,
});

describe('rewardChanges and rewardSummary', () => {
  it('keeps only changed keys as numbers, and names the drafts that are not whole numbers ≥ 0', () => {
    const saved = {
      signInRewards: 5,
      registerSendModel3Count: 10,
      registerSendModel4Count: 2,
      registerSendDrawMjCount: 2,
      inviteRewardPoints: 10,
      appReviewRewardPoints: 20,
    };
    expect(rewardChanges(saved, drafts({ signInRewards: ' 8 ', inviteRewardPoints: '10' }))).toEqual({ changes: { signInRewards: 8 }, invalid: [] });
    expect(rewardChanges(saved, drafts({ signInRewards: '-1', registerSendModel4Count: '1.5', inviteRewardPoints: '' })).invalid).toEqual([
      'signInRewards',
      'registerSendModel4Count',
      'inviteRewardPoints',
    ]);
    expect(rewardChanges(saved, drafts({ registerSendModel3Count: '1e3' })).invalid).toEqual(['registerSendModel3Count']);
  });

  it('sums the three registration counts, and gives null for a group with an invalid field', () => {
    expect(rewardSummary(drafts({}))).toEqual({ registration: 14, registrationParts: [10, 2, 2], invite: 10, checkIn: 5 });
    expect(rewardSummary(drafts({ registerSendDrawMjCount: 'x' }))).toMatchObject({ registration: null, registrationParts: [10, 2, null], checkIn: 5 });
  });
});

describe('rewardsMachine', () => {
  it('loads the reward keys from the site settings and saves only the changed ones', async () => {
    const { actor, save, notices } = start();
    await settled(actor);
    expect(actor.getSnapshot().context.drafts).toEqual(drafts({}));
    actor.send({ type: 'rewards.change', key: 'registerSendModel4Count', value: '20' });
    actor.send({ type: 'rewards.change', key: 'inviteRewardPoints', value: '10' });
    actor.send({ type: 'rewards.save' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await settled(actor);
    expect(save).toHaveBeenCalledExactlyOnceWith({ registerSendModel4Count: 20 });
    expect(actor.getSnapshot().context.saved?.registerSendModel4Count).toBe(20);
    expect(notices).toEqual([{ tone: 'success', message: { key: 'admin.rewards.saved' } }]);
    // Saved: nothing is left to save.
    actor.send({ type: 'rewards.save' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(notices.at(-1)).toEqual({ tone: 'info', message: { key: 'admin.rewards.unchanged' } });
  });

  it('refuses to save invalid values, marks them, and clears a mark as its field is edited', async () => {
    const { actor, save, notices } = start();
    await settled(actor);
    actor.send({ type: 'rewards.change', key: 'signInRewards', value: '-3' });
    actor.send({ type: 'rewards.change', key: 'inviteRewardPoints', value: '2.5' });
    actor.send({ type: 'rewards.save' });
    expect(save).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.invalid).toEqual(['signInRewards', 'inviteRewardPoints']);
    expect(notices).toEqual([{ tone: 'error', message: { key: 'admin.rewards.fixErrors' } }]);
    actor.send({ type: 'rewards.change', key: 'signInRewards', value: '3' });
    expect(actor.getSnapshot().context.invalid).toEqual(['inviteRewardPoints']);
  });

  it('keeps the drafts when the server refuses, with its message; 放弃修改 returns to the saved values', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(new Error('配置项 signInRewards 的值无效'));
    const { actor, notices } = start({ save });
    await settled(actor);
    actor.send({ type: 'rewards.change', key: 'signInRewards', value: '7' });
    actor.send({ type: 'rewards.save' });
    await settled(actor);
    expect(notices).toEqual([{ tone: 'error', message: { text: '配置项 signInRewards 的值无效' } }]);
    expect(actor.getSnapshot().context.drafts.signInRewards).toBe('7');
    actor.send({ type: 'rewards.discard' });
    expect(actor.getSnapshot().context.drafts.signInRewards).toBe('5');
  });

  it('reads a missing or odd value as 0, shows a failed load with its message and loads again on 重试', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('网络错误'))
      .mockResolvedValue(config({ inviteRewardPoints: undefined, signInRewards: 'x' }));
    const { actor } = start({ load });
    await settled(actor, 'failed');
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '网络错误' });
    actor.send({ type: 'rewards.retry' });
    await settled(actor);
    expect(actor.getSnapshot().context.saved).toMatchObject({ inviteRewardPoints: 0, signInRewards: 0 });
  });
});
