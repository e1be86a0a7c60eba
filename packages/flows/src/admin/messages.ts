import type { FlowCatalog } from '../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/** The back office's texts (issue 17; SPEC §6). The server's 仅管理员可用, 需要二次确认 and 登录已超时 arrive as its messages. */
const texts = {
  'admin.title': ['灵犀管理后台', 'Lingxi back office', '靈犀管理後台'],
  'admin.username': ['管理员账号', 'Operator account', '管理員帳號'],
  'admin.password': ['密码', 'Password', '密碼'],
  'admin.showPassword': ['显示密码', 'Show password', '顯示密碼'],
  'admin.hidePassword': ['隐藏密码', 'Hide password', '隱藏密碼'],
  'admin.usernameRequired': ['请输入管理员账号', 'Enter the operator account.', '請輸入管理員帳號'],
  'admin.passwordRequired': ['请输入密码', 'Enter the password.', '請輸入密碼'],
  'admin.login': ['登录', 'Sign in', '登入'],
  'admin.loggingIn': ['登录中', 'Signing in', '登入中'],
  'admin.loginNote': [
    '仅限站点管理员使用，所有操作都会记录在审计日志中',
    'For site operators only. Every action is recorded in the audit log.',
    '僅限站點管理員使用，所有操作都會記錄在稽核日誌中',
  ],
  'admin.sessionExpired': ['登录已超时，请重新登录', 'Your session has expired. Please sign in again.', '登入已逾時，請重新登入'],
  'admin.loggedOut': ['已退出登录', 'Signed out', '已登出'],
  'admin.requestFailed': ['操作失败，请稍后重试', 'Something went wrong. Please try again later.', '操作失敗，請稍後再試'],
  'admin.retry': ['重试', 'Retry', '重試'],
  'admin.loading': ['加载中', 'Loading', '載入中'],
  'admin.notifications': ['通知', 'Notifications', '通知'],

  'admin.nav': ['管理菜单', 'Back-office menu', '管理選單'],
  'admin.nav.site': ['站点设置', 'Site settings', '站點設定'],
  'admin.nav.audit': ['审计日志', 'Audit log', '稽核日誌'],
  'admin.logout': ['退出登录', 'Sign out', '登出'],
  'admin.language': ['语言', 'Language', '語言'],
  'admin.theme': ['主题', 'Theme', '主題'],
  'admin.theme.auto': ['跟随系统', 'System', '跟隨系統'],
  'admin.theme.light': ['浅色', 'Light', '淺色'],
  'admin.theme.dark': ['深色', 'Dark', '深色'],
  'admin.signedInAs': ['当前管理员：{{name}}', 'Signed in as {{name}}', '目前管理員：{{name}}'],

  'admin.confirm.title': ['二次确认', 'Confirm this change', '二次確認'],
  'admin.confirm.intro': [
    '这是一项敏感操作，请核对变更并输入密码确认。',
    'This is a sensitive action. Check the change and confirm with your password.',
    '這是一項敏感操作，請核對變更並輸入密碼確認。',
  ],
  'admin.confirm.reason': ['操作原因', 'Reason', '操作原因'],
  'admin.confirm.reasonRequired': ['请填写操作原因', 'Give a reason.', '請填寫操作原因'],
  'admin.confirm.submit': ['确认', 'Confirm', '確認'],
  'admin.confirm.submitting': ['确认中', 'Confirming', '確認中'],
  'admin.confirm.cancel': ['取消', 'Cancel', '取消'],
  'admin.confirm.close': ['关闭', 'Close', '關閉'],
  'admin.confirm.changes': ['变更内容', 'Changes', '變更內容'],

  'admin.site.title': ['站点设置', 'Site settings', '站點設定'],
  'admin.site.save': ['保存', 'Save', '儲存'],
  'admin.site.saving': ['保存中', 'Saving', '儲存中'],
  'admin.site.saved': ['设置已保存', 'Settings saved', '設定已儲存'],
  'admin.site.unchanged': ['没有需要保存的修改', 'Nothing has changed.', '沒有需要儲存的修改'],
  'admin.site.secrets': ['密钥与接口', 'Keys and endpoints', '金鑰與介面'],
  'admin.site.secretsNote': [
    '密钥只能写入，不会再显示；留空表示不修改。',
    'Keys can only be written, never shown again. Leave a field empty to keep it.',
    '金鑰只能寫入，不會再顯示；留空表示不修改。',
  ],
  'admin.site.secretSet': ['已设置', 'Set', '已設定'],
  'admin.site.secretUnset': ['未设置', 'Not set', '未設定'],
  'admin.site.secretClear': ['清除', 'Clear', '清除'],
  'admin.site.secretCleared': ['将清除', 'Will be cleared', '將清除'],
  'admin.site.secretsSave': ['保存密钥', 'Save keys', '儲存金鑰'],
  'admin.site.secretsSaved': ['密钥已更新', 'Keys updated', '金鑰已更新'],
  'admin.site.numberInvalid': ['请输入不小于 0 的整数', 'Enter a whole number of 0 or more.', '請輸入不小於 0 的整數'],
  'admin.site.environment': ['运行环境（只读）', 'Environment (read-only)', '執行環境（唯讀）'],
  'admin.site.changed': ['已修改', 'changed', '已修改'],
  'admin.site.group.basic': ['基础信息', 'Basics', '基礎資訊'],
  'admin.site.group.service': ['公告与客服', 'Notice and support', '公告與客服'],
  'admin.site.group.login': ['注册与登录', 'Sign-up and login', '註冊與登入'],
  'admin.site.group.rewards': ['奖励', 'Rewards', '獎勵'],
  'admin.site.group.payment': ['支付', 'Payment', '支付'],
  'admin.site.group.drawing': ['绘画价格', 'Drawing prices', '繪畫價格'],
  'admin.site.group.pages': ['协议页面', 'Agreement pages', '協議頁面'],
  'admin.site.group.other': ['其他', 'Other', '其他'],

  'admin.audit.title': ['审计日志', 'Audit log', '稽核日誌'],
  'admin.audit.action': ['操作', 'Action', '操作'],
  'admin.audit.actionAll': ['全部操作', 'All actions', '全部操作'],
  'admin.audit.from': ['开始日期', 'From', '開始日期'],
  'admin.audit.to': ['结束日期', 'To', '結束日期'],
  'admin.audit.dateInvalid': ['日期格式为 YYYY-MM-DD', 'Use the form YYYY-MM-DD.', '日期格式為 YYYY-MM-DD'],
  'admin.audit.filter': ['筛选', 'Filter', '篩選'],
  'admin.audit.time': ['时间', 'Time', '時間'],
  'admin.audit.operator': ['管理员', 'Operator', '管理員'],
  'admin.audit.target': ['对象', 'Target', '對象'],
  'admin.audit.change': ['变更', 'Change', '變更'],
  'admin.audit.reason': ['原因', 'Reason', '原因'],
  'admin.audit.address': ['IP 地址', 'IP address', 'IP 位址'],
  'admin.audit.empty': ['没有符合条件的记录', 'No entries match.', '沒有符合條件的紀錄'],
  'admin.audit.total': ['共 {{total}} 条', '{{total}} entries', '共 {{total}} 筆'],
  'admin.audit.newer': ['上一页', 'Newer', '上一頁'],
  'admin.audit.older': ['下一页', 'Older', '下一頁'],
  'admin.audit.table': ['审计记录', 'Audit entries', '稽核紀錄'],
} as const satisfies Record<string, Texts>;

export type AdminMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) => Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<AdminMessageKey, string>;

export const adminCatalog: FlowCatalog<AdminMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
