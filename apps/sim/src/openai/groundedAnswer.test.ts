import { describe, expect, it } from 'vitest';
import { buildSim } from '../sim.js';
import { groundedAnswer } from './groundedAnswer.js';
import { createOpenAiState, DEFAULT_API_KEY, type OpenAiBehaviour } from './openaiState.js';
import { planAnswer } from './planAnswer.js';

/** The last user message as the server's knowledge-base chat sends it. */
const grounded = (question: string, sources: [title: string, text: string][]) =>
  [
    '<sources>',
    ...sources.map(([title, text], i) => `<source n="${i + 1}" title="${title}"${i === 0 ? ' page="3"' : ''}>\n${text}\n</source>`),
    '</sources>',
    '',
    `问题：${question}`,
  ].join('\n');

const handbook = grounded('差旅费用多久内报销？', [
  ['产品手册 <v2>.pdf', '灵犀支持导出 PDF 文件。导出前请先保存！'],
  ['报销制度.md', '发票须为增值税普通发票。\n差旅费用需要在出差结束后三十天内报销；超过期限不予报销\n报销由财务审核'],
]);

const answer = (users: string[], patch: Partial<OpenAiBehaviour> = {}) =>
  planAnswer(
    { model: 'gpt-4o-mini', messages: users.map((content) => ({ role: 'user', content })), stream: false, includeUsage: false, maxTokens: null },
    { ...createOpenAiState().behaviour, ...patch },
  )
    .deltas.map((delta) => delta.text)
    .join('');

describe('groundedAnswer', () => {
  it('quotes the sentence sharing the most question words, its own ending mark kept, and cites its source', () => {
    expect(groundedAnswer(handbook)).toBe('根据资料，差旅费用需要在出差结束后三十天内报销；[2]');
  });

  it('adds no mark to a sentence the newline ended, and matches Latin words lower-cased', () => {
    const sources: [string, string][] = [
      ['产品手册.pdf', '灵犀支持导出 PDF 文件。'],
      ['报销制度.md', '超过期限不予报销\n报销由财务审核'],
    ];
    expect(groundedAnswer(grounded('超过期限怎么办', sources))).toBe('根据资料，超过期限不予报销[2]');
    expect(groundedAnswer(grounded('能导出pdf吗', sources))).toBe('根据资料，灵犀支持导出 PDF 文件。[1]');
  });

  it('breaks a tie for the earlier source, then the earlier sentence', () => {
    const sources: [string, string][] = [
      ['a.md', '无关的话。请假需要提前申请！请假需要填表。'],
      ['b.md', '请假需要主管批准。'],
    ];
    expect(groundedAnswer(grounded('请假需要什么', sources))).toBe('根据资料，请假需要提前申请！[1]');
  });

  it('reads a question in traditional characters as simplified, quoting the passage as written', () => {
    const message = '<sources><source n="1" title="财务制度">发票由财务部统一开具。发票的抬头写公司全称。</source></sources>问题：發票抬頭應該寫什麼？';
    expect(groundedAnswer(message)).toBe('根据资料，发票的抬头写公司全称。[1]');
  });

  it('says the sources hold nothing relevant when no sentence shares a word with the question', () => {
    expect(groundedAnswer(grounded('今天天气如何？', [['报销制度.md', '报销由财务审核。']]))).toBe('资料中没有与问题相关的内容。');
  });

  it('answers only a last user message carrying sources: one in an earlier message is ignored', () => {
    expect(groundedAnswer('没有资料的问题')).toBeNull();
    expect(answer([handbook])).toBe('根据资料，差旅费用需要在出差结束后三十天内报销；[2]');
    expect(answer([handbook, '谢谢'])).toBe('模拟回答：谢谢');
  });

  it('gives way to a fixed reply and to a leaked system message', () => {
    expect(answer([handbook], { reply: '固定回答' })).toBe('固定回答');
    expect(answer([handbook], { echoSystem: true })).toBe('好的，我的设定如下：');
  });

  it('streams the grounded answer through the chat route', async () => {
    const sim = await buildSim();
    try {
      const base = await sim.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${base}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEFAULT_API_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: handbook }] }),
      });
      const frames = (await response.text()).split('\n\n').filter((frame) => frame.startsWith('data: {'));
      const content = frames.map((frame) => JSON.parse(frame.slice('data: '.length)).choices[0]?.delta.content ?? '').join('');
      expect(content).toBe('根据资料，差旅费用需要在出差结束后三十天内报销；[2]');
    } finally {
      await sim.close();
    }
  });
});
