import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { genuinenessOf } from '../../domain/config/genuineness.js';
import { parseStatisticsSnippet } from '../../domain/config/statisticsSnippet.js';
import { paintStyles } from './paintStyles.js';
import { pageHeaders } from './security.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies with the web app's index.html (client-side routes: /chat/1, /draw/midjourney …). */
    sendWebShell: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

/** sha256 CSP sources of the inline <script> blocks (classic or module) in an HTML document. */
function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(
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
/** Paths whose first paint (and page) is kept (any path can be asked for, so this is bounded too). */
const MAX_PAINTED_PATHS = 64;
/** Where index.html leaves room for the first paint. */
const paintSlot = '<!--lx-first-paint-->';

/** The web build's first-paint renderer (apps/web src/entry-server.tsx): a visitor's first screen as HTML, or ''. */
type FirstPaint = (path: string, site: { config: Record<string, unknown>; genuineness: 1 | 2; sideMenu: unknown[]; mobileMenu: unknown[] }) => Promise<string>;

/** The renderer beside the build (`dist-server/entry-server.js`, one self-contained file), when it was built. */
async function loadFirstPaint(webRoot: string): Promise<FirstPaint | undefined> {
  const file = join(webRoot, '../dist-server/entry-server.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstPaint?: FirstPaint };
  return module.renderFirstPaint;
}

/** Runs one task at a time: the renderer keeps the site state as module state while it renders. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

const dataOf = (reply: Buffer) => (JSON.parse(reply.toString('utf8')) as { data: never }).data;

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
    // Loaded beside the start, not before it (~160 ms): the first page asked for waits for it if it must.
    const painter = loadFirstPaint(webRoot).then(
      (render) => render && { render, stylesOf: paintStyles(webRoot, template) },
      (error: unknown) => app.log.warn({ err: error }, 'the first-paint renderer did not load: pages go without it'),
    );
    const paintQueue = oneAtATime();
    interface KeptHost {
      sources: ShellSources;
      boot: string;
      genuineness: 1 | 2;
      shell: RenderedShell;
      /** The page per path with its first screen painted in (the plain shell where the renderer paints nothing). */
      painted: Map<string, RenderedShell>;
    }
    const kept = new Map<string, KeptHost>();
    const hostFor = async (host: string): Promise<KeptHost> => {
      const sources: ShellSources = {
        snippet: app.configStore.get<string>('baiduCode', ''),
        front: app.frontConfigReply(),
        sideMenu: await app.menuStore.listReply(1),
        mobileMenu: await app.menuStore.listReply(0),
      };
      const known = kept.get(host);
      if (known && sameSources(known.sources, sources)) return known;
      const genuineness = genuinenessOf(app.configStore, host);
      const boot = bootScript(host, genuineness, sources);
      const fresh = { sources, boot, genuineness, shell: renderShell(template, boot, sources.snippet), painted: new Map() };
      if (kept.size >= MAX_KEPT_HOSTS) kept.clear();
      kept.set(host, fresh);
      return fresh;
    };
    /**
     * The first paints, shared by every host: a paint depends on the site's data and the host's genuineness only (the
     * Host header is the client's to choose, and a new one must not cost a render). Dropped when the data changes.
     */
    let paints = { sources: null as ShellSources | null, html: new Map<string, Promise<string>>() };
    const paintOf = (known: KeptHost, path: string, render: FirstPaint): Promise<string> => {
      if (!paints.sources || !sameSources(paints.sources, known.sources)) paints = { sources: known.sources, html: new Map() };
      const key = `${known.genuineness}:${path}`;
      const kept = paints.html.get(key);
      if (kept) return kept;
      const site = {
        config: dataOf(known.sources.front),
        genuineness: known.genuineness,
        sideMenu: dataOf(known.sources.sideMenu),
        mobileMenu: dataOf(known.sources.mobileMenu),
      };
      const html = paintQueue(() => render(path, site)).catch((error: unknown) => {
        app.log.warn({ err: error, path }, 'the first paint failed: the page goes without it');
        return '';
      });
      if (paints.html.size >= MAX_PAINTED_PATHS) paints.html.clear();
      paints.html.set(key, html);
      return html;
    };
    /** The page for a path: with the first screen a visitor sees there rendered into #root, so text shows before any script. */
    const shellFor = async (host: string, path: string): Promise<RenderedShell> => {
      const known = await hostFor(host);
      const paint = await painter;
      if (!paint) return known.shell;
      const painted = known.painted.get(path);
      if (painted) return painted;
      const html = await paintOf(known, path, paint.render);
      const shell = html
        ? renderShell(
            template.replace('</head>', `${paint.stylesOf(html)}</head>`).replace(paintSlot, `<div data-server-paint style="display:contents">${html}</div>`),
            known.boot,
            known.sources.snippet,
          )
        : known.shell;
      if (known.painted.size >= MAX_PAINTED_PATHS) known.painted.clear();
      known.painted.set(path, shell);
      return shell;
    };
    app.decorate('sendWebShell', async (request: FastifyRequest, reply: FastifyReply) => {
      const shell = await shellFor(request.host, request.url.split('?')[0] ?? '/');
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
