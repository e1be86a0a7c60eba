import { drawingCatalog, ToolStudio } from '@lingxi/flows/drawing';
import { VisuallyHidden } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { siteStore } from '../../site/siteStore';
import { sessionStore } from '../../state/sessionStore';
import type { ScreenProps } from '../feature';
import { keepPromptForMidjourney, toolServices } from './drawingCalls';

const catalogs = [drawingCatalog];

/** /draw/tool: 图生文 and 精简提示词 beside my drawings; 使用 takes a result's prompt to /draw/midjourney (docs/drawing.md). */
export default function ToolScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const config = siteStore.use((state) => state.config);
  const token = sessionStore.use((state) => state.token);
  const [, navigate] = useLocation();
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <ToolStudio
        key={token ?? 'visitor'}
        t={t}
        services={toolServices}
        config={config}
        usePrompt={(prompt) => {
          keepPromptForMidjourney(prompt);
          navigate('/draw/midjourney');
        }}
      />
    </>
  );
}
