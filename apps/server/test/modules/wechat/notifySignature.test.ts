import { describe, expect, it } from 'vitest';
import { notifySignature, verifyNotifySignature } from '../../../src/modules/wechat/notifySignature';

describe('notify signature', () => {
  // The values apps/sim's own tests check (computed independently with sha1sum).
  it('is the sha1 of token, timestamp and nonce sorted and joined', () => {
    expect(notifySignature('sim-token', '1700000000', '123456789')).toBe('516db64eca37aa3af7e805666f73f2b2e5d3179f');
  });

  it('accepts the right signature only', () => {
    const query = { signature: '516db64eca37aa3af7e805666f73f2b2e5d3179f', timestamp: '1700000000', nonce: '123456789' };
    expect(verifyNotifySignature('sim-token', query)).toBe(true);
    expect(verifyNotifySignature('sim-token', { ...query, signature: query.signature.toUpperCase() })).toBe(true);
    expect(verifyNotifySignature('other-token', query)).toBe(false);
    expect(verifyNotifySignature('sim-token', { ...query, nonce: '123456780' })).toBe(false);
    expect(verifyNotifySignature('sim-token', { ...query, signature: query.signature.slice(1) })).toBe(false);
    expect(verifyNotifySignature('sim-token', { timestamp: query.timestamp, nonce: query.nonce })).toBe(false);
  });

  it('refuses everything while no token is configured (no default)', () => {
    expect(verifyNotifySignature('', { signature: notifySignature('', '1', '2'), timestamp: '1', nonce: '2' })).toBe(false);
    expect(verifyNotifySignature('', { signature: notifySignature('jiangly', '1', '2'), timestamp: '1', nonce: '2' })).toBe(false);
  });
});
