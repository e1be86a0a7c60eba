import { Market, marketCatalog, type MarketQuery, marketQueryOf, marketSearchOf } from '@lingxi/flows/market';
import { useCallback, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { sessionStore } from '../../state/sessionStore';
import type { ScreenProps } from '../feature';
import { keepSameStyle, marketServices } from './marketCalls';

const catalogs = [marketCatalog];

/** /market: the shared drawings, their detail, likes and 做同款; the tab, category and search are kept in the address. */
export default function MarketScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const loggedIn = sessionStore.use((state) => state.token !== null);
  const search = useSearch();
  const [, navigate] = useLocation();
  // The address is read once: the feed keeps the query from then on and writes it back.
  const [query] = useState(() => marketQueryOf(search));
  const keep = useCallback((next: MarketQuery) => navigate(`/market${marketSearchOf(next)}`, { replace: true }), [navigate]);
  const login = useCallback(() => openDialog('login'), []);
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <Market
        t={t}
        services={marketServices}
        query={query}
        onQueryChange={keep}
        loggedIn={loggedIn}
        requestLogin={login}
        onSameStyle={(detail) => navigate(keepSameStyle(detail))}
      />
    </>
  );
}
