import type { RedirectRoute, ScreenRoute } from '../feature';
import type { ShellMessages } from './messages/zh-CN';

/** The shell's screens; every other module's entry shows the designed coming-soon state until it is built. */
export const screens = {
  comingSoon: () => import('./screens/ComingSoonScreen'),
  legal: () => import('./screens/LegalScreen'),
  notFound: () => import('./screens/NotFoundScreen'),
  unlawful: () => import('./screens/UnlawfulScreen'),
  extend: () => import('./screens/ExtendScreen'),
};

type Route = ScreenRoute<keyof typeof screens, keyof ShellMessages['screens']>;
type Title = Route['title'];

const child = (parent: string, name: string, title: Title, children: readonly string[]): Route[] =>
  children.map((tab) => ({ path: `${parent}/${tab}`, name, screen: 'comingSoon', title, layout: 'main' }));
const soon = (path: string, name: string, title: Title): Route => ({ path, name, screen: 'comingSoon', title, layout: 'main' });

export const drawTabs = ['square', 'task', 'midjourney', 'dall', 'tool', 'prompt', 'smalltools'] as const;
export const pptTabs = ['square', 'fav', 'my', 'creator'] as const;
export const musicTabs = ['musicSquare', 'creativeCenter', 'myCenter'] as const;
export const videoTabs = ['luma', 'runway', 'kling'] as const;

/** SPEC §2.1: every redirect of the route table (plus the spec's mixed-case video paths). */
export const redirects: readonly RedirectRoute[] = [
  { path: '/', redirect: '/homePage' },
  { path: '/ppt', redirect: '/ppt/square' },
  { path: '/draw', redirect: '/draw/midjourney' },
  { path: '/music', redirect: '/music/musicSquare' },
  { path: '/video', redirect: '/video/luma' },
  { path: '/video/Runway', redirect: '/video/runway' },
  { path: '/video/KLing', redirect: '/video/kling' },
  { path: '/knowledge', redirect: '/knowledge/agent' },
  { path: '/500', redirect: '/' },
];

/**
 * SPEC §2.1: every screen path but those of built modules (/homePage and /welcome are in
 * features/home, chat's in features/chat, /chat/prompt and /app-store in features/appStore, listed before chat's /chat/:id?, /knowledge/* in
 * features/knowledge).
 */
export const routes: readonly Route[] = [
  soon('/creator', 'Creator', 'creator'),
  soon('/mindMap', 'MindMap', 'mindMap'),
  soon('/mindMap/:id', 'MindMapId', 'mindMap'),
  soon('/content/:id', 'content', 'content'),
  ...child('/ppt', 'ppt', 'ppt', pptTabs),
  soon('/ppt/detail/:id', 'PPTDetail', 'ppt'),
  soon('/ppt/edit/:id', 'PPTEdit', 'ppt'),
  ...child('/music', 'music', 'music', musicTabs),
  soon('/d3draw', 'D3draw', 'd3draw'),
  soon('/pay', 'Pay', 'pay'),
  soon('/mind', 'Mind', 'mind'),
  soon('/share', 'Share', 'share'),
  { path: '/extend', name: 'Extend', screen: 'extend', title: 'extend', layout: 'main' },
  ...child('/video', 'video', 'video', videoTabs),
  { path: '/serviceAgreement', name: 'ServiceAgreement', screen: 'legal', title: 'serviceAgreement', layout: 'bare' },
  { path: '/agreement', name: 'Agreement', screen: 'legal', title: 'agreement', layout: 'bare' },
  { path: '/policy', name: 'Policy', screen: 'legal', title: 'policy', layout: 'bare' },
  soon('/member', 'Member', 'member'),
  { path: '/unlawful', name: 'unlawful', screen: 'unlawful', title: 'unlawful', layout: 'bare' },
  { path: '/404', name: 'NotFound', screen: 'notFound', title: 'notFound', layout: 'bare' },
];

/** SPEC §2.1: paths drawn inside the rounded content frame. */
export const roundedFramePaths: readonly string[] = [
  '/video/runway',
  '/video/kling',
  '/video/luma',
  '/music/creativeCenter',
  '/draw/midjourney',
  '/draw/tool',
  '/draw/square',
  '/draw/prompt',
  '/draw/dall',
  '/music/musicSquare',
  '/music/myCenter',
];
