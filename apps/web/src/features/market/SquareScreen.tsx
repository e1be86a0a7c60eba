import { drawingCatalog, restoreDrawForm } from '@lingxi/flows/drawing';
import { marketCatalog, type MarketQuery, marketQueryOf, marketSearchOf, SquareStudio } from '@lingxi/flows/market';
import { useCallback, useEffect, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { openDialog } from '../../dialogs/dialogRequests';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { siteStore } from '../../site/siteStore';
import { sessionStore } from '../../state/sessionStore';
import { drawingServices, loadSuggestions, storedDrawForm } from '../drawing/drawingCalls';
import type { ScreenProps } from '../feature';
import { marketServices } from './marketCalls';

const catalogs = [drawingCatalog, marketCatalog];
/** The form's calls (the Midjourney screen's) and the market's. */
const services = { submitTask: drawingServices.submitTask, associate: drawingServices.associate, persist: drawingServices.persist, ...marketServices };

/** /draw/square: the market beside the Midjourney form; 做同款 fills the form (docs/market.md). */
export default function SquareScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const config = siteStore.use((state) => state.config);
  const token = sessionStore.use((state) => state.token);
  const search = useSearch();
  const [, navigate] = useLocation();
  const [query] = useState(() => marketQueryOf(search));
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    void loadSuggestions().then(setSuggestions);
  }, []);
  const keep = useCallback((next: MarketQuery) => navigate(`/draw/square${marketSearchOf(next)}`, { replace: true }), [navigate]);
  const login = useCallback(() => openDialog('login'), []);
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <SquareStudio
        key={token ?? 'visitor'}
        t={t}
        services={services}
        initialValues={restoreDrawForm(storedDrawForm())}
        config={config}
        suggestions={suggestions}
        query={query}
        onQueryChange={keep}
        loggedIn={token !== null}
        requestLogin={login}
      />
    </>
  );
}
