import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { signWechatRegistrationTicket } from '../accounts/index.js';
import { OfficialAccountLogin } from './officialAccountLogin.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    officialAccount: OfficialAccountLogin;
  }
}

/** The WeChat official account: QR login, binding, silent login in the WeChat browser, and its event pushes. */
export default fp(
  async function wechat(app: FastifyInstance) {
    app.decorate(
      'officialAccount',
      new OfficialAccountLogin({
        db: app.database.db,
        config: app.configStore,
        ephemeral: app.ephemeral,
        clock: app.clock,
        env: app.env,
        issueToken: (user) => app.accounts.issueToken(user),
        signTicket: (ticket) => signWechatRegistrationTicket(app, ticket),
      }),
    );
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'wechat', dependencies: ['env', 'database', 'clock', 'site-config', 'ephemeral', 'auth', 'accounts', 'economy'] },
);
