import { describe, expect, it } from 'vitest';
import { murmurHash3_32 } from './murmurHash3';

// Expected values were checked against a transcription of the C reference (MurmurHash3_x86_32) over UTF-8 bytes.
describe('murmurHash3_32', () => {
  it.each([
    ['', 0, 0],
    ['', 1, 0x514e28b7],
    ['', 0xffffffff, 0x81f16f39],
    ['abc', 0, 0xb3dd93fa],
    ['hello', 0, 0x248bfa47],
    ['hello', 31, 0x0a10af7d],
    ['aaaa', 0x9747b28c, 0x5a97808a],
    ['Hello, world!', 31, 0xd28976c7],
    ['The quick brown fox jumps over the lazy dog', 0x9747b28c, 0x2fa826cd],
  ])('hashes %j with seed %d', (text, seed, expected) => {
    expect(murmurHash3_32(text, seed)).toBe(expected);
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    expect(murmurHash3_32('灵犀', 31)).toBe(0xb9137d90);
    expect(murmurHash3_32('😀', 31)).toBe(0xe5fb22c6);
  });

  it('returns an unsigned 32-bit integer', () => {
    const hash = murmurHash3_32('Hello, world!', 31);
    expect(hash).toBeGreaterThan(2 ** 31);
    expect(hash).toBeLessThan(2 ** 32);
  });
});
