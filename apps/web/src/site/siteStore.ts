import type { Genuineness } from '@lingxi/flows';
import i18next from 'i18next';
import { api, type MenuEntry, type Notice } from './api';
import { createStore } from './createStore';
import { inLanguage } from './operatorText';

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

/** The operator's texts as the server sent them, every language included; siteStore shows them in the interface's. */
type OperatorTexts = Pick<SiteState, 'config' | 'sideMenu' | 'mobileMenu' | 'notice'>;
let received: Partial<OperatorTexts> = {};
const operatorTextKeys = new Set<string>(['config', 'sideMenu', 'mobileMenu', 'notice']);

const shownIn = (texts: Partial<OperatorTexts>, language: string): Partial<OperatorTexts> => ({
  ...(texts.config ? { config: inLanguage(texts.config, language) } : {}),
  ...(texts.sideMenu ? { sideMenu: texts.sideMenu.map((entry) => inLanguage(entry, language)) } : {}),
  ...(texts.mobileMenu ? { mobileMenu: texts.mobileMenu.map((entry) => inLanguage(entry, language)) } : {}),
  ...(texts.notice ? { notice: inLanguage(texts.notice, language) } : {}),
});

/** Site state from the server (boot data or a reply): its operator texts shown in the interface language. */
export function receiveSite(patch: Partial<SiteState>) {
  const texts = Object.fromEntries(Object.entries(patch).filter(([key]) => operatorTextKeys.has(key))) as Partial<OperatorTexts>;
  received = { ...received, ...texts };
  siteStore.set({ ...patch, ...shownIn(texts, i18next.language) });
}

// A language switch re-shows the operator texts already received, with no request (only those: state set otherwise stays).
i18next.on('languageChanged', (language) => siteStore.set(shownIn(received, language)));

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
  receiveSite({ config, configLoaded: true });
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
  receiveSite({ sideMenu, mobileMenu, menusLoaded: true });
}

export async function loadNotice() {
  const notice = await api.get('/config/notice', { silent: true });
  receiveSite({ notice });
  return inLanguage(notice, i18next.language);
}
