import { randomUUID } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { trustProxyOf, type Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { failure } from './http/envelope.js';
import { validatorCompiler } from './http/validators.js';
import { systemClock, type Clock } from './domain/clock.js';
import { createFileStore } from './domain/files/createFileStore.js';
import { uploadsPrefix, type FileStore } from './domain/files/fileStore.js';
import { LocalFileStore } from './domain/files/localFileStore.js';
import { maxUploadBytes } from './domain/files/uploadRules.js';
import auth from './plugins/auth.js';
import database from './plugins/database.js';
import errors, { notFoundMessage } from './plugins/errors.js';
import security from './plugins/security.js';
import services from './plugins/services.js';
import swagger from './plugins/swagger.js';
import webShell, { inlineScriptHashes } from './plugins/webShell.js';
import accountServices from './domain/accounts/accountServices.js';
import paymentServices from './domain/payments/paymentServices.js';
import chatServices from './domain/chat/chatServices.js';
import authRoutes from './routes/api/auth.js';
import authSecurityRoutes from './routes/api/authSecurity.js';
import configRoutes from './routes/api/config.js';
import cramiRoutes from './routes/api/crami.js';
import fileRoutes from './routes/api/file.js';
import menuRoutes from './routes/api/menu.js';
import officialRoutes from './routes/api/official.js';
import orderRoutes from './routes/api/order.js';
import chatlogRoutes from './routes/api/chatlog.js';
import chatFileRoutes from './routes/api/chatFile.js';
import chatProcessRoutes from './routes/api/chatProcess.js';
import groupRoutes from './routes/api/group.js';
import modelRoutes from './routes/api/models.js';
import payNotifyRoutes from './routes/api/payNotify.js';
import signinRoutes from './routes/api/signin.js';
import userRoutes from './routes/api/user.js';
import health from './routes/health.js';
import uploadsProxy from './routes/uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    fileStore: FileStore;
  }
}

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  /** The built web app (apps/web/dist); served with an SPA fallback when given. */
  webRoot?: string;
  /** false in tests; otherwise pino at env.LOG_LEVEL. */
  logger?: boolean;
  /** Tests pass a clock they move by hand (SMS resend waits, QR lifetimes, login throttles). */
  clock?: Clock;
}

/** How long a graceful close waits for in-flight replies (long chat streams included) before cutting connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/** The HTTP application: the API under /api and the web app on the same port. */
export async function buildApp({ env, database: handle, webRoot, logger = true, clock = systemClock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: env.LOG_LEVEL,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers.fingerprint', '*.password', '*.passwordHash'], censor: '[redacted]' },
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

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

  await app.register(errors);
  await app.register(security, {
    corsOrigins: env.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    rateLimitAllowList: env.RATE_LIMIT_ALLOWLIST.split(',').map((address) => address.trim()).filter(Boolean),
    inlineScriptHashes: inlineScriptHashes(webRoot),
  });
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 1024 } });
  await app.register(swagger);
  await app.register(database, { handle });
  await app.register(services, { clock });
  await app.register(auth);
  await app.register(accountServices, { env });
  await app.register(paymentServices, { env });
  await app.register(chatServices, { env });

  const fileStore = createFileStore(env);
  app.decorate('fileStore', fileStore);
  if (fileStore instanceof LocalFileStore) {
    await app.register(fastifyStatic, { root: fileStore.root, prefix: uploadsPrefix, decorateReply: false, index: false, list: false });
  } else {
    await app.register(uploadsProxy, { store: fileStore });
  }

  await app.register(health);
  await app.register(
    async (api) => {
      await api.register(configRoutes);
      await api.register(menuRoutes);
      await api.register(fileRoutes, { store: fileStore });
      await api.register(authRoutes);
      await api.register(authSecurityRoutes);
      await api.register(userRoutes);
      await api.register(signinRoutes);
      await api.register(cramiRoutes);
      await api.register(officialRoutes, { env });
      await api.register(orderRoutes);
      await api.register(payNotifyRoutes);
      await api.register(modelRoutes);
      await api.register(groupRoutes, { store: fileStore });
      await api.register(chatlogRoutes);
      await api.register(chatProcessRoutes);
      await api.register(chatFileRoutes, { store: fileStore });
    },
    { prefix: '/api' },
  );

  if (webRoot) await app.register(webShell, { webRoot });
  app.setNotFoundHandler((request, reply) => {
    if (webRoot && request.method === 'GET' && !request.url.startsWith('/api/')) return app.sendWebShell(request, reply);
    return reply.code(404).send(failure(404, notFoundMessage(request.headers['accept-language'])));
  });
  return app;
}
