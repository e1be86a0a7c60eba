import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { schema } from '../../db/index.js';
import type { Localized } from '../../http/DomainError.js';
import { languageOf } from '../../http/validationMessage.js';
import { CaptchaService } from './captcha.js';
import { LoginThrottle } from './loginThrottle.js';
import { mailSenderFor, type MailSender } from './mailSender.js';
import { PhoneCodeService } from './phoneCodes.js';
import { smsSenderFor, type SmsSender } from './smsSender.js';

export interface AccountServices {
  captcha: CaptchaService;
  phoneCodes: PhoneCodeService;
  loginThrottle: LoginThrottle;
  /** Chosen per send from the current config, so the operator's change applies at once. */
  sms(): SmsSender;
  mail(): MailSender;
  /** A session token for the user (current token version). */
  issueToken(user: Pick<typeof schema.users.$inferSelect, 'id' | 'tokenVersion'>): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountServices;
  }
}

/** The text of a message in the request's language. */
export const say = (request: FastifyRequest, message: Localized) => message[languageOf(request.headers['accept-language'])];

/** Captchas, SMS codes, login throttling and the SMS/mail adapters, shared by the account routes. */
export default fp(async function accountServices(app: FastifyInstance, { env }: { env: Parameters<typeof smsSenderFor>[0] }) {
  app.decorate('accounts', {
    captcha: new CaptchaService(app.ephemeral),
    phoneCodes: new PhoneCodeService(app.ephemeral, app.clock),
    loginThrottle: new LoginThrottle(app.ephemeral),
    sms: () => smsSenderFor(env, app.configStore, app.log),
    mail: () => mailSenderFor(env, app.configStore, app.log),
    issueToken: (user) => app.tokens.sign({ userId: user.id, version: user.tokenVersion }),
  });
});
