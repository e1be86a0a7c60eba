import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KnowledgeHarness, startKnowledgeHarness } from './knowledgeTestKit.js';

const doc = (...lines: string[]) => ({ type: 'doc', content: lines.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] })) });
type Frame = { type: string; delta?: string; text?: string; charged?: number; balance?: number; refunded?: boolean; message?: string };

describe('/knowledge/note/assist: 续写, 总结, 润色 streamed and charged as one answer of the assist model', () => {
  let h: KnowledgeHarness;
  let user: { id: number; token: string };
  let noteId = 0;
  let price = 0;
  const upstream = (patch: object) => h.sim.inject({ method: 'POST', url: '/__control/openai', payload: patch });
  const assist = async (body: object, token = user.token) => {
    const reply = await h.call('POST', '/knowledge/note/assist', token, { noteId, selection: '', ...body });
    const frames =
      reply.statusCode === 200
        ? reply.body
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Frame)
        : [];
    return { reply, frames };
  };
  beforeAll(async () => {
    h = await startKnowledgeHarness();
    const model = h.app.models.defaultChatModel()!;
    price = model.deduct;
    user = await h.createUser({ score: 10 * price + 5 });
    const kbId = (await h.createBase(user.token)).id;
    const saved = await h.call('POST', '/knowledge/note/save', user.token, {
      kbId,
      title: '周报',
      version: 0,
      doc: doc('本周完成了知识库的笔记功能。', '下周计划做编辑器。'),
    });
    noteId = saved.json().data.id;
  });
  afterAll(async () => h?.close());

  it('streams the answer to the selection, charges the model’s price once and sends the text as the user’s message', async () => {
    expect(price).toBeGreaterThan(0);
    const before = await h.score(user.id);
    const { reply, frames } = await assist({ action: 'polish', selection: '  本周完成了知识库的笔记功能。 ' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toContain('application/x-ndjson');
    const end = frames.at(-1)!;
    expect(end).toMatchObject({ type: 'end', charged: price, balance: before - price });
    expect(
      frames
        .filter((frame) => frame.type === 'delta')
        .map((frame) => frame.delta)
        .join(''),
    ).toBe(end.text);
    // The sim answers 模拟回答：{the last user message}: the selection, trimmed, went as data under the polish instruction.
    expect(end.text).toBe('模拟回答：本周完成了知识库的笔记功能。');
    const [request] = (await h.completions()).slice(-1);
    expect(request!.body.messages).toEqual([
      { role: 'system', content: expect.stringContaining('请润色用户消息中的文字') },
      { role: 'user', content: '本周完成了知识库的笔记功能。' },
    ]);
    expect((await h.ledger(user.id)).filter((row) => row.reason === 'noteAssist')).toEqual([
      expect.objectContaining({ delta: -price, reference: expect.stringMatching(new RegExp(`^note:${noteId}:`)) }),
    ]);
  });

  it('continues from the note’s end and summarizes the whole note when nothing is selected; polish needs a selection', async () => {
    const continued = await assist({ action: 'continue' });
    expect(continued.frames.at(-1)).toMatchObject({ type: 'end', text: '模拟回答：本周完成了知识库的笔记功能。\n下周计划做编辑器。' });
    const [request] = (await h.completions()).slice(-1);
    expect(request!.body.messages[0]!.content).toContain('接着往下写');
    const summary = await assist({ action: 'summarize' });
    expect(summary.frames.at(-1)).toMatchObject({ type: 'end' });

    const before = await h.score(user.id);
    const refused = await assist({ action: 'polish', selection: '   ' });
    expect(refused.reply.statusCode).toBe(400);
    expect(refused.reply.json().message).toBe('请先选择要润色的文字');
    expect(await h.score(user.id)).toBe(before);
  });

  it('refuses another user’s note (404), a balance that does not cover it (402), and charges neither', async () => {
    const other = await h.createUser({ score: 100 });
    const theirs = await assist({ action: 'summarize' }, other.token);
    expect(theirs.reply.statusCode).toBe(404);
    expect(await h.score(other.id)).toBe(100);

    const poor = await h.createUser({ score: price - 1 });
    const kbId = (await h.createBase(poor.token)).id;
    const note = (await h.call('POST', '/knowledge/note/save', poor.token, { kbId, title: '', version: 0, doc: doc('一句话') })).json().data.id as number;
    const broke = await h.call('POST', '/knowledge/note/assist', poor.token, { noteId: note, action: 'continue', selection: '' });
    expect(broke.statusCode).toBe(402);
    expect(await h.score(poor.id)).toBe(price - 1);
  });

  it('serves as many concurrent requests as the balance covers, and no more', async () => {
    const three = await h.createUser({ score: 3 * price });
    const kbId = (await h.createBase(three.token)).id;
    const note = (await h.call('POST', '/knowledge/note/save', three.token, { kbId, title: '', version: 0, doc: doc('并发') })).json().data.id as number;
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => h.call('POST', '/knowledge/note/assist', three.token, { noteId: note, action: 'continue', selection: '' })),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 200, 200, 402, 402, 402, 402, 402]);
    expect(await h.score(three.id)).toBe(0);
    expect((await h.ledger(three.id)).filter((row) => row.reason === 'noteAssist')).toHaveLength(3);
  });

  it('gives the charge back when the upstream fails before answering', async () => {
    const before = await h.score(user.id);
    await upstream({ error: { status: 500 } });
    try {
      const { frames } = await assist({ action: 'continue' });
      expect(frames).toEqual([expect.objectContaining({ type: 'error', refunded: true, balance: before })]);
    } finally {
      await upstream({ error: null });
    }
    expect(await h.score(user.id)).toBe(before);
    const ledger = await h.ledger(user.id);
    const refund = ledger.at(-1)!;
    expect(refund).toMatchObject({ reason: 'noteAssistRefund', delta: price });
    expect(ledger.at(-2)).toMatchObject({ reason: 'noteAssist', delta: -price, reference: refund.reference });
  });
});
