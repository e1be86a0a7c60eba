import type { CatalogKey, FlowCatalog } from '../i18n/messages';
import { phoneCodeCatalog } from '../phoneCode/messages';
import { qrLoginCatalog } from '../qrLogin/messages';
import { registerCatalog } from '../register/messages';
import type { LoginErrorKey, LoginMode } from './loginDialog.machine';

const zhCN = {
  'login.title.qr': '扫码登录',
  'login.title.password': '密码登录',
  'login.title.sms': '验证码登录',
  'login.title.register': '注册账号',
  'login.modes': '其他方式',
  'login.close': '关闭',
  'login.account.label': '用户名/邮箱/手机号',
  'login.account.placeholder': '请输入用户名、邮箱或手机号',
  'login.password.label': '密码',
  'login.password.placeholder': '请输入密码',
  'login.password.show': '显示密码',
  'login.password.hide': '隐藏密码',
  'login.forgot': '忘记密码？',
  'login.forgot.message': '请联系管理员',
  'login.register.closed': '账号注册已关闭，请使用其他方式登录',
  'login.submit': '登录',
  'login.submitting': '登录中',
  'login.agreement': '我已阅读并同意<terms>《用户协议》</terms>和<policy>《隐私政策》</policy>',
  'login.newTab': '（在新标签页中打开）',
  'login.success': '账户登录成功、开始体验吧！',
  'login.error.accountRequired': '请输入用户名、邮箱或手机号',
  'login.error.accountLength': '账号长度为2-30位',
  'login.error.passwordRequired': '请输入密码',
  'login.error.passwordLength': '密码长度为6-30位',
  'login.error.agreement': '请阅读并勾选用户协议、隐私政策',
  'login.error.failed': '登录失败，请稍后重试',
} satisfies Record<LoginErrorKey | `login.title.${LoginMode}`, string> & Record<string, string>;

export type LoginMessageKey = keyof typeof zhCN;

/**
 * Texts of the login dialog (SPEC §2.3.1, §5, §8 verbatim in zh-CN). `login.success` is for the
 * app's toast after it stores the token. `login.agreement` marks its two links with <terms> and
 * <policy> so each language orders the sentence its own way.
 */
export const loginDialogCatalog: FlowCatalog<LoginMessageKey> = {
  'zh-CN': zhCN,
  en: {
    'login.title.qr': 'Scan to log in',
    'login.title.password': 'Log in with password',
    'login.title.sms': 'Log in with SMS code',
    'login.title.register': 'Create an account',
    'login.modes': 'Other ways',
    'login.close': 'Close',
    'login.account.label': 'Username, email or phone',
    'login.account.placeholder': 'Enter your username, email or phone number',
    'login.password.label': 'Password',
    'login.password.placeholder': 'Enter your password',
    'login.password.show': 'Show password',
    'login.password.hide': 'Hide password',
    'login.forgot': 'Forgot password?',
    'login.forgot.message': 'Please contact the administrator',
    'login.register.closed': 'Signing up with a username and password is closed. Please log in another way.',
    'login.submit': 'Log in',
    'login.submitting': 'Logging in',
    'login.agreement': 'I have read and agree to the <terms>User Agreement</terms> and the <policy>Privacy Policy</policy>',
    'login.newTab': '(opens in a new tab)',
    'login.success': 'Logged in. Enjoy!',
    'login.error.accountRequired': 'Enter your username, email or phone number',
    'login.error.accountLength': 'Must be 2–30 characters',
    'login.error.passwordRequired': 'Enter your password',
    'login.error.passwordLength': 'Password must be 6–30 characters',
    'login.error.agreement': 'Please read and accept the User Agreement and Privacy Policy',
    'login.error.failed': 'Login failed. Please try again later.',
  },
  'zh-TW': {
    'login.title.qr': '掃碼登入',
    'login.title.password': '密碼登入',
    'login.title.sms': '驗證碼登入',
    'login.title.register': '註冊帳號',
    'login.modes': '其他方式',
    'login.close': '關閉',
    'login.account.label': '使用者名稱/電子郵件/手機號碼',
    'login.account.placeholder': '請輸入使用者名稱、電子郵件或手機號碼',
    'login.password.label': '密碼',
    'login.password.placeholder': '請輸入密碼',
    'login.password.show': '顯示密碼',
    'login.password.hide': '隱藏密碼',
    'login.forgot': '忘記密碼？',
    'login.forgot.message': '請聯絡管理員',
    'login.register.closed': '帳號註冊已關閉，請使用其他方式登入',
    'login.submit': '登入',
    'login.submitting': '登入中',
    'login.agreement': '我已閱讀並同意<terms>《使用者協議》</terms>和<policy>《隱私權政策》</policy>',
    'login.newTab': '（在新分頁中開啟）',
    'login.success': '帳戶登入成功、開始體驗吧！',
    'login.error.accountRequired': '請輸入使用者名稱、電子郵件或手機號碼',
    'login.error.accountLength': '帳號長度為2-30位',
    'login.error.passwordRequired': '請輸入密碼',
    'login.error.passwordLength': '密碼長度為6-30位',
    'login.error.agreement': '請閱讀並勾選使用者協議、隱私權政策',
    'login.error.failed': '登入失敗，請稍後再試',
  },
};

/** Every catalog the dialog's views read: its own and those of its three child flows. */
export const loginDialogCatalogs = [loginDialogCatalog, qrLoginCatalog, phoneCodeCatalog, registerCatalog] as const;
/** The keys the dialog may show (its own, the QR panel's, the phone-code fields' and the register form's). */
export type LoginDialogCatalogsKey = CatalogKey<(typeof loginDialogCatalogs)[number]>;
