import type { FlowCatalog } from '../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/**
 * SPEC §2.3.15, §4, §5, §8: the settings dialog. Texts the spec gives are verbatim in zh-CN
 * (输入的昵称不能为空, 原密码不能为空, 密码的长度为6-18位, 两次输入的密码不一致, 请输入手机号,
 * 请输入正确格式的手机号, 邮箱地址不能为空, 请输入正确格式的邮箱地址, 已绑定, 手机号绑定成功,
 * 手机号更换成功, 验证信息发送成功，请前往邮箱完成绑定/修改, 注销成功，系统即将自动退出).
 */
const texts = {
  'settings.trigger': ['个人设置', 'Settings', '個人設定'],
  'settings.title': ['个人设置', 'Settings', '個人設定'],
  'settings.close': ['关闭', 'Close', '關閉'],
  'settings.tabs': ['设置分类', 'Settings sections', '設定分類'],
  'settings.tab.profile': ['个人信息', 'Profile', '個人資訊'],
  'settings.tab.security': ['安全中心', 'Security', '安全中心'],
  'settings.tab.appearance': ['外观', 'Appearance', '外觀'],
  'settings.tab.cancellation': ['注销账户', 'Delete account', '註銷帳戶'],
  'settings.requestFailed': ['操作失败，请稍后重试', 'Something went wrong. Please try again later.', '操作失敗，請稍後再試'],
  'settings.save': ['保存', 'Save', '儲存'],
  'settings.saving': ['保存中', 'Saving', '儲存中'],
  'settings.submitting': ['提交中', 'Submitting', '提交中'],
  'settings.cancel': ['取消', 'Cancel', '取消'],

  'settings.avatar': ['头像', 'Avatar', '頭像'],
  'settings.avatarDrop': ['拖拽图片到此处，或', 'Drop an image here, or', '拖曳圖片到此處，或'],
  'settings.avatarPick': ['选择图片', 'Choose image', '選擇圖片'],
  'settings.avatarHint': ['支持 jpg、jpeg、png 格式', 'JPG, JPEG or PNG', '支援 jpg、jpeg、png 格式'],
  'settings.avatarType': ['头像仅支持 jpg、jpeg、png 格式的图片', 'The avatar must be a JPG, JPEG or PNG image.', '頭像僅支援 jpg、jpeg、png 格式的圖片'],
  'settings.avatarUploading': ['头像上传中', 'Uploading the avatar', '頭像上傳中'],
  'settings.avatarSaved': ['头像更新成功', 'Avatar updated', '頭像更新成功'],
  'settings.avatarFailed': ['头像上传失败，请稍后重试', 'The avatar could not be uploaded. Please try again later.', '頭像上傳失敗，請稍後再試'],
  'settings.nickname': ['昵称', 'Nickname', '暱稱'],
  'settings.nicknameRequired': ['输入的昵称不能为空', 'Enter a nickname.', '輸入的暱稱不能為空'],
  'settings.nicknameSaved': ['昵称修改成功', 'Nickname updated', '暱稱修改成功'],
  'settings.username': ['用户名', 'Username', '使用者名稱'],
  'settings.usernameRequired': ['输入的用户名不能为空', 'Enter a username.', '輸入的使用者名稱不能為空'],
  'settings.usernameSaved': ['用户名修改成功', 'Username updated', '使用者名稱修改成功'],
  'settings.userId': ['用户ID', 'User ID', '使用者 ID'],

  'settings.set': ['设置', 'Set', '設定'],
  'settings.edit': ['修改', 'Change', '修改'],
  'settings.bind': ['绑定', 'Link', '綁定'],
  'settings.change': ['更换', 'Change', '更換'],
  'settings.notSet': ['未设置', 'Not set', '未設定'],
  'settings.isSet': ['已设置', 'Set', '已設定'],
  'settings.notBound': ['未绑定', 'Not linked', '未綁定'],
  'settings.bound': ['已绑定', 'Linked', '已綁定'],

  'settings.password': ['登录密码', 'Password', '登入密碼'],
  'settings.passwordNote': ['修改密码后需要重新登录', 'You sign in again after changing the password.', '修改密碼後需要重新登入'],
  'settings.oldPassword': ['原密码', 'Current password', '原密碼'],
  'settings.newPassword': ['新密码', 'New password', '新密碼'],
  'settings.verifyPassword': ['确认密码', 'Confirm password', '確認密碼'],
  'settings.passwordRule': ['6-18 位字符', '6 to 18 characters', '6-18 位字元'],
  'settings.showPassword': ['显示密码', 'Show password', '顯示密碼'],
  'settings.hidePassword': ['隐藏密码', 'Hide password', '隱藏密碼'],
  'settings.oldPasswordRequired': ['原密码不能为空', 'Enter your current password.', '原密碼不能為空'],
  'settings.passwordRequired': ['密码不能为空', 'Enter a password.', '密碼不能為空'],
  'settings.verifyPasswordRequired': ['确认密码不能为空', 'Confirm the password.', '確認密碼不能為空'],
  'settings.passwordLength': ['密码的长度为6-18位', 'The password must have 6 to 18 characters.', '密碼的長度為6-18位'],
  'settings.passwordMismatch': ['两次输入的密码不一致', 'The passwords do not match.', '兩次輸入的密碼不一致'],
  'settings.passwordSubmit': ['确认修改', 'Change password', '確認修改'],
  'settings.passwordSetSubmit': ['设置密码', 'Set password', '設定密碼'],
  'settings.passwordChanged': ['密码修改成功，请重新登录', 'Password changed. Please sign in again.', '密碼修改成功，請重新登入'],
  'settings.passwordSetDone': ['密码设置成功，请重新登录', 'Password set. Please sign in again.', '密碼設定成功，請重新登入'],

  'settings.phone': ['手机号', 'Phone number', '手機號碼'],
  'settings.phonePlaceholder': ['请输入手机号', 'Mobile number', '請輸入手機號碼'],
  'settings.phoneRequired': ['请输入手机号', 'Enter a phone number.', '請輸入手機號碼'],
  'settings.phoneInvalid': ['请输入正确格式的手机号', 'Enter a valid 11-digit mobile number.', '請輸入正確格式的手機號碼'],
  'settings.captcha': ['图形验证码', 'Picture code', '圖形驗證碼'],
  'settings.captchaImage': ['图形验证码，点击换一张', 'Picture code; press for a new one', '圖形驗證碼，點擊換一張'],
  'settings.captchaLoading': ['图形验证码加载中', 'Loading the picture code', '圖形驗證碼載入中'],
  'settings.captchaRefresh': ['换一张', 'New code', '換一張'],
  'settings.captchaRequired': ['请输入图形验证码', 'Enter the picture code.', '請輸入圖形驗證碼'],
  'settings.captchaFailed': ['图形验证码加载失败', 'The picture code could not be loaded.', '圖形驗證碼載入失敗'],
  'settings.phoneCode': ['手机验证码', 'SMS code', '手機驗證碼'],
  'settings.phoneCodeRequired': ['请输入手机验证码', 'Enter the SMS code.', '請輸入手機驗證碼'],
  'settings.phoneCodeLength': ['手机验证码为6位', 'The SMS code has 6 characters.', '手機驗證碼為6位'],
  'settings.sendCode': ['获取验证码', 'Send code', '取得驗證碼'],
  'settings.resendIn': ['{{seconds}} 秒后重新获取', 'Resend in {{seconds}} s', '{{seconds}} 秒後重新取得'],
  'settings.codeSent': ['验证码发送成功', 'Code sent', '驗證碼發送成功'],
  'settings.phoneSubmit': ['绑定手机号', 'Link phone number', '綁定手機號碼'],
  'settings.phoneChangeSubmit': ['更换手机号', 'Change phone number', '更換手機號碼'],
  'settings.phoneBound': ['手机号绑定成功', 'Phone number linked', '手機號碼綁定成功'],
  'settings.phoneChanged': ['手机号更换成功', 'Phone number changed', '手機號碼更換成功'],

  'settings.email': ['邮箱', 'Email', '電子郵件'],
  'settings.emailPlaceholder': ['请输入邮箱地址', 'name@example.com', '請輸入電子郵件地址'],
  'settings.emailRequired': ['邮箱地址不能为空', 'Enter an email address.', '電子郵件地址不能為空'],
  'settings.emailInvalid': ['请输入正确格式的邮箱地址', 'Enter a valid email address.', '請輸入正確格式的電子郵件地址'],
  'settings.emailSubmit': ['发送验证邮件', 'Send verification email', '發送驗證郵件'],
  'settings.emailSent': [
    '验证信息发送成功，请前往邮箱完成绑定/修改',
    'Verification sent. Open the email to finish linking or changing the address.',
    '驗證資訊發送成功，請前往信箱完成綁定/修改',
  ],

  'settings.wechat': ['微信', 'WeChat', '微信'],

  'settings.theme': ['主题', 'Theme', '主題'],
  'settings.themeLight': ['浅色', 'Light', '淺色'],
  'settings.themeDark': ['深色', 'Dark', '深色'],

  'settings.cancelHeading': ['注销账户', 'Delete account', '註銷帳戶'],
  'settings.cancelWarning': [
    '注销后，账户中的积分、会员权益和全部对话记录将被清除且无法恢复，此账户也无法再次登录。',
    'Deleting the account erases its points, membership and every conversation for good, and the account can never sign in again.',
    '註銷後，帳戶中的積分、會員權益和全部對話記錄將被清除且無法恢復，此帳戶也無法再次登入。',
  ],
  'settings.cancelButton': ['注销账户', 'Delete account', '註銷帳戶'],
  'settings.cancelConfirmTitle': ['确认注销账户？', 'Delete your account?', '確認註銷帳戶？'],
  'settings.cancelConfirmMessage': ['此操作无法撤销。', 'This cannot be undone.', '此操作無法復原。'],
  'settings.cancelConfirm': ['确认注销', 'Delete', '確認註銷'],
  'settings.cancelSuccess': ['注销成功，系统即将自动退出', 'Account deleted. Signing you out…', '註銷成功，系統即將自動登出'],
} as const satisfies Record<string, Texts>;

export type SettingsMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<SettingsMessageKey, string>;

export const settingsCatalog: FlowCatalog<SettingsMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
