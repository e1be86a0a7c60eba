import { describe, expect, it } from 'vitest';
import { xunhupayHash, xunhupayHashValid } from './xunhupayHash.js';

const params = {
  version: '1.1',
  appid: '201906120001',
  trade_order_id: 'X1',
  total_fee: '0.1',
  title: 'VIP会员',
  time: '1700000000',
  notify_url: 'http://127.0.0.1/n',
  nonce_str: 'abc123',
  attach: '',
  hash: 'ignored',
};

describe('xunhupay hash', () => {
  // Computed with `printf '%s' 'appid=201906120001&nonce_str=abc123&notify_url=http://127.0.0.1/n&time=1700000000&title=VIP会员&total_fee=0.1&trade_order_id=X1&version=1.1SECRET' | md5sum`.
  it('matches an independently computed vector (empty values and hash left out)', () => {
    expect(xunhupayHash(params, 'SECRET')).toBe('b40fb12418d5e34f3153e62606441cd1');
  });

  it('verifies exactly', () => {
    expect(xunhupayHashValid({ ...params, hash: 'b40fb12418d5e34f3153e62606441cd1' }, 'SECRET')).toBe(true);
    expect(xunhupayHashValid({ ...params, hash: 'B40FB12418D5E34F3153E62606441CD1' }, 'SECRET')).toBe(false);
    expect(xunhupayHashValid({ ...params, attach: 'a', hash: 'b40fb12418d5e34f3153e62606441cd1' }, 'SECRET')).toBe(false);
    expect(xunhupayHashValid({ ...params, hash: undefined }, 'SECRET')).toBe(false);
  });
});
