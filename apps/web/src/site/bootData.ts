import type { Genuineness } from '@lingxi/flows';
import type { MenuEntry } from './api';
import type { SiteState } from './siteStore';

/** What the server puts in index.html (apps/server webShell.ts): the replies the first render would fetch. */
interface BootData {
  host: string;
  genuineness: Genuineness;
  config: { data: SiteState['config'] };
  sideMenu: { data: MenuEntry[] };
  mobileMenu: { data: MenuEntry[] };
}

/**
 * The site state the page arrived with, so the shell paints without a request: null when there is none (the Vite
 * dev server) or it was rendered for another host (a proxy that rewrites Host), and the app fetches it instead.
 */
export function readBootData(document: Document, host: string): Partial<SiteState> | null {
  const text = document.getElementById('lx-boot')?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as BootData;
    if (boot.host !== host) return null;
    return {
      config: boot.config.data,
      configLoaded: true,
      genuineness: boot.genuineness,
      sideMenu: boot.sideMenu.data,
      mobileMenu: boot.mobileMenu.data,
      menusLoaded: true,
    };
  } catch {
    return null;
  }
}
