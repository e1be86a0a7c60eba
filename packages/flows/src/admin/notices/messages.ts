import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/** The back office's notice editor (issue 17; SPEC §2.3.2). The server's refusals arrive as its messages. */
const texts = {
  'admin.notices.title': ['公告管理', 'Notice', '公告管理'],
  'admin.notices.note': [
    '用户看到的最新公告；是否在打开站点时自动弹出，由站点设置中的「自动弹出公告」决定。',
    'The notice users see; whether it opens by itself is the site setting Open the notice automatically.',
    '使用者看到的最新公告；是否在開啟網站時自動彈出，由網站設定中的「自動彈出公告」決定。',
  ],
  'admin.notices.languages': ['公告语言', 'Notice languages', '公告語言'],
  'admin.notices.language.zh-CN': ['简体中文', 'Simplified Chinese', '簡體中文'],
  'admin.notices.language.en': ['英文', 'English', '英文'],
  'admin.notices.language.zh-TW': ['繁体中文', 'Traditional Chinese', '繁體中文'],
  'admin.notices.noticeTitle': ['公告标题', 'Title', '公告標題'],
  'admin.notices.noticeInfo': ['公告内容（HTML）', 'Content (HTML)', '公告內容（HTML）'],
  'admin.notices.infoNote': [
    '保存时会去除脚本、事件属性、内嵌框架和 javascript: 链接；链接在新标签页打开。',
    'Saving removes scripts, event attributes, frames and javascript: links; links open in a new tab.',
    '儲存時會移除腳本、事件屬性、內嵌框架和 javascript: 連結；連結在新分頁開啟。',
  ],
  'admin.notices.translationNote': [
    '留空时：英文界面显示简体内容，繁体界面显示自动转换的简体内容。',
    'Empty: the English interface shows the Simplified text, the Traditional one its automatic conversion.',
    '留空時：英文介面顯示簡體內容，繁體介面顯示自動轉換的簡體內容。',
  ],
  'admin.notices.preview': ['预览（保存后用户看到的内容）', 'Preview (what users see once saved)', '預覽（儲存後使用者看到的內容）'],
  'admin.notices.previewing': ['正在生成预览', 'Updating the preview', '正在產生預覽'],
  'admin.notices.previewEmpty': ['暂无内容', 'No content', '暫無內容'],
  'admin.notices.previewFailed': ['预览失败：{{message}}', 'Preview failed: {{message}}', '預覽失敗：{{message}}'],
  'admin.notices.fallbackPreview': ['未填写，预览为简体内容', 'Not given: the preview shows the Simplified text', '未填寫，預覽為簡體內容'],
  'admin.notices.save': ['保存公告', 'Save notice', '儲存公告'],
  'admin.notices.saving': ['保存中', 'Saving', '儲存中'],
  'admin.notices.saved': ['公告已保存', 'Notice saved', '公告已儲存'],
  'admin.notices.unsaved': ['有未保存的修改', 'Unsaved changes', '有未儲存的修改'],
  'admin.notices.titleRequired': ['请输入公告标题', 'Enter a title.', '請輸入公告標題'],
  'admin.notices.titleTooLong': ['公告标题最多 100 个字', 'At most 100 characters.', '公告標題最多 100 個字'],
  'admin.notices.infoTooLong': ['公告内容最多 100000 个字符', 'At most 100,000 characters.', '公告內容最多 100000 個字元'],
} as const satisfies Record<string, Texts>;

export type NoticesMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<NoticesMessageKey, string>;

export const noticesCatalog: FlowCatalog<NoticesMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
