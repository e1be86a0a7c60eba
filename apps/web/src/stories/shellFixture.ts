import type { MenuEntry } from '../site/api';
import type { SiteState } from '../site/siteStore';

const entry = (id: number, menuPlatform: number, menuName: string, menuPath: string, menuIcon: string): MenuEntry => ({
  id, pId: 0, menuPlatform, menuName, menuPath, menuIcon, menuIconActive: '', homeIcon: '', homeIconActive: '',
  menuCover: '', menuIframeUrl: '', isJump: false, isNeedAuth: false, menuTipText: '',
});

/** The site as the seeded server describes it (GET /config/queryFront, GET /menu/list), for stories. */
export const shellFixture: SiteState = {
  config: { siteName: '灵犀', subSiteName: 'AI 助手', clientLogoPath: '/logo.svg', clientTutorialUrl: '/welcome', isAutoOpenNotice: 0 },
  configLoaded: true,
  genuineness: 2,
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
  mobileMenu: [entry(12, 0, '对话', '/chat', 'message-circle'), entry(13, 0, '应用', '/app-store', 'layout-grid'), entry(14, 0, '绘画', '/draw', 'palette'), entry(15, 0, '我的', '/member', 'user')],
  notice: null,
};
