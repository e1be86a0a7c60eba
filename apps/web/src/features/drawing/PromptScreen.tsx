import { drawingCatalog, PromptLibrary } from '@lingxi/flows/drawing';
import { VisuallyHidden } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import type { ScreenProps } from '../feature';
import { keepPromptForMidjourney, libraryServices } from './drawingCalls';

const catalogs = [drawingCatalog];

/** /draw/prompt: the prompt library; 使用 keeps a prompt in the Midjourney form and opens /draw/midjourney (docs/drawing.md). */
export default function PromptScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const [, navigate] = useLocation();
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <PromptLibrary
        t={t}
        services={libraryServices}
        onUse={(prompt) => {
          keepPromptForMidjourney(prompt);
          navigate('/draw/midjourney');
        }}
      />
    </>
  );
}
