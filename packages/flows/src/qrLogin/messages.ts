import type { FlowCatalog } from '../i18n/messages';
import type { QrLoginErrorKey } from './qrLogin.machine';

const zhCN = {
  'qrLogin.image': '微信扫码登录二维码',
  'qrLogin.hint': '请使用微信扫描二维码登录',
  'qrLogin.refreshIn': '{{seconds}}秒后刷新二维码',
  'qrLogin.loading': '二维码加载中',
  'qrLogin.registering': '正在登录',
  'qrLogin.retry': '重新加载',
  'qrLogin.error.load': '二维码加载失败',
  'qrLogin.error.register': '登录失败，请重试',
} satisfies Record<QrLoginErrorKey, string> & Record<string, string>;

export type QrLoginMessageKey = keyof typeof zhCN;

/** Texts of the messaging-platform QR login panel. */
export const qrLoginCatalog: FlowCatalog<QrLoginMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'qrLogin.image': 'QR code for logging in with WeChat',
    'qrLogin.hint': 'Scan the QR code with WeChat to log in',
    'qrLogin.refreshIn': 'New QR code in {{seconds}} s',
    'qrLogin.loading': 'Loading the QR code',
    'qrLogin.registering': 'Logging you in',
    'qrLogin.retry': 'Try again',
    'qrLogin.error.load': 'The QR code could not be loaded',
    'qrLogin.error.register': 'Login failed. Please try again.',
  },
  'zh-TW': {
    'qrLogin.image': '微信掃碼登入 QR 碼',
    'qrLogin.hint': '請使用微信掃描 QR 碼登入',
    'qrLogin.refreshIn': '{{seconds}}秒後重新整理 QR 碼',
    'qrLogin.loading': 'QR 碼載入中',
    'qrLogin.registering': '正在登入',
    'qrLogin.retry': '重新載入',
    'qrLogin.error.load': 'QR 碼載入失敗',
    'qrLogin.error.register': '登入失敗，請重試',
  },
};
