import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db';
import { createTestApp, operatorToken } from '../../../src/testing/testApp';

let app: FastifyInstance;
let token: string;
let adminId: number;

function png(width = 4, height = 4): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

/** A multipart body as a browser would send it. */
async function multipart(fields: Record<string, string>, file?: { content: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

async function upload(fields: Record<string, string>, file?: { content: Buffer; name: string }, auth: string | null = token) {
  const { payload, headers } = await multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/file/upload', payload, headers: { ...headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) } });
}

beforeAll(async () => {
  app = await createTestApp();
  const [admin] = await app.database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
  token = await app.tokens.sign({ userId: admin!.id, version: admin!.tokenVersion });
  adminId = admin!.id;
});
afterAll(() => app.close());

describe('POST /api/file/upload', () => {
  it('stores a PNG under a generated name and serves it back', async () => {
    const content = png();
    const reply = await upload({ dir: 'avatar', filename: '我的头像.png' }, { content, name: '我的头像.png' });
    expect(reply.statusCode).toBe(200);
    const url: string = reply.json().data;
    expect(url).toMatch(/^\/uploads\/avatar\/\d{6}\/[0-9a-f-]{36}\.png$/);
    const served = await app.inject(url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(content)).toBe(true);
    // A public key does not name its uploader: the upload is recorded (an app's logo must be its author's).
    const [recorded] = await app.database.db
      .select()
      .from(schema.publicUploads)
      .where(eq(schema.publicUploads.key, url.replace('/uploads/', '')));
    expect(recorded?.userId).toBe(adminId);
  });

  it('requires a valid, current token', async () => {
    const file = { content: png(), name: 'a.png' };
    for (const auth of [null, 'not-a-jwt', `${token.slice(0, -2)}xx`]) {
      const reply = await upload({ dir: 'avatar' }, file, auth);
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ code: 401, data: null, message: '请先登录后再进行使用！', success: false });
    }
  });

  it('refuses a PNG renamed .txt', async () => {
    const reply = await upload({ dir: 'chat', filename: 'notes.txt' }, { content: png(), name: 'notes.txt' });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ code: 415, message: '文件扩展名与文件内容不符' });
  });

  it('refuses an executable renamed .png', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 0)]);
    const reply = await upload({ dir: 'avatar', filename: 'photo.png' }, { content: elf, name: 'photo.png' });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ code: 415, message: '仅支持 jpg、png 格式的文件' });
  });

  it('refuses a 3 MB image in a 2 MB folder, in the user language', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)]);
    const reply = await upload({ dir: 'feedback-upload' }, { content: big, name: 'big.png' });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ code: 413, message: '文件大小不能超过 2MB' });
    const { payload, headers } = await multipart({ dir: 'feedback-upload' }, { content: big, name: 'big.png' });
    const english = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('The file must not exceed 2 MB');
  });

  it('refuses anything over the largest limit before buffering it all', async () => {
    const reply = await upload({ dir: 'chat' }, { content: Buffer.alloc(11 * 1024 * 1024), name: 'huge.pdf' });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ code: 413, message: '文件大小不能超过 10MB' });
  });

  it('refuses an unknown folder, a missing file and a non-multipart body', async () => {
    expect((await upload({ dir: '../etc' }, { content: png(), name: 'a.png' })).json()).toMatchObject({ code: 400, message: '不支持的上传目录' });
    expect((await upload({ dir: 'avatar' })).json()).toMatchObject({ code: 400, message: '请选择要上传的文件' });
    const json = await app.inject({ method: 'POST', url: '/api/file/upload', payload: { dir: 'avatar' }, headers: { authorization: `Bearer ${token}` } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ success: false });
  });
});

describe('GET /api/file/down', () => {
  it('downloads one of our files as an attachment', async () => {
    const content = png(2, 2);
    const url: string = (await upload({ dir: 'app-logo' }, { content, name: 'x.png' })).json().data;
    const reply = await app.inject({ url: `/api/file/down?url=${encodeURIComponent(`http://localhost:80${url}`)}`, headers: { host: 'localhost:80' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]{36}\.png"$/);
    expect(reply.rawPayload.equals(content)).toBe(true);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'https://example.com/uploads/avatar/202611/a.png',
    'file:///etc/passwd',
    '/uploads/../../../../etc/passwd',
    '/uploads/%2e%2e/%2e%2e/etc/passwd',
    '/etc/passwd',
    '/uploads/avatar/202611/missing.png',
  ])('refuses %s without fetching anything', async (url) => {
    const reply = await app.inject(`/api/file/down?url=${encodeURIComponent(url)}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 400, data: null, message: '只能下载本站存储的文件', success: false });
  });
});

describe('POST /api/admin/file/upload (the back office’s uploads)', () => {
  const adminUpload = async (auth: string, fields: Record<string, string>, file: { content: Buffer; name: string }) => {
    const { payload, headers } = await multipart(fields, file);
    return app.inject({ method: 'POST', url: '/api/admin/file/upload', payload, headers: { ...headers, authorization: `Bearer ${auth}` } });
  };

  it('stores an operator’s picture as theirs, where POST /file/upload refuses the back office’s session', async () => {
    const session = await operatorToken(app);
    const file = { content: png(), name: 'slide.png' };
    expect((await upload({ dir: 'app-logo' }, file, session)).statusCode).toBe(401);
    const reply = await adminUpload(session, { dir: 'app-logo' }, file);
    expect(reply.statusCode).toBe(200);
    const url: string = reply.json().data;
    expect(url).toMatch(/^\/uploads\/app-logo\/\d{6}\/[0-9a-f-]{36}\.png$/);
    const [recorded] = await app.database.db
      .select()
      .from(schema.publicUploads)
      .where(eq(schema.publicUploads.key, url.replace('/uploads/', '')));
    expect(recorded?.userId).toBe(adminId);
    // The same rules: the content decides the type.
    expect((await adminUpload(session, { dir: 'app-logo' }, { content: Buffer.from('MZ not a picture'), name: 'x.png' })).statusCode).toBe(415);
  });

  it('refuses a user’s token', async () => {
    const reply = await adminUpload(token, { dir: 'app-logo' }, { content: png(), name: 'a.png' });
    expect([reply.statusCode, reply.json().message]).toEqual([403, '仅管理员可用']);
  });
});
