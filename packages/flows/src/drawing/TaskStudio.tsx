import { useMemo } from 'react';
import type { Translate } from '../i18n';
import { DrawingWorkspace, type DrawingWorkspaceServices } from './DrawingWorkspace';
import type { TaskFilter } from './drawTasks';
import type { DrawingMessageKey } from './messages';
import { TaskFilterPanel } from './TaskFilterPanel';

/** The workspace's calls, with my drawings listed by a filter: drawList by state and model, or favorite-page. */
export interface TaskStudioServices extends Omit<DrawingWorkspaceServices, 'loadDrawings'> {
  loadTasks(filter: TaskFilter, cursor: number | null): ReturnType<DrawingWorkspaceServices['loadDrawings']>;
}

export interface TaskStudioProps {
  t: Translate<DrawingMessageKey>;
  services: TaskStudioServices;
  /** The filter (the app keeps it in the address) and where a change goes. */
  filter: TaskFilter;
  onFilterChange(filter: TaskFilter): void;
  config: Readonly<Record<string, unknown>>;
  /** 使用 on a describe or shorten result: the app takes the prompt to /draw/midjourney. */
  usePrompt(prompt: string): void;
}

/**
 * /draw/task: all my drawings, filtered by state and model, or my favourites — the workspace's cards, viewer and
 * buttons with the filters in place of a form. A new filter lists again from the top; the filters keep the focus.
 */
export function TaskStudio({ t, services, filter, onFilterChange, config, usePrompt }: TaskStudioProps) {
  const { scope, status, bot } = filter;
  const listed = useMemo<DrawingWorkspaceServices>(
    () => ({ ...services, loadDrawings: (cursor) => services.loadTasks({ scope, status, bot }, cursor) }),
    [services, scope, status, bot],
  );
  const empty = scope === 'favorites' ? 'drawing.task.emptyFavorites' : status === 'all' && bot === 'all' ? 'drawing.empty' : 'drawing.task.emptyFiltered';
  return (
    <DrawingWorkspace
      t={t}
      services={listed}
      usePrompt={usePrompt}
      config={config}
      emptyTitle={t(empty)}
      side={() => <TaskFilterPanel t={t} filter={filter} onChange={onFilterChange} />}
    />
  );
}
