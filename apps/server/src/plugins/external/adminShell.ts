import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '../../http/envelope.js';
import { notFoundMessage } from '../app/errors.js';
import { adminPageHeaders } from './security.js';

/**
 * Serves the back office (apps/admin/dist) under /admin: its hashed assets from disk, and its one page for every other
 * path below /admin (client-side routes), with its own strict CSP. Nothing of the web app's page reaches it: no boot
 * data, no first paint, no statistics script.
 */
export default fp<{ adminRoot: string }>(
  async function adminShell(app: FastifyInstance, { adminRoot }) {
    const headers = adminPageHeaders();
    await app.register(fastifyStatic, {
      root: adminRoot,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
    const page = readFileSync(join(adminRoot, 'index.html'));
    const sendPage = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').headers(headers).header('cache-control', 'no-cache').send(page);

    app.get('/admin', { schema: { hide: true } }, (_request, reply) => sendPage(reply));
    app.get('/admin/*', { schema: { hide: true } }, (request, reply) =>
      // A missing asset is a 404, not the page (a stale tab asking for an old chunk must fail, not parse HTML).
      /^\/admin\/assets\//.test(request.url) || /\.[a-z0-9]+(\?|$)/i.test(request.url)
        ? reply.code(404).send(failure(404, notFoundMessage(request.headers['accept-language'])))
        : sendPage(reply),
    );
  },
  { name: 'admin-shell' },
);
