import { describe, expect, it } from 'vitest';
import { allTasks, type TaskFilter, taskBots, taskFilterOf, taskSearchOf, taskStatuses } from './drawTasks';

describe('the task filter in the address', () => {
  it('reads every state and model back as written', () => {
    for (const status of taskStatuses)
      for (const bot of taskBots) {
        const filter: TaskFilter = { scope: 'all', status, bot };
        expect(taskFilterOf(taskSearchOf(filter))).toEqual(filter);
      }
  });

  it('writes nothing for all tasks, and only the scope for favourites', () => {
    expect(taskSearchOf(allTasks)).toBe('');
    expect(taskSearchOf({ scope: 'favorites', status: 'failed', bot: 'NIJI_JOURNEY' })).toBe('?scope=favorites');
    expect(taskSearchOf({ scope: 'all', status: 'succeeded', bot: 'NIJI_JOURNEY' })).toBe('?status=succeeded&bot=NIJI_JOURNEY');
  });

  it('reads anything unknown as 全部', () => {
    expect(taskFilterOf('?scope=everything&status=3&bot=dalle')).toEqual(allTasks);
    expect(taskFilterOf('')).toEqual(allTasks);
    expect(taskFilterOf('status=failed')).toEqual({ ...allTasks, status: 'failed' });
  });
});
