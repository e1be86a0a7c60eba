import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTranslator } from '../../i18n';
import { ConfirmCancelled } from '../siteSettings.machine';
import { reviewCatalog } from './messages';
import { rewardedApprovalConfirmation } from './requests';
import { reasonOf, reviewDecisionMachine, rewardOf, type ApproveInput, type RejectInput, type ReviewDetail } from './reviewDecision.machine';
import { reviewRow } from './reviewTestRows';

const detail = (overrides: Partial<ReviewDetail> = {}): ReviewDetail => ({ ...reviewRow(5), snapshot: { name: '应用5' }, ...overrides });

function start({
  load = vi.fn(async () => detail()) as (id: number) => Promise<ReviewDetail>,
  approve = vi.fn(async () => null) as (input: ApproveInput) => Promise<unknown>,
  reject = vi.fn(async () => null) as (input: RejectInput) => Promise<unknown>,
} = {}) {
  const decided = vi.fn();
  const machine = reviewDecisionMachine.provide({
    actors: {
      load: fromPromise<ReviewDetail, number>(({ input }) => load(input)),
      approve: fromPromise<unknown, ApproveInput>(({ input }) => approve(input)),
      reject: fromPromise<unknown, RejectInput>(({ input }) => reject(input)),
    },
    actions: { decided: (_, item) => decided(item) },
  });
  return { actor: createActor(machine, { input: { id: 5 } }).start(), load, approve, reject, decided };
}
type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));

describe('rewardOf and reasonOf', () => {
  it('reads a reward of 0 to 1,000,000 whole points, none for an item without an author', () => {
    expect(rewardOf('', { authorId: 1 })).toEqual({ points: 0 });
    expect(rewardOf(' 50 ', { authorId: 1 })).toEqual({ points: 50 });
    expect(rewardOf('1000000', { authorId: 1 })).toEqual({ points: 1_000_000 });
    for (const text of ['-1', '1.5', 'abc', '1000001', '1e3']) expect(rewardOf(text, { authorId: 1 }), text).toEqual({ error: 'admin.review.rewardInvalid' });
    expect(rewardOf('10', { authorId: null })).toEqual({ error: 'admin.review.rewardNoAuthor' });
    expect(rewardOf('0', { authorId: null })).toEqual({ points: 0 });
  });

  it('needs a reason that is not blank, of at most 200 characters', () => {
    expect(reasonOf('  含有违规内容 ')).toEqual({ reason: '含有违规内容' });
    expect(reasonOf(' \n ')).toEqual({ error: 'admin.review.reasonRequired' });
    expect(reasonOf('长'.repeat(201))).toEqual({ error: 'admin.review.reasonTooLong' });
  });
});

describe('rewardedApprovalConfirmation', () => {
  it('confirms exactly the rewarded approval: the item, its author, the status and the points', () => {
    const t = createTranslator([reviewCatalog], 'zh-CN');
    expect(rewardedApprovalConfirmation(t, reviewRow(5), 88)).toEqual({
      request: { method: 'POST', path: '/api/admin/review/5/approve-rewarded', body: { rewardPoints: 88 } },
      changes: [
        { label: '审核项', after: '应用5 (#5)' },
        { label: '作者', after: 'writer7 (#7)' },
        { label: '状态', before: '待审核', after: '已通过' },
        { label: '奖励积分', after: '+88' },
      ],
    });
  });
});

describe('reviewDecisionMachine', () => {
  it('approves without a reward, reads the item again and tells the list', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(detail())
      .mockResolvedValueOnce(detail({ status: 'approved', reviewerName: 'admin' }));
    const { actor, approve, decided } = start({ load });
    await ready(actor);
    actor.send({ type: 'decision.approve' });
    await vi.waitFor(() => expect(decided).toHaveBeenCalledWith(expect.objectContaining({ id: 5, status: 'approved' })));
    expect(approve).toHaveBeenCalledWith({ item: detail(), rewardPoints: 0 });
    expect(decided.mock.calls[0]![0]).not.toHaveProperty('snapshot');
    expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'success', message: { key: 'admin.review.approved' } });
    // A decided item takes no more decisions.
    actor.send({ type: 'decision.reject' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('approves with the typed reward and says so', async () => {
    const { actor, approve } = start();
    await ready(actor);
    actor.send({ type: 'decision.change', values: { reward: '88' } });
    actor.send({ type: 'decision.approve' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome?.tone).toBe('success'));
    expect(approve).toHaveBeenCalledWith({ item: detail(), rewardPoints: 88 });
    expect(actor.getSnapshot().context.outcome?.message).toEqual({ key: 'admin.review.approvedRewarded', values: { points: 88 } });
  });

  it('sends nothing for a bad reward or a blank reason, and says why under the field', async () => {
    const { actor, approve, reject } = start();
    await ready(actor);
    actor.send({ type: 'decision.change', values: { reward: '1.5' } });
    actor.send({ type: 'decision.approve' });
    actor.send({ type: 'decision.reject' });
    expect(actor.getSnapshot().context.errors).toEqual({ reason: 'admin.review.reasonRequired' });
    actor.send({ type: 'decision.approve' });
    expect(actor.getSnapshot().context.errors).toEqual({ reward: 'admin.review.rewardInvalid' });
    actor.send({ type: 'decision.change', values: { reward: '2' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(approve).not.toHaveBeenCalled();
    expect(reject).not.toHaveBeenCalled();
  });

  it('rejects with the trimmed reason', async () => {
    const { actor, reject } = start();
    await ready(actor);
    actor.send({ type: 'decision.change', values: { reason: ' 描述不清楚 ' } });
    actor.send({ type: 'decision.reject' });
    await vi.waitFor(() => expect(reject).toHaveBeenCalledWith({ item: detail(), reason: '描述不清楚' }));
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'success', message: { key: 'admin.review.rejected' } }));
  });

  it('goes back quietly when the confirmation is closed, keeping the reward typed', async () => {
    const { actor, load } = start({ approve: vi.fn(async () => Promise.reject(new ConfirmCancelled())) });
    await ready(actor);
    actor.send({ type: 'decision.change', values: { reward: '30' } });
    actor.send({ type: 'decision.approve' });
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ outcome: null, draft: { reward: '30' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal and what the item became (another operator decided it first)', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(detail())
      .mockResolvedValueOnce(detail({ status: 'rejected', reason: '重复提交' }));
    const { actor, decided } = start({
      load,
      approve: vi.fn(async () => Promise.reject(new Error('该审核项已驳回，不能重复处理，请刷新后查看'))),
    });
    await ready(actor);
    actor.send({ type: 'decision.approve' });
    await vi.waitFor(() => expect(decided).toHaveBeenCalledWith(expect.objectContaining({ status: 'rejected' })));
    expect(actor.getSnapshot().context).toMatchObject({
      item: { status: 'rejected', reason: '重复提交' },
      outcome: { tone: 'error', message: { text: '该审核项已驳回，不能重复处理，请刷新后查看' } },
    });
  });

  it('shows a failed read and tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('审核项不存在')).mockResolvedValueOnce(detail());
    const { actor } = start({ load });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '审核项不存在' });
    actor.send({ type: 'decision.retry' });
    await ready(actor);
  });
});
