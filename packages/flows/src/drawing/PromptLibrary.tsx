import { Button, Skeleton, SkeletonGroup, Tag, TagGroup } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Translate } from '../i18n';
import type { DrawingMessageKey } from './messages';
import { type PromptLibraryServices, providePromptLibrary } from './promptLibrary.machine';
import * as css from './PromptLibrary.css';

export interface PromptLibraryProps {
  t: Translate<DrawingMessageKey>;
  services: PromptLibraryServices & {
    /** Copies a text (rejects when the browser refuses). */
    copy(text: string): Promise<void>;
    notify(message: string, tone?: 'success' | 'warning'): void;
  };
  /** 使用: the app takes the prompt to the Midjourney form. */
  onUse(prompt: string): void;
}

/** /draw/prompt: the operator's prompt library by category (chips), each prompt with 使用 and 复制. Visitors may read it. */
export function PromptLibrary({ t, services, onUse }: PromptLibraryProps) {
  const library = useActorRef(useMemo(() => providePromptLibrary(services), [services]));
  const state = useSelector(library, (snapshot) => snapshot);
  const { categories, selected, prompts } = state.context;
  const shown = selected !== null ? (prompts[selected] ?? []) : [];
  const loading = state.matches({ categories: 'loading' }) || state.matches({ prompts: 'loading' });
  const failed = state.matches({ categories: 'failed' }) || state.matches({ prompts: 'failed' });

  const copy = (text: string) => {
    void services.copy(text).then(
      () => services.notify(t('drawing.result.copied'), 'success'),
      () => services.notify(t('drawing.result.copyFailed')),
    );
  };

  return (
    <div className={css.library}>
      <p className={css.note}>{t('drawing.library.note')}</p>
      {categories.length > 0 ? (
        <TagGroup
          aria-label={t('drawing.library.categories')}
          items={categories}
          selectedKeys={selected !== null ? [selected] : []}
          onSelectionChange={(keys) => {
            const id = keys === 'all' ? undefined : [...keys][0];
            if (id !== undefined && Number(id) !== selected) library.send({ type: 'category.select', id: Number(id) });
          }}
        >
          {(category) => <Tag id={category.id}>{category.name}</Tag>}
        </TagGroup>
      ) : null}
      {failed ? (
        <p className={css.failed} role="alert">
          <span>{t('drawing.library.loadFailed')}</span>
          <Button size="sm" variant="secondary" onPress={() => library.send({ type: 'retry' })}>
            {t('drawing.library.retry')}
          </Button>
        </p>
      ) : state.matches({ prompts: 'empty' }) ? (
        <p className={css.note}>{t('drawing.library.none')}</p>
      ) : (
        <SkeletonGroup isBusy={loading} label={t('drawing.library.loading')}>
          <ul className={css.grid} aria-label={categories.find((category) => category.id === selected)?.name ?? t('drawing.library.categories')}>
            {loading
              ? [0, 1, 2].map((index) => (
                  <li key={index} className={css.card}>
                    <Skeleton width="40%" />
                    <Skeleton lines={3} />
                  </li>
                ))
              : shown.map((entry) => (
                  <li key={entry.id} className={css.card}>
                    <h3 className={css.title}>{entry.title}</h3>
                    <p className={css.prompt}>{entry.prompt}</p>
                    <div className={css.buttons}>
                      <Button
                        size="sm"
                        variant="secondary"
                        onPress={() => copy(entry.prompt)}
                        aria-label={t('drawing.result.copyLabel', { prompt: entry.title })}
                      >
                        {t('drawing.result.copy')}
                      </Button>
                      <Button size="sm" onPress={() => onUse(entry.prompt)} aria-label={t('drawing.result.useLabel', { prompt: entry.title })}>
                        {t('drawing.result.use')}
                      </Button>
                    </div>
                  </li>
                ))}
          </ul>
          {!loading && shown.length === 0 && state.matches({ prompts: 'shown' }) ? <p className={css.note}>{t('drawing.library.emptyCategory')}</p> : null}
        </SkeletonGroup>
      )}
    </div>
  );
}
