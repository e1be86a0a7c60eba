import type { Localized } from '../../domain/errors.js';

/** What the back office's SMS and mail tests answer (a provider's refusal as advice the operator can act on). */
export const channelTestMessages = {
  tooMany: { zh: '测试过于频繁：每 10 分钟最多 5 次，请稍后再试', en: 'Too many tests: at most 5 every 10 minutes. Please wait.' },
  mailInvalid: { zh: '请输入正确的邮箱地址', en: 'Enter a valid email address' },
  smsSent: (code: string, phone: string): Localized => ({
    zh: `测试验证码 ${code} 已发送至 ${phone}`,
    en: `Test code ${code} sent to ${phone}`,
  }),
  smsLogged: (code: string): Localized => ({
    zh: `未配置短信服务商：测试验证码 ${code} 只写入了服务器日志`,
    en: `No SMS provider is set up: test code ${code} was only written to the server log`,
  }),
  mailSent: (to: string): Localized => ({ zh: `测试邮件已发送至 ${to}`, en: `Test mail sent to ${to}` }),
  mailLogged: { zh: '未配置 SMTP：测试邮件只写入了服务器日志', en: 'No SMTP server is set up: the test mail was only written to the server log' },
  mailSubject: (site: string) => `${site} 测试邮件 / test mail`,
  mailText: (site: string) =>
    `这是一封来自「${site}」后台的测试邮件，收到即表示 SMTP 设置正确。\nThis is a test mail from the back office of ${site}: the SMTP settings work.`,
  smsUnreachable: { zh: '短信发送失败：无法连接短信服务商，请检查服务器网络', en: 'Sending failed: the SMS provider cannot be reached' },
  smsRefused: (code: string): Localized => ({ zh: `短信服务商拒绝发送（${code}）`, en: `The SMS provider refused to send (${code})` }),
  mailUnreachable: {
    zh: '邮件发送失败：无法连接 SMTP 服务器，请检查服务器地址和端口（465 为 SSL）',
    en: 'Sending failed: the SMTP server cannot be reached. Check its host and port (465 is SSL).',
  },
  mailAuth: {
    zh: '邮件发送失败：SMTP 登录被拒绝，请检查账号和密码（多数邮箱需使用授权码）',
    en: 'Sending failed: the SMTP server refused the sign-in. Check the user and password (most providers want an app password).',
  },
  mailEnvelope: {
    zh: '邮件发送失败：发件人或收件人被拒绝，请检查发件人地址',
    en: 'Sending failed: the sender or recipient was refused. Check the sender address.',
  },
  mailFailed: (code: string): Localized => ({ zh: `邮件发送失败（${code}）`, en: `Sending failed (${code})` }),
} as const;

/** Aliyun's refusals (dysmsapi error codes) as what to fix. */
export const aliyunSmsAdvice: Record<string, Localized> = {
  'isv.BUSINESS_LIMIT_CONTROL': {
    zh: '短信发送失败：触发了短信服务商的频率限制（同一号码每分钟、每小时有上限），请稍后再试',
    en: 'Sending failed: the provider’s rate limit for this number was hit. Try again later.',
  },
  'isv.DAY_LIMIT_CONTROL': { zh: '短信发送失败：该号码今日的发送次数已达上限', en: 'Sending failed: this number reached its daily limit.' },
  'isv.AMOUNT_NOT_ENOUGH': { zh: '短信发送失败：短信账户余额不足，请充值', en: 'Sending failed: the SMS account’s balance is too low.' },
  'isv.OUT_OF_SERVICE': {
    zh: '短信发送失败：短信服务已停机，请检查账户是否欠费',
    en: 'Sending failed: the SMS service is suspended (check the account’s balance).',
  },
  'isv.SMS_SIGNATURE_ILLEGAL': {
    zh: '短信发送失败：短信签名不存在或未通过审核，请检查「短信签名」',
    en: 'Sending failed: the SMS signature does not exist or is not approved.',
  },
  'isv.SMS_SIGN_ILLEGAL': {
    zh: '短信发送失败：短信签名不存在或未通过审核，请检查「短信签名」',
    en: 'Sending failed: the SMS signature does not exist or is not approved.',
  },
  'isv.SMS_TEMPLATE_ILLEGAL': {
    zh: '短信发送失败：短信模板不存在或未通过审核，请检查「短信模板」',
    en: 'Sending failed: the SMS template does not exist or is not approved.',
  },
  'isv.TEMPLATE_MISSING_PARAMETERS': {
    zh: '短信发送失败：短信模板的变量须为 ${code}',
    en: 'Sending failed: the template’s variable must be ${code}.',
  },
  'isv.MOBILE_NUMBER_ILLEGAL': { zh: '短信发送失败：手机号码格式错误', en: 'Sending failed: the phone number is invalid.' },
  'InvalidAccessKeyId.NotFound': {
    zh: '短信发送失败：AccessKey ID 不存在，请检查「短信 AccessKey ID」',
    en: 'Sending failed: the AccessKey id does not exist.',
  },
  'InvalidAccessKeyId.Inactive': { zh: '短信发送失败：AccessKey 已停用', en: 'Sending failed: the AccessKey is disabled.' },
  SignatureDoesNotMatch: {
    zh: '短信发送失败：AccessKey Secret 错误，请检查「短信 AccessKey Secret」',
    en: 'Sending failed: the AccessKey secret is wrong.',
  },
  'isp.RAM_PERMISSION_DENY': {
    zh: '短信发送失败：该 AccessKey 没有短信发送权限（RAM 授权 AliyunDysmsFullAccess）',
    en: 'Sending failed: this AccessKey may not send SMS (grant it AliyunDysmsFullAccess).',
  },
  MissingSignName: { zh: '短信发送失败：请先填写「短信签名」', en: 'Sending failed: set the SMS signature first.' },
  MissingTemplateCode: { zh: '短信发送失败：请先填写「短信模板」', en: 'Sending failed: set the SMS template first.' },
};
