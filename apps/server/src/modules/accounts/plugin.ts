import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { CaptchaService } from './captcha.js';
import { LoginThrottle } from './loginThrottle.js';
import { accountMessages } from './messages.js';
import { mailSenderFor, type MailSender } from './mailSender.js';
import { PhoneCodeService } from './phoneCodes.js';
import routes from './routes.js';
import { smsSenderFor, type SmsSender } from './smsSender.js';

interface AccountServices {
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

/**
 * Accounts: registration and login (password, SMS, WeChat ticket), the caller's profile and security settings, and
 * the services they share — captchas, SMS codes, login throttling and the SMS/mail adapters (`app.accounts`).
 */
export default fp(
  async function accounts(app: FastifyInstance) {
    const env = app.env;
    app.decorate('accounts', {
      captcha: new CaptchaService(app.ephemeral),
      phoneCodes: new PhoneCodeService(app.ephemeral, app.clock),
      loginThrottle: new LoginThrottle(app.ephemeral),
      sms: () => smsSenderFor(env, app.configStore, app.log),
      mail: () => mailSenderFor(env, app.configStore, app.log),
      // Every way in (password, SMS, WeChat, registration) ends here: a banned account gets no token.
      issueToken: async (user) => {
        const [row] = await app.database.db.select({ status: schema.users.status }).from(schema.users).where(eq(schema.users.id, user.id));
        if (row?.status === 'banned') throw new DomainError(accountMessages.banned, 403);
        return app.tokens.sign({ userId: user.id, version: user.tokenVersion });
      },
    });
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'accounts', dependencies: ['env', 'database', 'clock', 'site-config', 'ephemeral', 'auth'] },
);
