import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db';
import { absentFields } from '../../src/http/absentFields';
import { createTestApp, operatorToken } from '../../src/testing/testApp';

/** The tolerance rule (src/http/validators.ts, docs/server.md) on real routes. */
let app: FastifyInstance;
let userId: number;
let userToken: string;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp();
  adminToken = await operatorToken(app);
  const [user] = await app.database.db.insert(schema.users).values({ username: 'tolerant1' }).returning();
  userId = user!.id;
  userToken = await app.tokens.sign({ userId, version: 0 });
});
afterAll(async () => app.close());

let address = 0;
const send = (method: 'GET' | 'POST', url: string, payload?: object, token?: string, query?: Record<string, string>) =>
  app.inject({
    method,
    url: `/api${url}`,
    payload,
    query,
    remoteAddress: `10.2.${Math.floor(++address / 250)}.${address % 250}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('public routes: undeclared fields never reach a handler', () => {
  it('reads multipart bodies on the upload routes only: elsewhere 415 不支持的内容类型, before any handler', async () => {
    const form = { 'content-type': 'multipart/form-data; boundary=b', authorization: `Bearer ${userToken}` };
    const payload = '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\n周报\r\n--b--\r\n';
    const reply = await app.inject({ method: 'POST', url: '/api/user/update', headers: form, payload });
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ code: 415, message: '不支持的内容类型', success: false });
    const upload = await app.inject({ method: 'POST', url: '/api/file/upload', headers: form, payload });
    expect(upload.json().message).not.toBe('不支持的内容类型');
  });

  it('strips a role sent with a nickname: the nickname changes, the role does not', async () => {
    const reply = await send('POST', '/user/update', { nickname: '小溪', role: 'admin' }, userToken);
    expect(reply.json()).toMatchObject({ code: 200, success: true });
    const [row] = await app.database.db.select().from(schema.users).where(eq(schema.users.id, userId));
    expect(row).toMatchObject({ nickname: '小溪', role: 'user' });
  });

  it('strips unknown body fields and query parameters instead of refusing them', async () => {
    expect((await send('POST', '/config/query', { keys: ['siteName'], extra: 1 })).json()).toMatchObject({ code: 200, data: { siteName: '灵犀' } });
    expect((await send('GET', '/menu/list', undefined, undefined, { menuPlatform: '1', extra: 'x' })).json()).toMatchObject({ code: 200 });
  });

  it('still refuses a wrong type, naming the field, and never relaxes a required field', async () => {
    expect((await send('POST', '/config/query', { keys: 'siteName' })).json()).toMatchObject({ code: 400, message: '参数 keys 类型错误，应为 array' });
    expect((await send('POST', '/user/update', { nickname: 7 }, userToken)).json()).toMatchObject({
      code: 400,
      message: '参数 nickname 类型错误，应为 string',
    });
    expect((await send('POST', '/config/query', { keys: null })).json()).toMatchObject({ code: 400, message: '参数 keys 类型错误，应为 array' });
    expect((await send('GET', '/menu/list', undefined, undefined, { menuPlatform: '' })).json()).toMatchObject({ code: 400 });
  });

  it("counts an optional number, enum or patterned field sent as '' or null as absent", async () => {
    // keyType= and modelType= as the family's model picker sends them.
    const models = await send('GET', '/models/list', undefined, undefined, { keyType: '', modelType: '' });
    expect(models.json()).toMatchObject({ code: 200 });
    // A plain optional string keeps '' (it says something: an empty nickname is refused by the handler).
    expect((await send('POST', '/user/update', { nickname: '' }, userToken)).json()).toMatchObject({ code: 400 });
    expect((await send('POST', '/user/update', { nickname: '溪', avatar: null }, userToken)).json()).toMatchObject({ code: 200 });
  });
});

describe('admin routes stay strict', () => {
  it('refuses an unknown field with 400 不支持的参数: an operator typo must fail', async () => {
    const reply = await send('POST', '/admin/crami/generate', { goodsId: 1, count: 1, cuont: 2 }, adminToken);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 400, message: '不支持的参数 cuont' });
  });
});

describe('absentFields', () => {
  const drop = absentFields({
    type: 'object',
    required: ['phone'],
    properties: {
      phone: { type: 'string', pattern: '^1\\d{10}$' },
      invitedBy: { type: 'string', pattern: '^[A-Za-z0-9]+$' },
      note: { type: 'string' },
      page: { type: 'integer' },
      groupId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      options: { type: 'object', properties: { model: { type: 'string', minLength: 1 }, usingNetwork: { type: 'boolean' } } },
    },
  })!;

  it("drops optional fields that '' or null cannot satisfy, in nested objects too, and keeps everything else", () => {
    const data = { phone: '', invitedBy: '', note: '', page: null, groupId: null, options: { model: '', usingNetwork: null } };
    drop(data);
    expect(data).toEqual({ phone: '', note: '', groupId: null, options: {} });
  });

  it('has nothing to do for a schema whose fields are all required', () => {
    expect(absentFields({ type: 'object', required: ['note'], properties: { note: { type: 'string', minLength: 1 } } })).toBeUndefined();
  });
});
