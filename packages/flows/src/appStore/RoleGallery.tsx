import { EmptyState, Skeleton } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Drama } from 'lucide-react';
import { useMemo } from 'react';
import type { Translate } from '../i18n';
import { collectedOf, roleCategoriesOf } from './appCentre.machine';
import { type AppListHandlers, AppSearchField, CategoryChips, ListLoading, ListPages, ListRetry, pagingOf, useAppListHandlers } from './appListView';
import type { HotApp } from './appStoreTypes';
import type { AppStoreMessageKey } from './messages';
import { RoleCard } from './RoleCard';
import * as css from './RoleGallery.css';
import { provideRoleGallery, type RoleGalleryServices } from './roleGallery.machine';

export interface RoleGalleryProps extends AppListHandlers {
  t: Translate<AppStoreMessageKey>;
  services: RoleGalleryServices;
  /** The level of the cards' headings (and of the empty state's): 2 under the page's h1. */
  headingLevel?: 2 | 3;
}

/** A character card's skeleton: the portrait, the name, two lines and the button. */
const roleCardSkeleton = (
  <>
    <Skeleton variant="rect" width="100%" height={140} />
    <Skeleton width="60%" />
    <Skeleton lines={2} />
  </>
);

/**
 * The role gallery (/role): the listed apps of the role categories as character cards, a search (applied 300 ms after
 * typing stops) and, when there are several role categories, a chip for each (the first chosen). 开始对话 makes the
 * app's conversation (that card loading, one at a time); the star collects. Visitors browse; the rest asks for a login.
 */
export function RoleGallery({ t, services, loggedIn, requestLogin, notify, onOpenChat, headingLevel = 2 }: RoleGalleryProps) {
  const gallery = useActorRef(
    useMemo(() => provideRoleGallery(services), [services]),
    { input: { loggedIn } },
  );
  useAppListHandlers(gallery, { loggedIn, requestLogin, notify, onOpenChat });
  const state = useSelector(gallery, (snapshot) => snapshot);
  const { context } = state;
  const onRetry = () => gallery.send({ type: 'list.retry' });
  const isBusy = state.matches({ chat: 'creating' });
  const empty = (title: string, description?: string) => (
    <EmptyState icon={<Drama size={40} />} title={title} description={description} headingLevel={headingLevel} />
  );

  // Without role categories there is nothing to search: the empty state (or the failure) alone.
  if (state.matches({ categories: 'failed' }))
    return (
      <div className={css.gallery}>
        <ListRetry t={t} text={t('appStore.loadFailed')} onRetry={onRetry} />
      </div>
    );
  const roles = roleCategoriesOf(context.categories);
  if (state.matches({ categories: 'shown' }) && roles.length === 0)
    return <div className={css.gallery}>{empty(t('appStore.role.empty'), t('appStore.role.emptyHint'))}</div>;

  const cards = () => {
    if (state.matches({ hot: 'failed' })) return <ListRetry t={t} text={t('appStore.loadFailed')} onRetry={onRetry} />;
    if (state.matches({ hot: 'empty' }))
      return context.query.keyword ? empty(t('appStore.role.emptySearch')) : empty(t('appStore.role.empty'), t('appStore.role.emptyHint'));
    if (!state.matches({ hot: 'ready' })) return <ListLoading label={t('appStore.role.loading')} card={roleCardSkeleton} className={css.skeletons} />;
    const grid = { t, send: gallery.send, label: t('appStore.role.list'), className: css.grid, minColumnWidth: 200 };
    return <ListPages {...grid} list={context.hot} paging={pagingOf(state.value.hot)} getKey={(app) => app.id} render={roleCard} />;
  };
  const roleCard = (app: HotApp) => (
    <RoleCard
      t={t}
      app={app}
      collected={collectedOf(context, app.id)}
      isOpening={context.opening === app.id}
      isBusy={isBusy && context.opening !== app.id}
      headingLevel={headingLevel}
      onCollect={() => gallery.send({ type: 'app.collect', appId: app.id })}
      onStart={() => gallery.send({ type: 'app.try', appId: app.id })}
    />
  );

  return (
    <div className={css.gallery}>
      <AppSearchField label={t('appStore.role.search')} placeholder={t('appStore.role.searchPlaceholder')} value={context.draft} send={gallery.send} />
      {roles.length > 1 ? (
        <CategoryChips
          label={t('appStore.role.categories')}
          items={roles.map((category) => ({ id: String(category.id), name: category.name }))}
          selected={String(context.query.catId)}
          send={gallery.send}
        />
      ) : null}
      {cards()}
    </div>
  );
}
