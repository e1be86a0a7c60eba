import type { FlowCatalog } from '../i18n';

export type SessionMessageKey = 'session.loginSuccess' | 'session.logoutSuccess' | 'session.loginRequired';

/** SPEC §4, §8: the session's toasts (zh-CN verbatim from the spec). */
export const sessionCatalog: FlowCatalog<SessionMessageKey> = {
  'zh-CN': {
    'session.loginSuccess': '账户登录成功、开始体验吧！',
    'session.logoutSuccess': '登出账户成功！',
    'session.loginRequired': '请先登录后再进行使用！',
  },
  en: {
    'session.loginSuccess': 'Signed in. Enjoy!',
    'session.logoutSuccess': 'You have signed out.',
    'session.loginRequired': 'Please sign in to continue.',
  },
  'zh-TW': {
    'session.loginSuccess': '帳戶登入成功，開始體驗吧！',
    'session.logoutSuccess': '已成功登出帳戶！',
    'session.loginRequired': '請先登入後再使用！',
  },
};
