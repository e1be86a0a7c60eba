import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { trustProxyOf, type Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { failure } from './http/envelope.js';
import { logRedaction } from './http/logRedaction.js';
import { lazyRequestLogger } from './http/requestLogger.js';
import { validatorFactory } from './http/validators.js';
import { systemClock, type Clock } from './domain/clock.js';
import { uploadsPrefix } from './domain/files/fileStore.js';
import admin from './plugins/app/admin.js';
import auth from './plugins/app/auth.js';
import clock from './plugins/app/clock.js';
import database from './plugins/app/database.js';
import ephemeral from './plugins/app/ephemeral.js';
import errors, { notFoundMessage } from './plugins/app/errors.js';
import fileStore from './plugins/app/fileStore.js';
import health from './plugins/app/health.js';
import instance from './plugins/app/instance.js';
import siteConfig from './plugins/app/siteConfig.js';
import userRows from './plugins/app/userRows.js';
import cors from './plugins/external/cors.js';
import env from './plugins/external/env.js';
import rateLimit from './plugins/external/rateLimit.js';
import securityHeaders from './plugins/external/security.js';
import swagger from './plugins/external/swagger.js';
import adminShell from './plugins/external/adminShell.js';
import webShell, { inlineScriptHashes } from './plugins/external/webShell.js';
import accounts from './modules/accounts/index.js';
import adminModule from './modules/admin/index.js';
import chat from './modules/chat/index.js';
import chatFiles from './modules/chatFiles/index.js';
import config from './modules/config/index.js';
import economy from './modules/economy/index.js';
import files from './modules/files/index.js';
import payments from './modules/payments/index.js';
import review from './modules/review/index.js';
import jobs from './modules/jobs/index.js';
import drawing from './modules/drawing/index.js';
import market from './modules/market/index.js';
import appStore from './modules/apps/index.js';
import prompts from './modules/prompts/index.js';
import home from './modules/home/index.js';
import knowledge from './modules/knowledge/index.js';
import wechat from './modules/wechat/index.js';

/**
 * The product modules (modules/<name>/), registered in this order after the shared plugins. Each registers its own
 * routes under /api; the API document lists them in this order.
 */
const modules = [
  config,
  files,
  accounts,
  adminModule,
  economy,
  wechat,
  payments,
  chat,
  chatFiles,
  review,
  jobs,
  drawing,
  market,
  appStore,
  prompts,
  home,
  knowledge,
];

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built web app (apps/web/dist); served with an SPA fallback when given. */
  webRoot?: string;
  /** The built back office (apps/admin/dist); served under /admin when given. */
  adminRoot?: string;
  /** false in tests; otherwise pino at env.LOG_LEVEL. */
  logger?: boolean;
  /** Where the log's lines go instead of stdout (a test that reads the log; implies logger). */
  logStream?: { write(line: string): void };
  /** Tests pass a clock they move by hand (SMS resend waits, QR lifetimes, login throttles). */
  clock?: Clock;
}

/** How long a graceful close waits for in-flight replies (long chat streams included) before cutting connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The HTTP application: the API under /api and the web app on the same port. */
export async function buildApp({
  env: appEnv,
  database: handle,
  webRoot,
  adminRoot,
  logger = true,
  logStream,
  clock: appClock = systemClock,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: (logger || logStream !== undefined) && {
      level: appEnv.LOG_LEVEL,
      redact: logRedaction,
      ...(logStream ? { stream: logStream } : {}),
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOf(appEnv.TRUST_PROXY),
    return503OnClosing: true,
    schemaController: { compilersFactory: { buildValidator: validatorFactory } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Graceful close: Node closes idle keep-alive connections once, when close() starts; a request
  // still in flight then keeps its connection open for the keep-alive timeout. Sweep again until
  // the server is down, so shutdown ends as soon as the last in-flight reply is sent.
  // A connection that never sends a request is not idle to Node, so after a grace period every connection is closed.
  let sweeper: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    sweeper = setInterval(() => app.server.closeIdleConnections(), 50);
    deadline = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweeper);
    clearTimeout(deadline);
    done();
  });

  // Shared plugins (plugins/external, then plugins/app), each named with its dependencies.
  await app.register(env, { env: appEnv });
  await app.register(errors);
  await app.register(securityHeaders, { inlineScriptHashes: inlineScriptHashes(webRoot) });
  await app.register(cors);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(database, { handle });
  await app.register(clock, { clock: appClock });
  await app.register(siteConfig);
  await app.register(ephemeral);
  await app.register(instance);
  await app.register(userRows);
  await app.register(auth);
  await app.register(admin);
  await app.register(fileStore);
  await app.register(health);

  for (const module of modules) await app.register(module);

  if (adminRoot) await app.register(adminShell, { adminRoot });
  if (webRoot) await app.register(webShell, { webRoot });
  app.setNotFoundHandler((request, reply) => {
    // A missing file is a 404, not the web app: only page paths fall back to it.
    if (webRoot && request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith(uploadsPrefix))
      return app.sendWebShell(request, reply);
    return reply.code(404).send(failure(404, notFoundMessage(request.headers['accept-language'])));
  });
  return app;
}
