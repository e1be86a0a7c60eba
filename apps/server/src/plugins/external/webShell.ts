import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { genuinenessOf } from '../../domain/config/genuineness.js';
import { parseStatisticsSnippet } from '../../domain/config/statisticsSnippet.js';
import { pageHeaders } from './security.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies with the web app's index.html (client-side routes: /chat/1, /draw/midjourney …). */
    sendWebShell: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
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
  csp: string;
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

/** What one host's page is rendered from; the kept replies are compared by identity (a change makes a new one). */
interface ShellSources {
  snippet: string;
  front: Buffer;
  sideMenu: Buffer;
  mobileMenu: Buffer;
}

const sameSources = (a: ShellSources, b: ShellSources) =>
  a.snippet === b.snippet && a.front === b.front && a.sideMenu === b.sideMenu && a.mobileMenu === b.mobileMenu;

/**
 * The boot data: what the first render would otherwise fetch (queryFront, menu/list for both platforms, as their
 * replies, and config/check's genuineness for this host), so the shell paints at once. `<` is escaped so that no
 * operator text can close the script element; JSON.parse reads `\u003c` back.
 */
function bootScript(host: string, genuineness: 1 | 2, sources: ShellSources): string {
  const json = `{"host":${JSON.stringify(host)},"genuineness":${genuineness},"config":${sources.front},"sideMenu":${sources.sideMenu},"mobileMenu":${sources.mobileMenu}}`;
  return `<script id="lx-boot" type="application/json">${json.replace(/</g, '\\u003c')}</script>`;
}

/** index.html with the boot data and the operator's statistics script in <head>, and the CSP that lets exactly it run. */
function renderShell(template: string, boot: string, snippet: string): RenderedShell {
  const statistics = parseStatisticsSnippet(snippet);
  const identity = Buffer.from(template.replace('</head>', `${boot}${statistics.html}</head>`));
  return {
    csp: pageHeaders([...inlineScriptHashesOf(template), ...statistics.scriptHashes], statistics.origins)['content-security-policy'] ?? '',
    bodies: { br: brotliCompressSync(identity), gzip: gzipSync(identity), identity },
  };
}

const encodingFor = (accept: string | undefined) => (/\bbr\b/.test(accept ?? '') ? 'br' : /\bgzip\b/.test(accept ?? '') ? 'gzip' : 'identity');

/** Hosts whose page is kept: the Host header is the client's to choose, so the cache is bounded. */
const MAX_KEPT_HOSTS = 32;

/**
 * Serves the built web app. Assets come from disk (the build writes .br and .gz beside each text
 * file, so compression costs nothing per request); index.html is rendered per host (its genuineness is the host's)
 * once per change of the public config, the menus or the statistics script, and the CSP follows the script.
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
    const kept = new Map<string, { sources: ShellSources; shell: RenderedShell }>();
    const shellFor = async (host: string): Promise<RenderedShell> => {
      const sources: ShellSources = {
        snippet: app.configStore.get<string>('baiduCode', ''),
        front: app.frontConfigReply(),
        sideMenu: await app.menuStore.listReply(1),
        mobileMenu: await app.menuStore.listReply(0),
      };
      const known = kept.get(host);
      if (known && sameSources(known.sources, sources)) return known.shell;
      const shell = renderShell(template, bootScript(host, genuinenessOf(app.configStore, host), sources), sources.snippet);
      if (kept.size >= MAX_KEPT_HOSTS) kept.clear();
      kept.set(host, { sources, shell });
      return shell;
    };
    app.decorate('sendWebShell', async (request: FastifyRequest, reply: FastifyReply) => {
      const shell = await shellFor(request.host);
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
  { name: 'web-shell', dependencies: ['site-config', 'config'] },
);
