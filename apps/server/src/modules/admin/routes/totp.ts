import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { schema } from '../../../db/index.js';
import { newTotpSecret, totpUri } from '../../../domain/admin/operatorTotp.js';
import { DomainError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { adminScope } from '../../../plugins/app/admin.js';

const pendingTtlMs = 10 * 60_000;
const pendingKey = (operatorId: number) => `admin-totp-pending:${operatorId}`;
const totpSetupMessages = {
  noPending: { zh: '请先生成密钥，并在 10 分钟内完成绑定', en: 'Create a key first and confirm it within 10 minutes' },
  wrong: { zh: '动态验证码错误，请核对手机时间后重试', en: 'Wrong code: check your phone’s clock and try again' },
};

/**
 * An operator's optional TOTP (beyond SPEC): a key is made (shown once as an otpauth:// address for a QR code), kept
 * pending for 10 minutes, and enabled by a code it produced; from then on the login asks for a code, and a code can
 * confirm a dangerous action instead of the password. Turning it off is itself confirmed.
 */
const totpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  await app.register(
    adminScope(async (operator) => {
      operator.get(
        '/admin/auth/totp',
        {
          schema: {
            tags: ['admin'],
            summary: 'Whether the operator has TOTP on',
            response: { 200: Envelope(Type.Object({ enabled: Type.Boolean() })), ...errorReplies(401, 403) },
          },
        },
        async (request) => {
          const [row] = await db.select({ secret: schema.users.adminTotpSecret }).from(schema.users).where(eq(schema.users.id, request.user.id));
          return ok({ enabled: Boolean(row?.secret) });
        },
      );

      operator.post(
        '/admin/auth/totp/setup',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            summary: 'A new TOTP key, pending until a code confirms it (10 minutes)',
            response: { 200: Envelope(Type.Object({ secret: Type.String(), uri: Type.String() })), ...errorReplies(401, 403, 429) },
          },
        },
        async (request) => {
          const secret = newTotpSecret();
          await app.ephemeral.put(pendingKey(request.user.id), secret, pendingTtlMs);
          return ok({ secret, uri: totpUri(secret, request.user.username) });
        },
      );

      operator.post(
        '/admin/auth/totp/enable',
        {
          config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
          schema: {
            tags: ['admin'],
            summary: 'Turns TOTP on with a code of the pending key',
            body: Type.Object({ otp: Type.String({ pattern: '^\\d{6}$', maxLength: 6 }) }),
            response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403, 429) },
          },
        },
        async (request) => {
          const secret = await app.ephemeral.get<string>(pendingKey(request.user.id));
          if (!secret) throw new DomainError(totpSetupMessages.noPending);
          if (!(await app.operatorTotp.verify(request.user.id, secret, request.body.otp))) throw new DomainError(totpSetupMessages.wrong);
          await db.transaction(async (tx) => {
            await tx.update(schema.users).set({ adminTotpSecret: secret }).where(eq(schema.users.id, request.user.id));
            await app.audit(request, { operatorId: request.user.id, action: 'auth.totpEnabled', target: `user:${request.user.id}` }, tx);
          });
          await app.ephemeral.delete(pendingKey(request.user.id));
          return ok(null);
        },
      );

      operator.post(
        '/admin/auth/totp/disable',
        {
          config: { confirm: true },
          schema: { tags: ['admin'], summary: 'Turns TOTP off (two-step confirmation)', response: { 200: Envelope(Type.Null()), ...errorReplies(401, 403) } },
        },
        async (request) => {
          await db.transaction(async (tx) => {
            await tx.update(schema.users).set({ adminTotpSecret: null }).where(eq(schema.users.id, request.user.id));
            await app.audit(request, { operatorId: request.user.id, action: 'auth.totpDisabled', target: `user:${request.user.id}` }, tx);
          });
          return ok(null);
        },
      );
    }),
  );
};
export default totpRoutes;
