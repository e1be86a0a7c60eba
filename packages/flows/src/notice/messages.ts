import type { FlowCatalog } from '../i18n';

export type NoticeMessageKey = 'notice.snooze' | 'notice.close' | 'notice.fallbackTitle';

/** SPEC §2.3.2 (24小时不再提示 verbatim). */
export const noticeCatalog: FlowCatalog<NoticeMessageKey> = {
  'zh-CN': { 'notice.snooze': '24小时不再提示', 'notice.close': '关闭', 'notice.fallbackTitle': '最新公告' },
  en: { 'notice.snooze': "Don't show for 24 hours", 'notice.close': 'Close', 'notice.fallbackTitle': 'Latest notice' },
  'zh-TW': { 'notice.snooze': '24小時內不再提示', 'notice.close': '關閉', 'notice.fallbackTitle': '最新公告' },
};
