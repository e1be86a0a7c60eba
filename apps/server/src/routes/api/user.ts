import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../db/index.js';
import { say } from '../../domain/accounts/accountServices.js';
import { accountMessages } from '../../domain/accounts/accountMessages.js';
import { violatedUniqueIndex } from '../../domain/accounts/createUser.js';
import { assertUsername } from '../../domain/accounts/usernameRules.js';
import { DomainError } from '../../http/DomainError.js';
import { Envelope, errorReplies, ok } from '../../http/envelope.js';
import { ownAvatar } from './accountSchemas.js';

/**
 * SPEC §7 user calls. POST /user/inviteLink {code}: a visit through someone's invite link, counted
 * for the code's owner; the reply is the same whether or not the code exists, so codes cannot be
 * probed. /user/update and /user/destroy act on the authenticated user only.
 */
const user: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;

  app.post(
    '/user/update',
    {
      preHandler: app.authenticate,
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
        await db.update(schema.users).set(changes).where(eq(schema.users.id, request.user!.id));
      } catch (error) {
        if (violatedUniqueIndex(error) === 'users_username_key') throw new DomainError(accountMessages.usernameTaken);
        throw error;
      }
      return ok(null, say(request, accountMessages.profileUpdated));
    },
  );

  // Cancellation: the row stays (the points ledger refers to it); everything personal goes, and no
  // token or login can reach it again.
  app.get(
    '/user/destroy',
    {
      preHandler: app.authenticate,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { tags: ['user'], response: { 200: Envelope(Type.Null()), ...errorReplies(401, 429) } },
    },
    async (request) => {
      const id = request.user!.id;
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

  app.post(
    '/user/inviteLink',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Null()), ...errorReplies(429) },
      },
    },
    async (request) => {
      await db
        .update(schema.users)
        .set({ inviteLinkCount: sql`${schema.users.inviteLinkCount} + 1` })
        .where(eq(schema.users.inviteCode, request.body.code));
      return ok(null);
    },
  );
};
export default user;
