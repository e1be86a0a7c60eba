import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { hashPassword } from '../../../auth/password.js';
import type { Executor } from '../../../db/executor.js';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { say } from '../../../http/validationMessage.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { changePoints, grantPackage } from '../../economy/index.js';
import { adminUserMessages } from '../adminMessages.js';

const { users, vipLevels } = schema;

/** No 0/O/o, 1/l/I: the operator reads the password out or types it into a message. */
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const newPassword = () => Array.from({ length: 14 }, () => passwordAlphabet[randomInt(passwordAlphabet.length)]).join('');

/** PostgreSQL's numeric_value_out_of_range: a credit that would take the int4 balance past its limit. */
const outOfRange = (error: unknown) => {
  for (let cause = error as { code?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '22003') return true;
  }
  return false;
};

/** The user's row for a change: 404 for no such user, 400 for a cancelled account. */
async function liveUser(db: Executor, userId: number) {
  const [user] = await db.select({ role: users.role, destroyedAt: users.destroyedAt }).from(users).where(eq(users.id, userId));
  if (!user) throw new DomainError(adminUserMessages.unknownUser, 404);
  if (user.destroyedAt) throw new DomainError(adminUserMessages.destroyed);
  return user;
}

const Params = Type.Object({ id: Int4({ minimum: 1 }) });
const Membership = Type.Object({
  lifetimeVip: Type.Boolean(),
  vipExpire: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  vipLevelId: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the default level' }),
});

