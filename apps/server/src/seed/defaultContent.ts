import type { schema } from '../db/index.js';

type NewMenu = typeof schema.menus.$inferInsert;

/** Side menu (platform 1) and mobile bottom bar (platform 0) covering the spec's screens. */
export const defaultMenus: NewMenu[] = [
  { menuPlatform: 1, menuName: 'AI 对话', menuPath: '/chat', menuIcon: 'message-circle', translations: { en: { menuName: 'AI Chat' } }, sort: 1 },
  { menuPlatform: 1, menuName: '应用广场', menuPath: '/app-store', menuIcon: 'layout-grid', translations: { en: { menuName: 'App Store' } }, sort: 2 },
  {
    menuPlatform: 1,
    menuName: '知识库',
    menuPath: '/knowledge',
    menuIcon: 'book-open',
    isNeedAuth: true,
    translations: { en: { menuName: 'Knowledge Base' } },
    sort: 3,
  },
  { menuPlatform: 1, menuName: 'AI 绘画', menuPath: '/draw', menuIcon: 'palette', translations: { en: { menuName: 'AI Drawing' } }, sort: 4 },
  { menuPlatform: 1, menuName: '思维导图', menuPath: '/mindMap', menuIcon: 'network', translations: { en: { menuName: 'Mind Maps' } }, sort: 5 },
  { menuPlatform: 1, menuName: '文档创作', menuPath: '/document', menuIcon: 'file-text', translations: { en: { menuName: 'Documents' } }, sort: 6 },
  { menuPlatform: 1, menuName: 'AI PPT', menuPath: '/ppt', menuIcon: 'presentation', translations: { en: { menuName: 'AI Slides' } }, sort: 7 },
  { menuPlatform: 1, menuName: 'AI 音乐', menuPath: '/music', menuIcon: 'music', translations: { en: { menuName: 'AI Music' } }, sort: 8 },
  { menuPlatform: 1, menuName: 'AI 视频', menuPath: '/video', menuIcon: 'clapperboard', translations: { en: { menuName: 'AI Video' } }, sort: 9 },
  { menuPlatform: 1, menuName: '画廊', menuPath: '/market', menuIcon: 'images', translations: { en: { menuName: 'Gallery' } }, sort: 10 },
  {
    menuPlatform: 1,
    menuName: '会员中心',
    menuPath: '/member',
    menuIcon: 'crown',
    isNeedAuth: true,
    translations: { en: { menuName: 'Membership' } },
    sort: 11,
  },
  { menuPlatform: 0, menuName: '对话', menuPath: '/chat', menuIcon: 'message-circle', translations: { en: { menuName: 'Chat' } }, sort: 1 },
  { menuPlatform: 0, menuName: '应用', menuPath: '/app-store', menuIcon: 'layout-grid', translations: { en: { menuName: 'Apps' } }, sort: 2 },
  { menuPlatform: 0, menuName: '绘画', menuPath: '/draw', menuIcon: 'palette', translations: { en: { menuName: 'Draw' } }, sort: 3 },
  {
    menuPlatform: 0,
    menuName: '会员中心',
    menuPath: '/member',
    menuIcon: 'crown',
    isNeedAuth: true,
    translations: { en: { menuName: 'Membership' } },
    sort: 4,
  },
];

export const defaultNotice = {
  noticeTitle: '欢迎使用灵犀',
  noticeInfo: '<p>灵犀是你的 AI 助手：对话、绘画、思维导图、文档与 PPT 一站完成。</p><p>每日签到可领取积分，邀请好友注册双方均可获得奖励。</p>',
  translations: {
    en: {
      noticeTitle: 'Welcome to Lingxi',
      noticeInfo:
        '<p>Lingxi is your AI assistant: chat, drawing, mind maps, documents and slides in one place.</p><p>Check in daily for points; invite friends and you both get a reward.</p>',
    },
  },
};

type NewModel = typeof schema.chatModels.$inferInsert;
type NewGoods = typeof schema.goods.$inferInsert;

/** Demo-mode models: answered by apps/sim until the operator configures a real upstream. */
export const defaultModels: NewModel[] = [
  { modelName: '灵犀 Lite', model: 'gpt-4o-mini', description: '快速、省积分，适合日常问答', keyType: 1, deductType: 1, deduct: 1, vipFreeNum: -1, sort: 1 },
  {
    modelName: '灵犀 Pro',
    model: 'gpt-4o',
    description: '更强的推理与写作能力',
    keyType: 2,
    deductType: 2,
    deduct: 5,
    vipFreeNum: 20,
    canUpload: true,
    sort: 2,
  },
  // An images model for /chatgpt/chat-draw (DALL·E-style drawing); its price is per picture.
  { modelName: 'DALL·E 3', model: 'dall-e-3', modelType: 'draw', description: '按描述生成图片', keyType: 2, deductType: 2, deduct: 8, vipFreeNum: 0, sort: 4 },
  { modelName: '灵犀 Max', model: 'o3', description: '复杂问题深度思考', keyType: 2, deductType: 2, deduct: 20, vipFreeNum: 0, maxModelTokens: 32000, sort: 3 },
];

export const defaultGoods: NewGoods[] = [
  {
    name: '体验积分包',
    typeId: 1,
    priceFen: 990,
    originPriceFen: 1990,
    score: 1000,
    des: '1000 积分/永久有效/全部模型可用',
    translations: { en: { name: 'Starter points', des: '1,000 points/Never expire/Every model' } },
    sort: 1,
  },
  {
    name: '超值积分包',
    typeId: 1,
    priceFen: 4990,
    originPriceFen: 9990,
    score: 6000,
    des: '6000 积分/永久有效/全部模型可用/赠送绘画次数',
    translations: { en: { name: 'Value points', des: '6,000 points/Never expire/Every model/Bonus drawings' } },
    sort: 2,
  },
  {
    name: '月度会员',
    typeId: 2,
    priceFen: 2990,
    originPriceFen: 3990,
    score: 500,
    days: 30,
    des: '30 天会员/基础模型免费/高级模型每日免费 20 次/赠送 500 积分',
    translations: { en: { name: 'Monthly membership', des: '30 days/Basic models free/20 free advanced uses a day/500 bonus points' } },
    sort: 3,
  },
  {
    name: '年度会员',
    typeId: 2,
    priceFen: 19900,
    originPriceFen: 35880,
    score: 8000,
    days: 365,
    des: '365 天会员/基础模型免费/高级模型每日免费 20 次/赠送 8000 积分/专属客服',
    translations: { en: { name: 'Yearly membership', des: '365 days/Basic models free/20 free advanced uses a day/8,000 bonus points/Dedicated support' } },
    sort: 4,
  },
  {
    name: '永久会员',
    typeId: 2,
    priceFen: 49900,
    originPriceFen: 99900,
    score: 20000,
    days: -1,
    des: '永久会员/基础模型免费/高级模型每日免费 20 次/赠送 20000 积分/专属客服/新功能抢先体验',
    translations: {
      en: { name: 'Lifetime membership', des: 'Lifetime/Basic models free/20 free advanced uses a day/20,000 bonus points/Dedicated support/Early access' },
    },
    sort: 5,
  },
];
