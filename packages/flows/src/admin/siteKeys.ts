import type { FlowLocale } from '../i18n';

/** The groups the site settings screen shows, in order. */
export const siteGroups = ['basic', 'service', 'login', 'rewards', 'payment', 'drawing', 'pages', 'other'] as const;
export type SiteGroup = (typeof siteGroups)[number];

/** How a key is edited: a line, a long text (an HTML page, a script), a whole number, or an on/off switch (0/1). */
export type SiteKeyKind = 'text' | 'longText' | 'number' | 'switch';

interface KeyInfo {
  group: SiteGroup;
  kind?: SiteKeyKind;
  label: readonly [zhCN: string, en: string, zhTW: string];
}

const key = (group: SiteGroup, zhCN: string, en: string, zhTW: string, kind?: SiteKeyKind): KeyInfo => ({ group, kind, label: [zhCN, en, zhTW] });

/**
 * The site keys and secrets the back office names (seed/defaultConfig.ts; SPEC §3). A key the server lists that is
 * not here is still shown, under 其他 by its own name, so a new setting is never hidden from the operator.
 */
const keys: Record<string, KeyInfo> = {
  siteName: key('basic', '站点名称', 'Site name', '站點名稱'),
  subSiteName: key('basic', '站点副标题', 'Subtitle', '站點副標題'),
  clientLogoPath: key('basic', 'Logo 地址', 'Logo URL', 'Logo 位址'),
  clientFavoIconPath: key('basic', '网站图标地址', 'Favicon URL', '網站圖示位址'),
  clientHomePath: key('basic', '首页路径', 'Home path', '首頁路徑'),
  siteKeyword: key('basic', 'SEO 关键词', 'SEO keywords', 'SEO 關鍵詞'),
  robotAvatar: key('basic', 'AI 头像地址', 'AI avatar URL', 'AI 頭像位址'),
  themeColor: key('basic', '主题色', 'Theme colour', '主題色'),
  clientTutorialUrl: key('basic', '使用教程地址', 'Tutorial URL', '使用教學位址'),
  chatTail: key('basic', '对话结尾提示', 'Chat footer note', '對話結尾提示'),
  mjTutorials: key('basic', '绘画教程', 'Drawing tutorial', '繪畫教學', 'longText'),
  clientMenuList: key('basic', '前台菜单列表', 'Client menu list', '前台選單列表', 'longText'),
  isAutoOpenNotice: key('service', '自动弹出公告', 'Open the notice automatically', '自動彈出公告', 'switch'),
  chatOnline: key('service', '在线客服地址', 'Live support URL', '線上客服位址'),
  wechatImage: key('service', '客服二维码图片', 'Support QR image', '客服 QR 碼圖片'),
  baiduCode: key('service', '统计代码', 'Statistics script', '統計程式碼', 'longText'),
  wechatRegisterStatus: key('login', '微信注册', 'WeChat sign-up', '微信註冊', 'switch'),
  phoneRegisterStatus: key('login', '手机号注册', 'Phone sign-up', '手機號註冊', 'switch'),
  emailRegisterStatus: key('login', '账号密码注册', 'Username and password sign-up', '帳號密碼註冊', 'switch'),
  wechatSilentLoginStatus: key('login', '微信静默登录', 'WeChat silent login', '微信靜默登入', 'switch'),
  registerSendModel3Count: key('rewards', '注册赠送基础积分', 'Sign-up: basic points', '註冊贈送基礎積分'),
  registerSendModel4Count: key('rewards', '注册赠送高级积分', 'Sign-up: advanced points', '註冊贈送進階積分'),
  registerSendDrawMjCount: key('rewards', '注册赠送绘画积分', 'Sign-up: drawing points', '註冊贈送繪畫積分'),
  signInModel3Count: key('rewards', '签到赠送基础积分', 'Check-in: basic points', '簽到贈送基礎積分'),
  signInModel4Count: key('rewards', '签到赠送高级积分', 'Check-in: advanced points', '簽到贈送進階積分'),
  signInMjDrawToken: key('rewards', '签到赠送绘画积分', 'Check-in: drawing points', '簽到贈送繪畫積分'),
  signInRewards: key('rewards', '签到奖励积分', 'Check-in reward points', '簽到獎勵積分'),
  inviteRewardPoints: key('rewards', '邀请奖励积分', 'Invite reward points', '邀請獎勵積分'),
  appReviewRewardPoints: key('rewards', '应用上架奖励积分', 'App approval reward points', '應用上架獎勵積分'),
  payWechatStatus: key('payment', '微信支付', 'WeChat Pay', '微信支付', 'switch'),
  payMpayStatus: key('payment', '码支付', 'Mpay', '碼支付', 'switch'),
  payHupiStatus: key('payment', '虎皮椒支付', 'Xunhupay', '虎皮椒支付', 'switch'),
  payEpayStatus: key('payment', '易支付', 'Epay', '易支付', 'switch'),
  payEpayChannel: key('payment', '易支付渠道', 'Epay channels', '易支付渠道'),
  payMpayChannel: key('payment', '码支付渠道', 'Mpay channels', '碼支付渠道'),
  payEpayApiPayUrl: key('payment', '易支付 API 下单地址', 'Epay API order URL', '易支付 API 下單位址'),
  fast_mjDeduction1: key('drawing', '快速·绘图', 'Fast · draw', '快速·繪圖'),
  fast_mjDeduction2: key('drawing', '快速·放大变换', 'Fast · upscale or vary', '快速·放大變換'),
  fast_mjDeduction3: key('drawing', '快速·其他', 'Fast · other', '快速·其他'),
  relax_mjDeduction1: key('drawing', '慢速·绘图', 'Relax · draw', '慢速·繪圖'),
  relax_mjDeduction2: key('drawing', '慢速·放大变换', 'Relax · upscale or vary', '慢速·放大變換'),
  relax_mjDeduction3: key('drawing', '慢速·其他', 'Relax · other', '慢速·其他'),
  trubo_mjDeduction1: key('drawing', '极速·绘图', 'Turbo · draw', '極速·繪圖'),
  trubo_mjDeduction2: key('drawing', '极速·放大变换', 'Turbo · upscale or vary', '極速·放大變換'),
  trubo_mjDeduction3: key('drawing', '极速·其他', 'Turbo · other', '極速·其他'),
  agreementInfo: key('pages', '用户协议', 'User agreement', '使用者協議', 'longText'),
  privacyPolicy: key('pages', '隐私政策', 'Privacy policy', '隱私政策', 'longText'),
  serviceAgreementInfo: key('pages', '服务协议', 'Service agreement', '服務協議', 'longText'),

  allowedDomains: key('other', '授权域名', 'Allowed domains', '授權網域'),
  siteUrl: key('other', '站点地址', 'Site address', '站點位址'),
  payEpayUrl: key('payment', '易支付网关', 'Epay gateway', '易支付閘道'),
  payEpayPid: key('payment', '易支付商户号', 'Epay merchant id', '易支付商戶號'),
  payEpaySecret: key('payment', '易支付密钥', 'Epay key', '易支付金鑰'),
  payEpaySignStyle: key('payment', '易支付签名方式', 'Epay signature style', '易支付簽名方式'),
  payMpayUrl: key('payment', '码支付网关', 'Mpay gateway', '碼支付閘道'),
  payMpayPid: key('payment', '码支付商户号', 'Mpay merchant id', '碼支付商戶號'),
  payMpayKey: key('payment', '码支付密钥', 'Mpay key', '碼支付金鑰'),
  payMpaySignStyle: key('payment', '码支付签名方式', 'Mpay signature style', '碼支付簽名方式'),
  payMpayApiPayUrl: key('payment', '码支付 API 下单地址', 'Mpay API order URL', '碼支付 API 下單位址'),
  payHupiGatewayUrl: key('payment', '虎皮椒网关', 'Xunhupay gateway', '虎皮椒閘道'),
  payHupiAppId: key('payment', '虎皮椒 AppID', 'Xunhupay app id', '虎皮椒 AppID'),
  payHupiSecret: key('payment', '虎皮椒密钥', 'Xunhupay secret', '虎皮椒金鑰'),
  payWechatAppId: key('payment', '微信支付 AppID', 'WeChat Pay app id', '微信支付 AppID'),
  payWechatMchId: key('payment', '微信支付商户号', 'WeChat Pay merchant id', '微信支付商戶號'),
  payWechatSerialNo: key('payment', '商户证书序列号', 'Merchant certificate serial', '商戶憑證序號'),
  payWechatPrivateKey: key('payment', '商户私钥', 'Merchant private key', '商戶私鑰', 'longText'),
  payWechatApiV3Key: key('payment', 'APIv3 密钥', 'APIv3 key', 'APIv3 金鑰'),
  payWechatPublicKeyId: key('payment', '微信支付公钥 ID', 'WeChat Pay public key id', '微信支付公鑰 ID'),
  payWechatPublicKey: key('payment', '微信支付公钥', 'WeChat Pay public key', '微信支付公鑰', 'longText'),
  wechatOfficialAppId: key('login', '公众号 AppID', 'Official account app id', '公眾號 AppID'),
  wechatOfficialAppSecret: key('login', '公众号 AppSecret', 'Official account secret', '公眾號 AppSecret'),
  wechatOfficialToken: key('login', '公众号 Token', 'Official account token', '公眾號 Token'),
  openaiBaseUrl: key('other', '默认模型接口地址', 'Default model endpoint', '預設模型介面位址'),
  openaiApiKey: key('other', '默认模型密钥', 'Default model key', '預設模型金鑰'),
  smsAccessKeyId: key('login', '短信 AccessKey ID', 'SMS AccessKey id', '簡訊 AccessKey ID'),
  smsAccessKeySecret: key('login', '短信 AccessKey Secret', 'SMS AccessKey secret', '簡訊 AccessKey Secret'),
  smsSignName: key('login', '短信签名', 'SMS signature', '簡訊簽名'),
  smsTemplateCode: key('login', '短信模板', 'SMS template', '簡訊範本'),
  mailSmtpHost: key('login', 'SMTP 服务器', 'SMTP host', 'SMTP 伺服器'),
  mailSmtpPort: key('login', 'SMTP 端口', 'SMTP port', 'SMTP 連接埠', 'number'),
  mailSmtpUser: key('login', 'SMTP 账号', 'SMTP user', 'SMTP 帳號'),
  mailSmtpPassword: key('login', 'SMTP 密码', 'SMTP password', 'SMTP 密碼'),
  mailFrom: key('login', '发件人', 'Sender', '寄件者'),
};

const localeIndex: Record<FlowLocale, 0 | 1 | 2> = { 'zh-CN': 0, en: 1, 'zh-TW': 2 };

/** The key's label in the locale (its own name when the back office does not know it). */
export const siteKeyLabel = (name: string, locale: FlowLocale) => keys[name]?.label[localeIndex[locale]] ?? name;

export const siteKeyGroup = (name: string): SiteGroup => keys[name]?.group ?? 'other';

/** How the key's value is edited: its declared kind, else by the value (numbers as numbers, long texts as areas). */
export function siteKeyKind(name: string, value: unknown): SiteKeyKind {
  const declared = keys[name]?.kind;
  if (declared) return declared;
  if (typeof value === 'number') return 'number';
  return typeof value === 'string' && value.length > 120 ? 'longText' : 'text';
}

/** Keys grouped in the screen's order, each group in the table's order, unknown keys last by name. */
export function groupSiteKeys(names: readonly string[]): { group: SiteGroup; names: string[] }[] {
  const order = Object.keys(keys);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return siteGroups
    .map((group) => ({ group, names: names.filter((name) => siteKeyGroup(name) === group).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)) }))
    .filter((entry) => entry.names.length > 0);
}
