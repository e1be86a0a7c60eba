import type { DataOf } from '@lingxi/api-client';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureMessage, type MessageRef } from '../../session/notify';
import type { AdminMessageKey } from '../messages';
import { ConfirmCancelled } from '../siteSettings.machine';
import type { UsersMessageKey } from './messages';
import type { UserRole, UserRow } from './usersList.machine';

/** GET /admin/users/:id: profile, latest ledger rows, orders, check-ins and invitees, usage counts (never contents). */
export type UserDetail = DataOf<'/api/admin/users/{id}', 'get'>;
/** The profile: a list row's fields and more (the level is the default one when none was granted; null when none exists). */
export type UserProfile = UserDetail['profile'];
export type VipLevelRef = NonNullable<UserProfile['vipLevel']>;
/** A check-in (the latest 10, newest first); date is the Shanghai day. */
export type CheckInRow = UserDetail['checkIns'][number];
/** A user who registered with this user's invite code (the latest 10, newest first). */
export type InviteeRow = UserDetail['invitees'][number];
/** A points change (the latest 50, newest first). */
export type LedgerRow = UserDetail['ledger'][number];
/** One of the user's orders (the latest 50, newest first); status 0 pending, 1 paid, 2 expired. */
export type UserOrderRow = UserDetail['orders']['rows'][number];
/** How much the user used the product: counts only, never what was written. */
export type UserUsage = UserDetail['usage'];

/** 调整积分 as typed: the change (a whole number, not 0) and a note for the audit. */
export interface PointsDraft {
  delta: string;
  note: string;
}

export interface PointsInput {
  profile: UserProfile;
  delta: number;
  note: string;
}

const maxDelta = 100_000_000;

/** The typed change as a number, or what is wrong with it. */
export function parseDelta(text: string): { delta: number } | { error: UsersMessageKey } {
  const trimmed = text.trim();
  if (!/^[+-]?\d{1,12}$/.test(trimmed) || Number(trimmed) === 0) return { error: 'admin.users.pointsInvalid' };
  const delta = Number(trimmed);
  return Math.abs(delta) > maxDelta ? { error: 'admin.users.pointsTooLarge' } : { delta };
}

/** 封禁 as typed: the reason, required (the ban's audit and the dialog show it). */
export interface BanInput {
  profile: UserProfile;
  banned: boolean;
  reason: string;
}

/** 赠送会员 as chosen: days (typed) or lifetime, and a level (null: the member keeps theirs). */
export interface VipDraft {
  term: 'days' | 'lifetime';
  days: string;
  levelId: number | null;
}

/** POST /admin/users/:id/vip: days or lifetime, and the level when one is chosen. */
export interface VipGrantInput {
  profile: UserProfile;
  days?: number;
  lifetime?: true;
  level?: VipLevelRef;
}

const maxVipDays = 3650;

/** The typed days as a number (1..3650), or what is wrong with them. */
export function parseVipDays(text: string): { days: number } | { error: UsersMessageKey } {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > maxVipDays) return { error: 'admin.users.vipDaysInvalid' };
  return { days: Number(trimmed) };
}

/** The grant a valid draft asks for (a chosen level that is no longer listed is left out). */
export function vipGrantOf(profile: UserProfile, draft: VipDraft, levels: readonly VipLevelRef[]): VipGrantInput {
  const level = levels.find((entry) => entry.id === draft.levelId);
  return {
    profile,
    ...(draft.term === 'lifetime' ? { lifetime: true as const } : { days: (parseVipDays(draft.days) as { days: number }).days }),
    ...(level ? { level } : {}),
  };
}

/** Whether the user is a member now (lifetime, or an expiry still ahead). */
export const isMember = (user: Pick<UserRow, 'lifetimeVip' | 'vipExpire'>, now = Date.now()) =>
  user.lifetimeVip || (user.vipExpire !== null && Date.parse(user.vipExpire) > now);

/** The row fields of a profile (what the list shows of the user). */
export const userRowOf = ({ id, username, nickname, phone, email, role, score, lifetimeVip, vipExpire, status, createdAt, destroyedAt }: UserRow): UserRow => ({
  id,
  username,
  nickname,
  phone,
  email,
  role,
  score,
  lifetimeVip,
  vipExpire,
  status,
  createdAt,
  destroyedAt,
});

type DetailKey = UsersMessageKey | AdminMessageKey;
type Outcome = { tone: 'success' | 'error'; message: MessageRef<DetailKey> };

export interface UserDetailContext {
  userId: number;
  detail: UserDetail | null;
  loadError: MessageRef<DetailKey> | null;
  points: PointsDraft;
  pointsError: UsersMessageKey | null;
  /** What the last action did (or why it failed), shown in the dialog. */
  outcome: Outcome | null;
  /** The reset password, only while its one-time dialog is open; dropped when it closes. */
  password: string | null;
  /** The membership levels 赠送会员 offers (empty until read, or when reading them failed). */
  levels: VipLevelRef[];
  banReason: string;
  banError: UsersMessageKey | null;
  vip: VipDraft;
  vipError: UsersMessageKey | null;
}

