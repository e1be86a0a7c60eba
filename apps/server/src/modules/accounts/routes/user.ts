import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { say } from '../../../http/validationMessage.js';
import { accountMessages } from '../messages.js';
import { violatedUniqueIndex } from '../../../domain/errors.js';
import { assertUsername } from '../usernameRules.js';
import { inviteCodeOf, inviteRecords } from '../../economy/index.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { ownAvatar } from '../schemas.js';
import { authenticated } from '../../../plugins/app/auth.js';
import { Int4 } from '../../../http/bounds.js';

/**
 * SPEC §7 user calls. POST /user/inviteLink {code}: a visit through someone's invite link, counted
 * for the code's owner; the reply is the same whether or not the code exists, so codes cannot be
 * probed. /user/update and /user/destroy act on the authenticated user only.
 */
const user: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/user/update',
        {
          config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
          schema: {
            tags: ['user'],
            description: 'One of avatar (an upload of this site), username (the register rules) or nickname.',
            body: Type.Object({
              avatar: Type.Optional(Type.String({ maxLength: 500 })),
              username: Type.Optional(Type.String({ maxLength: 30 })),
              nickname: Type.Optional(Type.String({ maxLength: 20 })),
            }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 429) },
          },
        },
        async (request) => {
          const { avatar, username, nickname } = request.body;
          const changes: Partial<typeof schema.users.$inferInsert> = {};
          if (avatar !== undefined) changes.avatar = ownAvatar(app, request, avatar);
          if (nickname !== undefined) {
            if (!nickname.trim()) throw new DomainError(accountMessages.nicknameEmpty);
            changes.nickname = nickname.trim();
          }
          if (username !== undefined) {
            assertUsername(username);
            changes.username = username;
          }
          if (Object.keys(changes).length === 0) throw new DomainError({ zh: '没有要修改的内容', en: 'Nothing to change' });
          try {
            await db.update(schema.users).set(changes).where(eq(schema.users.id, request.user.id));
          } catch (error) {
            if (violatedUniqueIndex(error) === 'users_username_key') throw new DomainError(accountMessages.usernameTaken);
            throw error;
          }
          return ok(null, say(request, accountMessages.profileUpdated));
        },
      );

      authed.post(
        '/user/genInviteCode',
        {
          config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
          schema: { tags: ['user'], response: { 200: Envelope(Type.String({ description: 'The invite code' })), ...errorReplies(401, 429) } },
        },
        async (request) => ok(await inviteCodeOf(db, request.user.id), say(request, { zh: '生成邀请链接成功', en: 'Invite link created' })),
      );

      authed.get(
        '/user/inviteRecord',
        {
          schema: {
            tags: ['user'],
            querystring: Type.Object({ page: Type.Optional(Int4({ minimum: 1 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
            response: {
              200: Envelope(
                Type.Object({
                  rows: Type.Array(
                    Type.Object({
                      avatar: Type.String(),
                      username: Type.String(),
                      email: Type.String(),
                      status: Type.Integer({ description: '1 verified, 0 not yet' }),
                      createdAt: Type.String({ format: 'date-time' }),
                      rewarded: Type.Boolean({ description: 'The inviter has been rewarded for this invitee' }),
                    }),
                  ),
                  count: Type.Integer(),
                }),
              ),
              ...errorReplies(401),
            },
          },
        },
        async (request) => ok(await inviteRecords(db, request.user.id, request.query.page ?? 1, request.query.size ?? 10)),
      );

      // Cancellation: the row stays (the points ledger refers to it); everything personal goes, and no
      // token or login can reach it again.
      authed.get(
        '/user/destroy',
        {
          config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
          schema: { tags: ['user'], response: { 200: Envelope(Type.Null()), ...errorReplies(401, 429) } },
        },
        async (request) => {
          const id = request.user.id;
          await db
            .update(schema.users)
            .set({
              username: `deleted_${id}`,
              nickname: `已注销用户${id}`,
              avatar: '',
              email: null,
              phone: null,
              passwordHash: null,
              wechatOpenId: null,
              wechatUnionId: null,
              inviteCode: null,
              destroyedAt: app.clock.now(),
              tokenVersion: sql`${schema.users.tokenVersion} + 1`,
            })
            .where(eq(schema.users.id, id));
          return ok(null, say(request, accountMessages.destroyed));
        },
      );
    }),
  );

  // SPEC §7 lists POST; the economy issue asks for GET too (a link a browser can simply open).
  const InviteCode = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false });
  const countVisit = async (code: string) => {
    await db
      .update(schema.users)
      .set({ inviteLinkCount: sql`${schema.users.inviteLinkCount} + 1` })
      .where(eq(schema.users.inviteCode, code));
    return ok(null);
  };
  const inviteLinkOptions = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
  const inviteLinkReply = { 200: Envelope(Type.Null()), ...errorReplies(429) };
  app.post('/user/inviteLink', { ...inviteLinkOptions, schema: { tags: ['user'], body: InviteCode, response: inviteLinkReply } }, async (request) =>
    countVisit(request.body.code),
  );
  app.get('/user/inviteLink', { ...inviteLinkOptions, schema: { tags: ['user'], querystring: InviteCode, response: inviteLinkReply } }, async (request) =>
    countVisit(request.query.code),
  );
};
export default user;
