/**
 * The site configuration written on first start (SPEC §3 global config fields). `public` keys
 * are readable by the front end; everything else (keys, secrets, upstream addresses) never is.
 */
export interface ConfigDefault {
  key: string;
  value: unknown;
  public: boolean;
}

const front = (key: string, value: unknown): ConfigDefault => ({ key, value, public: true });
const secret = (key: string, value: unknown): ConfigDefault => ({ key, value, public: false });

export const defaultConfig: ConfigDefault[] = [
  front('siteName', '灵犀'),
  front('subSiteName', 'AI 助手'),
  front('clientLogoPath', '/logo.svg'),
  front('clientFavoIconPath', '/favicon.svg'),
  front('clientHomePath', ''),
  front('siteKeyword', 'AI,聊天,绘画,思维导图,灵犀'),
  front('robotAvatar', '/robot.svg'),
  front('isAutoOpenNotice', 1),
  front('baiduCode', ''),
  front('clientMenuList', '[]'),
  front('mjTutorials', ''),
  front('chatOnline', ''),
  front('wechatRegisterStatus', 0),
  front('phoneRegisterStatus', 1),
  front('emailRegisterStatus', 0),
  front('wechatSilentLoginStatus', 0),
  front('registerSendModel3Count', 10),
  front('registerSendModel4Count', 2),
  front('registerSendDrawMjCount', 2),
  front('signInModel3Count', 5),
  front('signInModel4Count', 1),
  front('signInMjDrawToken', 1),
  front('signInRewards', 5),
  front('payWechatStatus', 0),
  front('payMpayStatus', 0),
  front('payHupiStatus', 0),
  front('payEpayStatus', 0),
  front('payEpayChannel', '["wxpay","alipay"]'),
  front('payMpayChannel', '["wxpay","alipay"]'),
  front('payEpayApiPayUrl', ''),
  // Drawing prices per mode (fast / relax / turbo) and operation class 1–3 (SPEC §3; "trubo" as the spec spells it).
  front('fast_mjDeduction1', 4),
  front('fast_mjDeduction2', 2),
  front('fast_mjDeduction3', 1),
  front('relax_mjDeduction1', 2),
  front('relax_mjDeduction2', 1),
  front('relax_mjDeduction3', 1),
  front('trubo_mjDeduction1', 8),
  front('trubo_mjDeduction2', 4),
  front('trubo_mjDeduction3', 2),
  front('chatTail', ''),
  front('themeColor', ''),
  // Genuineness: hostnames allowed to serve this site (empty: any).
  secret('allowedDomains', '[]'),
  secret('payEpayPid', ''),
  secret('payEpaySecret', ''),
  secret('payHupiAppId', ''),
  secret('payHupiSecret', ''),
  secret('payWechatMchId', ''),
  secret('payWechatApiV3Key', ''),
  secret('payMpayKey', ''),
  secret('wechatOfficialAppId', ''),
  secret('wechatOfficialAppSecret', ''),
  secret('wechatOfficialToken', ''),
  secret('openaiBaseUrl', ''),
  secret('openaiApiKey', ''),
  secret('smsAccessKeyId', ''),
  secret('smsAccessKeySecret', ''),
  secret('mailSmtpPassword', ''),
];
