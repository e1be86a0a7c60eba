import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../../../src/modules/chat/chatHistory.js';
import { charsWithinTokens, documentPrompt, turnMessages, type TurnFile } from '../../../src/modules/chat/fileContext.js';

const document = (text: string, truncated = false): TurnFile => ({ id: 1, name: 'doc.txt', kind: 'document', text, truncated });

describe('charsWithinTokens', () => {
  it('counts the way estimateTokens does: four Latin characters or one CJK character a token', () => {
    expect(charsWithinTokens('abcdefgh', 1)).toBe(4);
    expect(charsWithinTokens('你好世界', 2)).toBe(2);
    expect(charsWithinTokens('ab你好', 2)).toBe(3);
    expect(charsWithinTokens('short', 100)).toBe(5);
    expect(charsWithinTokens('anything', -5)).toBe(0);
    const text = 'Mixed 文本 with 中文 and English. '.repeat(50);
    const kept = charsWithinTokens(text, 120);
    expect(estimateTokens(text.slice(0, kept))).toBeLessThanOrEqual(120);
    expect(estimateTokens(text.slice(0, kept + 1))).toBeGreaterThan(120);
  });

  it('never ends on half a surrogate pair', () => {
    expect(charsWithinTokens('abc😀def', 1)).toBe(3);
  });
});

describe('documentPrompt', () => {
  it('puts the whole document before the question when it fits', () => {
    const { content, cut } = documentPrompt(document('第一章 总则'), '讲了什么？', 1000);
    expect(cut).toBe(false);
    expect(content).toBe('以下是用户上传的文件《doc.txt》的内容：\n<document>\n第一章 总则\n</document>\n\n请根据以上文件内容回答用户的问题：\n讲了什么？');
  });

  it('cuts to the budget with a note, and notes an upload that was already cut', () => {
    const { content, cut } = documentPrompt(document('x'.repeat(10_000)), 'q', 500);
    expect(cut).toBe(true);
    expect(estimateTokens(content)).toBeLessThanOrEqual(500);
    expect(content).toMatch(/以上只包含前 \d+ 个字符，全文共 10000 个字符/);
    const capped = documentPrompt(document('短文', true), 'q', 500);
    expect(capped.cut).toBe(true);
    expect(capped.content).toContain('以上只包含前 2 个字符，全文共 超过 2 个字符');
  });
});

describe('turnMessages', () => {
  const past = [
    { role: 'user' as const, content: '第一问', status: 'done' },
    { role: 'assistant' as const, content: '第一答', status: 'done' },
  ];

  it('leaves a fifth of the window to the history when there is some', () => {
    const messages = turnMessages({ systemMessage: '', past, question: '第二问', rounds: 8, budgetTokens: 1000, file: document('字'.repeat(5000)) });
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    const last = messages.at(-1)!.content as string;
    expect(estimateTokens(last)).toBeLessThanOrEqual(800);
    expect(estimateTokens(last)).toBeGreaterThan(700);
  });

  it('sends an image as text and image_url parts', () => {
    const messages = turnMessages({
      systemMessage: '你是助手',
      past: [],
      question: '这是什么？',
      rounds: 8,
      budgetTokens: 4000,
      file: { ...document(''), kind: 'image' },
      imageUrl: 'data:image/png;base64,AAAA',
    });
    expect(messages).toEqual([
      { role: 'system', content: '你是助手' },
      {
        role: 'user',
        content: [
          { type: 'text', text: '这是什么？' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
        ],
      },
    ]);
  });
});
