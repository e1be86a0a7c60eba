import { ChannelStudio, drawingCatalog, restoreDrawForm } from '@lingxi/flows/drawing';
import { VisuallyHidden } from 'react-aria-components';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { siteStore } from '../../site/siteStore';
import { sessionStore } from '../../state/sessionStore';
import type { ScreenProps } from '../feature';
import { drawingServices, storedDrawForm } from './drawingCalls';

const catalogs = [drawingCatalog];

/** /channels/@me: my drawings as a channel, a composer below drawing with the kept Midjourney settings (docs/drawing.md). */
export default function ChannelScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const config = siteStore.use((state) => state.config);
  const token = sessionStore.use((state) => state.token);
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <ChannelStudio key={token ?? 'visitor'} t={t} services={drawingServices} initialValues={restoreDrawForm(storedDrawForm())} config={config} />
    </>
  );
}
