import { genuinenessGuard, parseClientMenuList, planNavigation } from '@lingxi/flows/guards';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';
import { serverPaint } from './firstPaint/serverPaint';
import { initI18n } from './i18n/i18n';
import { messages } from './i18n/messages';
import { resolveRoute } from './routing/matchRoute';
import { preloadScreen } from './routing/screens';
import { configString, receiveSite, siteStore, type SiteState } from './site/siteStore';

/** The layouts whose first render depends on nothing stored in the browser (no sidebar state, no conversation). */
const paintedLayouts = new Set(['home', 'bare']);

/**
 * The first paint of a page, rendered by the server into index.html (apps/server webShell.ts) so that text shows before
 * any script has run: what a visitor's first render shows on that path, in the default language, or '' when the page is
 * not painted (a redirect, a dark-only screen, a layout that reads the browser's storage). The browser's render replaces
 * it (main.tsx). Renders one at a time: the site state is the app's module state.
 */
export async function renderFirstPaint(path: string, site: Pick<SiteState, 'config' | 'genuineness' | 'sideMenu' | 'mobileMenu'>): Promise<string> {
  const match = resolveRoute(path);
  if (match.kind !== 'screen' || !paintedLayouts.has(match.route.layout)) return '';
  receiveSite({ ...site, configLoaded: true, menusLoaded: true });
  const genuineness = await genuinenessGuard(path, {
    status: site.genuineness,
    origin: '',
    check: async () => site.genuineness,
    configLoaded: true,
    loadConfig: async () => siteStore.get().config,
  });
  const plan = planNavigation({
    path,
    search: '',
    routeName: match.route.name,
    username: undefined,
    hasToken: false,
    clientMenuList: parseClientMenuList(site.config.clientMenuList),
    clientHomePath: configString(site.config, 'clientHomePath'),
  });
  if (genuineness.redirectTo || plan.redirectTo || plan.replaceWith || plan.forcedTheme) return '';
  await initI18n('zh-CN', messages);
  await preloadScreen(path);
  serverPaint.continued = true;
  const { prelude } = await prerenderToNodeStream(
    <Router ssrPath={path}>
      <App />
    </Router>,
    // One document, every boundary in place: React would otherwise move large finished boundaries out behind inline
    // scripts that reveal them, which the page's CSP does not allow (and nothing needs: the whole page is ready).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
