import type { schema } from '../db/index.js';

type NewMenu = typeof schema.menus.$inferInsert;

/** Side menu (platform 1) and mobile bottom bar (platform 0) covering the spec's screens. */
export const defaultMenus: NewMenu[] = [
  { menuPlatform: 1, menuName: 'AI 对话', menuPath: '/chat', menuIcon: 'message-circle', sort: 1 },
  { menuPlatform: 1, menuName: '应用广场', menuPath: '/app-store', menuIcon: 'layout-grid', sort: 2 },
  { menuPlatform: 1, menuName: '知识库', menuPath: '/knowledge', menuIcon: 'book-open', isNeedAuth: true, sort: 3 },
  { menuPlatform: 1, menuName: 'AI 绘画', menuPath: '/draw', menuIcon: 'palette', sort: 4 },
  { menuPlatform: 1, menuName: '思维导图', menuPath: '/mindMap', menuIcon: 'network', sort: 5 },
  { menuPlatform: 1, menuName: '文档创作', menuPath: '/document', menuIcon: 'file-text', sort: 6 },
  { menuPlatform: 1, menuName: 'AI PPT', menuPath: '/ppt', menuIcon: 'presentation', sort: 7 },
  { menuPlatform: 1, menuName: 'AI 音乐', menuPath: '/music', menuIcon: 'music', sort: 8 },
  { menuPlatform: 1, menuName: 'AI 视频', menuPath: '/video', menuIcon: 'clapperboard', sort: 9 },
  { menuPlatform: 1, menuName: '画廊', menuPath: '/market', menuIcon: 'images', sort: 10 },
  { menuPlatform: 1, menuName: '会员中心', menuPath: '/member', menuIcon: 'crown', isNeedAuth: true, sort: 11 },
  { menuPlatform: 0, menuName: '对话', menuPath: '/chat', menuIcon: 'message-circle', sort: 1 },
  { menuPlatform: 0, menuName: '应用', menuPath: '/app-store', menuIcon: 'layout-grid', sort: 2 },
  { menuPlatform: 0, menuName: '绘画', menuPath: '/draw', menuIcon: 'palette', sort: 3 },
  { menuPlatform: 0, menuName: '我的', menuPath: '/member', menuIcon: 'user', isNeedAuth: true, sort: 4 },
];

export const defaultNotice = {
  noticeTitle: '欢迎使用灵犀',
  noticeInfo: '<p>灵犀是你的 AI 助手：对话、绘画、思维导图、文档与 PPT 一站完成。</p><p>每日签到可领取积分，邀请好友注册双方均可获得奖励。</p>',
};
