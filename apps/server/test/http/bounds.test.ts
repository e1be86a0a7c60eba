import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db';
import { createTestApp } from '../../src/testing/testApp';

/**
 * The hardening issue's defects 2–5, each with its exact request: before the bounds rule (src/http/bounds.ts,
 * validators.ts) and the multipart error mapping they were 500 服务器繁忙，请稍后再试.
 */
let app: FastifyInstance;
let token: string;
let groupId: number;
/** Every reply of 500 or more this suite's requests got: the error handler's generic path must be reached by none. */
const serverErrors: string[] = [];
beforeAll(async () => {
  app = await createTestApp();
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) serverErrors.push(`${request.method} ${request.url} ${reply.statusCode}`);
  });
  // A route that fails as a defect would, to show the watch above sees one.
  app.get('/api/__defect', async () => {
    throw new Error('a defect');
  });
  const [user] = await app.database.db.insert(schema.users).values({ username: 'bounds1' }).returning();
  token = await app.tokens.sign({ userId: user!.id, version: 0 });
  groupId = (await send('POST', '/group/create', {})).json().data.id;
});
afterAll(async () => app.close());

function send(method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}`, ...headers }, payload: payload as string });
}

/** A 400 in the envelope whose message names the field. */
async function refused(reply: ReturnType<typeof send>, message: string) {
  const response = await reply;
  expect(response.json()).toEqual({ code: 400, data: null, message, success: false });
  expect(response.statusCode).toBe(400);
}

describe('2. a NUL character or an unpaired surrogate in a string', () => {
  it('POST /user/update {"nickname":"a\\u0000b"} is a 400 naming nickname', () =>
    refused(send('POST', '/user/update', { nickname: 'a\u0000b' }), '参数 nickname 含有无效字符'));
  it('the group/update title and the crami/useCrami code too', async () => {
    await refused(send('POST', '/group/update', { groupId, title: 'a\u0000b' }), '参数 title 含有无效字符');
    await refused(send('POST', '/crami/useCrami', { code: 'a\u0000b' }), '参数 code 含有无效字符');
  });
  it('a lone surrogate, in the user’s language', async () => {
    await refused(send('POST', '/user/update', { nickname: 'a\ud800b' }), '参数 nickname 含有无效字符');
    await refused(send('POST', '/user/update', { nickname: '\udc00' }, { 'accept-language': 'en' }), 'Parameter nickname contains invalid characters');
  });
  it('a paired surrogate (an emoji) is text like any other', async () => {
    expect((await send('POST', '/user/update', { nickname: '小溪😀' })).json()).toMatchObject({ code: 200 });
  });
});

describe('3. integers beyond their int4 column', () => {
  it('GET /chatlog/chatList?groupId=2147483648', () => refused(send('GET', '/chatlog/chatList?groupId=2147483648'), '参数 groupId 不能大于 2147483647'));
  it('the ids of chatlog/del, group/del, group/update, chatlog/delByGroupId and the file chat’s file', async () => {
    await refused(send('POST', '/chatlog/del', { id: 2147483648 }), '参数 id 不能大于 2147483647');
    await refused(send('POST', '/group/del', { groupId: 2147483648 }), '参数 groupId 不能大于 2147483647');
    await refused(send('POST', '/group/update', { groupId: 2147483648, title: 'x' }), '参数 groupId 不能大于 2147483647');
    await refused(send('POST', '/chatlog/delByGroupId', { groupId: 2147483648 }), '参数 groupId 不能大于 2147483647');
    await refused(send('POST', '/chatgpt/chat-file-analysis', { groupId, fileId: 2147483648, prompt: 'x' }), '参数 fileId 不能大于 2147483647');
    await refused(send('GET', '/chatgpt/file?id=2147483648'), '参数 id 不能大于 2147483647');
  });
  it('chat-process with groupId 2^31, 2^53+2 or 1e308', async () => {
    for (const bad of [2 ** 31, 2 ** 53 + 2, 1e308])
      await refused(send('POST', '/chatgpt/chat-process', { groupId: bad, prompt: '你好' }), '参数 groupId 不能大于 2147483647');
  });
  it('GET /user/inviteRecord?page=1e20 and chatList?before=1e12', async () => {
    await refused(send('GET', '/user/inviteRecord?page=1e20'), '参数 page 不能大于 2147483647');
    await refused(send('GET', `/chatlog/chatList?groupId=${groupId}&before=1e12`), '参数 before 不能大于 2147483647');
  });
});

describe('4. a prompt that is not a string', () => {
  it('POST /chatgpt/chat-process {"groupId":N,"prompt":1}, and true, {}, [], 1.5', async () => {
    for (const prompt of [1, true, {}, [], 1.5]) await refused(send('POST', '/chatgpt/chat-process', { groupId, prompt }), '参数 prompt 类型错误，应为 string');
  });
});

describe('5. malformed multipart to /file/upload', () => {
  const part = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
  const cases: [string, string, string][] = [
    ['no boundary', 'multipart/form-data', `${part}\r\n--b--\r\n`],
    ['a wrong boundary', 'multipart/form-data; boundary=zzz', `${part}\r\n--b--\r\n`],
    ['a truncated body', 'multipart/form-data; boundary=b', part],
  ];
  it.each(cases)('%s: a 400 envelope, never a 500 (and the same on /chatgpt/upload)', async (_name, contentType, body) => {
    for (const url of ['/file/upload', '/chatgpt/upload']) {
      const reply = await send('POST', url, body, { 'content-type': contentType });
      expect(reply.statusCode, `${url}: ${reply.body}`).toBe(400);
      expect(reply.json()).toEqual({ code: 400, data: null, message: '上传内容格式不正确', success: false });
    }
  });

  it('two files where one is allowed: 413 一次只能上传一个文件', async () => {
    const file = (name: string) => `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\nhello\r\n`;
    const reply = await send('POST', '/file/upload', `${file('a.txt')}${file('b.txt')}--b--\r\n`, { 'content-type': 'multipart/form-data; boundary=b' });
    expect(reply.json()).toEqual({ code: 413, data: null, message: '一次只能上传一个文件', success: false });
  });
});

describe('the error handler stays the last line', () => {
  it('was reached with a 500 by none of the cases above', async () => {
    const reached = serverErrors.splice(0);
    const defect = await send('GET', '/__defect');
    expect(defect.json()).toEqual({ code: 500, data: null, message: '服务器繁忙，请稍后再试', success: false });
    expect(serverErrors).toEqual(['GET /api/__defect 500']);
    expect(reached).toEqual([]);
  });
});
