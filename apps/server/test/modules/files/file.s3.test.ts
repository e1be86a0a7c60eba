import { buildSim } from '@lingxi/sim';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp } from '../../../src/testing/testApp';

// Uploads on S3-compatible storage: the simulator in apps/sim verifies every SigV4 signature.
let sim: FastifyInstance;
let simUrl: string;
const apps: FastifyInstance[] = [];

function png(): Buffer {
  const image = new PNG({ width: 3, height: 3 });
  image.data.fill(90);
  return PNG.sync.write(image);
}

async function appWith(env: Record<string, string>) {
  const app = await createTestApp({
    env: { S3_ENDPOINT: `${simUrl}/s3`, S3_BUCKET: 'lingxi', S3_ACCESS_KEY_ID: 'sim-access-key', S3_SECRET_ACCESS_KEY: 'sim-secret-key', ...env },
  });
  apps.push(app);
  const [admin] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
  const token = await app.tokens.sign({ userId: admin!.id, version: admin!.tokenVersion });
  const upload = async (content: Buffer, name: string, language = 'zh-CN') => {
    const form = new FormData();
    form.append('dir', 'avatar');
    form.append('file', new Blob([content]), name);
    const request = new Request('http://x/', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${token}`, 'accept-language': language },
    });
  };
  return { app, upload };
}

const simObjects = async () => (await sim.inject('/__control/state')).json().s3.objects as { bucket: string; key: string; size: number; contentType: string }[];

beforeAll(async () => {
  sim = await buildSim();
  simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
});
beforeEach(async () => {
  await sim.inject({ method: 'POST', url: '/__control/reset' });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await sim.close();
});

// Each test builds a whole app on S3 and the PostgreSQL suite runs beside Chromium and a Storybook build in CI: one fresh
// clone's run took over 30 s a test there (1.3–2.2 s alone), so this suite waits longer than the default before it fails.
describe('uploads on S3-compatible storage', { timeout: 90_000 }, () => {
  it('puts the object in the bucket and serves it back through /uploads/ and /file/down', async () => {
    const { app, upload } = await appWith({});
    const content = png();
    const reply = await upload(content, 'me.png');
    expect(reply.statusCode).toBe(200);
    const url: string = reply.json().data;
    expect(url).toMatch(/^\/uploads\/avatar\/\d{6}\/[0-9a-f-]{36}\.png$/);
    expect(await simObjects()).toEqual([
      { bucket: 'lingxi', key: url.slice('/uploads/'.length), size: content.length, contentType: 'image/png', etag: expect.any(String) },
    ]);

    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(content)).toBe(true);

    const down = await app.inject({ url: '/api/file/down', query: { url } });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.png"$/);
    expect(down.rawPayload.equals(content)).toBe(true);
  });

  it('returns public-base URLs when S3_PUBLIC_URL is set, and /file/down still only serves our keys', async () => {
    const { app, upload } = await appWith({ S3_PUBLIC_URL: 'https://cdn.lingxi.test/media' });
    const url: string = (await upload(png(), 'me.png')).json().data;
    expect(url).toMatch(/^https:\/\/cdn\.lingxi\.test\/media\/avatar\/\d{6}\/[0-9a-f-]{36}\.png$/);
    expect((await app.inject({ url: '/api/file/down', query: { url } })).statusCode).toBe(200);
    for (const other of [
      url.replace('cdn.lingxi.test', 'evil.test'),
      `${url}?x=1`,
      'https://cdn.lingxi.test/media/../secret.png',
      `${simUrl}/s3/lingxi/${url.split('/media/')[1]}`,
    ]) {
      const reply = await app.inject({ url: '/api/file/down', query: { url: other } });
      expect(reply.statusCode, other).toBe(400);
      expect(reply.json().message).toBe('只能下载本站存储的文件');
    }
  });

  it('answers 404 in the envelope for a key the bucket does not hold', async () => {
    const { app } = await appWith({});
    const missing = '/uploads/avatar/202611/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    const served = await app.inject(missing);
    expect(served.statusCode).toBe(404);
    expect(served.json()).toMatchObject({ code: 404, success: false });
    expect((await app.inject({ url: '/api/file/down', query: { url: missing } })).statusCode).toBe(400);
  });

  it('turns a storage outage or refused credentials into a 502 that names no internals', async () => {
    const { upload } = await appWith({ S3_SECRET_ACCESS_KEY: 'wrong-secret' });
    const refused = await upload(png(), 'me.png');
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ code: 502, data: null, message: '文件存储暂不可用，请稍后再试', success: false });
    expect(refused.body).not.toMatch(/SignatureDoesNotMatch|wrong-secret|s3/i);

    const { upload: uploadHealthy } = await appWith({});
    await sim.inject({ method: 'POST', url: '/__control/s3', payload: { error: { status: 503, code: 'SlowDown' } } });
    const down = await uploadHealthy(png(), 'me.png', 'en');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('File storage is unavailable, please try again later');
    expect(await simObjects()).toEqual([]);
  });
});
