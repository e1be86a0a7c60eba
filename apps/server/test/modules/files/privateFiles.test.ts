import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSim } from '@lingxi/sim';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import type { LocalFileStore } from '../../../src/domain/files/localFileStore';
import { privateUploadDirs } from '../../../src/domain/files/uploadRules';
import { createTestApp, ManualClock } from '../../../src/testing/testApp';

// The file-visibility matrix (docs/server.md "Files by visibility"): every private folder's file as its owner, another
// user, a visitor, by a forged or expired signature and by guessing a static path; on local disk and on the S3 simulator.
let sim: FastifyInstance;
let simUrl: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  sim = await buildSim();
  simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await sim.close();
});

function png(shade: number): Buffer {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(shade);
  return PNG.sync.write(image);
}

async function multipart(fields: Record<string, string>, content: Buffer, name: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

const storages = {
  'local disk': () => ({}),
  'S3, streamed by this server': () => ({
    S3_ENDPOINT: `${simUrl}/s3`,
    S3_BUCKET: 'lingxi',
    S3_ACCESS_KEY_ID: 'sim-access-key',
    S3_SECRET_ACCESS_KEY: 'sim-secret-key',
  }),
  'S3 with a public URL, presigned GETs': () => ({
    S3_ENDPOINT: `${simUrl}/s3`,
    S3_BUCKET: 'lingxi',
    S3_ACCESS_KEY_ID: 'sim-access-key',
    S3_SECRET_ACCESS_KEY: 'sim-secret-key',
    S3_PUBLIC_URL: `${simUrl}/s3/lingxi`,
  }),
};

describe.each(Object.entries(storages))('private files on %s', (_storage, envOf) => {
  let app: FastifyInstance;
  const clock = new ManualClock(new Date());
  let owner: { id: number; token: string };
  let other: { id: number; token: string };

  const createUser = async () => {
    const [user] = await app.database.db
      .insert(schema.users)
      .values({ username: `pf${randomBytes(5).toString('hex')}` })
      .returning();
    return { id: user!.id, token: await app.accounts.issueToken(user!) };
  };
  const get = (url: string, token?: string) => app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const down = (url: string, token?: string) => get(`/api/file/down?url=${encodeURIComponent(url)}`, token);
  /** The bytes a browser ends up with: a presigned redirect is followed to the bucket. */
  const bytesOf = async (reply: LightMyRequestResponse) => {
    if (reply.statusCode !== 302) return { status: reply.statusCode, body: reply.rawPayload };
    const fetched = await fetch(reply.headers.location!);
    return { status: fetched.status, body: Buffer.from(await fetched.arrayBuffer()) };
  };

  /** Uploads through both routes that take private files: /file/upload into each private folder and /chatgpt/upload. */
  const uploads: { via: string; content: Buffer; signed: string }[] = [];
  beforeAll(async () => {
    app = await createTestApp({ env: { ...envOf(), RATE_LIMIT_ALLOWLIST: '127.0.0.1' }, clock });
    apps.push(app);
    owner = await createUser();
    other = await createUser();
    for (const [index, dir] of privateUploadDirs.entries()) {
      const content = png(10 + index);
      const { payload, headers } = await multipart({ dir }, content, 'photo.png');
      const reply = await app.inject({ method: 'POST', url: '/api/file/upload', payload, headers: { ...headers, authorization: `Bearer ${owner.token}` } });
      expect(reply.statusCode, reply.body).toBe(200);
      uploads.push({ via: `/file/upload ${dir}`, content, signed: reply.json().data });
    }
    const content = png(99);
    const { payload, headers } = await multipart({}, content, 'photo.png');
    const reply = await app.inject({ method: 'POST', url: '/api/chatgpt/upload', payload, headers: { ...headers, authorization: `Bearer ${owner.token}` } });
    expect(reply.statusCode, reply.body).toBe(200);
    uploads.push({ via: '/chatgpt/upload', content, signed: reply.json().data.url });
  });

  it('gives back a signed URL under the owner: private/<dir>/<owner>/…?exp=…&sig=…', () => {
    expect(uploads.map((upload) => upload.via)).toEqual(['/file/upload feedback-upload', '/file/upload draw', '/file/upload chat', '/chatgpt/upload']);
    for (const { signed } of uploads)
      expect(signed).toMatch(new RegExp(`^/api/file/private/[a-z-]+/${owner.id}/\\d{6}/[0-9a-f-]{36}\\.png\\?exp=\\d+&sig=[\\w-]{43}$`));
  });

  it('serves the owner by token and anyone holding the signed URL (200)', async () => {
    for (const { via, content, signed } of uploads) {
      const path = signed.split('?')[0]!;
      for (const reply of [await get(path, owner.token), await get(signed), await get(signed, other.token)]) {
        const { status, body } = await bytesOf(reply);
        expect(status, via).toBe(200);
        expect(body.equals(content), via).toBe(true);
        expect(reply.headers['cache-control'], via).toMatch(/^private/);
      }
      const attachment = await down(path, owner.token);
      expect(attachment.statusCode, via).toBe(200);
      expect(attachment.headers['content-disposition'], via).toMatch(/^attachment; filename="[0-9a-f-]{36}\.png"$/);
      expect(attachment.rawPayload.equals(content), via).toBe(true);
      expect((await down(signed)).rawPayload.equals(content), via).toBe(true);
    }
  });

  it('refuses another user (404) and a visitor (401), on the route and on /file/down', async () => {
    for (const { via, signed } of uploads) {
      const path = signed.split('?')[0]!;
      for (const reply of [await get(path, other.token), await down(path, other.token)]) {
        expect(reply.statusCode, via).toBe(404);
        expect(reply.json(), via).toEqual({ code: 404, data: null, message: '文件不存在', success: false });
      }
      for (const reply of [await get(path), await down(path)]) {
        expect(reply.statusCode, via).toBe(401);
        expect(reply.json().message, via).toBe('请先登录后再进行使用！');
      }
    }
  });

  it('refuses a forged signature (404) and an expired one (403, saying so)', async () => {
    const [first, second] = uploads as [(typeof uploads)[0], (typeof uploads)[0]];
    const [path, query] = first.signed.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const sig = params.get('sig')!;
    const exp = Number(params.get('exp'));
    const forged = [
      `${path}?exp=${exp}&sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`,
      `${path}?exp=${exp + 1800}&sig=${sig}`,
      `${second.signed.split('?')[0]}?exp=${exp}&sig=${sig}`,
      `${path}?exp=${exp}`,
      `${path}?sig=${sig}`,
    ];
    for (const url of forged) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await down(url)).statusCode, url).toBe(url.includes('exp=') && url.includes('sig=') ? 404 : 400);
    }
    clock.advance(2 * 3600 * 1000);
    try {
      for (const reply of [await get(first.signed), await down(first.signed)]) {
        expect(reply.statusCode).toBe(403);
        expect(reply.json().message).toBe('文件链接已过期，请刷新页面后重试');
      }
      // The owner's token still reads it.
      expect((await bytesOf(await get(path, owner.token))).status).toBe(200);
    } finally {
      clock.advance(-2 * 3600 * 1000);
    }
  });

  it('never serves a private file from a static path, however it is guessed (404)', async () => {
    for (const { via, signed } of uploads) {
      const key = signed.split('?')[0]!.slice('/api/file/'.length);
      const [, dir, , month, name] = key.split('/');
      for (const guess of [`/uploads/${key}`, `/uploads/${dir}/${month}/${name}`, `/uploads/${key.slice('private/'.length)}`]) {
        expect((await get(guess, owner.token)).statusCode, `${via} ${guess}`).toBe(404);
      }
      expect((await down(`/uploads/${dir}/${month}/${name}`, owner.token)).statusCode, via).toBe(400);
      if (app.fileStore.kind === 's3') {
        // The bucket itself answers only signed requests.
        expect((await fetch(`${simUrl}/s3/lingxi/${key}`)).status, via).toBe(403);
      }
    }
  });

  it('keeps public folders public: a visitor reads an avatar at /uploads/ (200)', async () => {
    const content = png(200);
    const { payload, headers } = await multipart({ dir: 'avatar' }, content, 'me.png');
    const url: string = (
      await app.inject({ method: 'POST', url: '/api/file/upload', payload, headers: { ...headers, authorization: `Bearer ${owner.token}` } })
    ).json().data;
    const path = url.startsWith('/uploads/') ? url : `/uploads/${url.split('/lingxi/')[1]}`;
    const reply = await get(path);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(content)).toBe(true);
  });
});

