import { NavigationProgress } from '@lingxi/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { AppLayout } from '../features/shell/layout/AppLayout';
import { FirstScreenMark } from './firstScreen';
import { documentTitle } from '../site/siteHead';
import { configString, siteStore } from '../site/siteStore';
import { resolveRoute } from './matchRoute';
import { screens, useScreenReady } from './screens';
import { useRouteGuards } from './useRouteGuards';

/** Renders the route table: redirects replace, screens load lazily inside their layout, the top bar shows progress. */
export function AppRoutes() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const passedKey = useRouteGuards();
  const requested = resolveRoute(location);
  // What shows is the newest location the guards let through; the requested one shows once it passes.
  const separator = passedKey?.indexOf('?') ?? -1;
  const shownPath = passedKey === null ? location : passedKey.slice(0, separator);
  const shownSearch = passedKey === null ? search : passedKey.slice(separator + 1);
  const match = resolveRoute(shownPath);
  const isChecking = passedKey !== `${location}?${search}`;
  const siteName = siteStore.use((state) => configString(state.config, 'siteName'));
  const route = match.kind === 'screen' ? match.route : undefined;
  const screenKey = route?.screen ?? 'notFound';
  const screenReady = useScreenReady(screenKey);
  const title = t(`screens.${route?.title ?? 'notFound'}`);
  useEffect(() => {
    document.title = documentTitle(title, siteName);
  }, [title, siteName]);

  // A redirect keeps the query: `/?inVitecode=…` must reach the guard on the page it lands on.
  useEffect(() => {
    if (requested.kind === 'redirect') navigate(search ? `${requested.to}?${search}` : requested.to, { replace: true });
  }, [requested, navigate, search]);

  if (requested.kind === 'redirect' || match.kind === 'redirect') return <NavigationProgress isLoading label={t('nav.loadingPage')} />;
  // The first check: the page's layout paints at once (nav, sidebar, menus come with the page), its screen once passed
  // and its module is there (rendered then without suspending, so React does not hold it back: see screens.ts).
  if (passedKey === null || !screenReady) {
    return (
      <AppLayout kind={route?.layout ?? 'bare'} path={shownPath}>
        <Loading label={t('nav.loadingPage')} />
      </AppLayout>
    );
  }
  const Screen = screens[screenKey];
  return (
    <AppLayout kind={route?.layout ?? 'bare'} path={shownPath}>
      {isChecking ? <Loading label={t('nav.loadingPage')} /> : null}
      <Suspense fallback={<Loading label={t('nav.loadingPage')} />}>
        <Screen title={title} path={shownPath} params={match.kind === 'screen' ? match.params : {}} search={shownSearch} />
        <FirstScreenMark />
      </Suspense>
    </AppLayout>
  );
}

/** The top bar while a screen's chunk loads. */
function Loading({ label }: { label: string }): ReactNode {
  return <NavigationProgress isLoading label={label} />;
}