/** The user's membership, locked for the change: 404 for no such user, 400 for a cancelled account. */
async function lockedMembership(db: Executor, userId: number) {
  const [row] = await db
    .select({ destroyedAt: users.destroyedAt, lifetimeVip: users.lifetimeVip, vipExpire: users.vipExpire, vipLevelId: users.vipLevelId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new DomainError(adminUserMessages.unknownUser, 404);
  if (row.destroyedAt) throw new DomainError(adminUserMessages.destroyed);
  return { lifetimeVip: row.lifetimeVip, vipExpire: row.vipExpire?.toISOString() ?? null, vipLevelId: row.vipLevelId };
}
const userTarget = (userId: number) => `user:${userId}`;

/**
 * The back office's changes to a user, each confirmed (two-step) and audited in its own transaction. Every change is
 * a write to the users row, which its trigger announces, so cached rows (plugins/app/userRows.ts) drop at once on
 * every instance: a new password, role or token version applies to the very next request.
 */
const adminUserActions: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  await app.register(
    adminScope(async (operator) => {
      operator.post(
        '/admin/users/:id/points',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Grants (delta > 0) or deducts (delta < 0) points through the ledger (two-step confirmation)',
            description: 'A deduction larger than the balance is refused and changes nothing. The note goes to the audit row.',
            params: Params,
            body: Type.Object({
              delta: Type.Integer({ minimum: -100_000_000, maximum: 100_000_000 }),
              note: Type.String({ maxLength: 200 }),
            }),
            response: { 200: Envelope(Type.Object({ score: Type.Integer({ description: 'The balance after' }) })), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const userId = request.params.id;
          const { delta, note } = request.body;
          if (delta === 0) throw new DomainError(adminUserMessages.zeroDelta);
          // A reference of our own: the request id may come from the caller's X-Request-Id (the audit row keeps it).
          const reference = randomUUID();
          const score = await db.transaction(async (tx) => {
            await liveUser(tx, userId);
            const balance = await changePoints(tx, { userId, delta, reason: 'admin', reference }).catch((error: unknown) => {
              throw outOfRange(error) ? new DomainError(adminUserMessages.pointsTooHigh) : error;
            });
            if (balance === null) {
              const [current] = await tx.select({ score: users.score }).from(users).where(eq(users.id, userId));
              throw new DomainError(adminUserMessages.pointsShort(current?.score ?? 0));
            }
            await app.audit(
              request,
              {
                operatorId: request.user.id,
                action: 'users.points',
                target: userTarget(userId),
                before: { score: balance - delta },
                after: { score: balance, delta, note, reference },
              },
              tx,
            );
            return balance;
          });
          return ok({ score }, say(request, adminUserMessages.pointsChanged));
        },
      );

      operator.post(
        '/admin/users/:id/vip',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Grants membership days or lifetime membership, optionally at a level (two-step confirmation)',
            description:
              'Days extend from the later of now and the current expiry. A level never replaces a higher one the member holds ' +
              '(the packages’ rule); without one the member keeps theirs.',
            params: Params,
            body: Type.Object({
              days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
              lifetime: Type.Optional(Type.Boolean()),
              vipLevelId: Type.Optional(Int4({ minimum: 1 })),
            }),
            response: { 200: Envelope(Membership), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const userId = request.params.id;
          const { days, lifetime = false, vipLevelId } = request.body;
          if ((days === undefined) === !lifetime) throw new DomainError(adminUserMessages.vipTermRequired);
          const membership = await db.transaction(async (tx) => {
            const before = await lockedMembership(tx, userId);
            if (vipLevelId !== undefined) {
              const [level] = await tx.select({ id: vipLevels.id }).from(vipLevels).where(eq(vipLevels.id, vipLevelId));
              if (!level) throw new DomainError(adminUserMessages.unknownLevel);
            }
            // The packages' grant, points none: its level rule applies as for a bought membership.
            const grant = { score: 0, days: lifetime ? -1 : days!, vipLevelId: vipLevelId ?? before.vipLevelId };
            await grantPackage(tx, userId, grant, new Date(), { reason: 'admin', reference: randomUUID() });
            const after = await lockedMembership(tx, userId);
            await app.audit(
              request,
              {
                operatorId: request.user.id,
                action: 'users.vip',
                target: userTarget(userId),
                before,
                after: { ...after, granted: lifetime ? 'lifetime' : { days }, ...(vipLevelId === undefined ? {} : { level: vipLevelId }) },
              },
              tx,
            );
            return after;
          });
          return ok(membership, say(request, adminUserMessages.vipGranted));
        },
      );

      operator.post(
        '/admin/users/:id/vip/revoke',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Ends the membership now, lifetime or not, and drops its level (two-step confirmation)',
            params: Params,
            response: { 200: Envelope(Membership), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const userId = request.params.id;
          const membership = await db.transaction(async (tx) => {
            const before = await lockedMembership(tx, userId);
            const now = new Date();
            if (!before.lifetimeVip && !(before.vipExpire && new Date(before.vipExpire) > now)) throw new DomainError(adminUserMessages.notMember);
            const [row] = await tx
              .update(users)
              .set({ lifetimeVip: false, vipExpire: now, vipLevelId: null })
              .where(eq(users.id, userId))
              .returning({ lifetimeVip: users.lifetimeVip, vipExpire: users.vipExpire, vipLevelId: users.vipLevelId });
            const after = { ...row!, vipExpire: row!.vipExpire?.toISOString() ?? null };
            await app.audit(request, { operatorId: request.user.id, action: 'users.vipRevoke', target: userTarget(userId), before, after }, tx);
            return after;
          });
          return ok(membership, say(request, adminUserMessages.vipRevoked));
        },
      );

      operator.post(
        '/admin/users/:id/password-reset',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: "Sets a random password, shown once in this reply, and ends the user's sessions (two-step confirmation)",
            params: Params,
            response: { 200: Envelope(Type.Object({ password: Type.String() })), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const userId = request.params.id;
          const password = newPassword();
          const passwordHash = await hashPassword(password);
          await db.transaction(async (tx) => {
            await liveUser(tx, userId);
            await tx
              .update(users)
              .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
              .where(eq(users.id, userId));
            await app.audit(
              request,
              { operatorId: request.user.id, action: 'users.passwordReset', target: userTarget(userId), after: { sessionsEnded: true } },
              tx,
            );
          });
          return ok({ password }, say(request, adminUserMessages.passwordReset));
        },
      );

      operator.post(
        '/admin/users/:id/logout-everywhere',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Ends every session of the user, in the app and in the back office (two-step confirmation)',
            params: Params,
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const userId = request.params.id;
          await db.transaction(async (tx) => {
            const [ended] = await tx
              .update(users)
              .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
              .where(eq(users.id, userId))
              .returning({ id: users.id });
            if (!ended) throw new DomainError(adminUserMessages.unknownUser, 404);
            await app.audit(request, { operatorId: request.user.id, action: 'users.logoutEverywhere', target: userTarget(userId) }, tx);
          });
          return ok(null, say(request, adminUserMessages.loggedOut));
        },
      );

      operator.post(
        '/admin/users/:id/ban',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Bans the user (every session ends; logging in answers 账号已被封禁，请联系管理员) or lifts the ban (two-step confirmation)',
            params: Params,
            body: Type.Object({ banned: Type.Boolean(), reason: Type.Optional(Type.String({ maxLength: 200 })) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const userId = request.params.id;
          const { banned } = request.body;
          const reason = request.body.reason?.trim() ?? '';
          if (banned && userId === request.user.id) throw new DomainError(adminUserMessages.ownBan);
          if (banned && reason === '') throw new DomainError(adminUserMessages.banReasonRequired);
          await db.transaction(async (tx) => {
            const [before] = await tx.select({ status: users.status, banReason: users.banReason }).from(users).where(eq(users.id, userId)).for('update');
            if (!before) throw new DomainError(adminUserMessages.unknownUser, 404);
            const after = banned ? { status: 'banned' as const, banReason: reason } : { status: 'active' as const, banReason: '' };
            // A ban also ends every session: the tokens of the old version stop working on their next call.
            await tx
              .update(users)
              .set({ ...after, ...(banned ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
              .where(eq(users.id, userId));
            await app.audit(
              request,
              { operatorId: request.user.id, action: banned ? 'users.ban' : 'users.unban', target: userTarget(userId), before, after },
              tx,
            );
          });
          return ok(null, say(request, banned ? adminUserMessages.banned : adminUserMessages.unbanned));
        },
      );

      operator.post(
        '/admin/users/:id/role',
        {
          config: { confirm: true },
          schema: {
            tags: ['admin'],
            summary: 'Makes the user an operator or a plain user (two-step confirmation); an operator cannot demote themselves',
            params: Params,
            body: Type.Object({ role: Type.Union([Type.Literal('admin'), Type.Literal('user')]) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const userId = request.params.id;
          const { role } = request.body;
          // Also keeps the last operator: only another operator can demote one.
          if (userId === request.user.id && role !== 'admin') throw new DomainError(adminUserMessages.ownRole);
          await db.transaction(async (tx) => {
            const before = await liveUser(tx, userId);
            await tx.update(users).set({ role }).where(eq(users.id, userId));
            await app.audit(
              request,
              { operatorId: request.user.id, action: 'users.role', target: userTarget(userId), before: { role: before.role }, after: { role } },
              tx,
            );
          });
          return ok(null, say(request, adminUserMessages.roleChanged));
        },
      );
    }),
  );
};
export default adminUserActions;