describe('1. a chat document is not public by URL (the hardening issue’s defect 1, its exact requests)', () => {
  it('POST /api/chatgpt/upload, then GET its URL with no token, and /api/file/down?url=<same> as another user and a visitor', async () => {
    const app = await createTestApp();
    apps.push(app);
    const users = await app.database.db
      .insert(schema.users)
      .values([{ username: `d1${randomBytes(5).toString('hex')}` }, { username: `d1${randomBytes(5).toString('hex')}` }])
      .returning();
    const [ownerToken, otherToken] = await Promise.all(users.map((user) => app.accounts.issueToken(user)));
    const { payload, headers } = await multipart({}, Buffer.from('机密笔记'), 'notes.txt');
    const upload = await app.inject({ method: 'POST', url: '/api/chatgpt/upload', payload, headers: { ...headers, authorization: `Bearer ${ownerToken}` } });
    const url: string = upload.json().data.url;
    const path = url.split('?')[0]!;
    const [, , , , , , month, name] = path.split('/');

    expect((await app.inject(path)).statusCode).toBe(401);
    expect((await app.inject(`/uploads/chat/${month}/${name}`)).statusCode).toBe(404);
    const down = (token?: string) =>
      app.inject({ url: `/api/file/down?url=${encodeURIComponent(path)}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await down(otherToken)).statusCode).toBe(404);
    expect((await down()).statusCode).toBe(401);
    expect((await down(ownerToken)).body).toBe('机密笔记');
  });
});

describe('a private folder’s file left in the public root from before folders had a visibility', () => {
  it('is not served statically nor by /file/down', async () => {
    const app = await createTestApp();
    apps.push(app);
    const store = app.fileStore as LocalFileStore;
    const key = `chat/202611/${randomUUID()}.txt`;
    mkdirSync(join(store.root, 'chat/202611'), { recursive: true });
    writeFileSync(join(store.root, key), 'secret notes');
    expect((await app.inject(`/uploads/${key}`)).statusCode).toBe(404);
    expect((await app.inject(`/api/file/down?url=${encodeURIComponent(`/uploads/${key}`)}`)).statusCode).toBe(400);
  });
});
