import { DrawStudio, drawingCatalog, restoreDrawForm } from '@lingxi/flows/drawing';
import { useEffect, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { siteStore } from '../../site/siteStore';
import { sessionStore } from '../../state/sessionStore';
import type { ScreenProps } from '../feature';
import { drawingServices, loadSuggestions, storedDrawForm } from './drawingCalls';

const catalogs = [drawingCatalog];

/** /draw/midjourney: the Midjourney form and my drawings (docs/drawing.md). */
export default function MidjourneyScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const config = siteStore.use((state) => state.config);
  // A new session (login, logout) starts the studio again: its list is the user's.
  const token = sessionStore.use((state) => state.token);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    void loadSuggestions().then(setSuggestions);
  }, []);
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <DrawStudio
        key={token ?? 'visitor'}
        t={t}
        services={drawingServices}
        // Read at each (re)mount: after logging in, the studio starts again with the form as the visitor left it.
        initialValues={restoreDrawForm(storedDrawForm())}
        config={config}
        suggestions={suggestions}
      />
    </>
  );
}
