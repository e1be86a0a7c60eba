import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatFrame } from '../../../src/modules/chat/chatFrame.js';
import { FamilyLines } from '../../../src/modules/chat/familyLines.js';

const start: ChatFrame = { type: 'start', groupId: 7, userLogId: 41, chatLogId: 42, model: 'gpt-4o-mini', modelName: '灵犀 Lite' };
const delta = (text: string, think?: string): ChatFrame => ({ type: 'delta', delta: text, ...(think ? { think } : {}) });
const end: ChatFrame = {
  type: 'end',
  is_end: true,
  chatLogId: 42,
  text: '你好，世界',
  usage: { promptTokens: 3, completionTokens: 4 },
  balance: 9,
  charged: 1,
  stopped: false,
};

describe('FamilyLines', () => {
  let written: string[];
  let lines: FamilyLines;
  beforeEach(() => {
    vi.useFakeTimers();
    written = [];
    lines = new FamilyLines(
      (line) => written.push(line),
      50,
      () => Date.now(),
    );
  });
  afterEach(() => vi.useRealTimers());
  const parsed = () => written.map((line) => JSON.parse(line) as Record<string, unknown>);

  it('writes the first delta at once, then at most one line per 50 ms carrying every delta since the last', () => {
    lines.push(start);
    lines.push(delta('你', '想'));
    lines.push(delta('好'));
    lines.push(delta('，'));
    expect(parsed()).toEqual([{ text: '你', delta: '你', think: '想', id: 'chatcmpl-42', role: 'assistant', conversationId: '41' }]);
    vi.advanceTimersByTime(49);
    expect(written).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(parsed()[1]).toEqual({ text: '你好，', delta: '好，', id: 'chatcmpl-42', role: 'assistant', conversationId: '41' });
    expect(written.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
  });

  it('ends with the whole answer, is_end and chatLogId, and cancels the pending line', () => {
    lines.push(start);
    lines.push(delta('你好'));
    lines.push(delta('，世界'));
    lines.push(end);
    vi.advanceTimersByTime(1000);
    expect(parsed()).toEqual([
      { text: '你好', delta: '你好', id: 'chatcmpl-42', role: 'assistant', conversationId: '41' },
      { text: '你好，世界', delta: '，世界', id: 'chatcmpl-42', role: 'assistant', conversationId: '41', is_end: true, chatLogId: 42 },
    ]);
  });

  it('reports a failure after streaming started as {code, message, is_end}', () => {
    lines.push(start);
    lines.push(delta('半'));
    lines.push({ type: 'error', is_end: true, chatLogId: 42, code: 504, message: '模型响应超时，请稍后再试', refunded: false, balance: 9 });
    expect(parsed().at(-1)).toEqual({ code: 504, message: '模型响应超时，请稍后再试', is_end: true });
  });
});
