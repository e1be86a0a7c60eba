import { randomBytes } from 'node:crypto';
import { buildSim, DEFAULT_MJ_SECRET } from '@lingxi/sim';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db';
import { hashPassword } from '../../src/auth/password';
import { createTestApp } from '../../src/testing/testApp';
import { type Payload, type Spec7Call, type Spec7Context, spec7, spec7DrawForm } from './spec7';

/**
 * SPEC §7's calls replayed in SPEC's shape (issue 14): a served call answers in the envelope with the HTTP status as
 * its code, never 5xx, never a validation refusal of SPEC's payload, and with the data parts §7 names; a call a coming
 * module serves is not declared yet. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let app: FastifyInstance;
let sim: FastifyInstance;
let context: Spec7Context;
let token: string;

let address = 0;
const fingerprint = '3000000000012';
/** Each request from its own address (per-address rate limits), except where a flow needs one client. */
async function send(call: Pick<Spec7Call, 'method' | 'path'>, payload: Payload | undefined, auth: string | null, client?: string) {
  const headers: Record<string, string> = { fingerprint, ...(auth ? { authorization: `Bearer ${auth}` } : {}) };
  const remoteAddress = client ?? `10.14.${Math.floor(++address / 250) % 250}.${address % 250}`;
  const url = `/api${call.path}`;
  if (payload && 'multipart' in payload) {
    const form = new FormData();
    const { multipart, file } = payload as Extract<Payload, { multipart: unknown }>;
    for (const [key, value] of Object.entries(multipart)) form.append(key, value);
    if (file) form.append('file', new Blob([file.content], { type: file.type }), file.name);
    const request = new Request('http://x/', { method: 'POST', body: form });
    headers['content-type'] = request.headers.get('content-type') ?? '';
    return app.inject({ method: 'POST', url, payload: Buffer.from(await request.arrayBuffer()), headers, remoteAddress });
  }
  if (call.method === 'GET') {
    const query = Object.fromEntries(Object.entries(payload ?? {}).map(([key, value]) => [key, String(value)]));
    return app.inject({ method: 'GET', url, query, headers, remoteAddress });
  }
  return app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers, remoteAddress });
}

async function newUser(password = 'secret123') {
  const username = `spec7${randomBytes(4).toString('hex')}`;
  const [user] = await app.database.db
    .insert(schema.users)
    .values({ username, passwordHash: await hashPassword(password), score: 100 })
    .returning();
  return { user: user!, token: await app.accounts.issueToken(user!), username, password };
}

const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => (value ??= make());
};

