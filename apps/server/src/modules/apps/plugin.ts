import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPublicKey } from '../../domain/files/fileStore.js';
import { uploadedBy } from '../files/index.js';
import { AppAdmin } from './appAdmin.js';
import { AppCatalog } from './appCatalog.js';
import { AppChat, useFlushMs } from './appChat.js';
import { AppService } from './appService.js';
import routes from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    apps: AppService;
    appCatalog: AppCatalog;
    appChat: AppChat;
    appAdmin: AppAdmin;
  }
}

/** A logo is one of this site's app-logo uploads, a jpg or png (the upload checked its bytes), made by the app's author. */
const logoKey = /^app-logo\/.+\.(jpg|png)$/;

/**
 * The app store (docs/apps.md): users' and official apps with their revisions, review (kind `app` in the queue, the
 * author rewarded once on an app's first approval), collections, deletion, and what chat needs to talk to an app.
 */
export default fp(
  async function apps(app: FastifyInstance) {
    const isLogo = async (url: string, userId: number) => {
      const key = app.fileStore.keyOfUrl(url, undefined);
      return key !== null && isPublicKey(key) && logoKey.test(key) && (await uploadedBy(app.database.db, key, userId));
    };
    const appChat = new AppChat({ db: app.database.db, now: () => app.clock.now(), log: app.log });
    const catalog = new AppCatalog({ db: app.database.db, now: () => app.clock.now(), onInvalidate: () => appChat.forget() });
    // Conversations with apps: chat asks this module who may use an app and what a turn needs of it.
    app.chat.connectApps(appChat);
    const flushing = setInterval(() => void appChat.flush(), useFlushMs).unref();
    app.addHook('onClose', async () => {
      clearInterval(flushing);
      await appChat.flush();
    });
    const service = new AppService({
      catalog,
      db: app.database.db,
      review: app.review,
      rewardPoints: () => {
        const value = app.configStore.get<unknown>('appReviewRewardPoints', 0);
        return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
      },
      isLogo,
      now: () => app.clock.now(),
    });
    service.registerReview();
    app.decorate('apps', service);
    app.decorate('appCatalog', catalog);
    app.decorate('appChat', appChat);
    app.decorate('appAdmin', new AppAdmin({ db: app.database.db, review: app.review, catalog, now: () => app.clock.now(), isLogo }));
    await app.register(routes, { prefix: '/api' });
  },
  { name: 'apps', dependencies: ['database', 'clock', 'site-config', 'auth', 'admin', 'file-store', 'review', 'chat'] },
);
