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
  // siteName and subSiteName in the other interface languages (queryFront's i18n; zh-TW is converted when absent).
  secret('translations', { en: { siteName: 'Lingxi', subSiteName: 'AI Assistant' } }),
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
  // The customer-service QR image (an upload of this site), served by POST /config/qrcode.
  front('wechatImage', ''),
  front('wechatRegisterStatus', 0),
  front('phoneRegisterStatus', 1),
  // The plain username-and-password form (createUser.ts: assertRegistrationOpen).
  front('emailRegisterStatus', 1),
  front('wechatSilentLoginStatus', 0),
  front('registerSendModel3Count', 10),
  front('registerSendModel4Count', 2),
  front('registerSendDrawMjCount', 2),
  front('signInModel3Count', 5),
  front('signInModel4Count', 1),
  front('signInMjDrawToken', 1),
  front('signInRewards', 5),
  // Points for the inviter once an invitee is verified (phone, WeChat or email attached).
  front('inviteRewardPoints', 10),
  // Points for an app's author at its first approval (the reviewer may give another amount).
  front('appReviewRewardPoints', 0),
  // The knowledge base: its embedding endpoint (none: demo mode's simulator) and what indexing costs, per pages.
  secret('knowledgeEmbeddingUrl', ''),
  secret('knowledgeEmbeddingKey', ''),
  secret('knowledgeEmbeddingModel', 'text-embedding-3-small'),
  secret('knowledgeEmbeddingDimensions', 1024),
  front('knowledgeEmbedPoints', 1),
  front('knowledgeEmbedPages', 10),
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
  // Members' free drawings per Shanghai day and mode (0: none); the modes offered (1 fast, 2 relax, 3 turbo).
  front('fast_vip_free', 0),
  front('relax_vip_free', 0),
  front('turbo_vip_free', 0),
  front('mjModes', '[1,2,3]'),
  // The chips under the draw screen's prompt box.
  front('drawSuggestWords', '["赛博朋克","水彩","电影感","极简主义","国潮","像素风","3D 渲染","胶片质感"]'),
  // /draw/smalltools' templates: a name, a line about it, the prompt with {input} where the user's words go, the
  // input's hint, and the size and model it draws in.
  front(
    'drawQuickTools',
    JSON.stringify([
      {
        name: '头像生成',
        description: '一句话生成专属头像',
        template: '{input}的头像，居中构图，柔和的影棚光，干净的背景',
        placeholder: '例如：戴眼镜的程序员女孩',
        size: '1:1',
        model: 'NIJI-6',
      },
      {
        name: '手机壁纸',
        description: '竖版高清壁纸',
        template: '{input}，手机壁纸，细节丰富，色彩鲜明',
        placeholder: '例如：星空下的鲸鱼',
        size: '9:16',
        model: 'MJ-6.1',
      },
      {
        name: 'Logo 设计',
        description: '简洁的扁平矢量标志',
        template: '{input}的极简扁平矢量标志，白色背景，无文字',
        placeholder: '例如：衔着树叶的狐狸',
        size: '1:1',
        model: 'MJ-6.1',
      },
      {
        name: '电商主图',
        description: '干净背景的商品图',
        template: '{input}的商品摄影，影棚布光，干净的背景，商业广告质感',
        placeholder: '例如：一瓶透明玻璃瓶装的香水',
        size: '1:1',
        model: 'MJ-6.1',
      },
      {
        name: '表情包',
        description: 'Q 版贴纸风格',
        template: '{input}的 Q 版贴纸，粗描边，表情夸张，白色背景',
        placeholder: '例如：抱着咖啡杯的柴犬',
        size: '1:1',
        model: 'NIJI-6',
      },
      {
        name: '国风插画',
        description: '水墨与工笔的东方意境',
        template: '{input}，中国传统水墨画，意境悠远，宣纸质感',
        placeholder: '例如：月下竹林里的仙鹤',
        size: '3:4',
        model: 'MJ-6.1',
      },
    ]),
  ),
  // midjourney-proxy (PROTOCOLS §4, §5.2): one host, or one per mode (and for face swap); its secret; the host its
  // pictures come from when not the proxy itself (Discord's CDN rewritten to it). Unset: the demo simulator runs.
  secret('mjProxyHost', ''),
  secret('mjFastProxyHost', ''),
  secret('mjRelaxProxyHost', ''),
  secret('mjTurboProxyHost', ''),
  secret('mjFaceProxyHost', ''),
  secret('mjProxySecret', ''),
  secret('mjProxyImgUrl', ''),
  // The chat model that translates Chinese prompts (empty: the first chat model); words refused before any charge;
  // unfinished drawings per user; minutes before a fast (or turbo) and a relax drawing is given up (绘制超时).
  secret('mjTranslateModel', ''),
  secret('mjSensitiveWords', ''),
  secret('mjConcurrentJobs', 3),
  secret('mjFastTimeoutMinutes', 10),
  secret('mjRelaxTimeoutMinutes', 30),
  front('chatTail', ''),
  front('themeColor', ''),
  front('clientTutorialUrl', '/welcome'),
  front(
    'agreementInfo',
    '<h2>用户协议</h2><p>欢迎使用本站服务。使用前请仔细阅读本协议；注册或使用即表示你同意本协议的全部内容。</p><p>你应妥善保管账户信息，不得利用本站生成或传播违法、侵权或有害的内容。积分与会员权益仅限本人使用，不得转让。</p><p>站点运营者可根据法律法规或运营需要更新本协议，更新后将在站内公告。</p>',
  ),
  front(
    'privacyPolicy',
    '<h2>隐私政策</h2><p>我们仅收集提供服务所必需的信息：账户信息（用户名、手机号或邮箱）、你主动提交的内容，以及用于安全防护的设备标识。</p><p>你的对话与创作内容仅用于为你提供服务，不会出售给第三方。你可以随时在个人设置中注销账户，注销后相关数据将被删除。</p>',
  ),
  front(
    'serviceAgreementInfo',
    '<h2>服务协议</h2><p>本站提供 AI 对话、绘画、文档等生成服务。生成内容由模型自动产生，仅供参考，请自行判断其准确性。</p><p>付费服务以积分或会员形式提供，购买前请确认套餐说明；已使用的积分不予退还。</p>',
  ),
  // Genuineness: hostnames allowed to serve this site (empty: any).
  secret('allowedDomains', '[]'),
  // Payment providers (SPEC §9 priority: WeChat Pay, mpay, hupi, epay; the first enabled is used).
  // epay and mpay: the gateway root (submit.php, mapi.php and api.php live under it), merchant id and key;
  // signStyle 'plain' appends the key (the standard), 'ampKey' appends "&key=" + key (some forks).
  secret('payEpayUrl', ''),
  secret('payEpayPid', ''),
  secret('payEpaySecret', ''),
  secret('payEpaySignStyle', 'plain'),
  secret('payMpayUrl', ''),
  secret('payMpayPid', ''),
  secret('payMpayKey', ''),
  secret('payMpaySignStyle', 'plain'),
  // mpay pays through its API (mapi.php, a QR) when set, else by redirect to its cashier (submit.php).
  secret('payMpayApiPayUrl', ''),
  secret('payHupiGatewayUrl', 'https://api.xunhupay.com'),
  secret('payHupiAppId', ''),
  secret('payHupiSecret', ''),
  // WeChat Pay API v3: merchant certificate serial and private key (PEM) sign requests; the platform public key
  // (“微信支付公钥” and its id) verifies answers and notifies; the APIv3 key decrypts notifies.
  secret('payWechatAppId', ''),
  secret('payWechatMchId', ''),
  secret('payWechatSerialNo', ''),
  secret('payWechatPrivateKey', ''),
  secret('payWechatApiV3Key', ''),
  secret('payWechatPublicKeyId', ''),
  secret('payWechatPublicKey', ''),
  secret('wechatOfficialAppId', ''),
  secret('wechatOfficialAppSecret', ''),
  secret('wechatOfficialToken', ''),
  secret('openaiBaseUrl', ''),
  secret('openaiApiKey', ''),
  secret('smsAccessKeyId', ''),
  secret('smsAccessKeySecret', ''),
  secret('smsSignName', ''),
  secret('smsTemplateCode', ''),
  secret('mailSmtpHost', ''),
  secret('mailSmtpPort', 465),
  secret('mailSmtpUser', ''),
  secret('mailSmtpPassword', ''),
  secret('mailFrom', ''),
  // The site's public address for links in mails; unset: the address the request came to.
  secret('siteUrl', ''),
];
