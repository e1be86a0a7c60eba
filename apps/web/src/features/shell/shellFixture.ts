import type { UserInfo } from '../../state/sessionStore';
import { menuEntry } from '../../site/menuEntryFixture';
import type { SiteState } from '../../site/siteStore';

/** The menu names in the other languages, as the seeded server sends them (en as written, zh-TW converted). */
const names: Record<string, [en: string, traditional: string]> = {
  'AI 对话': ['AI Chat', 'AI 對話'],
  应用广场: ['App Store', '應用廣場'],
  知识库: ['Knowledge Base', '知識庫'],
  'AI 绘画': ['AI Drawing', 'AI 繪畫'],
  思维导图: ['Mind Maps', '思維導圖'],
  文档创作: ['Documents', '文件創作'],
  'AI PPT': ['AI Slides', 'AI PPT'],
  'AI 音乐': ['AI Music', 'AI 音樂'],
  'AI 视频': ['AI Video', 'AI 影片'],
  画廊: ['Gallery', '畫廊'],
  会员中心: ['Membership', '會員中心'],
  对话: ['Chat', '對話'],
  应用: ['Apps', '應用'],
  绘画: ['Draw', '繪畫'],
};

const entry = (id: number, menuPlatform: number, menuName: string, menuPath: string, menuIcon: string) =>
  menuEntry({
    id,
    menuPlatform,
    menuName,
    menuPath,
    menuIcon,
    i18n: { en: { menuName: names[menuName]?.[0] }, 'zh-TW': { menuName: names[menuName]?.[1] } },
  });

/** The site as the seeded server describes it (GET /config/queryFront, GET /menu/list), for stories. */
export const shellFixture: SiteState = {
  config: {
    siteName: '灵犀',
    subSiteName: 'AI 助手',
    clientLogoPath: '/logo.svg',
    clientTutorialUrl: '/welcome',
    isAutoOpenNotice: 0,
    i18n: { en: { siteName: 'Lingxi', subSiteName: 'AI Assistant' }, 'zh-TW': { siteName: '靈犀', subSiteName: 'AI 助手' } },
  },
  configLoaded: true,
  genuineness: 2,
  menusLoaded: true,
  sideMenu: [
    entry(1, 1, 'AI 对话', '/chat', 'message-circle'),
    entry(2, 1, '应用广场', '/app-store', 'layout-grid'),
    entry(3, 1, '知识库', '/knowledge', 'book-open'),
    entry(4, 1, 'AI 绘画', '/draw', 'palette'),
    entry(5, 1, '思维导图', '/mindMap', 'network'),
    entry(6, 1, '文档创作', '/document', 'file-text'),
    entry(7, 1, 'AI PPT', '/ppt', 'presentation'),
    entry(8, 1, 'AI 音乐', '/music', 'music'),
    entry(9, 1, 'AI 视频', '/video', 'clapperboard'),
    entry(10, 1, '画廊', '/market', 'images'),
    entry(11, 1, '会员中心', '/member', 'crown'),
  ],
  mobileMenu: [
    entry(12, 0, '对话', '/chat', 'message-circle'),
    entry(13, 0, '应用', '/app-store', 'layout-grid'),
    entry(14, 0, '绘画', '/draw', 'palette'),
    entry(15, 0, '会员中心', '/member', 'crown'),
  ],
  notice: null,
};

/** Logged-in users for the user popup stories; dates are fixed so screenshots never drift. */
const account = { email: '', phone: '', password: 'yes', isBindWx: 0, inviteCode: '', consecutiveDays: 0 };

export const storyUsers = {
  /** A member until 2099-12-31 (23:59:59 in UTC+8). */
  vip: { ...account, id: 10086, username: 'lingxi_fan', nickname: '灵犀用户', avatar: '', score: 1280, lifetimeVip: 0, vipExpire: '2099-12-31T15:59:59.000Z' },
  lifetime: { ...account, id: 20001, username: 'founder', nickname: '早鸟会员', avatar: '', score: 52000, lifetimeVip: 1, vipExpire: null },
  /** No nickname or username (shown as 小智), membership long expired. */
  free: { ...account, id: 30210, username: '', nickname: '', avatar: '', score: 0, lifetimeVip: 0, vipExpire: '2020-01-01T00:00:00.000Z' },
} satisfies Record<string, UserInfo>;
