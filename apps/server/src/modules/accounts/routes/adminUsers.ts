import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from 'typebox';
import { DomainError } from '../../../domain/errors.js';
import { Int4 } from '../../../http/bounds.js';
import { CappedPage, Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { adminUserMessages } from '../adminMessages.js';
import { listUsers, userDetail } from '../adminUserQueries.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Time = Type.String({ format: 'date-time' });
const Role = Type.Union([Type.Literal('user'), Type.Literal('admin')]);
const Status = Type.Union([Type.Literal('active'), Type.Literal('banned')]);

const UserRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  role: Role,
  score: Type.Integer({ description: 'Points' }),
  lifetimeVip: Type.Boolean(),
  vipExpire: Nullable(Time),
  status: Status,
  createdAt: Time,
  destroyedAt: Nullable(Time),
});

const UserDetail = Type.Object({
  profile: Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    nickname: Type.String(),
    avatar: Type.String(),
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
    role: Role,
    score: Type.Integer(),
    lifetimeVip: Type.Boolean(),
    vipExpire: Nullable(Time),
    vipLevel: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), badge: Type.String(), rank: Type.Integer() }), Type.Null()], {
      description: 'The level the membership has (the default level when none was granted); null when no level exists',
    }),
    status: Status,
    banReason: Type.String({ description: 'Why the account is banned; empty when active' }),
    consecutiveDays: Type.Integer(),
    inviteCode: Nullable(Type.String()),
    invitedById: Nullable(Type.Integer()),
    inviteLinkCount: Type.Integer(),
    hasPassword: Type.Boolean(),
    wechatBound: Type.Boolean(),
    createdAt: Time,
    destroyedAt: Nullable(Time),
  }),
  ledger: Type.Array(
    Type.Object({
      id: Type.Integer(),
      delta: Type.Integer(),
      balanceAfter: Type.Integer(),
      reason: Type.String(),
      reference: Nullable(Type.String()),
      createdAt: Time,
    }),
    { description: 'The latest 50 points changes, newest first' },
  ),
  orders: Type.Object({
    total: Type.Integer(),
    rows: Type.Array(
      Type.Object({
        orderId: Type.String(),
        goodsName: Type.String(),
        amountFen: Type.Integer(),
        status: Type.Integer({ description: '0 pending, 1 paid, 2 expired' }),
        provider: Type.String(),
        createdAt: Time,
        paidAt: Nullable(Time),
      }),
      { description: 'The latest 50, newest first' },
    ),
  }),
  usage: Type.Object(
    {
      checkIns: Type.Integer(),
      invites: Type.Integer({ description: 'Users who registered with their invite code' }),
      invitesRewarded: Type.Integer(),
      conversations: Type.Integer(),
      chatTurns: Type.Integer({ description: 'Questions asked in chat' }),
      files: Type.Integer(),
    },
    { description: 'Counts only: conversation contents are never shown here' },
  ),
  checkIns: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD, Asia/Shanghai' }), createdAt: Time }), {
    description: 'The latest 10, newest first',
  }),
  invitees: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String(), nickname: Type.String(), createdAt: Time, rewarded: Type.Boolean() }), {
    description: 'The latest 10 users who registered with their invite code, newest first (usage.invites counts them all)',
  }),
});

/** The back office's users: search and one user's record. Changes are in adminUserActions.ts. */
const adminUsers: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/users',
        {
          schema: {
            tags: ['admin'],
            summary: 'Users, newest first, with how many match (counted up to 10,000)',
            querystring: Type.Object({
              q: Type.Optional(
                Type.String({ minLength: 1, maxLength: 100, description: 'An id, or part of a username, phone, email or invite code (any case)' }),
              ),
              page: Type.Optional(Int4({ minimum: 1 })),
              size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
            }),
            response: { 200: Envelope(CappedPage(UserRow)), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const { q, page = 1, size = 20 } = request.query;
          return ok(await listUsers(db, q?.trim() || undefined, page, size));
        },
      );

      operator.get(
        '/admin/users/:id',
        {
          schema: {
            tags: ['admin'],
            summary: "A user's profile, latest points changes, orders, check-ins and invitees, and usage counts",
            params: Type.Object({ id: Int4({ minimum: 1 }) }),
            response: { 200: Envelope(UserDetail), ...errorReplies(401, 403, 404) },
          },
        },
        async (request) => {
          const detail = await userDetail(db, request.params.id);
          if (!detail) throw new DomainError(adminUserMessages.unknownUser, 404);
          return ok(detail);
        },
      );
    }),
  );
};
export default adminUsers;
