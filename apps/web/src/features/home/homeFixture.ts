import type { ChatGroup } from '@lingxi/flows/chat';
import type { HomeSlot, HomeSlotApp } from '@lingxi/flows/homeSlots';
import { changeLanguage, isLanguage } from '../../i18n/i18n';
import type { MenuEntry } from '../../site/api';
import type { SiteState } from '../../site/siteStore';
import { shellFixture } from '../shell/shellFixture';

/** An operator's uploaded cover, drawn here as an SVG (a gradient and a few shapes) so stories need no files. */
function cover(from: string, to: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 240"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="480" height="240" fill="url(#g)"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const circles = '<circle cx="380" cy="60" r="90" fill="#fff" fill-opacity=".18"/><circle cx="90" cy="210" r="70" fill="#fff" fill-opacity=".12"/>';
const waves = '<path d="M0 170 Q120 110 240 170 T480 170 V240 H0Z" fill="#fff" fill-opacity=".2"/>';
const blocks = '<rect x="300" y="40" width="120" height="120" rx="24" fill="#fff" fill-opacity=".16" transform="rotate(12 360 100)"/>';

/** The seeded side menu with the operator's covers and tips filled in: six modules. */
const withCovers: Record<string, Pick<MenuEntry, 'menuCover' | 'menuTipText'>> = {
  'AI 对话': { menuCover: cover('#3b6cf6', '#7c4dff', circles), menuTipText: '接入多款大模型，问答、写作、编程一站搞定' },
  应用广场: { menuCover: cover('#0ea5a4', '#2563eb', blocks), menuTipText: '上百款精选应用，开箱即用' },
  'AI 绘画': { menuCover: cover('#f97316', '#db2777', waves), menuTipText: 'Midjourney 与 DALL·E 双引擎，一句话出图' },
  思维导图: { menuCover: cover('#16a34a', '#0d9488', circles), menuTipText: '' },
  'AI 音乐': { menuCover: '', menuTipText: '写下一段歌词，生成完整歌曲' },
  会员中心: { menuCover: cover('#b45309', '#7c2d12', blocks), menuTipText: '开通会员，畅享更多权益' },
};

/** A site whose operator uploaded covers and wrote tips (one entry left without a cover, one without a tip). */
export const coveredSite: SiteState = {
  ...shellFixture,
  sideMenu: shellFixture.sideMenu.filter((entry) => entry.menuName in withCovers).map((entry) => ({ ...entry, ...withCovers[entry.menuName] })),
};

const minutesAgo = (minutes: number, now: number) => new Date(now - minutes * 60_000).toISOString();

/**
 * The user's conversations as GET /group/query lists them (pinned first), dated relative to `now`
 * so the relative times read the same whenever the story runs.
 */
export function recentGroups(now: number): ChatGroup[] {
  const group = (id: number, title: string, minutes: number, isSticky = false): ChatGroup => ({
    id,
    title,
    isSticky,
    appId: null,
    modelType: 'chat',
    config: '{}',
    createdAt: minutesAgo(minutes + 30, now),
    updatedAt: minutesAgo(minutes, now),
  });
  return [
    group(1, '产品需求文档评审要点', 60 * 24 * 30, true),
    group(2, '旅行计划：杭州三日游', 5),
    group(3, '帮我把这段关于量子计算与经典计算在密码学领域差异的长篇说明改写成通俗易懂的科普文章', 60 * 2),
    group(4, '', 60 * 26),
    group(5, '周报模板', 60 * 24 * 3),
  ];
}

/** An operator's carousel picture (16:5), drawn as an SVG so stories need no files. */
function banner(from: string, to: string, shape: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="500" fill="url(#g)"/>${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const bannerShapes = {
  orbs: '<circle cx="1300" cy="120" r="260" fill="#fff" fill-opacity=".16"/><circle cx="1050" cy="430" r="150" fill="#fff" fill-opacity=".12"/><circle cx="240" cy="-40" r="200" fill="#fff" fill-opacity=".1"/>',
  hills:
    '<path d="M0 380 Q400 250 800 360 T1600 330 V500 H0Z" fill="#fff" fill-opacity=".18"/><path d="M0 430 Q500 340 1000 420 T1600 400 V500 H0Z" fill="#fff" fill-opacity=".14"/>',
  tiles:
    '<rect x="1080" y="70" width="220" height="220" rx="40" fill="#fff" fill-opacity=".16" transform="rotate(14 1190 180)"/><rect x="1290" y="230" width="150" height="150" rx="30" fill="#fff" fill-opacity=".12" transform="rotate(-10 1365 305)"/>',
};

/** An app's logo as the app store keeps one (a square), drawn as an SVG. */
function appLogo(from: string, to: string, glyph: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="96" height="96" rx="20" fill="url(#g)"/>${glyph}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const glyphs = {
  report:
    '<rect x="28" y="22" width="40" height="52" rx="6" fill="#fff"/><rect x="36" y="34" width="24" height="4" rx="2" fill="#2563eb"/><rect x="36" y="44" width="24" height="4" rx="2" fill="#2563eb"/><rect x="36" y="54" width="16" height="4" rx="2" fill="#2563eb"/>',
  chat: '<path d="M22 30a10 10 0 0 1 10-10h32a10 10 0 0 1 10 10v22a10 10 0 0 1-10 10H44l-14 12V62h2a10 10 0 0 1-10-10Z" fill="#fff"/>',
  code: '<path d="M38 32 24 48l14 16M58 32l14 16-14 16" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  pen: '<path d="M26 70 30 56 60 26l10 10-30 30Z" fill="#fff"/><path d="M26 70l14-4-10-10Z" fill="#fde68a"/>',
};

const app = (id: number, name: string, des: string, coverImg: string, catName: string): HomeSlotApp => ({ id, name, des, coverImg, catName });

const storyApps = {
  weekly: app(101, '周报助手', '输入本周要点，自动生成结构清晰、重点突出的工作周报。', appLogo('#3b82f6', '#1d4ed8', glyphs.report), '职场办公'),
  speaking: app(102, '英语口语陪练', '模拟真实场景的英语对话，随时纠正发音与用语。', appLogo('#10b981', '#0f766e', glyphs.chat), '学习教育'),
  review: app(103, '代码审查', '贴入代码，指出潜在缺陷、性能问题并给出改进建议。', appLogo('#8b5cf6', '#6d28d9', glyphs.code), '编程开发'),
  copy: app(104, '小红书文案', '按主题生成吸睛标题与正文，附带话题标签。', appLogo('#f43f5e', '#be123c', glyphs.pen), '生活娱乐'),
};

const routeSlot = (id: number, title: string, target: string, image = ''): HomeSlot => ({ id, title, image, target, appId: null, tagId: null, app: null });
const appSlot = (id: number, slotApp: HomeSlotApp, title = ''): HomeSlot => ({
  id,
  title,
  image: '',
  target: '',
  appId: slotApp.id,
  tagId: null,
  app: slotApp,
});

/** The operator's carousel: two pictures opening routes, an app's slide (its logo and card) and a route without a picture. */
export const carouselSlides: HomeSlot[] = [
  routeSlot(1, '春日创作季：AI 绘画作品征集，赢取会员月卡', '/draw/midjourney', banner('#4f46e5', '#db2777', bannerShapes.orbs)),
  appSlot(2, storyApps.weekly, '周报助手：三分钟写好本周周报'),
  routeSlot(3, '精选应用上新，一键开用', '/app-store', banner('#0ea5a4', '#2563eb', bannerShapes.tiles)),
  routeSlot(4, '邀请好友注册，双方各得积分', '/member'),
];

/** A carousel whose titles run as long as the server allows (30 characters), with an app's long description. */
export const longTitleSlides: HomeSlot[] = [
  routeSlot(11, '灵犀年度创作者大赛开启：上传 AI 作品赢取年度会员与万元大奖', '/market', banner('#b45309', '#7c2d12', bannerShapes.hills)),
  appSlot(
    12,
    app(
      105,
      '全能长文写作与润色排版助手',
      '从选题、列提纲到成稿与润色，一次完成：支持公众号长文、行业研究报告、课程讲义与演讲稿等多种体裁，并按你的语气与字数要求反复修改，直到满意为止。',
      appLogo('#f97316', '#c2410c', glyphs.pen),
      '写作助手',
    ),
    '全能长文写作与润色排版助手：公众号、研究报告与讲义一站完成',
  ),
];

/** 推荐应用: four apps and a route with the operator's picture. */
export const recommendedSlots: HomeSlot[] = [
  appSlot(21, storyApps.weekly),
  appSlot(22, storyApps.speaking),
  appSlot(23, storyApps.review),
  appSlot(24, storyApps.copy),
  routeSlot(25, '提示词库', '/chat/prompt', appLogo('#f59e0b', '#b45309', glyphs.chat)),
];

/** 推荐应用 with long names and descriptions. */
export const longTitleRecommendations: HomeSlot[] = [
  appSlot(
    31,
    app(
      106,
      '跨境电商商品详情页多语种文案生成器',
      '一次输入商品卖点，同时生成中文、英文、日文与西班牙文的详情页文案、五点描述与搜索关键词，并按各平台的字数限制自动调整。',
      '',
      '职场办公',
    ),
  ),
  appSlot(32, storyApps.speaking, '英语口语陪练：雅思托福口语考前冲刺与日常对话练习'),
  routeSlot(33, '灵犀社区精选：看看大家都在用 AI 创作什么样的作品', '/market'),
];

/** The home page's fixture server: the slots, the user's conversations, and what POST /group/create answers. */
export interface HomeServer {
  groups?: readonly ChatGroup[];
  /** GET /index-rec/page {type: swiper}: the slides, or 'fail' (a 500). */
  swiper?: readonly HomeSlot[] | 'fail';
  /** GET /index-rec/rec-get: the recommendations, or 'fail'. */
  rec?: readonly HomeSlot[] | 'fail';
  /** POST /group/create: the new conversation's id (77 unless told), or 'fail' (该应用已下架或删除). */
  chat?: number | 'fail';
}

const reply = (data: unknown, status = 200) =>
  new Response(
    JSON.stringify(status === 200 ? { code: 200, data, message: 'ok', success: true } : { code: status, data: null, message: String(data), success: false }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

const slotsReply = (slots: readonly HomeSlot[] | 'fail' | undefined, paged: boolean) =>
  slots === 'fail' ? reply('服务异常', 500) : reply(paged ? { rows: slots ?? [], count: slots?.length ?? 0 } : { rows: slots ?? [] });

/**
 * A `fetch` answering the home page's calls (the envelope of SPEC §7): GET /api/group/query, the slots (none unless
 * given) and POST /api/group/create; anything else goes to `passThrough`.
 */
function homeFetch(server: HomeServer, passThrough: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin) return passThrough(input, init);
    switch (url.pathname) {
      case '/api/group/query':
        return reply(server.groups ?? []);
      case '/api/index-rec/page':
        return slotsReply(server.swiper, true);
      case '/api/index-rec/rec-get':
        return slotsReply(server.rec, false);
      case '/api/group/create':
        return server.chat === 'fail' ? reply('该应用已下架或删除', 404) : reply({ id: server.chat ?? 77 });
      default:
        return passThrough(input, init);
    }
  };
}

/**
 * A home story's fresh visit (a story's `beforeEach`): the stores as `reset` leaves them, the story's language, the
 * fixture server in place of window.fetch. The stores and window.fetch outlive a story (the screenshot runner switches
 * stories in one page), so it returns what puts them back.
 */
export async function freshVisit(locale: unknown, server: HomeServer, reset: () => void): Promise<() => void> {
  reset();
  if (isLanguage(locale)) await changeLanguage(locale);
  const realFetch = window.fetch;
  window.fetch = homeFetch(server, realFetch);
  return () => {
    window.fetch = realFetch;
    reset();
  };
}
