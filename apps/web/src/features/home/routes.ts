import type { ScreenRoute } from '../feature';
import type { HomeMessages } from './messages/zh-CN';

export const screens = {
  home: () => import('./screens/HomeScreen'),
  welcome: () => import('./screens/WelcomeScreen'),
};

/** SPEC §2.1's /homePage (its own layout: top bar and home menu) and /welcome (standing alone). */
export const routes: readonly ScreenRoute<keyof typeof screens, keyof HomeMessages['screens']>[] = [
  { path: '/homePage', name: 'home', screen: 'home', title: 'home', layout: 'home' },
  { path: '/welcome', name: 'Welcome', screen: 'welcome', title: 'welcome', layout: 'bare' },
];
