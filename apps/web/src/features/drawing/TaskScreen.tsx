import { drawingCatalog, TaskStudio, taskFilterOf, taskSearchOf } from '@lingxi/flows/drawing';
import { VisuallyHidden } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { useFlowTranslate } from '../../i18n/flowTranslate';
import { siteStore } from '../../site/siteStore';
import { sessionStore } from '../../state/sessionStore';
import type { ScreenProps } from '../feature';
import { keepPromptForMidjourney, taskServices } from './drawingCalls';

const catalogs = [drawingCatalog];

/** /draw/task: my drawings by state and model, or my favourites; the filter is kept in the address (docs/drawing.md). */
export default function TaskScreen({ title }: ScreenProps) {
  const t = useFlowTranslate(catalogs);
  const config = siteStore.use((state) => state.config);
  const token = sessionStore.use((state) => state.token);
  const search = useSearch();
  const [, navigate] = useLocation();
  return (
    <>
      <VisuallyHidden elementType="h1">{title}</VisuallyHidden>
      <TaskStudio
        key={token ?? 'visitor'}
        t={t}
        services={taskServices}
        filter={taskFilterOf(search)}
        onFilterChange={(filter) => navigate(`/draw/task${taskSearchOf(filter)}`, { replace: true })}
        config={config}
        usePrompt={(prompt) => {
          keepPromptForMidjourney(prompt);
          navigate('/draw/midjourney');
        }}
      />
    </>
  );
}
