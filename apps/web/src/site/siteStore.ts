import type { Genuineness } from '@lingxi/flows';
import { api, type MenuEntry, type Notice } from './api';
import { createStore } from './createStore';

/** The public site configuration (GET /config/queryFront): every key is optional and loosely typed. */
export type SiteConfig = Record<string, unknown>;

export interface SiteState {
  config: SiteConfig;
  configLoaded: boolean;
  genuineness: Genuineness;
  sideMenu: MenuEntry[];
  mobileMenu: MenuEntry[];
  /** Both menus are known (from the page's boot data or menu/list). */
  menusLoaded: boolean;
  notice: Notice | null;
}

export const siteStore = createStore<SiteState>({
  config: {},
  configLoaded: false,
  genuineness: 0,
  sideMenu: [],
  mobileMenu: [],
  menusLoaded: false,
  notice: null,
});

export const configString = (config: SiteConfig, key: string): string => {
  const value = config[key];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};
export const configNumber = (config: SiteConfig, key: string): number => Number(config[key] ?? 0) || 0;

/** The origin the genuineness check and config fetch take (protocol, hostname, optional port). */
export const siteOrigin = () => window.location.origin;
const domainOf = (origin: string) => new URL(origin).host;

export async function loadConfig(origin: string): Promise<SiteConfig> {
  const config = (await api.get('/config/queryFront', { query: { domain: domainOf(origin) }, silent: true })) as SiteConfig;
  siteStore.set({ config, configLoaded: true });
  return config;
}

export async function checkGenuineness(origin: string): Promise<Genuineness> {
  const { status } = await api.get('/config/check', { query: { domain: domainOf(origin) }, silent: true });
  siteStore.set({ genuineness: status as Genuineness });
  return status as Genuineness;
}

export async function loadMenus() {
  const [sideMenu, mobileMenu] = await Promise.all([
    api.get('/menu/list', { query: { menuPlatform: 1 }, silent: true }),
    api.get('/menu/list', { query: { menuPlatform: 0 }, silent: true }),
  ]);
  siteStore.set({ sideMenu, mobileMenu, menusLoaded: true });
}

export async function loadNotice() {
  const notice = await api.get('/config/notice', { silent: true });
  siteStore.set({ notice });
  return notice;
}
