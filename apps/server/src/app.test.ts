import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';

describe('server app', () => {
  it('answers the health check in the envelope', async () => {
    const app = await buildApp();
    const reply = await app.inject({ method: 'GET', url: '/api/health' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: 200, data: { status: 'ok' }, message: 'ok', success: true });
  });

  it('serves the web shell for client routes and 404s unknown API paths', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'lingxi-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>灵犀</title>');
    const app = await buildApp({ webRoot });
    const page = await app.inject({ method: 'GET', url: '/draw/midjourney' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('灵犀');
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, success: false });
  });
});
