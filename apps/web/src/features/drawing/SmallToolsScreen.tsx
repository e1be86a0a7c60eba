import { drawingCatalog, QuickToolStudio } from '@lingxi/flows/drawing';
import { VisuallyHidden } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { siteStore } from '../../site/siteStore';
import { sessionStore } from '../../state/sessionStore';
import type { ScreenProps } from '../feature';
import { drawingServices, keepPromptForMidjourney } from './drawingCalls';

const catalogs = [drawingCatalog];

/** /draw/smalltools: the operator's drawing templates (drawQuickTools) beside my drawings (docs/drawing.md). */
export default function SmallToolsScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const config = siteStore.use((state) => state.config);
  const token = sessionStore.use((state) => state.token);
  const [, navigate] = useLocation();
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <QuickToolStudio
        key={token ?? 'visitor'}
        t={t}
        services={drawingServices}
        config={config}
        usePrompt={(prompt) => {
          keepPromptForMidjourney(prompt);
          navigate('/draw/midjourney');
        }}
      />
    </>
  );
}
