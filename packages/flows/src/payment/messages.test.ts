import { describe, expect, it } from 'vitest';
import { flowLocales } from '../i18n';
import { paymentCatalog } from './messages';

/** SPEC §4 and §8: the pay texts, verbatim, under the keys the machine emits. */
const specTexts = {
  'payment.success': '恭喜你支付成功、祝您使用愉快！',
  'payment.wechatSuccess': '购买成功、祝您使用愉快!',
  'payment.wechatUnpaid': '您还没有支付成功哟！',
  'payment.timeout': '支付超时，请重新下单!',
  'payment.error.disabled': '管理员还未开启支付！',
  'payment.error.appIdRequired': 'appId不能为空',
} as const;

describe('paymentCatalog', () => {
  it.each(Object.entries(specTexts))('%s is the spec text %s', (key, text) => {
    expect(paymentCatalog['zh-CN'][key as keyof typeof specTexts]).toBe(text);
  });

  it('has the same keys in every language; English without Han characters', () => {
    const keys = Object.keys(paymentCatalog['zh-CN']).sort();
    for (const locale of flowLocales) expect(Object.keys(paymentCatalog[locale]).sort()).toEqual(keys);
    for (const text of Object.values(paymentCatalog.en)) expect(text).not.toMatch(/\p{Script=Han}/u);
  });
});
