import { describe, expect, it } from 'vitest';
import { wechatPayResult } from './wechatPay';

describe('wechatPayResult', () => {
  it('reads WeixinJSBridge’s err_msg', () => {
    expect(wechatPayResult('get_brand_wcpay_request:ok')).toBe('ok');
    expect(wechatPayResult('get_brand_wcpay_request:cancel')).toBe('cancel');
    expect(wechatPayResult('get_brand_wcpay_request:fail')).toBe('fail');
    expect(wechatPayResult(undefined)).toBe('fail');
  });
});
