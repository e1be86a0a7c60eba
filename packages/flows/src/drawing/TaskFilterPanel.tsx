import { Tag, TagGroup } from '@lingxi/ui';
import type { Key } from 'react-aria-components';
import type { Translate } from '../i18n';
import { type TaskFilter, taskBots, taskScopes, taskStatuses } from './drawTasks';
import type { DrawingMessageKey } from './messages';
import * as css from './DrawStudio.css';

export interface TaskFilterPanelProps {
  t: Translate<DrawingMessageKey>;
  filter: TaskFilter;
  onChange(filter: TaskFilter): void;
}

const only = (keys: 'all' | Set<Key>) => (keys === 'all' ? undefined : String([...keys][0]));

/** /draw/task's side: all tasks or favourites, and for all tasks their state and model, as chips (arrows move, Space picks). */
export function TaskFilterPanel({ t, filter, onChange }: TaskFilterPanelProps) {
  const label = {
    status: (status: TaskFilter['status']) => t(status === 'all' ? 'drawing.task.any' : `drawing.status.${status}`),
    bot: (bot: TaskFilter['bot']) => t(bot === 'all' ? 'drawing.task.any' : bot === 'MID_JOURNEY' ? 'drawing.task.bot.mj' : 'drawing.task.bot.niji'),
  };
  return (
    <section className={css.form} aria-label={t('drawing.task.filters')}>
      <TagGroup
        label={t('drawing.task.scope')}
        items={taskScopes.map((scope) => ({ id: scope }))}
        selectedKeys={[filter.scope]}
        onSelectionChange={(keys) => {
          const scope = only(keys);
          if (scope && scope !== filter.scope) onChange({ ...filter, scope: scope as TaskFilter['scope'] });
        }}
      >
        {(item) => <Tag id={item.id}>{t(`drawing.task.scope.${item.id}`)}</Tag>}
      </TagGroup>
      {filter.scope === 'all' ? (
        <>
          <TagGroup
            label={t('drawing.task.status')}
            items={taskStatuses.map((status) => ({ id: status }))}
            selectedKeys={[filter.status]}
            onSelectionChange={(keys) => {
              const status = only(keys);
              if (status && status !== filter.status) onChange({ ...filter, status: status as TaskFilter['status'] });
            }}
          >
            {(item) => <Tag id={item.id}>{label.status(item.id)}</Tag>}
          </TagGroup>
          <TagGroup
            label={t('drawing.form.model')}
            items={taskBots.map((bot) => ({ id: bot }))}
            selectedKeys={[filter.bot]}
            onSelectionChange={(keys) => {
              const bot = only(keys);
              if (bot && bot !== filter.bot) onChange({ ...filter, bot: bot as TaskFilter['bot'] });
            }}
          >
            {(item) => <Tag id={item.id}>{label.bot(item.id)}</Tag>}
          </TagGroup>
        </>
      ) : (
        <p className={css.picked}>{t('drawing.task.favoritesNote')}</p>
      )}
    </section>
  );
}
