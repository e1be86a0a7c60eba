import { forcedThemeFor, genuinenessGuard, parseClientMenuList, planNavigation } from '@lingxi/flows/guards';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { localData, storageKeys } from '../state/localData';
import { sessionStore } from '../state/sessionStore';
import { settingsStore } from '../state/settingsStore';
import { serverPaint } from '../firstPaint/serverPaint';
import { applyTheme } from './theme';
import { api } from '../site/api';
import { checkGenuineness, configString, loadConfig, siteOrigin, siteStore } from '../site/siteStore';
import { resolveRoute } from './matchRoute';

/**
 * SPEC §4's guards, run on every navigation (first load, links, back/forward): genuineness first,
 * then the navigation plan (dark-only screens, invite code, menu access). A redirect replaces the
 * history entry. Returns the newest location that passed (`path?search`), null before the first: the
 * screen of that location stays on screen while the next one is checked, so a screen that changes its
 * own address (/chat → /chat/42) is not unmounted.
 */
export function useRouteGuards(): string | null {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const theme = settingsStore.use((state) => state.theme);
  const key = `${location}?${search}`;
  // After a server paint the page already shows this location's screen: it counts as passed while the guards run.
  const [passedKey, setPassedKey] = useState<string | null>(() => (serverPaint.continued ? key : null));

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      const site = siteStore.get();
      const genuineness = await genuinenessGuard(location, {
        status: site.genuineness,
        origin: siteOrigin(),
        check: checkGenuineness,
        configLoaded: site.configLoaded,
        loadConfig,
      });
      if (cancelled) return;
      if (genuineness.redirectTo) return navigate(genuineness.redirectTo, { replace: true });

      const match = resolveRoute(location);
      const { config } = siteStore.get();
      const session = sessionStore.get();
      const plan = planNavigation({
        path: location,
        search: search ? `?${search}` : '',
        routeName: match.kind === 'screen' ? match.route.name : undefined,
        username: session.user?.username,
        hasToken: session.token !== null,
        clientMenuList: parseClientMenuList(config.clientMenuList),
        clientHomePath: configString(config, 'clientHomePath'),
      });
      applyTheme(settingsStore.get().theme, plan.forcedTheme);
      if (plan.inviteCode) {
        await localData.setEncrypted(storageKeys.invitedBy, plan.inviteCode);
        void api.post('/user/inviteLink', { json: { code: plan.inviteCode }, silent: true }).catch(() => {});
      }
      if (cancelled) return;
      if (plan.redirectTo) return navigate(plan.redirectTo, { replace: true });
      if (plan.replaceWith) return navigate(plan.replaceWith, { replace: true });
      setPassedKey(key);
      window.scrollTo(0, 0);
    };
    // SPEC §8: guard errors show nothing and let navigation continue.
    run().catch(() => {
      if (!cancelled) setPassedKey(key);
    });
    return () => {
      cancelled = true;
    };
  }, [key, location, search, navigate]);

  // The user's theme choice applies at once, unless the current screen forces dark.
  useEffect(() => {
    applyTheme(theme, forcedThemeFor(location));
  }, [theme, location]);

  return passedKey;
}
