import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../src/testing/testApp';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('server app', () => {
  it('answers /healthz and /readyz', async () => {
    app = await createTestApp();
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({
      status: 'ready',
      vectors: app.database.kind === 'pglite' ? 'pgvector' : expect.stringMatching(/^(pgvector|plain)$/),
    });
  });

  it('answers an unknown API path with a 404 envelope, in Chinese by default and English on request', async () => {
    app = await createTestApp();
    const zh = await app.inject('/api/nope');
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ code: 404, data: null, message: '接口不存在', success: false });
    const en = await app.inject({ url: '/api/nope', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json()).toMatchObject({ code: 404, message: 'Not found' });
  });

  it('sends security headers and a request id: the REST set on JSON, helmet’s on documents', async () => {
    app = await createTestApp();
    for (const url of ['/healthz', '/api/config/queryFront', '/api/nope']) {
      const reply = await app.inject(url);
      expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(reply.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['strict-transport-security']).toContain('max-age=');
    }
    const docs = await app.inject('/api/docs/');
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the web shell for client routes and allows its inline script by hash', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lingxi-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><script>document.documentElement.className="lx-light"</script><title>灵犀</title>');
    app = await createTestApp({ webRoot });
    const page = await app.inject('/draw/midjourney');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('灵犀');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(page.headers['content-security-policy']).toContain("frame-src 'self' https: http:");
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("injects the operator's statistics script once, only when configured, with a CSP that lets exactly it run", async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lingxi-web-'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><html><head><script>document.documentElement.className="lx-light"</script><title>灵犀</title></head><body></body></html>',
    );
    app = await createTestApp({ webRoot });
    const plain = await app.inject('/chat');
    expect(plain.body).not.toContain('hm.baidu.com');
    const baseCsp = plain.headers['content-security-policy'];
    expect(baseCsp).toMatch(/script-src 'self' 'sha256-[^']+';/);

    const loader = 'var hm = document.createElement("script"); hm.src = "https://hm.baidu.com/hm.js?abc"; document.head.appendChild(hm);';
    await app.configStore.set('baiduCode', `<script>${loader}</script><img src="https://t.example/p.gif">`);
    for (const url of ['/', '/draw/midjourney']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['content-encoding']).toBe('gzip');
      // The boot data carries the config's text (baiduCode included), escaped; the page runs the script once.
      const html = gunzipSync(page.rawPayload)
        .toString()
        .replace(/<script id="lx-boot"[^]*?<\/script>/, '');
      expect(html.split('hm.baidu.com').length - 1).toBe(1);
      expect(html).toContain(`<script>${loader}</script></head>`);
      expect(html).not.toContain('t.example');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain(`'sha256-${createHash('sha256').update(loader).digest('base64')}' https://hm.baidu.com;`);
      expect(csp).toContain("connect-src 'self' https://hm.baidu.com;");
      expect(page.headers.vary).toContain('accept-encoding');
    }

    await app.configStore.set('baiduCode', '');
    const cleared = await app.inject('/');
    expect(cleared.body).not.toContain('hm.baidu.com');
    expect(cleared.headers['content-security-policy']).toBe(baseCsp);
  });

  it('puts the first render’s data in the page: the public config, both menus and this host’s genuineness, kept until they change', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lingxi-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>灵犀</title></head><body></body></html>');
    app = await createTestApp({ webRoot });
    const bootOf = async (host = 'lingxi.test') => {
      const html = (await app!.inject({ url: '/chat', headers: { host } })).body;
      const match = /<script id="lx-boot" type="application\/json">([^<]*)<\/script><\/head>/.exec(html);
      expect(match, html).not.toBeNull();
      return JSON.parse(match![1]!);
    };
    const boot = await bootOf();
    expect(boot).toMatchObject({ host: 'lingxi.test', genuineness: 2 });
    expect(boot.config).toEqual((await app.inject('/api/config/queryFront')).json());
    expect(boot.sideMenu).toEqual((await app.inject('/api/menu/list?menuPlatform=1')).json());
    expect(boot.mobileMenu).toEqual((await app.inject('/api/menu/list?menuPlatform=0')).json());

    // A change shows on the next page; operator text cannot close the script element.
    await app.configStore.set('siteName', '灵犀</script><script>alert(1)</script>', true);
    await app.configStore.set('allowedDomains', JSON.stringify(['lingxi.test']), false);
    const changed = await bootOf();
    expect(changed.config.data.siteName).toBe('灵犀</script><script>alert(1)</script>');
    expect((await bootOf('elsewhere.test')).genuineness).toBe(1);
    expect((await bootOf('lingxi.test:8443')).genuineness).toBe(2);
  });

  it('paints the first screen a visitor sees into the page, with its stylesheets, once per path until the config changes', async () => {
    // The web build's renderer (apps/web src/entry-server.tsx) is a file beside the build: here a stand-in that counts.
    const build = mkdtempSync(join(tmpdir(), 'lingxi-build-'));
    const webRoot = join(build, 'dist');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    mkdirSync(join(build, 'dist-server'));
    const start = 'import("/assets/index-1.js")';
    writeFileSync(
      join(webRoot, 'index.html'),
      `<!doctype html><html><head><script type="module">${start}</script><link rel="stylesheet" crossorigin href="/assets/shell-1.css"></head><body><div id="root"><!--lx-first-paint--></div></body></html>`,
    );
    writeFileSync(join(webRoot, 'assets', 'shell-1.css'), '._layout{display:grid}');
    writeFileSync(join(webRoot, 'assets', 'home-1.css'), '._hero{font-size:28px}._layout ._hero{margin:0}');
    writeFileSync(join(webRoot, 'assets', 'chat-1.css'), '._bubble{color:red}');
    writeFileSync(
      join(build, 'dist-server', 'entry-server.js'),
      `export async function renderFirstPaint(path, site) {
        globalThis.lingxiPaints = [...(globalThis.lingxiPaints ?? []), path];
        if (path === '/broken') throw new Error('cannot paint');
        if (path !== '/homePage') return '';
        return '<main class="_layout"><h1 class="_hero">' + site.config.siteName + '</h1><p>' + site.sideMenu.length + ' ' + site.genuineness + '</p></main>';
      }`,
    );
    const paints = () => (globalThis as { lingxiPaints?: string[] }).lingxiPaints ?? [];
    app = await createTestApp({ webRoot });
    const page = (url: string) => app!.inject({ url, headers: { host: 'lingxi.test' } });

    const home = await page('/homePage');
    const menus = (await app.inject('/api/menu/list?menuPlatform=1')).json().data.length;
    expect(home.body).toContain(
      `<div id="root"><div data-server-paint style="display:contents"><main class="_layout"><h1 class="_hero">灵犀</h1><p>${menus} 2</p></main></div></div>`,
    );
    // The paint's own stylesheet is linked before it; the shell's, already there, and the unused chat one are not.
    expect(home.body).toContain('href="/assets/shell-1.css"><link rel="stylesheet" crossorigin href="/assets/home-1.css"><script id="lx-boot"');
    expect(home.body.split('shell-1.css').length - 1).toBe(1);
    expect(home.body).not.toContain('chat-1.css');
    expect(home.headers['content-security-policy']).toContain(`'sha256-${createHash('sha256').update(start).digest('base64')}'`);

    expect((await page('/homePage?from=ad')).body).toBe(home.body);
    // Another host gets its own boot data around the same paint: a Host header cannot make the server render.
    const mirror = (await app.inject({ url: '/homePage', headers: { host: 'mirror.test' } })).body;
    expect(mirror).toContain('"host":"mirror.test"');
    expect(mirror).toContain('<h1 class="_hero">灵犀</h1>');
    expect(paints()).toEqual(['/homePage']);
    // A path the renderer does not paint, and one it fails on, are the plain page (asked once each).
    for (const path of ['/chat', '/broken', '/chat', '/broken']) expect((await page(path)).body).toContain('<div id="root"><!--lx-first-paint--></div>');
    expect(paints()).toEqual(['/homePage', '/chat', '/broken']);

    await app.configStore.set('siteName', '新名字', true);
    expect((await page('/homePage')).body).toContain('<h1 class="_hero">新名字</h1>');
    expect(paints()).toEqual(['/homePage', '/chat', '/broken', '/homePage']);
  });

  it('serves hashed assets as immutable, pre-compressed when the browser accepts it, and index.html revalidated', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lingxi-web-'));
    const script = `console.log(${JSON.stringify('灵犀'.repeat(400))});`;
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>灵犀</title>');
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), script);
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
    app = await createTestApp({ webRoot });
    const plain = await app.inject('/assets/index-abc123.js');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const index = await app.inject('/index.html');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('shuts down gracefully: in-flight requests finish, new ones are refused, the database closes', async () => {
    const server = await createTestApp();
    let received!: () => void;
    const isInFlight = new Promise<void>((resolve) => (received = resolve));
    server.get('/slow', async () => {
      received();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/slow`);
    // Close only once the handler runs: a fixed wait raced the request on a loaded machine.
    await isInFlight;
    const closing = server.close();
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    await expect(server.database.ping()).rejects.toThrow();
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    app = await createTestApp();
    const doc = (await app.inject('/api/docs/json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/config/queryFront', '/api/menu/list']));
    expect((await app.inject('/api/docs/')).statusCode).toBe(200);
  });
});
