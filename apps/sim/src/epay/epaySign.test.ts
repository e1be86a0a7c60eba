import { describe, expect, it } from 'vitest';
import { epaySign, epaySignContent, epaySignValid } from './epaySign.js';

const params = {
  pid: '1001',
  type: 'wxpay',
  out_trade_no: 'T1001',
  notify_url: 'http://127.0.0.1/notify',
  return_url: 'http://127.0.0.1/return',
  name: 'VIP会员',
  money: '1.00',
  param: '',
  sign: 'ignored',
  sign_type: 'MD5',
};

describe('epay signature', () => {
  it('joins non-empty params but sign/sign_type in ASCII order', () => {
    expect(epaySignContent(params)).toBe(
      'money=1.00&name=VIP会员&notify_url=http://127.0.0.1/notify&out_trade_no=T1001&pid=1001&return_url=http://127.0.0.1/return&type=wxpay',
    );
  });

  // Vectors computed with `printf '%s' '<content>KEY123' | md5sum` (and `…&key=KEY123`).
  it('matches independently computed vectors', () => {
    expect(epaySign(params, 'KEY123')).toBe('f58303890d3f3e82b6f666946edefaa7');
    expect(epaySign(params, 'KEY123', 'ampKey')).toBe('0dca840fa4c665fbd9f9d2e2938efe9e');
  });

  it('verifies exactly, lowercase hex only', () => {
    expect(epaySignValid({ ...params, sign: 'f58303890d3f3e82b6f666946edefaa7' }, 'KEY123', 'plain')).toBe(true);
    expect(epaySignValid({ ...params, sign: 'F58303890D3F3E82B6F666946EDEFAA7' }, 'KEY123', 'plain')).toBe(false);
    expect(epaySignValid({ ...params, sign: 'f58303890d3f3e82b6f666946edefaa7' }, 'KEY123', 'ampKey')).toBe(false);
    expect(epaySignValid({ ...params, param: 'x', sign: 'f58303890d3f3e82b6f666946edefaa7' }, 'KEY123', 'plain')).toBe(false);
    expect(epaySignValid({ ...params, sign: undefined }, 'KEY123', 'plain')).toBe(false);
  });
});
