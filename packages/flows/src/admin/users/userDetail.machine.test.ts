import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ConfirmCancelled } from '../siteSettings.machine';
import {
  parseDelta,
  parseVipDays,
  userDetailMachine,
  type BanInput,
  type PointsInput,
  type UserDetail,
  type UserProfile,
  type VipGrantInput,
  type VipLevelRef,
} from './userDetail.machine';
import {
  banConfirmation,
  logoutEverywhereConfirmation,
  passwordResetConfirmation,
  pointsConfirmation,
  roleConfirmation,
  vipGrantConfirmation,
  vipRevokeConfirmation,
} from './userRequests';
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
  status: 'active',
  createdAt: '2026-11-01T00:00:00Z',
  destroyedAt: null,
  vipLevel: null,
  banReason: '',
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
  checkIns: [],
  invitees: [],
});
const gold: VipLevelRef = { id: 3, name: '黄金', badge: 'G', rank: 10 };

type Fake<I, O> = (input: I) => Promise<O>;

function start({
  load = vi.fn(async (_id: number) => detail()) as Fake<number, UserDetail>,
  adjustPoints = vi.fn(async ({ profile: { score }, delta }: PointsInput) => ({ score: score + delta })) as Fake<PointsInput, { score: number }>,
  resetPassword = vi.fn(async () => ({ password: 'Abc23456789xyz' })) as Fake<UserProfile, { password: string }>,
  logoutEverywhere = vi.fn(async () => null) as Fake<UserProfile, unknown>,
  setRole = vi.fn(async () => null) as Fake<{ profile: UserProfile; role: UserRole }, unknown>,
  loadLevels = vi.fn(async () => [gold]) as () => Promise<VipLevelRef[]>,
  setBan = vi.fn(async () => null) as Fake<BanInput, unknown>,
  grantVip = vi.fn(async () => null) as Fake<VipGrantInput, unknown>,
  revokeVip = vi.fn(async () => null) as Fake<UserProfile, unknown>,
} = {}) {
  const changed = vi.fn();
  const machine = userDetailMachine.provide({
    actors: {
      load: fromPromise<UserDetail, number>(({ input }) => load(input)),
      adjustPoints: fromPromise<{ score: number }, PointsInput>(({ input }) => adjustPoints(input)),
      resetPassword: fromPromise<{ password: string }, UserProfile>(({ input }) => resetPassword(input)),
      logoutEverywhere: fromPromise<unknown, UserProfile>(({ input }) => logoutEverywhere(input)),
      setRole: fromPromise<unknown, { profile: UserProfile; role: UserRole }>(({ input }) => setRole(input)),
      loadLevels: fromPromise<VipLevelRef[]>(() => loadLevels()),
      setBan: fromPromise<unknown, BanInput>(({ input }) => setBan(input)),
      grantVip: fromPromise<unknown, VipGrantInput>(({ input }) => grantVip(input)),
      revokeVip: fromPromise<unknown, UserProfile>(({ input }) => revokeVip(input)),
    },
    actions: { changed: (_, row) => changed(row) },
  });
  return {
    actor: createActor(machine, { input: { userId: 5 } }).start(),
    load,
    adjustPoints,
    resetPassword,
    logoutEverywhere,
    setRole,
    setBan,
    grantVip,
    revokeVip,
    changed,
  };
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

describe('parseVipDays', () => {
  it('takes a whole number of days from 1 to 3650', () => {
    expect(parseVipDays(' 30 ')).toEqual({ days: 30 });
    expect(parseVipDays('3650')).toEqual({ days: 3650 });
    for (const text of ['0', '3651', '1.5', '-3', '', '三十']) expect(parseVipDays(text)).toEqual({ error: 'admin.users.vipDaysInvalid' });
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

  it('send the ban with its reason, an unban without one', () => {
    expect(banConfirmation(t, { profile: profile(), banned: true, reason: '发广告' })).toEqual({
      request: { method: 'POST', path: '/api/admin/users/5/ban', body: { banned: true, reason: '发广告' } },
      changes: [
        { label: 'admin.users.change.user', after: 'alice (#5)' },
        { label: 'admin.users.change.action', after: 'admin.users.change.ban' },
        { label: 'admin.users.banReason', after: '发广告' },
      ],
    });
    expect(banConfirmation(t, { profile: profile(), banned: false, reason: '' }).request.body).toEqual({ banned: false });
  });

  it('send days or lifetime, and the level only when one is chosen', () => {
    const formatTime = (iso: string) => iso.slice(0, 10);
    expect(vipGrantConfirmation(t, { profile: profile({ vipLevel: { ...gold, id: 1, name: '会员' } }), days: 30, level: gold }, formatTime)).toEqual({
      request: { method: 'POST', path: '/api/admin/users/5/vip', body: { days: 30, vipLevelId: 3 } },
      changes: [
        { label: 'admin.users.change.user', after: 'alice (#5)' },
        { label: 'admin.users.vip', after: 'admin.users.vipNone' },
        { label: 'admin.users.change.vipGrant', after: 'admin.users.change.vipDays' },
        { label: 'admin.users.vipLevel', before: '会员', after: '黄金' },
      ],
    });
    expect(vipGrantConfirmation(t, { profile: profile(), lifetime: true }, formatTime).request.body).toEqual({ lifetime: true });
    expect(vipRevokeConfirmation(t, profile({ lifetimeVip: true }), formatTime)).toMatchObject({
      request: { method: 'POST', path: '/api/admin/users/5/vip/revoke' },
      changes: [{ after: 'alice (#5)' }, { label: 'admin.users.vip', before: 'admin.users.vipLifetime', after: 'admin.users.vipNone' }, {}],
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

  it('asks the reason before banning, bans, reads the user again and tells the list; unbans', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(detail())
      .mockResolvedValueOnce(detail({ status: 'banned', banReason: '发广告' }))
      .mockResolvedValue(detail());
    const { actor, setBan, changed } = start({ load });
    await ready(actor);
    actor.send({ type: 'ban.change', value: '   ' });
    actor.send({ type: 'ban.submit' });
    expect(actor.getSnapshot().context.banError).toBe('admin.users.banReasonRequired');
    expect(setBan).not.toHaveBeenCalled();
    actor.send({ type: 'ban.change', value: ' 发广告 ' });
    expect(actor.getSnapshot().context.banError).toBeNull();
    actor.send({ type: 'ban.submit' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith(expect.objectContaining({ status: 'banned' })));
    expect(setBan).toHaveBeenCalledWith({ profile: profile(), banned: true, reason: '发广告' });
    expect(actor.getSnapshot().context).toMatchObject({ banReason: '', outcome: { tone: 'success', message: { key: 'admin.users.bannedDone' } } });

    actor.send({ type: 'user.unban' });
    await vi.waitFor(() => expect(changed).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'active' })));
    expect(setBan).toHaveBeenLastCalledWith({ profile: profile({ status: 'banned', banReason: '发广告' }), banned: false, reason: '' });
    expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'success', message: { key: 'admin.users.unbanned' } });
  });

  it('checks the days, grants days or lifetime at a listed level, and reads the user again', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(detail())
      .mockResolvedValue(detail({ lifetimeVip: true }));
    const { actor, grantVip, changed } = start({ load });
    await ready(actor);
    await vi.waitFor(() => expect(actor.getSnapshot().context.levels).toEqual([gold]));
    expect(actor.getSnapshot().context.vip).toEqual({ term: 'days', days: '30', levelId: null });
    actor.send({ type: 'vip.change', draft: { days: '0' } });
    actor.send({ type: 'vip.submit' });
    expect(actor.getSnapshot().context.vipError).toBe('admin.users.vipDaysInvalid');
    actor.send({ type: 'vip.change', draft: { days: '90', levelId: gold.id } });
    expect(actor.getSnapshot().context.vipError).toBeNull();
    actor.send({ type: 'vip.submit' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(grantVip).toHaveBeenCalledWith({ profile: profile(), days: 90, level: gold });
    expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'success', message: { key: 'admin.users.vipGranted' } });

    // Lifetime ignores the typed days, however wrong; a level no longer listed is left out.
    actor.send({ type: 'vip.change', draft: { term: 'lifetime', days: 'x', levelId: 99 } });
    actor.send({ type: 'vip.submit' });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(grantVip).toHaveBeenLastCalledWith({ profile: profile({ lifetimeVip: true }), lifetime: true });
  });

  it('ends a membership; a refusal is shown and a closed confirmation says nothing', async () => {
    const revokeVip = vi.fn().mockRejectedValueOnce(new ConfirmCancelled()).mockRejectedValueOnce(new Error('该用户当前不是会员')).mockResolvedValue(null);
    const { actor, changed } = start({ revokeVip, load: vi.fn(async () => detail({ lifetimeVip: true })) });
    await ready(actor);
    actor.send({ type: 'vip.revoke' });
    await ready(actor);
    expect(actor.getSnapshot().context.outcome).toBeNull();
    actor.send({ type: 'vip.revoke' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'error', message: { text: '该用户当前不是会员' } }));
    actor.send({ type: 'vip.revoke' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.outcome).toEqual({ tone: 'success', message: { key: 'admin.users.vipRevoked' } }));
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(revokeVip).toHaveBeenLastCalledWith(profile({ lifetimeVip: true }));
  });

  it('still grants when the levels cannot be read (the member keeps theirs)', async () => {
    const { actor, grantVip } = start({ loadLevels: vi.fn().mockRejectedValue(new Error('网络错误')) });
    await ready(actor);
    actor.send({ type: 'vip.submit' });
    await vi.waitFor(() => expect(grantVip).toHaveBeenCalledWith({ profile: profile(), days: 30 }));
    expect(actor.getSnapshot().context.levels).toEqual([]);
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
