import { NavigationProgress } from '@lingxi/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { AppLayout } from '../layout/AppLayout';
import { FirstScreenMark } from '../shell/firstScreen';
import { documentTitle } from '../site/siteHead';
import { configString, siteStore } from '../site/siteStore';
import { resolveRoute } from './matchRoute';
import { screens } from './screens';
import { useRouteGuards } from './useRouteGuards';

/** Renders the route table: redirects replace, screens load lazily inside their layout, the top bar shows progress. */
export function AppRoutes() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const passed = useRouteGuards();
  const match = resolveRoute(location);
  const siteName = siteStore.use((state) => configString(state.config, 'siteName'));
  const route = match.kind === 'screen' ? match.route : undefined;
  const title = t(`screens.${route?.title ?? 'notFound'}`);
  useEffect(() => {
    document.title = documentTitle(title, siteName);
  }, [title, siteName]);

  // A redirect keeps the query: `/?inVitecode=…` must reach the guard on the page it lands on.
  useEffect(() => {
    if (match.kind === 'redirect') navigate(search ? `${match.to}?${search}` : match.to, { replace: true });
  }, [match, navigate, search]);

  if (match.kind === 'redirect' || !passed) return <NavigationProgress isLoading label={t('nav.loadingPage')} />;
  const Screen = screens[route?.screen ?? 'notFound'];
  return (
    <AppLayout kind={route?.layout ?? 'bare'} path={location}>
      <Suspense fallback={<Loading label={t('nav.loadingPage')} />}>
        <Screen title={title} path={location} params={match.kind === 'screen' ? match.params : {}} search={search} />
        <FirstScreenMark />
      </Suspense>
    </AppLayout>
  );
}

/** The top bar while a screen's chunk loads. */
function Loading({ label }: { label: string }): ReactNode {
  return <NavigationProgress isLoading label={label} />;
}
