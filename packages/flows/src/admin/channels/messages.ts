import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The back office's 登录与通知 screen (issue 17): registration switches, silent login, the WeChat official account, SMS
 * and SMTP, each with its test. The server's outcomes (测试验证码 123456 已发送至…, 短信账户余额不足…) arrive as its texts.
 */
const texts = {
  'admin.channels.title': ['登录与通知', 'Login and notifications', '登入與通知'],
  'admin.channels.registration': ['注册开关', 'Sign-up switches', '註冊開關'],
  'admin.channels.registrationNote': [
    '关闭某种注册后，新用户不能再用这种方式创建账号；已有账号仍可用任何方式登录。',
    'With a sign-up switched off, nobody can create an account that way; existing accounts still log in every way.',
    '關閉某種註冊後，新使用者不能再用這種方式建立帳號；已有帳號仍可用任何方式登入。',
  ],
  'admin.channels.off.emailRegisterStatus': [
    '关闭后：登录框不再显示「注册账号」，用户名和密码注册被拒绝。',
    'Off: the login dialog shows no “Create an account”, and username-and-password sign-ups are refused.',
    '關閉後：登入框不再顯示「註冊帳號」，使用者名稱和密碼註冊被拒絕。',
  ],
  'admin.channels.off.phoneRegisterStatus': [
    '关闭后：未注册的手机号用验证码登录时不会创建账号（提示手机号注册已关闭）。',
    'Off: an SMS login with an unknown number creates no account (the user is told phone sign-up is closed).',
    '關閉後：未註冊的手機號用驗證碼登入時不會建立帳號（提示手機號註冊已關閉）。',
  ],
  'admin.channels.off.wechatRegisterStatus': [
    '关闭后：登录框不显示微信扫码登录，新的微信用户不能注册；已绑定微信的账号请用其他方式登录。',
    'Off: the login dialog shows no WeChat QR login and new WeChat users cannot sign up; bound accounts log in other ways.',
    '關閉後：登入框不顯示微信掃碼登入，新的微信使用者不能註冊；已綁定微信的帳號請用其他方式登入。',
  ],
  'admin.channels.silentLogin': ['静默登录', 'Silent login', '靜默登入'],
  'admin.channels.silentNote': [
    '开启后，用户在微信内打开网站时自动通过公众号网页授权登录。需要配置公众号，并在公众号后台「网页授权域名」中填写本站域名。',
    'On: visitors opening the site inside WeChat are logged in through the official account’s web authorisation. Needs the official account below, with this site’s domain as its web authorisation domain.',
    '開啟後，使用者在微信內開啟網站時自動透過公眾號網頁授權登入。需要設定公眾號，並在公眾號後台「網頁授權網域」中填寫本站網域。',
  ],
  'admin.channels.wechat': ['微信公众号', 'WeChat official account', '微信公眾號'],
  'admin.channels.wechatNote': [
    '在公众号后台「设置与开发 → 基本配置」取得 AppID 和 AppSecret，并把本服务器的出口 IP 加入 IP 白名单。',
    'Take the AppID and AppSecret from Settings and development → Basic configuration, and whitelist this server’s outgoing IP.',
    '在公眾號後台「設定與開發 → 基本設定」取得 AppID 和 AppSecret，並把本伺服器的出口 IP 加入 IP 白名單。',
  ],
  'admin.channels.serverUrl': ['服务器地址（URL）', 'Server URL', '伺服器位址（URL）'],
  'admin.channels.serverUrlNote': [
    '在公众号后台「服务器配置」中填入此地址，令牌（Token）与下方的公众号 Token 相同，消息加解密方式选「明文模式」。',
    'Paste this into the official account’s server configuration, with the same Token as below and plain-text message mode.',
    '在公眾號後台「伺服器設定」中填入此位址，權杖（Token）與下方的公眾號 Token 相同，訊息加解密方式選「明文模式」。',
  ],
  'admin.channels.siteUrlUnset': [
    '站点地址（siteUrl）未设置：此地址按你当前访问的地址生成，可能不是用户访问的公网地址。请先在「站点设置 → 其他」中填写站点地址。',
    'The site address (siteUrl) is not set: this URL comes from the address you are using, which may not be the public one. Set it under Site settings → Other first.',
    '站點位址（siteUrl）未設定：此位址依你目前造訪的位址產生，可能不是使用者造訪的公網位址。請先在「站點設定 → 其他」中填寫站點位址。',
  ],
  'admin.channels.tokenUnset': [
    '公众号 Token 未设置：微信推送的扫码事件将全部被拒绝。',
    'The official account Token is not set: every event WeChat pushes will be refused.',
    '公眾號 Token 未設定：微信推送的掃碼事件將全部被拒絕。',
  ],
  'admin.channels.copy': ['复制', 'Copy', '複製'],
  'admin.channels.copyUrl': ['复制服务器地址', 'Copy the server URL', '複製伺服器位址'],
  'admin.channels.copied': ['已复制', 'Copied', '已複製'],
  'admin.channels.copyFailed': ['复制失败，请手动选择地址复制', 'Could not copy: select the address and copy it', '複製失敗，請手動選取位址複製'],
  'admin.channels.wechatTest': ['测试连接', 'Test the connection', '測試連線'],
  'admin.channels.testing': ['测试中', 'Testing', '測試中'],
  'admin.channels.sms': ['短信（阿里云）', 'SMS (Aliyun)', '簡訊（阿里雲）'],
  'admin.channels.smsNote': [
    '模板变量须为 ${code}。未设置 AccessKey 时，验证码只写入服务器日志。',
    'The template’s variable must be ${code}. Without an AccessKey, codes only go to the server log.',
    '範本變數須為 ${code}。未設定 AccessKey 時，驗證碼只寫入伺服器日誌。',
  ],
  'admin.channels.phone': ['测试手机号', 'Test phone number', '測試手機號'],
  'admin.channels.smsTest': ['发送测试验证码', 'Send a test code', '傳送測試驗證碼'],
  'admin.channels.phoneInvalid': ['请输入正确的手机号', 'Enter a valid mobile number', '請輸入正確的手機號'],
  'admin.channels.mail': ['邮件（SMTP）', 'Mail (SMTP)', '郵件（SMTP）'],
  'admin.channels.mailNote': [
    '用于邮箱绑定等邮件。端口 465 使用 SSL；多数邮箱的密码需填写「授权码」。',
    'Used for email binding mails. Port 465 uses SSL; most providers want an app password.',
    '用於信箱綁定等郵件。連接埠 465 使用 SSL；多數信箱的密碼需填寫「授權碼」。',
  ],
  'admin.channels.mailTo': ['测试收件邮箱', 'Test recipient', '測試收件信箱'],
  'admin.channels.mailTest': ['发送测试邮件', 'Send a test mail', '傳送測試郵件'],
  'admin.channels.mailInvalid': ['请输入正确的邮箱地址', 'Enter a valid email address', '請輸入正確的信箱位址'],
  'admin.channels.portInvalid': ['请输入 1–65535 之间的端口', 'Enter a port from 1 to 65535', '請輸入 1–65535 之間的連接埠'],
  'admin.channels.save': ['保存', 'Save', '儲存'],
  'admin.channels.saveNamed': ['保存{{group}}', 'Save {{group}}', '儲存{{group}}'],
  'admin.channels.wechatConnected': [
    '连接成功：已用 AppID 和 AppSecret 取得 access_token',
    'Connected: WeChat issued an access token for the AppID and AppSecret',
    '連線成功：已用 AppID 和 AppSecret 取得 access_token',
  ],
  'admin.channels.smsSent': ['测试验证码 {{code}} 已发送至 {{phone}}', 'Test code {{code}} sent to {{phone}}', '測試驗證碼 {{code}} 已傳送至 {{phone}}'],
  'admin.channels.smsLogged': [
    '未配置短信服务商：测试验证码 {{code}} 只写入了服务器日志',
    'No SMS provider is set up: test code {{code}} went only to the server log',
    '未設定簡訊服務商：測試驗證碼 {{code}} 只寫入了伺服器日誌',
  ],
  'admin.channels.mailSent': ['测试邮件已发送至 {{to}}', 'Test mail sent to {{to}}', '測試郵件已傳送至 {{to}}'],
  'admin.channels.mailLogged': [
    '未配置 SMTP：测试邮件只写入了服务器日志',
    'No SMTP server is set up: the test mail went only to the server log',
    '未設定 SMTP：測試郵件只寫入了伺服器日誌',
  ],
  'admin.channels.testResult': ['测试结果', 'Test result', '測試結果'],
} as const satisfies Record<string, Texts>;

export type ChannelsMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<ChannelsMessageKey, string>;

export const channelsCatalog: FlowCatalog<ChannelsMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
