import type { FlowCatalog } from '../i18n';

export type BindAccountMessageKey =
  | 'bindAccount.trigger'
  | 'bindAccount.title'
  | 'bindAccount.description'
  | 'bindAccount.qrAlt'
  | 'bindAccount.loading'
  | 'bindAccount.waiting'
  | 'bindAccount.success'
  | 'bindAccount.failed'
  | 'bindAccount.loadFailed'
  | 'bindAccount.retry'
  | 'bindAccount.close';

/** SPEC §2.3.4 and §4: the bind-messaging-account dialog (the platform is WeChat, 微信). */
export const bindAccountCatalog: FlowCatalog<BindAccountMessageKey> = {
  'zh-CN': {
    'bindAccount.trigger': '绑定微信',
    'bindAccount.title': '绑定微信',
    'bindAccount.description': '请使用微信扫描二维码，关注公众号后即可完成绑定',
    'bindAccount.qrAlt': '绑定微信的二维码',
    'bindAccount.loading': '二维码加载中',
    'bindAccount.waiting': '等待扫码…',
    'bindAccount.success': '微信绑定成功',
    'bindAccount.failed': '绑定失败，请刷新二维码后重试',
    'bindAccount.loadFailed': '二维码加载失败',
    'bindAccount.retry': '刷新二维码',
    'bindAccount.close': '关闭',
  },
  en: {
    'bindAccount.trigger': 'Link WeChat',
    'bindAccount.title': 'Link WeChat',
    'bindAccount.description': 'Scan the QR code with WeChat and follow the official account to link it.',
    'bindAccount.qrAlt': 'QR code to link WeChat',
    'bindAccount.loading': 'Loading the QR code',
    'bindAccount.waiting': 'Waiting for the scan…',
    'bindAccount.success': 'WeChat linked',
    'bindAccount.failed': 'Linking failed. Refresh the QR code and try again.',
    'bindAccount.loadFailed': 'The QR code could not be loaded',
    'bindAccount.retry': 'Refresh QR code',
    'bindAccount.close': 'Close',
  },
  'zh-TW': {
    'bindAccount.trigger': '綁定微信',
    'bindAccount.title': '綁定微信',
    'bindAccount.description': '請使用微信掃描 QR 碼，關注公眾號後即可完成綁定',
    'bindAccount.qrAlt': '綁定微信的 QR 碼',
    'bindAccount.loading': 'QR 碼載入中',
    'bindAccount.waiting': '等待掃碼…',
    'bindAccount.success': '微信綁定成功',
    'bindAccount.failed': '綁定失敗，請重新整理 QR 碼後再試',
    'bindAccount.loadFailed': 'QR 碼載入失敗',
    'bindAccount.retry': '重新整理 QR 碼',
    'bindAccount.close': '關閉',
  },
};
