import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { hashPassword, verifyPassword } from '../../../auth/password.js';
import { schema } from '../../../db/index.js';
import { say } from '../../../http/validationMessage.js';
import { accountMessages } from '../messages.js';
import { violatedUniqueIndex } from '../../../domain/errors.js';
import { rewardInviter } from '../../economy/index.js';
import { DomainError } from '../../../domain/errors.js';
import { siteBase } from '../../../http/siteBase.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { Phone, PhoneCode } from '../schemas.js';
import { authenticated } from '../../../plugins/app/auth.js';

const emailLinkTtlMs = 24 * 60 * 60_000;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const linkKey = (token: string) => `email:link:${createHash('sha256').update(token).digest('base64url')}`;

/**
 * SPEC §7 account security: password, phone and email. Each acts on the authenticated user only —
 * a `userId` in a body is ignored (PROTOCOLS §8.2: binding someone else's account was a takeover).
 */
const authSecurity: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.database.db;
  const currentUser = async (id: number) => {
    const [user] = await db.select().from(schema.users).where(eq(schema.users.id, id));
    if (!user) throw new DomainError({ zh: '用户不存在', en: 'No such user' }, 401);
    return user;
  };

  await app.register(
    authenticated(async (authed) => {
      authed.post(
        '/auth/updatePassword',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['auth'],
            description: 'Every session of the user ends, this one included (the client reopens login).',
            body: Type.Object({ oldPassword: Type.Optional(Type.String({ maxLength: 30 })), password: Type.String({ maxLength: 30 }) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 429) },
          },
        },
        async (request) => {
          const { oldPassword, password } = request.body;
          // SPEC §5: the rule says 6–12, the message 6–18; the message is what users read.
          if (password.length < 6 || password.length > 18) throw new DomainError(accountMessages.passwordLength);
          const user = await currentUser(request.user.id);
          if (user.passwordHash) {
            if (!oldPassword) throw new DomainError(accountMessages.oldPasswordRequired);
            if (!(await verifyPassword(oldPassword, user.passwordHash))) throw new DomainError(accountMessages.oldPasswordWrong);
          }
          await db
            .update(schema.users)
            .set({ passwordHash: await hashPassword(password), tokenVersion: sql`${schema.users.tokenVersion} + 1` })
            .where(eq(schema.users.id, user.id));
          return ok(null, say(request, accountMessages.passwordUpdated));
        },
      );

      authed.post(
        '/auth/bindPhone',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['auth'],
            description: 'Binds to the authenticated user; a userId in the body (SPEC §7) is accepted and ignored.',
            body: Type.Object({ phone: Phone, phoneCode: PhoneCode, userId: Type.Optional(Type.Unknown()) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 429) },
          },
        },
        async (request) => {
          const { phone, phoneCode } = request.body;
          const user = await currentUser(request.user.id);
          await app.accounts.phoneCodes.verify(phone, phoneCode);
          try {
            await db.update(schema.users).set({ phone }).where(eq(schema.users.id, user.id));
          } catch (error) {
            if (violatedUniqueIndex(error) === 'users_phone_key') throw new DomainError(accountMessages.phoneTaken);
            throw error;
          }
          await rewardInviter(db, app.configStore, user.id, app.clock.now());
          return ok(null, say(request, user.phone ? accountMessages.phoneChanged : accountMessages.phoneBound));
        },
      );

      authed.post(
        '/auth/updateEmail',
        {
          config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
          schema: {
            tags: ['auth'],
            body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 429, 502) },
          },
        },
        async (request) => {
          const email = request.body.email.trim().toLowerCase();
          if (!emailPattern.test(email)) throw new DomainError(accountMessages.emailInvalid);
          const [owner] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
          if (owner && owner.id !== request.user.id) throw new DomainError(accountMessages.emailTaken);
          const token = randomBytes(32).toString('base64url');
          await app.ephemeral.put(linkKey(token), { userId: request.user.id, email }, emailLinkTtlMs);
          const link = `${siteBase(request, app.configStore.get<string>('siteUrl', ''))}/api/auth/verifyEmail?token=${token}`;
          const siteName = app.configStore.get<string>('siteName', '灵犀');
          await app.accounts.mail().send({
            to: email,
            subject: `${siteName} · 邮箱验证`,
            text: `请在 24 小时内打开以下链接，完成邮箱绑定/修改：\n${link}\n\n如果这不是你的操作，请忽略本邮件。`,
            html: `<p>请在 24 小时内点击下面的链接，完成邮箱绑定/修改：</p><p><a href="${link}">${link}</a></p><p>如果这不是你的操作，请忽略本邮件。</p>`,
          });
          return ok(null, say(request, accountMessages.emailSent));
        },
      );
    }),
  );

  // The link in the mail: the address changes only now, and only once.
  app.get(
    '/auth/verifyEmail',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], querystring: Type.Object({ token: Type.String({ minLength: 20, maxLength: 100 }) }), response: { ...errorReplies() } },
    },
    async (request, reply) => {
      const entry = await app.ephemeral.take<{ userId: number; email: string }>(linkKey(request.query.token));
      if (!entry) throw new DomainError(accountMessages.emailLinkInvalid);
      try {
        await db
          .update(schema.users)
          .set({ email: entry.email })
          .where(and(eq(schema.users.id, entry.userId), isNull(schema.users.destroyedAt)));
      } catch (error) {
        if (violatedUniqueIndex(error) === 'users_email_key') throw new DomainError(accountMessages.emailTaken);
        throw error;
      }
      await rewardInviter(db, app.configStore, entry.userId, app.clock.now());
      return reply.redirect('/?emailVerified=1', 303);
    },
  );
};
export default authSecurity;
