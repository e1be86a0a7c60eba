import { describe, expect, it } from 'vitest';
import { capText, decodeText, normaliseText } from '../../../src/modules/chatFiles/extractText.js';

describe('decodeText', () => {
  it('reads UTF-8 (with or without a byte-order mark) and UTF-16 with one', () => {
    expect(decodeText(Buffer.from('你好 world'))).toBe('你好 world');
    expect(decodeText(Buffer.from('\ufeff你好'))).toBe('你好');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('你好', 'utf16le')]))).toBe('你好');
    expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('你好', 'utf16le').swap16()]))).toBe('你好');
  });

  it('falls back to GB18030 when the bytes are not UTF-8', () => {
    // 中文测试 in GBK.
    expect(decodeText(Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xb2, 0xe2, 0xca, 0xd4]))).toBe('中文测试');
  });

  it('keeps UTF-8 when a stray byte is the only problem', () => {
    const text = decodeText(Buffer.concat([Buffer.from('正常的 UTF-8 文本'), Buffer.from([0xff])]));
    expect(text.startsWith('正常的 UTF-8 文本')).toBe(true);
  });
});

describe('normaliseText and capText', () => {
  it('unifies line ends, drops NUL and trailing spaces, shortens blank runs', () => {
    expect(normaliseText('  a \r\nb\u0000c\r\r\n\n\n\nd  ')).toBe('a\nbc\n\nd');
  });

  it('cuts at the cap without splitting a surrogate pair', () => {
    expect(capText('abcdef', 10)).toEqual({ text: 'abcdef', truncated: false });
    expect(capText('abcdef', 3)).toEqual({ text: 'abc', truncated: true });
    expect(capText('ab😀', 3)).toEqual({ text: 'ab', truncated: true });
  });
});
