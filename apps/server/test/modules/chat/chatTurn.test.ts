import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { findLedgerMismatches } from '../../../src/modules/economy/reconcileLedger.js';
import { startChatHarness } from './chatTestKit.js';

// The fast turn (ChatService.start): one statement for a conversation it has seen, which must still see every change
// the two-statement way would have seen; and the answers written several per statement (AnswerSaver).
let h: Awaited<ReturnType<typeof startChatHarness>>;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => h.close());

const config = (model: string, extra: object = {}) => JSON.stringify({ modelInfo: { model, ...extra } });

describe('a conversation that goes on', () => {
  it('ends a session whose token was revoked, on the first turn and on a later one, before anything is charged or sent', async () => {
    await h.upstream({ reply: '好' });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    expect((await h.chat(user.token, { groupId, prompt: '一' })).reply.statusCode).toBe(200);
    const sent = (await h.completions()).length;
    // A password change or logout-everywhere bumps the version.
    await h.app.database.db
      .update(schema.users)
      .set({ tokenVersion: sql`${schema.users.tokenVersion} + 1` })
      .where(eq(schema.users.id, user.id));
    const later = await h.chat(user.token, { groupId, prompt: '二' });
    expect(later.reply.statusCode).toBe(401);
    const fresh = await h.chat(user.token, { groupId: await h.newGroup((await h.createUser()).token), prompt: '三' });
    expect(fresh.reply.statusCode).toBe(401);
    expect(await h.completions()).toHaveLength(sent);
    expect(await h.balance(user.id)).toBe(9);
    expect((await h.logs(groupId)).map((l) => l.content)).toEqual(['一', '好']);
  });

  it('charges and asks the model the group names now, after its settings changed between turns', async () => {
    await h.upstream({ reply: '答' });
    const user = await h.createUser({ score: 100 });
    const groupId = await h.newGroup(user.token);
    await h.chat(user.token, { groupId, prompt: '一' });
    expect(await h.balance(user.id)).toBe(99);
    await h.call('POST', '/group/update', user.token, { groupId, config: config('gpt-4o') });
    const { frames } = await h.chat(user.token, { groupId, prompt: '二' });
    const pro = await h.model('灵犀 Pro');
    expect(frames.at(-1)).toMatchObject({ type: 'end', charged: pro.deduct, balance: 99 - pro.deduct });
    expect((await h.completions()).at(-1)!.body).toMatchObject({ model: 'gpt-4o' });
  });

  it('sees a membership that began between turns', async () => {
    await h.upstream({ reply: '答' });
    const user = await h.createUser({ score: 100 });
    const groupId = await h.newGroup(user.token);
    await h.chat(user.token, { groupId, prompt: '一' });
    expect(await h.balance(user.id)).toBe(99);
    await h.app.database.db
      .update(schema.users)
      .set({ vipExpire: new Date(Date.now() + 86_400_000) })
      .where(eq(schema.users.id, user.id));
    const { frames } = await h.chat(user.token, { groupId, prompt: '二' });
    expect(frames.at(-1)).toMatchObject({ type: 'end', charged: 0, balance: 99 });
  });

  it('refuses with 402 in a known conversation and writes nothing', async () => {
    await h.upstream({ reply: '答' });
    const user = await h.createUser({ score: 1 });
    const groupId = await h.newGroup(user.token);
    await h.chat(user.token, { groupId, prompt: '一' });
    const sent = (await h.completions()).length;
    const refused = await h.chat(user.token, { groupId, prompt: '二' });
    expect(refused.reply.statusCode).toBe(402);
    expect(await h.completions()).toHaveLength(sent);
    expect((await h.logs(groupId)).map((l) => l.content)).toEqual(['一', '答']);
  });

  it('refuses another user’s conversation even after its owner used it', async () => {
    await h.upstream({ reply: '答' });
    const owner = await h.createUser({ score: 10 });
    const other = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(owner.token);
    await h.chat(owner.token, { groupId, prompt: '一' });
    expect((await h.chat(other.token, { groupId, prompt: '偷看' })).reply.statusCode).toBe(404);
    await h.call('POST', '/group/del', owner.token, { groupId });
    expect((await h.chat(owner.token, { groupId, prompt: '二' })).reply.statusCode).toBe(404);
  });

  it('still sends the last exchanges that count when many recent ones failed', async () => {
    await h.upstream({ reply: '第一答' });
    const user = await h.createUser({ score: 100 });
    const groupId = await h.newGroup(user.token);
    await h.call('POST', '/group/update', user.token, { groupId, config: config('gpt-4o-mini', { rounds: 1 }) });
    await h.chat(user.token, { groupId, prompt: '第一问' });
    // 12 failed exchanges after it: more rows than a turn with one round reads at first.
    await h.app.database.db.insert(schema.chatLogs).values(
      Array.from({ length: 24 }, (_, i) => ({
        groupId,
        userId: user.id,
        role: i % 2 ? ('assistant' as const) : ('user' as const),
        content: i % 2 ? '' : `失败${i}`,
        status: i % 2 ? ('failed' as const) : ('done' as const),
      })),
    );
    await h.upstream({ reply: '好' });
    await h.chat(user.token, { groupId, prompt: '再问' });
    const messages = (await h.completions()).at(-1)!.body.messages.map((m) => `${m.role}:${m.content}`);
    expect(messages.slice(-3)).toEqual(['user:第一问', 'assistant:第一答', 'user:再问']);
  });
});

describe('answers written together', () => {
  it('saves every answer of many concurrent streams with its own balance, and the ledger stays consistent', async () => {
    await h.upstream({ reply: '并发回答', tokenDelayMs: 2 });
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => h.createUser({ score: 10 + i })));
    const groups = await Promise.all(users.map((user) => h.newGroup(user.token)));
    const results = await Promise.all(users.map((user, i) => h.chat(user.token, { groupId: groups[i]!, prompt: `问${i}` })));
    for (const [i, result] of results.entries()) {
      expect(result.frames.at(-1)).toMatchObject({ type: 'end', text: '并发回答', balance: 9 + i });
      const logs = await h.logs(groups[i]!);
      expect(logs.map((l) => [l.role, l.content, l.status])).toEqual([
        ['user', `问${i}`, 'done'],
        ['assistant', '并发回答', 'done'],
      ]);
    }
    const titles = (await Promise.all(users.map(async (user) => (await h.call('GET', '/group/query', user.token)).json().data[0].title))) as string[];
    // Each named by the model after its first title (the question) was written with the answer.
    expect(titles).toEqual(users.map(() => '并发回答'));
    expect((await findLedgerMismatches(h.app.database.db)).filter((row) => users.some((user) => user.id === row.userId))).toEqual([]);
  });
});
