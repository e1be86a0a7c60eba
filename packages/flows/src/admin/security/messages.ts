import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * The operator's own 账号安全 (issue 17, beyond SPEC): TOTP. The server's refusals (动态验证码错误，请核对手机时间后重试,
 * 请先生成密钥，并在 10 分钟内完成绑定) arrive as its messages.
 */
const texts = {
  'admin.security.title': ['账号安全', 'Account security', '帳號安全'],
  'admin.security.totp': ['动态验证码（TOTP）', 'Authenticator codes (TOTP)', '動態驗證碼（TOTP）'],
  'admin.security.intro': [
    '开启后，登录后台需要输入身份验证器（如 Google Authenticator、Microsoft Authenticator）生成的 6 位动态验证码；二次确认时也可用它代替密码。',
    'Once on, signing in to the back office also asks for the 6-digit code of an authenticator app (Google Authenticator, Microsoft Authenticator …); a confirmation can take it instead of the password.',
    '開啟後，登入後台需要輸入身分驗證器（如 Google Authenticator、Microsoft Authenticator）產生的 6 位動態驗證碼；二次確認時也可用它代替密碼。',
  ],
  'admin.security.status': ['状态', 'Status', '狀態'],
  'admin.security.on': ['已开启', 'On', '已開啟'],
  'admin.security.off': ['未开启', 'Off', '未開啟'],
  'admin.security.enable': ['开启', 'Turn on', '開啟'],
  'admin.security.disable': ['关闭', 'Turn off', '關閉'],
  'admin.security.working': ['处理中', 'Working', '處理中'],
  'admin.security.step1': ['1. 用身份验证器扫描二维码', '1. Scan the QR code with your authenticator', '1. 用身分驗證器掃描二維碼'],
  'admin.security.qrLabel': ['身份验证器绑定二维码', 'QR code for your authenticator', '身分驗證器綁定二維碼'],
  'admin.security.manual': [
    '无法扫码时，在身份验证器中手动输入密钥：',
    'Cannot scan? Enter this key in the app by hand:',
    '無法掃碼時，在身分驗證器中手動輸入密鑰：',
  ],
  'admin.security.secret': ['密钥', 'Key', '密鑰'],
  'admin.security.copy': ['复制密钥', 'Copy key', '複製密鑰'],
  'admin.security.copied': ['已复制', 'Copied', '已複製'],
  'admin.security.copyFailed': ['复制失败，请手动输入密钥', 'Could not copy: type the key by hand.', '複製失敗，請手動輸入密鑰'],
  'admin.security.step2': ['2. 输入身份验证器显示的 6 位验证码', '2. Enter the 6-digit code the app shows', '2. 輸入身分驗證器顯示的 6 位驗證碼'],
  'admin.security.code': ['动态验证码', 'Code', '動態驗證碼'],
  'admin.security.codeHint': ['6 位数字，每 30 秒更新', '6 digits, new every 30 seconds', '6 位數字，每 30 秒更新'],
  'admin.security.codeInvalid': ['请输入 6 位数字验证码', 'Enter the 6-digit code.', '請輸入 6 位數字驗證碼'],
  'admin.security.expiresNote': ['密钥 10 分钟内有效，请尽快完成绑定', 'The key is valid for 10 minutes', '密鑰 10 分鐘內有效，請盡快完成綁定'],
  'admin.security.confirmEnable': ['验证并开启', 'Verify and turn on', '驗證並開啟'],
  'admin.security.enabling': ['验证中', 'Verifying', '驗證中'],
  'admin.security.cancel': ['取消', 'Cancel', '取消'],
  'admin.security.expired': ['密钥已过期，请重新生成', 'The key has expired: make a new one', '密鑰已過期，請重新產生'],
  'admin.security.regenerate': ['重新生成', 'Make a new key', '重新產生'],
  'admin.security.enabled': [
    '动态验证码已开启，下次登录需要输入验证码',
    'Codes are on: the next sign-in asks for one.',
    '動態驗證碼已開啟，下次登入需要輸入驗證碼',
  ],
  'admin.security.disabled': ['动态验证码已关闭', 'Codes are off.', '動態驗證碼已關閉'],
  'admin.security.change.totp': ['动态验证码', 'Authenticator codes', '動態驗證碼'],
} as const satisfies Record<string, Texts>;

export type SecurityMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<SecurityMessageKey, string>;

export const securityCatalog: FlowCatalog<SecurityMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
