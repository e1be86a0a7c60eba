import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize.js';

describe('tokenize', () => {
  it('splits Han characters and punctuation one by one and words with their leading spaces', () => {
    expect(tokenize('你好，world! foo  bar ')).toEqual(['你', '好', '，', 'world', '!', ' foo', '  bar', ' ']);
  });

  it('gives back the input when the tokens are joined', () => {
    for (const text of ['', '  ', '模拟回答：Hello, 世界 😀\n第二行。', 'a\tb\n\nc']) expect(tokenize(text).join('')).toBe(text);
  });
});