export type UserDetailEvent =
  | { type: 'user.retry' }
  | { type: 'points.change'; field: keyof PointsDraft; value: string }
  | { type: 'points.submit' }
  | { type: 'user.resetPassword' }
  | { type: 'user.logoutEverywhere' }
  | { type: 'user.setRole'; role: UserRole }
  | { type: 'password.dismiss' }
  | { type: 'ban.change'; value: string }
  | { type: 'ban.submit' }
  | { type: 'user.unban' }
  | { type: 'vip.change'; draft: Partial<VipDraft> }
  | { type: 'vip.submit' }
  | { type: 'vip.revoke' };

/** A failure as the dialog shows it: the server's message, else the generic one. */
const failure = ({ event }: { event: { error?: unknown } }): Outcome => ({
  tone: 'error',
  message: failureMessage<DetailKey>(event.error, 'admin.requestFailed'),
});

const withProfile = (detail: UserDetail, change: Partial<UserProfile>): UserDetail => ({ ...detail, profile: { ...detail.profile, ...change } });

/**
 * One user in a dialog: GET /admin/users/:id (profile, latest points changes and orders, usage counts). Every change
 * goes through the two-step confirmation (the actors are the app's confirmed calls; closing the confirmation rejects
 * ConfirmCancelled, which is no failure): 调整积分, 重置密码 (its answer, the new password, is held only while its
 * one-time dialog is open), 强制下线, 设为/取消管理员, 封禁 (a reason is required) / 解封, 赠送会员 (days or lifetime, a level
 * if chosen) / 终止会员. After a change to points, role, ban or membership the user is read again and `changed` tells
 * the list their row's new state. The membership levels are read once beside the user.
 */
