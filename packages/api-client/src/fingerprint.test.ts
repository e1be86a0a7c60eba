import { describe, expect, it } from 'vitest';
import { normaliseFingerprint } from './fingerprint';

describe('normaliseFingerprint', () => {
  it('keeps values up to 2147483647', () => {
    expect(normaliseFingerprint(2147483647)).toBe('2147483647');
    expect(normaliseFingerprint('123')).toBe('123');
  });

  it('cuts a value above 2147483647 to its last 9 digits', () => {
    expect(normaliseFingerprint(2147483648)).toBe('147483648');
    expect(normaliseFingerprint('98765432101234567890')).toBe('234567890');
    expect(normaliseFingerprint(3000000000012)).toBe('000000012');
  });

  it('sends anything that is not a whole number as it is', () => {
    expect(normaliseFingerprint('a1b2c3d4e5f6')).toBe('a1b2c3d4e5f6');
    expect(normaliseFingerprint(-5)).toBe('-5');
  });
});
