import type { Localized } from '../../domain/errors.js';

/** What the back office's official-account test answers: WeChat's errcodes as what to fix. */
export const wechatTestMessages = {
  connected: { zh: '连接成功：已用 AppID 和 AppSecret 取得 access_token', en: 'Connected: an access token was issued for the AppID and AppSecret' },
  tooMany: { zh: '测试过于频繁：每 10 分钟最多 5 次，请稍后再试', en: 'Too many tests: at most 5 every 10 minutes. Please wait.' },
  unreachable: { zh: '无法连接微信服务器，请检查服务器网络', en: 'The WeChat servers cannot be reached. Check the server’s network.' },
  errcode: (code: number): Localized => ({ zh: `微信返回错误（errcode ${code}）`, en: `WeChat answered an error (errcode ${code})` }),
};

const wrongSecret: Localized = {
  zh: 'AppSecret 错误：请在公众号后台「设置与开发 → 基本配置」核对或重置 AppSecret',
  en: 'The AppSecret is wrong: check or reset it under Settings and development → Basic configuration',
};

/** errcodes of /cgi-bin/token (developers.weixin.qq.com, 获取 Access token). */
export const wechatTokenAdvice: Record<number, Localized> = {
  [-1]: { zh: '微信系统繁忙，请稍后再试', en: 'WeChat is busy, try again later' },
  40001: wrongSecret,
  40125: wrongSecret,
  40013: { zh: 'AppID 无效：请检查「公众号 AppID」', en: 'The AppID is invalid: check the official account app id' },
  40164: {
    zh: '本服务器的 IP 不在白名单中：请在公众号后台「基本配置 → IP 白名单」添加本服务器的出口 IP',
    en: 'This server’s IP is not whitelisted: add its outgoing IP under Basic configuration → IP whitelist',
  },
  89501: { zh: '本服务器的 IP 正在等待公众号管理员确认', en: 'This server’s IP is waiting for the account administrator’s approval' },
  89503: {
    zh: '本服务器的 IP 调用需要公众号管理员确认：请管理员在微信中确认后再试',
    en: 'The account administrator must approve calls from this server’s IP in WeChat',
  },
  40243: { zh: 'AppSecret 已被冻结：请在公众号后台解冻后再试', en: 'The AppSecret is frozen: unfreeze it in the account’s settings' },
  45009: { zh: '今日获取 access_token 的次数已达上限', en: 'Today’s access token quota is used up' },
};
