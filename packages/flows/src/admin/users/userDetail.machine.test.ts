import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ConfirmCancelled } from '../siteSettings.machine';
import { parseDelta, userDetailMachine, type PointsInput, type UserDetail, type UserProfile } from './userDetail.machine';
import { logoutEverywhereConfirmation, passwordResetConfirmation, pointsConfirmation, roleConfirmation } from './userRequests';
import type { UserRole } from './usersList.machine';

const profile = (change: Partial<UserProfile> = {}): UserProfile => ({
  id: 5,
  username: 'alice',
  nickname: '爱丽丝',
  phone: '13800000000',
  email: null,
  role: 'user',
  score: 20,
  lifetimeVip: false,
  vipExpire: null,
  createdAt: '2026-11-01T00:00:00Z',
  destroyedAt: null,
  avatar: '',
  consecutiveDays: 3,
  inviteCode: 'ABCD',
  invitedById: null,
  inviteLinkCount: 0,
  hasPassword: true,
  wechatBound: false,
  ...change,
});
const detail = (change: Partial<UserProfile> = {}): UserDetail => ({
  profile: profile(change),
  ledger: [],
  orders: { total: 0, rows: [] },
  usage: { checkIns: 3, invites: 0, invitesRewarded: 0, conversations: 2, chatTurns: 9, files: 0 },
});

type Fake<I, O> = (input: I) => Promise<O>;

function start({
  load = vi.fn(async (_id: number) => detail()) as Fake<number, UserDetail>,
  adjustPoints = vi.fn(async ({ profile: { score }, delta }: PointsInput) => ({ score: score + delta })) as Fake<PointsInput, { score: number }>,
  resetPassword = vi.fn(async () => ({ password: 'Abc23456789xyz' })) as Fake<UserProfile, { password: string }>,
  logoutEverywhere = vi.fn(async () => null) as Fake<UserProfile, unknown>,
  setRole = vi.fn(async () => null) as Fake<{ profile: UserProfile; role: UserRole }, unknown>,
} = {}) {
  const changed = vi.fn();
  const machine = userDetailMachine.provide({
    actors: {
      load: fromPromise<UserDetail, number>(({ input }) => load(input)),
      adjustPoints: fromPromise<{ score: number }, PointsInput>(({ input }) => adjustPoints(input)),
      resetPassword: fromPromise<{ password: string }, UserProfile>(({ input }) => resetPassword(input)),
      logoutEverywhere: fromPromise<unknown, UserProfile>(({ input }) => logoutEverywhere(input)),
      setRole: fromPromise<unknown, { profile: UserProfile; role: UserRole }>(({ input }) => setRole(input)),
    },
    actions: { changed: (_, row) => changed(row) },
  });
  return { actor: createActor(machine, { input: { userId: 5 } }).start(), load, adjustPoints, resetPassword, logoutEverywhere, setRole, changed };
}

type Actor = ReturnType<typeof start>['actor'];
const ready = (actor: Actor) => vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));

describe('parseDelta', () => {
  it('takes a signed whole number other than 0, up to 100000000 either way', () => {
    expect(parseDelta(' +50 ')).toEqual({ delta: 50 });
    expect(parseDelta('-100000000')).toEqual({ delta: -100_000_000 });
    expect(parseDelta('0')).toEqual({ error: 'admin.users.pointsInvalid' });
    expect(parseDelta('1.5')).toEqual({ error: 'admin.users.pointsInvalid' });
    expect(parseDelta('')).toEqual({ error: 'admin.users.pointsInvalid' });
    expect(parseDelta('100000001')).toEqual({ error: 'admin.users.pointsTooLarge' });
  });
});

describe('user confirmations', () => {
  const t = (key: string) => key;
  it('name the user, and what changes, for exactly the request sent', () => {
    expect(pointsConfirmation(t, { profile: profile(), delta: -5, note: '退款' })).toEqual({
      request: { method: 'POST', path: '/api/admin/users/5/points', body: { delta: -5, note: '退款' } },
      changes: [
        { label: 'admin.users.change.user', after: 'alice (#5)' },
        { label: 'admin.users.change.balance', after: '20' },
        { label: 'admin.users.change.delta', after: '-5' },
        { label: 'admin.users.change.note', after: '退款' },
      ],
    });
    expect(pointsConfirmation(t, { profile: profile(), delta: 7, note: '' }).changes.map((line) => line.after)).toEqual(['alice (#5)', '20', '+7']);
    expect(passwordResetConfirmation(t, profile()).request).toEqual({ method: 'POST', path: '/api/admin/users/5/password-reset' });
    expect(logoutEverywhereConfirmation(t, profile()).request).toEqual({ method: 'POST', path: '/api/admin/users/5/logout-everywhere' });
    expect(roleConfirmation(t, profile({ role: 'admin' }), 'user')).toEqual({
      request: { method: 'POST', path: '/api/admin/users/5/role', body: { role: 'user' } },
      changes: [
        { label: 'admin.users.change.user', after: 'alice (#5)' },
        { label: 'admin.users.role', before: 'admin.users.role.admin', after: 'admin.users.role.user' },
      ],
    });
  });
});

