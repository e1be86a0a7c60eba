import type { ChatGroup } from '@lingxi/flows/chat';
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

/** A `fetch` answering GET /api/group/query with `groups` (the envelope of SPEC §7); anything else goes to `passThrough`. */
export function groupsFetch(groups: readonly ChatGroup[], passThrough: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== '/api/group/query') return passThrough(input, init);
    return new Response(JSON.stringify({ code: 200, data: groups, message: 'ok', success: true }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
}
