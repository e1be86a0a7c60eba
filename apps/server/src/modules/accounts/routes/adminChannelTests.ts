import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { DomainError, UpstreamUnavailableError } from '../../../domain/errors.js';
import { Envelope, errorReplies, ok } from '../../../http/envelope.js';
import { say } from '../../../http/validationMessage.js';
import { adminScope } from '../../../plugins/app/admin.js';
import { aliyunSmsAdvice, channelTestMessages } from '../adminChannelMessages.js';
import { Phone } from '../schemas.js';
import { SmsRefusedError } from '../smsSender.js';

/** Each test costs money or reputation (an SMS, a mail): 5 per operator and channel in 10 minutes, on every instance. */
const channelTestLimit = { max: 5, windowMs: 10 * 60_000 };
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** nodemailer's error codes (the SMTP sender keeps its error as the cause). */
const unreachableCodes = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ENOTFOUND', 'ETLS']);

/** A failed SMS test as what to fix (never the provider's raw words, which may echo a signature). */
function smsFailure(error: unknown): DomainError {
  if (error instanceof SmsRefusedError) return new DomainError(aliyunSmsAdvice[error.providerCode] ?? channelTestMessages.smsRefused(error.providerCode), 502);
  if (error instanceof UpstreamUnavailableError) return new DomainError(channelTestMessages.smsUnreachable, 502);
  throw error;
}

function mailFailure(error: unknown): DomainError {
  if (!(error instanceof UpstreamUnavailableError)) throw error;
  const code = String((error.cause as { code?: unknown } | undefined)?.code ?? '');
  if (code === 'EAUTH') return new DomainError(channelTestMessages.mailAuth, 502);
  if (code === 'EENVELOPE') return new DomainError(channelTestMessages.mailEnvelope, 502);
  if (code === '' || unreachableCodes.has(code)) return new DomainError(channelTestMessages.mailUnreachable, 502);
  return new DomainError(channelTestMessages.mailFailed(code), 502);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The back office's tests of the SMS and mail settings (issue 17 登录与通知): a real test code or test mail through the
 * sender the site uses right now, the outcome (or the provider's refusal, as advice) audited without any secret.
 */
const adminChannelTests: FastifyPluginAsyncTypebox = async (app) => {
  /** Counts the test; past the limit, 429 and nothing is sent. */
  const limit = async (request: FastifyRequest & { user: { id: number } }, channel: 'sms' | 'mail') => {
    const count = await app.ephemeral.increment(`admin:channelTest:${channel}:${request.user.id}`, channelTestLimit.windowMs);
    if (count > channelTestLimit.max) throw new DomainError(channelTestMessages.tooMany, 429);
  };

  await app.register(
    adminScope(async (operator) => {
      operator.post(
        '/admin/channels/sms-test',
        {
          schema: {
            tags: ['admin'],
            summary: 'Sends a test verification code to a phone through the configured SMS provider (5 per 10 minutes)',
            description:
              'The code is random and logs nobody in. A refusal answers 502 with what to fix (balance, signature, template, keys…). ' +
              '`provider` says where the code went: aliyun, the sim sink, or only the server log (no provider set).',
            body: Type.Object({ phone: Phone }, { additionalProperties: false }),
            response: {
              200: Envelope(
                Type.Object({
                  provider: Type.Union([Type.Literal('aliyun'), Type.Literal('sink'), Type.Literal('log')]),
                  code: Type.String({ description: 'The code sent, to compare' }),
                }),
              ),
              ...errorReplies(401, 403, 429, 502),
            },
          },
        },
        async (request) => {
          const { phone } = request.body;
          await limit(request, 'sms');
          const sender = app.accounts.sms();
          const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
          const audit = (after: Record<string, unknown>) =>
            app.audit(request, {
              operatorId: request.user.id,
              action: 'channels.smsTest',
              target: `phone:${phone}`,
              after: { provider: sender.kind, ...after },
            });
          try {
            await sender.sendCode(phone, code);
          } catch (error) {
            const failure = smsFailure(error);
            await audit({ ok: false, error: error instanceof SmsRefusedError ? error.providerCode : 'unreachable' });
            throw failure;
          }
          await audit({ ok: true });
          const message = sender.kind === 'log' ? channelTestMessages.smsLogged(code) : channelTestMessages.smsSent(code, phone);
          return ok({ provider: sender.kind, code }, say(request, message));
        },
      );

      operator.post(
        '/admin/channels/mail-test',
        {
          schema: {
            tags: ['admin'],
            summary: 'Sends a test mail through the configured SMTP server (5 per 10 minutes)',
            description: 'A refusal answers 502 with what to fix (sign-in, host and port, sender). `provider`: smtp, the sim sink, or only the server log.',
            body: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false }),
            response: {
              200: Envelope(Type.Object({ provider: Type.Union([Type.Literal('smtp'), Type.Literal('sink'), Type.Literal('log')]) })),
              ...errorReplies(401, 403, 429, 502),
            },
          },
        },
        async (request) => {
          const to = request.body.to.trim();
          if (!emailPattern.test(to)) throw new DomainError(channelTestMessages.mailInvalid);
          await limit(request, 'mail');
          const sender = app.accounts.mail();
          const site = String(app.configStore.get<string>('siteName', '') || 'Lingxi');
          const text = channelTestMessages.mailText(site);
          const audit = (after: Record<string, unknown>) =>
            app.audit(request, { operatorId: request.user.id, action: 'channels.mailTest', target: `mail:${to}`, after: { provider: sender.kind, ...after } });
          try {
            await sender.send({ to, subject: channelTestMessages.mailSubject(site), text, html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` });
          } catch (error) {
            const failure = mailFailure(error);
            await audit({ ok: false, error: String((error as { cause?: { code?: unknown } }).cause?.code ?? 'unreachable') });
            throw failure;
          }
          await audit({ ok: true });
          return ok({ provider: sender.kind }, say(request, sender.kind === 'log' ? channelTestMessages.mailLogged : channelTestMessages.mailSent(to)));
        },
      );
    }),
  );
};
export default adminChannelTests;
