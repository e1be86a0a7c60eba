import { describe, expect, it } from 'vitest';
import { createBlockSplitter } from './markdownBlocks';
import { markdownParser, type MarkdownParser } from './markdownParser';
import { streamedAnswer } from './chatView.fixtures';

/** The real lexer, counting how many characters it was given. */
function countingLexer() {
  const lexed: string[] = [];
  const parser: Pick<MarkdownParser, 'lex'> = {
    lex(source, links) {
      lexed.push(source);
      return markdownParser.lex(source, links);
    },
  };
  return { parser, lexed };
}

const rawsOf = (source: string) => markdownParser.lex(source).blocks.map((block) => block.raw);

/** Every prefix of the text, a few characters apart, as a stream delivers it. */
const prefixes = (text: string, step: number) =>
  Array.from({ length: Math.ceil(text.length / step) }, (_, index) => text.slice(0, (index + 1) * step)).concat(text);

describe('createBlockSplitter', () => {
  it("covers the text exactly with marked's top-level blocks (the offsets the tail is cut at)", () => {
    for (const source of [
      streamedAnswer,
      '1. a\n\n2. b\n\n\n\n  - c\n\n[x]: https://x.y\n\n[x]',
      'a\r\nb\r\n\r\n```\r\nc',
      '<div>\n\nhtml\n\n</div>\n\n$$\nx\n$$\n',
    ]) {
      const normalized = source.replace(/\r\n?/g, '\n');
      expect(rawsOf(normalized).join('')).toBe(normalized);
    }
  });

  it('while streaming, lexes only the open tail and keeps the earlier blocks as the same objects', () => {
    const { parser, lexed } = countingLexer();
    const split = createBlockSplitter(parser);
    const first = split(streamedAnswer.slice(0, 1000), true);
    const second = split(streamedAnswer.slice(0, 1020), true);
    expect(lexed).toHaveLength(2);
    // The second lex started well inside the text: only the last blocks were read again.
    expect(lexed[1]!.length).toBeLessThan(500);
    expect(streamedAnswer.slice(0, 1020).endsWith(lexed[1]!)).toBe(true);
    const unchanged = second.length - markdownParser.lex(lexed[1]!).blocks.length;
    expect(unchanged).toBeGreaterThan(10);
    for (let index = 0; index < unchanged; index += 1) expect(second[index]).toBe(first[index]);
  });

  it('gives the same blocks as lexing the whole text, at every step of a stream and once final', () => {
    for (const step of [1, 7, 31]) {
      const split = createBlockSplitter(markdownParser);
      for (const prefix of prefixes(streamedAnswer, step)) expect(split(prefix, true).map((block) => block.raw)).toEqual(rawsOf(prefix));
      expect(split(streamedAnswer, false).map((block) => block.raw)).toEqual(rawsOf(streamedAnswer));
    }
  }, 60_000); // lexes every prefix of a long answer three times: seconds alone, over vitest's 5 s on loaded cores

  it('keeps a list that goes on after a blank line one list', () => {
    const split = createBlockSplitter(markdownParser);
    split('说明：\n\n1. 第一步\n\n', true);
    const blocks = split('说明：\n\n1. 第一步\n\n2. 第二步', true);
    expect(blocks.filter((block) => block.token.type === 'list')).toHaveLength(1);
  });

  it('lexes the whole text again when it did not simply grow (edited, regenerated)', () => {
    const { parser, lexed } = countingLexer();
    const split = createBlockSplitter(parser);
    split('# 一\n\n二\n\n三', true);
    split('# 甲\n\n乙', true);
    expect(lexed).toEqual(['# 一\n\n二\n\n三', '# 甲\n\n乙']);
  });

  it('returns the cached blocks for the same text', () => {
    const { parser, lexed } = countingLexer();
    const split = createBlockSplitter(parser);
    const blocks = split('一\n\n二', false);
    expect(split('一\n\n二', false)).toBe(blocks);
    expect(lexed).toHaveLength(1);
  });
});
