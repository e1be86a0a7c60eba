import type { FlowCatalog } from '../i18n';

export type CustomerServiceMessageKey =
  | 'customerService.entry'
  | 'customerService.title'
  | 'customerService.description'
  | 'customerService.qrAlt'
  | 'customerService.notConfigured'
  | 'customerService.failed'
  | 'customerService.close';

/** SPEC §8 "Customer service URL not configured" (verbatim in zh-CN) and the QR dialog. */
export const customerServiceCatalog: FlowCatalog<CustomerServiceMessageKey> = {
  'zh-CN': {
    'customerService.entry': '联系客服',
    'customerService.title': '联系客服',
    'customerService.description': '微信扫一扫，添加客服',
    'customerService.qrAlt': '客服微信二维码',
    'customerService.notConfigured': '请先前往后台管理系统【关注我们】页面配置在线客服系统地址后再使用！',
    'customerService.failed': '客服信息加载失败，请稍后再试',
    'customerService.close': '关闭',
  },
  en: {
    'customerService.entry': 'Customer service',
    'customerService.title': 'Customer service',
    'customerService.description': 'Scan with WeChat to reach customer service',
    'customerService.qrAlt': 'Customer service WeChat QR code',
    'customerService.notConfigured': 'Customer service is not set up yet: configure its address on the back-office 关注我们 page first.',
    'customerService.failed': 'Could not load customer service. Please try again later.',
    'customerService.close': 'Close',
  },
  'zh-TW': {
    'customerService.entry': '聯繫客服',
    'customerService.title': '聯繫客服',
    'customerService.description': '微信掃一掃，添加客服',
    'customerService.qrAlt': '客服微信二維碼',
    'customerService.notConfigured': '請先前往後台管理系統【關注我們】頁面配置線上客服系統地址後再使用！',
    'customerService.failed': '客服資訊載入失敗，請稍後再試',
    'customerService.close': '關閉',
  },
};
