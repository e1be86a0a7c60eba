import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { hashPassword, verifyPassword } from '../../../auth/password.js';
import { bodyDigest, grantTtlMs } from '../../../domain/admin/confirmGrants.js';
import { schema } from '../../../db/index.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { say } from '../../../http/validationMessage.js';
import { accountMessages } from '../../accounts/index.js';

const confirmMessages = {
  wrongPassword: { zh: '密码错误，未确认', en: 'Wrong password: not confirmed' },
  wrongCode: { zh: '动态验证码错误，未确认', en: 'Wrong code: not confirmed' },
  needsProof: { zh: '请输入密码或动态验证码', en: 'Enter your password or the code from your authenticator app' },
};

const totpMessages = {
  required: { zh: '请输入动态验证码', en: 'Enter the code from your authenticator app' },
  wrong: { zh: '动态验证码错误或已使用', en: 'The code is wrong or was used already' },
};

const OtpCode = Type.String({ pattern: '^\\d{6}$', maxLength: 6, description: 'The 6-digit code of the operator’s authenticator app' });

const Grant = Type.Object({
  grant: Type.String({ description: 'Send as the X-Admin-Grant header of exactly the confirmed request, once, within 5 minutes' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

const AdminLogin = Type.Object({
  token: Type.String({ description: 'The back-office session: Bearer token for /api/admin only, 8 h at most, ended by 30 idle minutes' }),
  expiresAt: Type.String({ format: 'date-time' }),
});

/** Signing in to the back office: operators only, under the accounts' login throttle (its own keys). */
const adminAuth: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  // A name that is no operator's costs the same hash check as a wrong password, and gets the same answer.
  const unknownHash = await hashPassword(randomBytes(16).toString('hex'));

  app.post(
    '/admin/auth/login',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Back-office login',
        body: Type.Object({
          username: Type.String({ minLength: 2, maxLength: 64 }),
          password: Type.String({ minLength: 6, maxLength: 128 }),
          otp: Type.Optional(OtpCode),
        }),
        response: { 200: Envelope(AdminLogin), ...errorReplies(429) },
      },
    },
    async (request) => {
      const { username, password, otp } = request.body;
      const throttleKey = `admin:${username.toLowerCase()}`;
      await app.accounts.loginThrottle.assertAllowed(throttleKey, request.ip);
      const [user] = await db
        .select()
        .from(schema.users)
        .where(and(sql`lower(${schema.users.username}) = lower(${username})`, isNull(schema.users.destroyedAt)))
        .limit(1);
      // A banned operator is refused as anyone else who is no operator.
      const operator = user?.role === 'admin' && user.status !== 'banned' ? user : undefined;
      const matches = await verifyPassword(password, operator?.passwordHash ?? unknownHash);
      if (!operator?.passwordHash || !matches) {
        await app.accounts.loginThrottle.recordFailure(throttleKey, request.ip);
        await app.audit(request, { operatorId: operator?.id ?? null, action: 'auth.loginFailed', target: username });
        throw new DomainError(accountMessages.loginFailed);
      }
      // An operator with TOTP on also gives the code; a wrong one counts like a wrong password.
      if (operator.adminTotpSecret) {
        if (!otp) throw new DomainError(totpMessages.required, 401);
        if (!(await app.operatorTotp.verify(operator.id, operator.adminTotpSecret, otp))) {
          await app.accounts.loginThrottle.recordFailure(throttleKey, request.ip);
          await app.audit(request, { operatorId: operator.id, action: 'auth.loginFailed', target: username, after: { totp: 'wrong' } });
          throw new DomainError(totpMessages.wrong, 401);
        }
      }
      await app.accounts.loginThrottle.recordSuccess(throttleKey);
      const session = await app.adminSessions.start();
      const token = await app.tokens.sign({ userId: operator.id, version: operator.tokenVersion, admin: { session } });
      await app.audit(request, { operatorId: operator.id, action: 'auth.login', target: `user:${operator.id}` });
      const expiresAt = new Date((decodeJwt(token).exp ?? 0) * 1000).toISOString();
      return ok({ token, expiresAt }, say(request, accountMessages.loginSucceeded));
    },
  );

  app.post(
    '/admin/auth/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
        summary: 'Two-step confirmation: a single-use grant for one dangerous request',
        description:
          'The operator confirms one exact request (method, address with its query, body) with the password and a reason; the grant it gives is bound to that request, to this operator, and to 5 minutes. Failed confirmations are audited and throttled like logins.',
        body: Type.Object({
          method: Type.Union([Type.Literal('GET'), Type.Literal('POST'), Type.Literal('PUT'), Type.Literal('PATCH'), Type.Literal('DELETE')]),
          path: Type.String({ pattern: '^/api/admin/', maxLength: 2048 }),
          body: Type.Optional(Type.Unknown({ description: 'The request body exactly as it will be sent' })),
          password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
          otp: Type.Optional(OtpCode),
          reason: Type.String({ minLength: 1, maxLength: 500 }),
        }),
        response: { 200: Envelope(Grant), ...errorReplies(401, 403, 429) },
      },
    },
    async (request) => {
      const operator = request.user!;
      const { method, path, body, password, otp, reason } = request.body;
      const throttleKey = `admin-confirm:${operator.id}`;
      await app.accounts.loginThrottle.assertAllowed(throttleKey, request.ip);
      const [row] = await db
        .select({ passwordHash: schema.users.passwordHash, totpSecret: schema.users.adminTotpSecret })
        .from(schema.users)
        .where(eq(schema.users.id, operator.id));
      // The password, or the authenticator's code when the operator has turned TOTP on.
      const byCode = otp !== undefined && Boolean(row?.totpSecret);
      if (!byCode && password === undefined) throw new DomainError(confirmMessages.needsProof);
      const proven = byCode
        ? await app.operatorTotp.verify(operator.id, row!.totpSecret!, otp!)
        : Boolean(row?.passwordHash) && (await verifyPassword(password!, row!.passwordHash!));
      if (!proven) {
        await app.accounts.loginThrottle.recordFailure(throttleKey, request.ip);
        await app.audit(request, { operatorId: operator.id, action: 'auth.confirmFailed', target: `${method} ${path}`, reason });
        throw new DomainError(byCode ? confirmMessages.wrongCode : confirmMessages.wrongPassword, 403);
      }
      await app.accounts.loginThrottle.recordSuccess(throttleKey);
      const grant = await app.confirmGrants.issue({ operatorId: operator.id, method, path, digest: bodyDigest(body), reason });
      await app.audit(request, { operatorId: operator.id, action: 'auth.confirm', target: `${method} ${path}`, reason });
      return ok({ grant, expiresAt: new Date(app.clock.now().getTime() + grantTtlMs).toISOString() });
    },
  );

  app.post(
    '/admin/auth/logout',
    {
      schema: { tags: ['admin'], summary: 'Ends this back-office session', response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) } },
    },
    async (request) => {
      const claims = await app.tokenClaimsOf(request);
      if (claims?.admin) await app.adminSessions.end(claims.admin.session);
      await app.audit(request, { operatorId: request.user?.id ?? null, action: 'auth.logout', target: `user:${request.user?.id ?? ''}` });
      return ok(null);
    },
  );
};
export default adminAuth;
