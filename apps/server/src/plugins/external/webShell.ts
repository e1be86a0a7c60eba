import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseStatisticsSnippet } from '../../domain/config/statisticsSnippet.js';
import { pageHeaders } from './security.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies with the web app's index.html (client-side routes: /chat/1, /draw/midjourney …). */
    sendWebShell: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

/** sha256 CSP sources of the inline <script> blocks in an HTML document. */
function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** sha256 CSP sources of the inline <script> blocks in the built index.html. */
export function inlineScriptHashes(webRoot: string | undefined): string[] {
  const index = webRoot ? join(webRoot, 'index.html') : undefined;
  return index && existsSync(index) ? inlineScriptHashesOf(readFileSync(index, 'utf8')) : [];
}

/** Hashed build output never changes under its name; everything else is revalidated on each visit. */
function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

interface RenderedShell {
  snippet: string;
  csp: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/** index.html with the operator's statistics script in <head>, and the CSP that lets exactly it run. */
function renderShell(template: string, snippet: string): RenderedShell {
  const statistics = parseStatisticsSnippet(snippet);
  const html = statistics.html ? template.replace('</head>', `${statistics.html}</head>`) : template;
  const identity = Buffer.from(html);
  return {
    snippet,
    csp: pageHeaders([...inlineScriptHashesOf(template), ...statistics.scriptHashes], statistics.origins)['content-security-policy'] ?? '',
    bodies: { br: brotliCompressSync(identity), gzip: gzipSync(identity), identity },
  };
}

const encodingFor = (accept: string | undefined) => (/\bbr\b/.test(accept ?? '') ? 'br' : /\bgzip\b/.test(accept ?? '') ? 'gzip' : 'identity');

/**
 * Serves the built web app. Assets come from disk (the build writes .br and .gz beside each text
 * file, so compression costs nothing per request); index.html is rendered once per change of the
 * statistics script, so it is injected once, only when configured, and the CSP follows it.
 */
export default fp<{ webRoot: string }>(
  async function webShell(app: FastifyInstance, { webRoot }) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(path)),
    });

    const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
    let shell = renderShell(template, '');
    app.decorate('sendWebShell', (request: FastifyRequest, reply: FastifyReply) => {
      const snippet = app.configStore.get<string>('baiduCode', '');
      if (snippet !== shell.snippet) shell = renderShell(template, snippet);
      const encoding = encodingFor(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('content-security-policy', shell.csp)
        .send(shell.bodies[encoding]);
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => app.sendWebShell(request, reply));
  },
  { name: 'web-shell', dependencies: ['site-config'] },
);
