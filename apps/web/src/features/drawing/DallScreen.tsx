import { DallStudio, drawingCatalog, restoreDallForm } from '@lingxi/flows/drawing';
import { VisuallyHidden } from 'react-aria-components';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { sessionStore } from '../../state/sessionStore';
import type { ScreenProps } from '../feature';
import { dallServices, storedDallForm } from './drawingCalls';

const catalogs = [drawingCatalog];

/** /draw/dall: an images model's form (DALL·E) beside my drawings (docs/drawing.md). */
export default function DallScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  // A new session (login, logout) starts the studio again: its list is the user's.
  const token = sessionStore.use((state) => state.token);
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <DallStudio key={token ?? 'visitor'} t={t} services={dallServices} initialValues={restoreDallForm(storedDallForm())} />
    </>
  );
}
