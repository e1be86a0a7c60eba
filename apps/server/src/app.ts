import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface AppOptions {
  /** The built web app (apps/web/dist); served with an SPA fallback when present. */
  webRoot?: string;
  logger?: boolean;
}

/** The HTTP application: the API under /api and, in production, the web app on the same port. */
export async function buildApp({ webRoot, logger = false }: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger });

  app.get('/api/health', async () => ({ code: 200, data: { status: 'ok' }, message: 'ok', success: true }));

  if (webRoot && existsSync(webRoot)) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false });
    // Client-side routes (/chat/1, /draw/midjourney …) all load the app shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.code(404).send({ code: 404, data: null, message: 'Not Found', success: false });
      }
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
}