beforeAll(async () => {
  sim = await buildSim();
  const simUrl = await sim.listen({ port: 0, host: '127.0.0.1' });
  const env = {
    SMS_SINK_URL: simUrl,
    MAIL_SINK_URL: simUrl,
    CHAT_UPSTREAM_TIMEOUT_SECONDS: '2',
    WECHAT_API_BASE: simUrl,
    WECHAT_MP_BASE: simUrl,
    WECHAT_OPEN_BASE: simUrl,
  };
  app = await createTestApp({ env });
  // apps/sim as the chat upstream and the WeChat official account.
  await app.configStore.set('openaiBaseUrl', `${simUrl}/v1`);
  await app.configStore.set('openaiApiKey', 'sk-sim-0000000000000000');
  // apps/sim as the midjourney-proxy (no job runs here: drawings stay queued).
  await app.configStore.setMany({ mjProxyHost: simUrl, mjProxySecret: DEFAULT_MJ_SECRET });
  const wechat = (await sim.inject({ method: 'GET', url: '/__control/state' })).json().wechatMp.config as Record<string, string>;
  await app.configStore.set('wechatOfficialAppId', wechat.appId, false);
  await app.configStore.set('wechatOfficialAppSecret', wechat.appSecret, false);
  await app.configStore.set('wechatOfficialToken', wechat.token, false);
  const main = await newUser();
  token = main.token;
  const [goods] = await app.database.db.insert(schema.goods).values({ name: '积分包', typeId: 1, priceFen: 990, originPriceFen: 1990, score: 100 }).returning();
  const call = async (path: string, payload?: Payload, method: 'GET' | 'POST' = 'POST') => (await send({ method, path }, payload, token)).json().data;
  const groupId = once(async () => (await call('/group/create', {})).id as number);
  const phone = `139${String(Date.now()).slice(-8)}`;
  context = {
    groupId,
    fileUrl: once(async () => {
      const reply = await send({ method: 'POST', path: '/file/upload' }, spec7.find((entry) => entry.path === '/file/upload')!.payload as Payload, token);
      return reply.json().data as string;
    }),
    loginScene: once(async () => (await send({ method: 'POST', path: '/official/getQRSceneStr' }, {}, null)).json().data as string),
    bindScene: once(async () => call('/official/getQRSceneStrByBind')),
    chatLogId: once(async () => {
      await send({ method: 'POST', path: '/chatgpt/chat-process' }, { groupId: await groupId(), prompt: '你好' }, token);
      const [log] = await app.database.db.select().from(schema.chatLogs).orderBy(schema.chatLogs.id);
      return log!.id;
    }),
    phone,
    phoneCode: once(async () => {
      // The family's way: a captcha for this client, then sendPhoneCode with its answer only.
      const client = '10.15.0.1';
      const id = (await send({ method: 'POST', path: '/auth/captcha' }, {}, null, client)).json().data.code as string;
      const { answer } = (await app.ephemeral.get<{ answer: string }>(`captcha:${id}`))!;
      await send({ method: 'POST', path: '/auth/sendPhoneCode' }, { phone, captchaCode: answer }, null, client);
      const messages = (await sim.inject({ url: '/sms/messages', query: { phone } })).json().messages as { code: string }[];
      return messages.at(-1)!.code;
    }),
    userId: main.user.id,
    username: main.username,
    password: main.password,
    inviteCode: once(async () => call('/user/genInviteCode')),
    goodsId: goods!.id,
    drawModelId: once(async () => (await app.database.db.select().from(schema.chatModels).where(eq(schema.chatModels.model, 'dall-e-3')))[0]!.id),
    drawingId: once(async () => (await call('/midjourney/task_add', spec7DrawForm)).id as number),
    orderId: 'LX2026112600000000001',
  };
});
afterAll(async () => {
  await app?.close();
  await sim?.close();
});

/** What §7 and our envelope promise of any reply to SPEC's payload. */
function checkReply(call: Spec7Call, reply: LightMyRequestResponse) {
  const where = `${call.method} ${call.path}`;
  expect(reply.statusCode, `${where}: no 5xx`).toBeLessThan(500);
  const type = String(reply.headers['content-type'] ?? '');
  if (type.startsWith('application/x-ndjson')) {
    const lines = reply.body.trimEnd().split('\n');
    expect(JSON.parse(lines.at(-1)!), `${where}: the stream ends`).toMatchObject({ is_end: true });
    return;
  }
  if (!type.startsWith('application/json')) {
    expect(reply.statusCode, `${where}: a file`).toBe(200);
    return;
  }
  const body = reply.json();
  expect(Object.keys(body).sort(), `${where}: the envelope`).toEqual(['code', 'data', 'message', 'success']);
  expect(reply.statusCode, `${where}: HTTP status is the code`).toBe(body.code);
  expect(body.success, `${where}: success exactly for 2xx`).toBe(body.code >= 200 && body.code < 300);
  expect(body.message, `${where}: SPEC's payload is valid`).not.toMatch(/缺少参数|不支持的参数|类型错误|Missing parameter|Unknown parameter/);
  if (body.success && call.data) call.data(body.data);
  if (!body.success && call.specRefusal) expect(body.message).toBe(call.specRefusal);
}

const served = spec7.filter((call) => !call.owner);

describe('SPEC §7', () => {
  it('lists every call: the served ones are declared, the pending ones (with their owner) are not', () => {
    const declared = (call: Spec7Call) => app.hasRoute({ method: call.method, url: `/api${call.path}` });
    expect(served.filter((call) => !declared(call)).map((call) => `${call.method} ${call.path}`)).toEqual([]);
    const pending = spec7.filter((call) => call.owner);
    expect(pending).toHaveLength(9);
    // A pending call that gets declared fails here until its entry loses its owner (and is replayed below).
    expect(pending.filter(declared).map((call) => `${call.method} ${call.path} (${call.owner})`)).toEqual([]);
  });

  for (const call of served) {
    for (const who of call.as) {
      it(`${call.method} ${call.path} as a ${who}`, async () => {
        const payload = typeof call.payload === 'function' ? await call.payload(context) : call.payload;
        const auth = who === 'visitor' ? null : call.ownUser ? (await newUser()).token : token;
        const reply = await send(call, payload, auth);
        checkReply(call, reply);
      });
    }
  }
});
