import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { findLedgerMismatches } from '../../../src/modules/economy/reconcileLedger.js';
import { startChatHarness, type Frame } from './chatTestKit.js';

let h: Awaited<ReturnType<typeof startChatHarness>>;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => h.close());

const proConfig = (extra: object = {}) => JSON.stringify({ modelInfo: { model: 'gpt-4o', ...extra } });
const deltas = (frames: Frame[], field: 'delta' | 'think' = 'delta') =>
  frames
    .filter((f) => f.type === 'delta' && f[field])
    .map((f) => f[field])
    .join('');

describe('models', () => {
  it('lists enabled models without endpoints or keys, the first as default, with the caller’s free uses today', async () => {
    const reply = await h.call('GET', '/models/list', undefined, undefined, { modelType: 'chat' });
    const { rows } = reply.json().data;
    expect(rows.map((row: { modelName: string }) => row.modelName)).toEqual(['灵犀 Lite', '灵犀 Pro', '灵犀 Max']);
    expect(reply.body).not.toMatch(/apiKey|baseUrl|base_url|api_key/);
    expect((await h.call('GET', '/models/baseConfig', undefined)).json().data.modelInfo.modelName).toBe('灵犀 Lite');
    expect((await h.call('GET', '/models/query', undefined, undefined, { id: '99999' })).json().data).toMatchObject({ rows: [], count: 0 });
  });

  it('keeps a visitor’s reply per address until the catalogue changes; an address that fails validation is never kept', async () => {
    const url = '/api/models/query?keyType=&modelType=chat&model=&page=1&size=99&upload=1';
    const get = async (address: string) => h.app.inject({ method: 'GET', url: address });
    const first = await get(url);
    expect((await get(url)).body).toBe(first.body);
    const rename = async (from: string, to: string) => {
      await h.app.database.db.update(schema.chatModels).set({ modelName: to }).where(eq(schema.chatModels.modelName, from));
      await h.app.models.reload();
    };
    await rename('灵犀 Lite', '灵犀 Lite 新版');
    try {
      expect((await get(url)).json().data.rows[0].modelName).toBe('灵犀 Lite 新版');
    } finally {
      await rename('灵犀 Lite 新版', '灵犀 Lite');
    }
    for (const attempt of [1, 2]) expect((await get('/api/models/query?keyType=3')).statusCode, `attempt ${attempt}`).toBe(400);
  });
});