export const userDetailMachine = setup({
  types: { input: {} as { userId: number }, context: {} as UserDetailContext, events: {} as UserDetailEvent },
  actors: {
    load: fromPromise<UserDetail, number>(async () => {
      throw new Error('load is not provided');
    }),
    adjustPoints: fromPromise<{ score: number }, PointsInput>(async () => {
      throw new Error('adjustPoints is not provided');
    }),
    resetPassword: fromPromise<{ password: string }, UserProfile>(async () => {
      throw new Error('resetPassword is not provided');
    }),
    logoutEverywhere: fromPromise<unknown, UserProfile>(async () => {
      throw new Error('logoutEverywhere is not provided');
    }),
    setRole: fromPromise<unknown, { profile: UserProfile; role: UserRole }>(async () => {
      throw new Error('setRole is not provided');
    }),
    loadLevels: fromPromise<VipLevelRef[]>(async () => {
      throw new Error('loadLevels is not provided');
    }),
    setBan: fromPromise<unknown, BanInput>(async () => {
      throw new Error('setBan is not provided');
    }),
    grantVip: fromPromise<unknown, VipGrantInput>(async () => {
      throw new Error('grantVip is not provided');
    }),
    revokeVip: fromPromise<unknown, UserProfile>(async () => {
      throw new Error('revokeVip is not provided');
    }),
  },
  actions: {
    changed: (_, _params: UserRow) => {},
    showOutcome: assign((_, outcome: Outcome) => ({ outcome })),
  },
  guards: {
    pointsInvalid: ({ context }) => 'error' in parseDelta(context.points.delta),
    banReasonMissing: ({ context }) => context.banReason.trim() === '',
    vipDaysInvalid: ({ context }) => context.vip.term === 'days' && 'error' in parseVipDays(context.vip.days),
    cancelled: ({ event }) => (event as { error?: unknown }).error instanceof ConfirmCancelled,
  },
}).createMachine({
  id: 'userDetail',
  context: ({ input }) => ({
    userId: input.userId,
    detail: null,
    loadError: null,
    points: { delta: '', note: '' },
    pointsError: null,
    outcome: null,
    password: null,
    levels: [],
    banReason: '',
    banError: null,
    vip: { term: 'days', days: '30', levelId: null },
    vipError: null,
  }),
  // The levels for 赠送会员, read once beside the user; without them a grant keeps the member's level.
  invoke: { src: 'loadLevels', onDone: { actions: assign({ levels: ({ event }) => event.output }) }, onError: {} },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.userId,
        onDone: { target: 'ready', actions: assign({ detail: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => failureMessage(event.error, 'admin.requestFailed') }) },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      on: {
        'points.change': {
          actions: assign(({ context, event }) => ({
            points: { ...context.points, [event.field]: event.value },
            pointsError: event.field === 'delta' ? null : context.pointsError,
          })),
        },
        'points.submit': [
          {
            guard: 'pointsInvalid',
            actions: assign({ pointsError: ({ context }) => (parseDelta(context.points.delta) as { error: UsersMessageKey }).error }),
          },
          { target: 'adjustingPoints', actions: assign({ outcome: null, pointsError: null }) },
        ],
        'user.resetPassword': { target: 'resettingPassword', actions: assign({ outcome: null }) },
        'user.logoutEverywhere': { target: 'loggingOut', actions: assign({ outcome: null }) },
        'user.setRole': { target: 'changingRole', actions: assign({ outcome: null }) },
        'ban.change': { actions: assign({ banReason: ({ event }) => event.value, banError: null }) },
        'ban.submit': [
          { guard: 'banReasonMissing', actions: assign({ banError: 'admin.users.banReasonRequired' }) },
          { target: 'changingBan', actions: assign({ outcome: null }) },
        ],
        'user.unban': { target: 'changingBan', actions: assign({ outcome: null }) },
        'vip.change': {
          actions: assign(({ context, event }) => ({
            vip: { ...context.vip, ...event.draft },
            vipError: event.draft.days === undefined ? context.vipError : null,
          })),
        },
        'vip.submit': [
          { guard: 'vipDaysInvalid', actions: assign({ vipError: 'admin.users.vipDaysInvalid' }) },
          { target: 'grantingVip', actions: assign({ outcome: null, vipError: null }) },
        ],
        'vip.revoke': { target: 'revokingVip', actions: assign({ outcome: null }) },
      },
    },
    /** 封禁 (with its reason) or 解封. */
    changingBan: {
      invoke: {
        src: 'setBan',
        input: ({ context, event }) => ({
          profile: context.detail!.profile,
          banned: event.type === 'ban.submit',
          reason: event.type === 'ban.submit' ? context.banReason.trim() : '',
        }),
        onDone: {
          target: 'refreshing',
          // The detail still holds the status before the change.
          actions: assign(({ context }) => ({
            banReason: '',
            outcome: {
              tone: 'success' as const,
              message: { key: context.detail!.profile.status === 'banned' ? ('admin.users.unbanned' as const) : ('admin.users.bannedDone' as const) },
            },
          })),
        },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'showOutcome', params: failure } },
        ],
      },
    },
    grantingVip: {
      invoke: {
        src: 'grantVip',
        input: ({ context }) => vipGrantOf(context.detail!.profile, context.vip, context.levels),
        onDone: {
          target: 'refreshing',
          actions: { type: 'showOutcome', params: { tone: 'success', message: { key: 'admin.users.vipGranted' } } },
        },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'showOutcome', params: failure } },
        ],
      },
    },
    revokingVip: {
      invoke: {
        src: 'revokeVip',
        input: ({ context }) => context.detail!.profile,
        onDone: {
          target: 'refreshing',
          actions: { type: 'showOutcome', params: { tone: 'success', message: { key: 'admin.users.vipRevoked' } } },
        },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'showOutcome', params: failure } },
        ],
      },
    },
    adjustingPoints: {
      invoke: {
        src: 'adjustPoints',
        input: ({ context }) => ({
          profile: context.detail!.profile,
          delta: (parseDelta(context.points.delta) as { delta: number }).delta,
          note: context.points.note.trim(),
        }),
        onDone: {
          target: 'refreshing',
          actions: assign(({ context, event }) => ({
            detail: withProfile(context.detail!, { score: event.output.score }),
            points: { delta: '', note: '' },
            outcome: { tone: 'success' as const, message: { key: 'admin.users.pointsChanged' as const, values: { score: event.output.score } } },
          })),
        },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'showOutcome', params: failure } },
        ],
      },
    },
    resettingPassword: {
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => context.detail!.profile,
        onDone: { target: 'showingPassword', actions: assign({ password: ({ event }) => event.output.password }) },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'showOutcome', params: failure } },
        ],
      },
    },
    /** The new password's one-time dialog: closing it forgets the password. */
    showingPassword: { on: { 'password.dismiss': { target: 'ready', actions: assign({ password: null }) } } },
    loggingOut: {
      invoke: {
        src: 'logoutEverywhere',
        input: ({ context }) => context.detail!.profile,
        onDone: { target: 'ready', actions: { type: 'showOutcome', params: { tone: 'success', message: { key: 'admin.users.loggedOut' } } } },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'showOutcome', params: failure } },
        ],
      },
    },
    changingRole: {
      invoke: {
        src: 'setRole',
        input: ({ context, event }) => ({ profile: context.detail!.profile, role: (event as { role: UserRole }).role }),
        onDone: {
          target: 'refreshing',
          actions: { type: 'showOutcome', params: { tone: 'success', message: { key: 'admin.users.roleChanged' } } },
        },
        onError: [
          { guard: 'cancelled', target: 'ready' },
          { target: 'ready', actions: { type: 'showOutcome', params: failure } },
        ],
      },
    },
    /** Read again after a change: the dialog keeps showing the user meanwhile. */
    refreshing: {
      invoke: {
        src: 'load',
        input: ({ context }) => context.userId,
        onDone: {
          target: 'ready',
          actions: [assign({ detail: ({ event }) => event.output }), { type: 'changed', params: ({ event }) => userRowOf(event.output.profile) }],
        },
        onError: { target: 'ready', actions: { type: 'showOutcome', params: failure } },
      },
    },
  },
});

export type UserDetailSnapshot = SnapshotFrom<typeof userDetailMachine>;
