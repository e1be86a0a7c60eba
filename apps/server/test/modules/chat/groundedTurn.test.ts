import { describe, expect, it } from 'vitest';
import { estimateTokens } from '../../../src/modules/chat/chatHistory.js';
import { citationsIn, passagesWithin, sourcesPrompt, type TurnSource } from '../../../src/modules/chat/groundedTurn.js';

const passage = (n: number, text: string): TurnSource => ({
  n,
  chunkId: n,
  docId: 1,
  noteId: null,
  docName: '手册.pdf',
  page: n,
  snippet: text.slice(0, 10),
  text,
});
/** Six passages of 300 CJK characters (about 300 tokens each), as retrieval ranks them. */
const ranked = Array.from({ length: 6 }, (_, index) => passage(index + 1, `第${index + 1}段`.padEnd(300, '文')));
const ask = { systemMessage: '你是知识库问答助手。', question: '年假有几天？' };

describe('passagesWithin: the passages a model’s window holds', () => {
  it('a large window takes all six, in their rank order', () => {
    expect(passagesWithin(ranked, { ...ask, budgetTokens: 16_000 }).map((source) => source.n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a small window takes the first that fit three quarters of its room, leaving the rest for the history', () => {
    const kept = passagesWithin(ranked, { ...ask, budgetTokens: 1_000 });
    expect(kept.map((source) => source.n)).toEqual([1, 2]);
    const prompt = sourcesPrompt(kept, ask.question);
    expect(estimateTokens(prompt) + estimateTokens(ask.systemMessage)).toBeLessThanOrEqual(1_000 * 0.75 + 60);
  });

  it('one passage larger than the room is sent cut to it; a window with no room left still sends the best passage’s start', () => {
    const [cut] = passagesWithin([passage(1, '长'.repeat(5_000))], { ...ask, budgetTokens: 2_000 });
    expect(cut!.text.length).toBeGreaterThan(1_000);
    expect(estimateTokens(cut!.text)).toBeLessThanOrEqual(2_000 * 0.75);
    expect(passagesWithin(ranked, { ...ask, budgetTokens: 0 })).toEqual([{ ...ranked[0], text: '' }]);
  });

  it('citations name only the passages sent', () => {
    const kept = passagesWithin(ranked, { ...ask, budgetTokens: 1_000 });
    expect(citationsIn('见[1]与[5]，又见【2】', kept)).toEqual([1, 2]);
  });
});
