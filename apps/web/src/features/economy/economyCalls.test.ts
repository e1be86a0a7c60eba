import { describe, expect, it } from 'vitest';
import { payTypesFor } from './economyCalls';

describe('payTypesFor (SPEC §9 provider priority)', () => {
  const channels = { payMpayChannel: '["alipay","wxpay"]', payEpayChannel: '["wxpay"]' };

  it('offers nothing while no provider is enabled', () => {
    expect(payTypesFor({ ...channels, payWechatStatus: 0, payEpayStatus: '0' }, false)).toEqual([]);
    expect(payTypesFor({}, true)).toEqual([]);
  });

  it('uses official WeChat pay first: in-app inside WeChat, a Native QR elsewhere', () => {
    const config = { ...channels, payWechatStatus: 1, payMpayStatus: 1, payHupiStatus: 1, payEpayStatus: 1 };
    expect(payTypesFor(config, true)).toEqual(['jsapi']);
    expect(payTypesFor(config, false)).toEqual(['native']);
  });

  it('then mpay, hupi and epay, in that order', () => {
    expect(payTypesFor({ ...channels, payMpayStatus: '1', payHupiStatus: 1, payEpayStatus: 1 }, true)).toEqual(['alipay', 'wxpay']);
    expect(payTypesFor({ ...channels, payHupiStatus: 1, payEpayStatus: 1 }, false)).toEqual(['wxpay']);
    expect(payTypesFor({ ...channels, payEpayStatus: 1 }, false)).toEqual(['wxpay']);
  });

  it('keeps only known channels, once each, and reads a malformed list as none', () => {
    expect(payTypesFor({ payEpayStatus: 1, payEpayChannel: '["qqpay","alipay","alipay",1,"jsapi"]' }, false)).toEqual(['alipay']);
    expect(payTypesFor({ payEpayStatus: 1, payEpayChannel: 'wxpay,alipay' }, false)).toEqual([]);
    expect(payTypesFor({ payEpayStatus: 1, payEpayChannel: '{"wxpay":1}' }, false)).toEqual([]);
    expect(payTypesFor({ payMpayStatus: 1 }, false)).toEqual([]);
  });
});
