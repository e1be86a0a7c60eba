import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../src/testing/testApp';

let app: FastifyInstance;

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'lingxi-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>灵犀</title></head><body></body></html>');
  const adminRoot = mkdtempSync(join(tmpdir(), 'lingxi-admin-'));
  mkdirSync(join(adminRoot, 'assets'));
  writeFileSync(
    join(adminRoot, 'index.html'),
    '<!doctype html><html><head><script src="/admin/theme.js"></script><title>灵犀管理后台</title></head><body></body></html>',
  );
  writeFileSync(join(adminRoot, 'theme.js'), 'void 0;');
  writeFileSync(join(adminRoot, 'assets', 'index-abc.js'), 'export {};');
  app = await createTestApp({ webRoot, adminRoot });
  // The operator's statistics script runs on the users' pages, never on the back office's.
  await app.configStore.set('baiduCode', '<script src="https://hm.baidu.com/hm.js?abc"></script>');
});
afterAll(async () => app.close());

describe('the back office’s page', () => {
  it('is served at /admin and at every client route below it, with its own strict CSP and nothing of the web app', async () => {
    for (const url of ['/admin', '/admin/', '/admin/site', '/admin/audit?action=auth.']) {
      const page = await app.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('灵犀管理后台');
      expect(page.body).not.toContain('hm.baidu.com');
      expect(page.body).not.toContain('lx-boot');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('sha256-');
      expect(csp).not.toContain('hm.baidu.com');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves its assets (hashed ones for a year) and answers 404 for a missing one, never the page', async () => {
    const asset = await app.inject('/admin/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/admin/theme.js')).headers['cache-control']).toBe('no-cache');
    for (const url of ['/admin/assets/index-old.js', '/admin/missing.css']) expect((await app.inject(url)).statusCode, url).toBe(404);
  });

  it('leaves the users’ pages as they were', async () => {
    const page = await app.inject('/chat');
    expect(page.body).toContain('hm.baidu.com');
    expect(String(page.headers['content-security-policy'])).toContain('https://hm.baidu.com');
  });
});
