import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../src/db/index.js';
import { nameConversation, titleFromReply } from '../../../src/modules/chat/titleNamer.js';
import { SIM_API_KEY, startChatHarness } from './chatTestKit.js';

let h: Awaited<ReturnType<typeof startChatHarness>>;
beforeAll(async () => {
  h = await startChatHarness();
});
afterAll(async () => {
  await h.close();
});

describe('titleFromReply', () => {
  it.each([
    ['快速排序讲解', '快速排序讲解'],
    ['标题：《快速排序讲解》。', '快速排序讲解'],
    ['"Quicksort explained."\nmore', 'Quicksort explained'],
    ['## **旅行计划**', '旅行计划'],
    ['Title: Trip plan', 'Trip plan'],
    ['   ', null],
    ['「」', null],
  ])('%j → %s', (reply, title) => {
    expect(titleFromReply(reply)).toBe(title);
  });
});

describe('a new conversation named by its model (docs/chat.md "Titles")', () => {
  it('asks the group’s model once, after the first answer only, with the question and the answer, for nothing', async () => {
    await h.upstream({ reply: '快速排序讲解' });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    const first = await h.chat(user.token, { groupId, prompt: '# 讲讲快速排序' });
    expect(first.frames.at(-1)).toMatchObject({ type: 'end', charged: 1, balance: 9 });
    expect(first.title).toEqual({ type: 'title', groupId, title: '快速排序讲解' });
    const [request] = await h.titleRequests();
    expect(request!.body.messages.at(-1)!.content).toBe('问：# 讲讲快速排序\n\n答：快速排序讲解');
    expect(request!.body.max_tokens).toBe(40);
    // A second question and a regenerated answer keep the title and ask for none.
    expect((await h.chat(user.token, { groupId, prompt: '再讲讲归并排序' })).title).toBeUndefined();
    expect((await h.chat(user.token, { groupId, regenerate: true })).title).toBeUndefined();
    expect(await h.titleRequests()).toHaveLength(1);
    expect(await h.balance(user.id)).toBe(7);
    expect((await h.call('GET', '/group/query', user.token)).json().data[0].title).toBe('快速排序讲解');
  });

  it('a title the same as the question’s sends no frame; an unreachable model leaves the question’s title', async () => {
    await h.upstream({ reply: '你好' });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    expect((await h.chat(user.token, { groupId, prompt: '你好' })).title).toBeUndefined();
    const target = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: SIM_API_KEY, model: 'gpt-4o-mini' };
    const request = { groupId, userId: user.id, target, question: '你好', answer: '你好', fallback: '你好' };
    await expect(nameConversation(h.app.database.db, { firstByteMs: 1000, idleMs: 1000 }, request)).rejects.toThrow();
    expect((await h.call('GET', '/group/query', user.token)).json().data[0].title).toBe('你好');
  });

  it('the user’s rename wins: a title is written only while the question’s title is still there', async () => {
    await h.upstream({ reply: '模型起的名字' });
    const user = await h.createUser({ score: 10 });
    const groupId = await h.newGroup(user.token);
    await h.app.database.db.update(schema.chatGroups).set({ title: '我改的名字' }).where(eq(schema.chatGroups.id, groupId));
    const target = { baseUrl: `${h.simUrl}/v1`, apiKey: SIM_API_KEY, model: 'gpt-4o-mini' };
    const request = { groupId, userId: user.id, target, question: '问题', answer: '回答', fallback: '问题' };
    expect(await nameConversation(h.app.database.db, { firstByteMs: 5000, idleMs: 5000 }, request)).toBeNull();
    const [group] = await h.app.database.db.select().from(schema.chatGroups).where(eq(schema.chatGroups.id, groupId));
    expect(group!.title).toBe('我改的名字');
    // Another user's conversation is never touched, whatever its title.
    const stranger = await h.createUser();
    await h.app.database.db.update(schema.chatGroups).set({ title: '问题' }).where(eq(schema.chatGroups.id, groupId));
    expect(await nameConversation(h.app.database.db, { firstByteMs: 5000, idleMs: 5000 }, { ...request, userId: stranger.id })).toBeNull();
    expect(await nameConversation(h.app.database.db, { firstByteMs: 5000, idleMs: 5000 }, request)).toBe('模型起的名字');
  });
});
