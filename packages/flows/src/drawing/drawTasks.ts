/**
 * /draw/task's filters: all my Midjourney drawings by state and model (GET /midjourney/drawList), or my favourites of
 * every kind (POST /midjourney/favorite-page). They live in the address (?scope=&status=&bot=) so a reload or a shared
 * link keeps them; anything unknown there reads as 全部.
 */
export const taskScopes = ['all', 'favorites'] as const;
export const taskStatuses = ['all', 'queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const taskBots = ['all', 'MID_JOURNEY', 'NIJI_JOURNEY'] as const;

export type TaskScope = (typeof taskScopes)[number];
export type TaskStatusFilter = (typeof taskStatuses)[number];
export type TaskBot = (typeof taskBots)[number];

export interface TaskFilter {
  scope: TaskScope;
  status: TaskStatusFilter;
  bot: TaskBot;
}

export const allTasks: TaskFilter = { scope: 'all', status: 'all', bot: 'all' };

/** drawList's status numbers (1 waiting, 2 drawing, 3 done, 4 failed, 5 cancelled). */
export const statusNumber: Record<Exclude<TaskStatusFilter, 'all'>, 1 | 2 | 3 | 4 | 5> = {
  queued: 1,
  running: 2,
  succeeded: 3,
  failed: 4,
  cancelled: 5,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T =>
  value && (list as readonly string[]).includes(value) ? (value as T) : list[0]!;

/** The filter a query string (`?scope=favorites`, with or without its `?`) names. */
export function taskFilterOf(search: string): TaskFilter {
  const query = new URLSearchParams(search);
  return { scope: oneOf(taskScopes, query.get('scope')), status: oneOf(taskStatuses, query.get('status')), bot: oneOf(taskBots, query.get('bot')) };
}

/** The query string of a filter: only what differs from 全部, '' for all tasks. Favourites are not filtered further. */
export function taskSearchOf(filter: TaskFilter): string {
  const query = new URLSearchParams();
  if (filter.scope === 'favorites') query.set('scope', 'favorites');
  else {
    if (filter.status !== 'all') query.set('status', filter.status);
    if (filter.bot !== 'all') query.set('bot', filter.bot);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
