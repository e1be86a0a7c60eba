import { describe, expect, it } from 'vitest';
import { wechatSignature } from './signature.js';

describe('wechatSignature', () => {
  // Expected values computed independently: printf '%s' "<sorted, joined>" | sha1sum
  it('is the sha1 of token, timestamp and nonce sorted as strings and joined', () => {
    expect(wechatSignature('sim-token', '1700000000', '123456789')).toBe('516db64eca37aa3af7e805666f73f2b2e5d3179f');
    expect(wechatSignature('jiangly', '1700000000', '1417437418')).toBe('e02ce5d0a09b0c79f6b7607f73e24c7e88cbced7');
  });

  it('does not depend on argument order but on every value', () => {
    expect(wechatSignature('1700000000', '123456789', 'sim-token')).toBe(wechatSignature('sim-token', '1700000000', '123456789'));
    expect(wechatSignature('sim-token', '1700000001', '123456789')).not.toBe('516db64eca37aa3af7e805666f73f2b2e5d3179f');
  });
});
