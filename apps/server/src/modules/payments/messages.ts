import type { Localized } from '../../domain/errors.js';

export const paymentMessages = {
  noProvider: { zh: '管理员还未开启支付！', en: 'Payment has not been enabled by the site operator!' },
  unknownPackage: { zh: '套餐不存在或已下架', en: 'This package does not exist or is no longer offered' },
  payTypeUnavailable: { zh: '当前支付方式不可用，请选择其他支付方式', en: 'This payment method is not available, please choose another' },
  unknownOrder: { zh: '订单不存在', en: 'No such order' },
  providerRefused: (message: string): Localized => ({ zh: `创建订单失败：${message}`, en: `The order could not be created: ${message}` }),
} satisfies Record<string, Localized | ((message: string) => Localized)>;

/** The back office's 测试下单 (a 1-fen order that grants nothing). */
export const testOrderMessages = {
  title: '支付测试',
  incomplete: (provider: string): Localized => ({ zh: `支付渠道 ${provider} 未配置完整，无法测试`, en: `The ${provider} provider is not fully configured` }),
  noChannel: { zh: '该渠道未开通可用的支付方式（微信或支付宝）', en: 'The provider has no payment channel open (WeChat Pay or Alipay)' },
  unknownTestOrder: { zh: '测试订单不存在', en: 'No such test order' },
};
