import { Button, EmptyState, Skeleton, SkeletonGroup, Tag, TagGroup, TextField } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { BookText, Search } from 'lucide-react';
import { useMemo } from 'react';
import { type CopyOutcome, copyOutcome, selectForCopying } from '../clipboard/clipboard';
import type { Translate } from '../i18n';
import type { PromptLibraryMessageKey } from './messages';
import * as css from './PromptLibrary.css';
import { type LibraryPrompt, maxPromptKeyword, type PromptLibraryServices, providePromptLibrary } from './promptLibrary.machine';

export interface PromptLibraryProps {
  t: Translate<PromptLibraryMessageKey>;
  services: PromptLibraryServices;
  /** 使用: the prompt goes into the chat composer (the app opens /chat with it). */
  onUse(prompt: string): void;
  /** What a copy says (复制成功, 复制失败, or how to copy by hand). */
  notify(tone: 'success' | 'error' | 'warning', message: string): void;
  /** Puts text on the clipboard (stories pass a stand-in). */
  copy?: (text: string) => Promise<CopyOutcome>;
}

/** /chat/prompt: the operator's prompt library by category and search; each card's 使用 fills the chat composer, 复制 copies it. */
export function PromptLibrary({ t, services, onUse, notify, copy: copyToClipboard = copyOutcome }: PromptLibraryProps) {
  const library = useActorRef(useMemo(() => providePromptLibrary(services), [services]));
  const state = useSelector(library, (snapshot) => snapshot);
  const { rows, categories, draft, query, count } = state.context;

  const copy = async (item: LibraryPrompt) => {
    const outcome = await copyToClipboard(item.prompt);
    if (outcome === 'copied') return notify('success', t('prompts.copied'));
    if (outcome === 'refused') return notify('error', t('prompts.copyFailed'));
    // No clipboard here: the prompt is selected for copying by hand.
    const text = document.getElementById(`prompt-text-${item.id}`);
    if (text) selectForCopying(text);
    notify('warning', t('prompts.copyUnsupported'));
  };

  const list = () => {
    if (state.matches({ list: 'failed' }))
      return (
        <p className={css.failed} role="alert">
          <span>{t('prompts.loadFailed')}</span>
          <Button size="sm" variant="secondary" onPress={() => library.send({ type: 'retry' })}>
            {t('prompts.retry')}
          </Button>
        </p>
      );
    if (state.matches({ list: 'empty' }))
      return <EmptyState icon={<BookText size={40} />} title={query.keyword ? t('prompts.emptySearch') : t('prompts.empty')} headingLevel={2} />;
    if (state.matches({ list: 'loading' }))
      return (
        <SkeletonGroup isBusy label={t('prompts.loading')}>
          <div className={css.skeletons}>
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <Skeleton key={index} height={168} />
            ))}
          </div>
        </SkeletonGroup>
      );
    return (
      <>
        <ul className={css.grid} aria-label={t('prompts.list')}>
          {rows.map((item) => (
            <li key={item.id}>
              <article className={css.card} aria-labelledby={`prompt-${item.id}`}>
                <h2 id={`prompt-${item.id}`} className={css.title}>
                  {item.title}
                </h2>
                {item.desc ? <p className={css.desc}>{item.desc}</p> : null}
                <p id={`prompt-text-${item.id}`} className={css.prompt}>
                  {item.prompt}
                </p>
                <div className={css.actions}>
                  <Button size="sm" variant="secondary" aria-label={t('prompts.copyLabel', { title: item.title })} onPress={() => void copy(item)}>
                    {t('prompts.copy')}
                  </Button>
                  <Button size="sm" aria-label={t('prompts.useLabel', { title: item.title })} onPress={() => onUse(item.prompt)}>
                    {t('prompts.use')}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
        {state.matches({ list: { ready: 'loadingMore' } }) ? (
          <p className={css.status} role="status">
            {t('prompts.loading')}
          </p>
        ) : state.matches({ list: { ready: 'moreFailed' } }) ? (
          <p className={css.failed} role="alert">
            <span>{t('prompts.moreFailed')}</span>
            <Button size="sm" variant="secondary" onPress={() => library.send({ type: 'retry' })}>
              {t('prompts.retry')}
            </Button>
          </p>
        ) : rows.length < count ? (
          <Button variant="secondary" onPress={() => library.send({ type: 'more' })}>
            {t('prompts.more')}
          </Button>
        ) : (
          <p className={css.status}>{t('prompts.end')}</p>
        )}
      </>
    );
  };

  return (
    <div className={css.library}>
      <h1 className={css.heading}>{t('prompts.title')}</h1>
      <p className={css.intro}>{t('prompts.intro')}</p>
      <div className={css.toolbar}>
        <TagGroup
          aria-label={t('prompts.categories')}
          items={[{ id: 'all', name: t('prompts.category.all') }, ...categories.map((category) => ({ id: String(category.id), name: category.name }))]}
          selectedKeys={[query.categoryId === null ? 'all' : String(query.categoryId)]}
          onSelectionChange={(keys) => {
            const id = keys === 'all' ? 'all' : String([...keys][0] ?? 'all');
            library.send({ type: 'category', id: id === 'all' ? null : Number(id) });
          }}
        >
          {(category) => <Tag id={category.id}>{category.name}</Tag>}
        </TagGroup>
        <div className={css.search}>
          <TextField
            aria-label={t('prompts.search')}
            type="search"
            placeholder={t('prompts.searchPlaceholder')}
            value={draft}
            maxLength={maxPromptKeyword}
            startAdornment={<Search size={16} aria-hidden />}
            onChange={(keyword) => library.send({ type: 'search.input', keyword })}
            onKeyDown={(event) => event.key === 'Enter' && library.send({ type: 'search.submit' })}
          />
        </div>
      </div>
      {list()}
    </div>
  );
}