describe('userDetailMachine', () => {
  it('checks the change before confirming, adjusts, reads the user again and tells the list', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(detail())
      .mockResolvedValue(detail({ score: 120 }));
    const { actor, adjustPoints, changed } = start({ load });
    await ready(actor);
    actor.send({ type: 'points.change', field: 'delta', value: '0' });
    actor.send({ type: 'points.submit' });
    expect(actor.getSnapshot().context.pointsError).toBe('admin.users.pointsInvalid');
    expect(adjustPoints).not.toHaveBeenCalled();
    actor.send({ type: 'points.change', field: 'delta', value: '+100' });
    expect(actor.getSnapshot().context.pointsError).toBeNull();
    actor.send({ type: 'points.change', field: 'note', value: ' 补偿 ' });
    actor.send({ type: 'points.submit' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(adjustPoints).toHaveBeenCalledWith({ profile: profile(), delta: 100, note: '补偿' });
    expect(changed.mock.calls[0]![0]).toMatchObject({ id: 5, score: 120 });
    expect(changed.mock.calls[0]![0]).not.toHaveProperty('inviteCode');
    expect(actor.getSnapshot().context).toMatchObject({
      points: { delta: '', note: '' },
      outcome: { tone: 'success', message: { key: 'admin.users.pointsChanged', values: { score: 120 } } },
    });
  });

  it('shows the server’s refusal and keeps the typed change; a closed confirmation says nothing', async () => {
    const adjustPoints = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockRejectedValueOnce(new Error('积分不足，无法扣除（当前余额 20）'));
    const { actor } = start({ adjustPoints });
    await ready(actor);
    actor.send({ type: 'points.change', field: 'delta', value: '-50' });
    actor.send({ type: 'points.submit' });
    await ready(actor);
    expect(actor.getSnapshot().context.outcome).toBeNull();
    actor.send({ type: 'points.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'error', message: { text: '积分不足，无法扣除（当前余额 20）' } }));
    expect(actor.getSnapshot().context.points.delta).toBe('-50');
  });

  it('holds a reset password only until its dialog is closed', async () => {
    const { actor, resetPassword } = start();
    await ready(actor);
    actor.send({ type: 'user.resetPassword' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('showingPassword')).toBe(true));
    expect(resetPassword).toHaveBeenCalledWith(profile());
    expect(actor.getSnapshot().context.password).toBe('Abc23456789xyz');
    actor.send({ type: 'user.logoutEverywhere' });
    expect(actor.getSnapshot().matches('showingPassword')).toBe(true);
    actor.send({ type: 'password.dismiss' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.password).toBeNull();
  });

  it('logs the user out everywhere', async () => {
    const { actor, logoutEverywhere } = start();
    await ready(actor);
    actor.send({ type: 'user.logoutEverywhere' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'success', message: { key: 'admin.users.loggedOut' } }));
    expect(logoutEverywhere).toHaveBeenCalledWith(profile());
  });

  it('changes the role and reads it back; the server’s refusal to demote oneself is shown', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(detail({ role: 'admin' }))
      .mockResolvedValue(detail({ role: 'user' }));
    const setRole = vi.fn().mockRejectedValueOnce(new Error('不能取消自己的管理员身份')).mockResolvedValue(null);
    const { actor, changed } = start({ load, setRole });
    await ready(actor);
    actor.send({ type: 'user.setRole', role: 'user' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'error', message: { text: '不能取消自己的管理员身份' } }));
    actor.send({ type: 'user.setRole', role: 'user' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith(expect.objectContaining({ role: 'user' })));
    expect(setRole).toHaveBeenLastCalledWith({ profile: profile({ role: 'admin' }), role: 'user' });
    expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'success', message: { key: 'admin.users.roleChanged' } });
  });

  it('offers a retry when the user cannot be read', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('用户不存在')).mockResolvedValue(detail());
    const { actor } = start({ load });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('failed')).toBe(true));
    expect(actor.getSnapshot().context.loadError).toEqual({ text: '用户不存在' });
    actor.send({ type: 'user.retry' });
    await ready(actor);
  });
});