describe('groups and chat logs', () => {
  it('creates, lists (sticky first), renames and deletes the caller’s groups; another user sees none of them', async () => {
    const owner = await h.createUser();
    const other = await h.createUser();
    const first = await h.newGroup(owner.token);
    const second = await h.newGroup(owner.token);
    await h.call('POST', '/group/update', owner.token, { groupId: first, title: '周报', isSticky: true });
    const listed = (await h.call('GET', '/group/query', owner.token)).json().data;
    expect(listed.map((g: { id: number; title: string }) => [g.id, g.title])).toEqual([
      [first, '周报'],
      [second, '新对话'],
    ]);
    expect((await h.call('GET', '/group/query', other.token)).json().data).toEqual([]);
    expect((await h.call('POST', '/group/update', other.token, { groupId: first, title: 'x' })).statusCode).toBe(404);
    expect((await h.call('POST', '/group/del', other.token, { groupId: first })).statusCode).toBe(404);
    expect((await h.call('GET', '/chatlog/chatList', other.token, undefined, { groupId: String(first) })).statusCode).toBe(404);
    expect((await h.call('POST', '/chatgpt/chat-process', other.token, { groupId: first, prompt: '你好' })).statusCode).toBe(404);
    await h.call('POST', '/group/del', owner.token, { groupId: second });
    await h.call('POST', '/group/delAll', owner.token, {});
    expect((await h.call('GET', '/group/query', owner.token)).json().data).toEqual([]);
  });

  it('keeps a group’s model settings within the model’s limits, and refuses an unknown model', async () => {
    const user = await h.createUser();
    const groupId = await h.newGroup(user.token);
    const reply = await h.call('POST', '/group/update', user.token, {
      groupId,
      config: proConfig({ topN: 1.2, rounds: 99, maxResponseTokens: 999999, deduct: 0 }),
    });
    const { modelInfo } = JSON.parse(reply.json().data.config);
    const pro = await h.model('灵犀 Pro');
    expect(modelInfo).toMatchObject({ model: 'gpt-4o', topN: 1, rounds: pro.maxRounds, maxResponseTokens: pro.maxModelTokens, deduct: pro.deduct });
    expect((await h.call('POST', '/group/update', user.token, { groupId, config: JSON.stringify({ modelInfo: { model: 'gpt-9' } }) })).json().message).toBe(
      '对话配置无效',
    );
  });

  it('pages a conversation from the newest message back: data is the list, each with its logType; a short page is the first', async () => {
    const user = await h.createUser();
    const groupId = await h.newGroup(user.token);
    await h.app.database.db
      .insert(schema.chatLogs)
      .values(Array.from({ length: 7 }, (_, i) => ({ groupId, userId: user.id, role: i % 2 ? ('assistant' as const) : ('user' as const), content: `m${i}` })));
    const page = async (query: Record<string, string>) =>
      (await h.call('GET', '/chatlog/chatList', user.token, undefined, { groupId: String(groupId), ...query })).json().data as {
        id: number;
        content: string;
        logType: number;
      }[];
    const newest = await page({ size: '3' });
    expect(newest.map((r) => r.content)).toEqual(['m4', 'm5', 'm6']);
    expect(newest.every((r) => r.logType === 1)).toBe(true);
    const older = await page({ size: '5', before: String(newest[0]!.id) });
    expect(older.map((r) => r.content)).toEqual(['m0', 'm1', 'm2', 'm3']);
    // §7's payload {groupId, logType}: the text chat's messages.
    expect((await page({ logType: '1' })).map((r) => r.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect(await page({ logType: '2' })).toEqual([]);
  });

  it('POST /chatlog/delByGroupId {groupId, type} deletes only that logType; without type, every message', async () => {
    const user = await h.createUser();
    const groupId = await h.newGroup(user.token);
    await h.app.database.db.insert(schema.chatLogs).values([
      { groupId, userId: user.id, role: 'user', content: 'text', logType: 1 },
      { groupId, userId: user.id, role: 'user', content: 'other', logType: 2 },
    ]);
    expect((await h.call('POST', '/chatlog/delByGroupId', user.token, { groupId, type: 2 })).json()).toMatchObject({ code: 200 });
    expect((await h.logs(groupId)).map((log) => log.content)).toEqual(['text']);
    await h.call('POST', '/chatlog/delByGroupId', user.token, { groupId });
    expect(await h.logs(groupId)).toEqual([]);
  });
});

describe('POST /chatgpt/chat-process', () => {
  it('streams start, deltas and end as newline-delimited JSON, unbuffered, and charges the model’s points once', async () => {
    await h.upstream({ reply: '你好，我是灵犀。', reasoning: '先想一想' });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    const { reply, frames, title } = await h.chat(user.token, { groupId, prompt: '你好' });
    expect(reply.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(reply.headers['x-accel-buffering']).toBe('no');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.endsWith('\n')).toBe(true);
    expect(frames[0]).toMatchObject({ type: 'start', groupId, model: 'gpt-4o-mini', modelName: '灵犀 Lite' });
    expect(deltas(frames, 'think')).toBe('先想一想');
    expect(deltas(frames)).toBe('你好，我是灵犀。');
    const end = frames.at(-1)!;
    expect(end).toMatchObject({ type: 'end', is_end: true, text: '你好，我是灵犀。', balance: 9, charged: 1 });
    expect((end.usage as { completionTokens: number }).completionTokens).toBeGreaterThan(0);
    const logs = await h.logs(groupId);
    expect(logs.map((l) => [l.role, l.content, l.status])).toEqual([
      ['user', '你好', 'done'],
      ['assistant', '你好，我是灵犀。', 'done'],
    ]);
    expect(logs[1]!.reasoning).toBe('先想一想');
    expect(await h.balance(user.id)).toBe(9);
    // The model then names the conversation (here the sim answers every request alike), charging nothing.
    expect(title).toEqual({ type: 'title', groupId, title: '你好，我是灵犀' });
    const groups = (await h.call('GET', '/group/query', user.token)).json().data;
    expect(groups[0].title).toBe('你好，我是灵犀');
    expect(await h.balance(user.id)).toBe(9);
  });

  it('sends the model’s system message, the last `rounds` exchanges and the group’s settings upstream', async () => {
    await h.upstream({ reply: '好的' });
    const user = await h.createUser({ score: 100 });
    const groupId = await h.newGroup(user.token);
    await h.call('POST', '/group/update', user.token, { groupId, config: proConfig({ rounds: 1, topN: 0.5, maxResponseTokens: 300 }) });
    for (const prompt of ['第一问', '第二问', '第三问']) await h.chat(user.token, { groupId, prompt });
    const last = (await h.completions()).at(-1)!.body;
    expect(last.messages.map((m) => `${m.role}:${m.content}`)).toEqual(['user:第二问', 'assistant:好的', 'user:第三问']);
    expect(last.temperature).toBe(0.5);
    expect(last.max_tokens).toBe(300);
  });

  it('refuses with 402 and calls no upstream when the points do not cover the model; exactly one of three concurrent requests runs', async () => {
    await h.upstream({ reply: '答', tokenDelayMs: 5, tokenCount: 5 });
    const user = await h.createUser({ score: 5 });
    const groupId = await h.newGroup(user.token);
    await h.call('POST', '/group/update', user.token, { groupId, config: proConfig() });
    const results = await Promise.all([1, 2, 3].map(() => h.chat(user.token, { groupId, prompt: '并发' })));
    expect(results.map((r) => r.reply.statusCode).sort()).toEqual([200, 402, 402]);
    expect(results.find((r) => r.reply.statusCode === 402)!.reply.json().message).toBe('积分余额不足，请充值后再使用');
    expect(await h.completions()).toHaveLength(1);
    expect(await h.balance(user.id)).toBe(0);
    expect((await h.logs(groupId)).map((l) => l.role)).toEqual(['user', 'assistant']);
    expect((await findLedgerMismatches(h.app.database.db)).filter((row) => row.userId === user.id)).toEqual([]);
  });

  it('lets members use a vipFreeNum −1 model free, and a vipFreeNum > 0 model free that many times a day, counted atomically', async () => {
    await h.upstream({ reply: '会员' });
    const member = await h.createUser({ score: 100, vipDays: 30 });
    const lite = await h.newGroup(member.token);
    await h.chat(member.token, { groupId: lite, prompt: '免费吗' });
    expect(await h.balance(member.id)).toBe(100);

    await h.app.database.db.update(schema.chatModels).set({ vipFreeNum: 2 }).where(eq(schema.chatModels.model, 'gpt-4o'));
    await h.app.models.reload();
    try {
      const groups = await Promise.all([1, 2, 3, 4].map(() => h.newGroup(member.token)));
      for (const groupId of groups) await h.call('POST', '/group/update', member.token, { groupId, config: proConfig() });
      const results = await Promise.all(groups.map((groupId) => h.chat(member.token, { groupId, prompt: '限免' })));
      expect(results.map((r) => r.frames.at(-1)!.charged).sort()).toEqual([0, 0, 5, 5]);
      expect(await h.balance(member.id)).toBe(90);
      const pro = (await h.call('GET', '/models/list', member.token)).json().data.rows.find((m: { model: string }) => m.model === 'gpt-4o');
      expect(pro.used).toBe(2);
    } finally {
      await h.app.database.db.update(schema.chatModels).set({ vipFreeNum: 20 }).where(eq(schema.chatModels.model, 'gpt-4o'));
      await h.app.models.reload();
    }
  });

  it('refunds when the upstream fails before answering, with a clear message in the stream', async () => {
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    for (const [status, message] of [
      [401, '模型服务密钥无效，请联系管理员'],
      [429, '模型服务繁忙或额度不足，请稍后再试'],
      [500, '模型服务暂不可用，请稍后再试'],
    ] as const) {
      await h.upstream({ error: { status } });
      const { frames } = await h.chat(user.token, { groupId, prompt: '失败' });
      expect(frames.at(-1)).toMatchObject({ type: 'error', is_end: true, message, refunded: true, balance: 10 });
    }
    expect(await h.balance(user.id)).toBe(10);
    expect((await h.logs(groupId)).filter((l) => l.role === 'assistant').map((l) => l.status)).toEqual(['failed', 'failed', 'failed']);
  });

  it('ends a stalled stream with a timeout error and a refund', async () => {
    await h.upstream({ reply: '迟到', firstTokenDelayMs: 2500 });
    const user = await h.createUser({ score: 10 });
    const { frames } = await h.chat(user.token, { groupId: await h.newGroup(user.token), prompt: '等' });
    expect(frames.at(-1)).toMatchObject({ type: 'error', message: '模型响应超时，请稍后再试', refunded: true, balance: 10 });
  });

  it('ends an answer that stalls midway with a timeout, keeping what was written and the charge', async () => {
    await h.upstream({ reply: '一二三四五六七八', stallAfterTokens: 2 });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    const { frames } = await h.chat(user.token, { groupId, prompt: '停住' });
    expect(deltas(frames)).toBe('一二');
    expect(frames.at(-1)).toMatchObject({ type: 'error', message: '模型响应超时，请稍后再试', refunded: false, balance: 9 });
    expect((await h.logs(groupId)).at(-1)).toMatchObject({ status: 'failed', content: '一二' });
  });

  it('keeps the partial answer and the charge when the upstream drops mid-answer', async () => {
    await h.upstream({ reply: '一二三四五六七八', disconnectAfterTokens: 3 });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    const { frames } = await h.chat(user.token, { groupId, prompt: '断' });
    expect(deltas(frames).length).toBeGreaterThan(0);
    expect(frames.at(-1)).toMatchObject({ type: 'error', refunded: false, balance: 9 });
    const answer = (await h.logs(groupId)).at(-1)!;
    expect(answer).toMatchObject({ status: 'failed', content: deltas(frames) });
  });

  it('stops when the client aborts: the upstream is aborted, the partial answer saved as stopped, the charge kept', async () => {
    await h.upstream({ reply: '这是一个很长的回答', tokenCount: 200, tokenDelayMs: 20 });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    const controller = new AbortController();
    const response = await fetch(`${h.appUrl}/api/chatgpt/chat-process`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ groupId, prompt: '讲个长故事' }),
      signal: controller.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while ((received.match(/"delta"/g)?.length ?? 0) < 3) received += (await reader.read()).value ?? '';
    controller.abort();
    await expect.poll(async () => (await h.logs(groupId)).at(-1)!.status).toBe('stopped');
    const answer = (await h.logs(groupId)).at(-1)!;
    expect(answer.content.length).toBeGreaterThan(0);
    await expect.poll(async () => (await h.completions()).at(-1)!.outcome).toBe('aborted');
    expect((await h.completions()).at(-1)!.tokensSent).toBeLessThan(200);
    expect(await h.balance(user.id)).toBe(9);
  });

  it('regenerates the last answer in place, charged again', async () => {
    await h.upstream({ reply: '第一版' });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    await h.chat(user.token, { groupId, prompt: '写一句诗' });
    await h.upstream({ reply: '第二版' });
    const { frames } = await h.chat(user.token, { groupId, regenerate: true });
    expect(frames.at(-1)).toMatchObject({ type: 'end', text: '第二版', balance: 8 });
    expect((await h.logs(groupId)).map((l) => l.content)).toEqual(['写一句诗', '第二版']);
    expect((await h.completions()).at(-1)!.body.messages.at(-1)).toEqual({ role: 'user', content: '写一句诗' });
    const empty = await h.newGroup(user.token);
    expect((await h.chat(user.token, { groupId: empty, regenerate: true })).reply.json().message).toBe('没有可重新生成的回答');
  });

  it('refuses an empty prompt and a visitor', async () => {
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    expect((await h.chat(user.token, { groupId, prompt: '   ' })).reply.statusCode).toBe(400);
    expect((await h.chat('', { groupId, prompt: 'hi' })).reply.statusCode).toBe(401);
    const ledger = await h.app.database.db
      .select()
      .from(schema.pointsLedger)
      .where(and(eq(schema.pointsLedger.userId, user.id), eq(schema.pointsLedger.reason, 'chat')));
    expect(ledger).toEqual([]);
  });
});
