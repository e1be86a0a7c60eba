import { Button, ConfirmDialog, Dialog, EmptyState, Modal, Tab, TabList, TabPanel, Tabs } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { LayoutGrid, Plus } from 'lucide-react';
import { type Key, useMemo } from 'react';
import type { Translate } from '../i18n';
import { AppCard, type AppCardData } from './AppCard';
import { type AppCentreServices, collectedOf, provideAppCentre } from './appCentre.machine';
import * as css from './AppCentre.css';
import {
  type AppListHandlers,
  AppSearchField,
  appCardSkeleton,
  CategoryChips,
  ListLoading,
  ListPages,
  ListRetry,
  pagingOf,
  useAppListHandlers,
} from './appListView';
import { type AppCategory, type AppCentreTab, appBadges, appCentreTabs, canTryApp, type HotApp, isAppEditable, type MyApp } from './appStoreTypes';
import { CreateAppDialog } from './CreateAppDialog';
import type { CreateAppServices } from './createApp.machine';
import type { AppStoreMessageKey } from './messages';

/** Every call of the app centre and of dialog 7 it opens. */
export type AppStoreServices = AppCentreServices & CreateAppServices;

export interface AppCentreProps extends AppListHandlers {
  t: Translate<AppStoreMessageKey>;
  services: AppStoreServices;
  /** The tab shown first (热门应用). */
  initialTab?: AppCentreTab;
  /** The level of the cards' headings: 2 on the page (under its h1), 3 in dialog 8 (under its title, an h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The app centre (dialog 8 and the /app-store page): 热门应用 with a search and category chips (全部 first), 我的应用
 * with each own app's review badges; a grid of cards that loads more near its end (virtualised past 200 cards);
 * 创建应用 and 编辑 open dialog 7, 删除 asks first.
 */
export function AppCentre({ t, services, loggedIn, requestLogin, notify, onOpenChat, initialTab = 'hot', headingLevel = 2 }: AppCentreProps) {
  const centre = useActorRef(
    useMemo(() => provideAppCentre(services), [services]),
    { input: { loggedIn, tab: initialTab } },
  );
  useAppListHandlers(centre, { loggedIn, requestLogin, notify, onOpenChat });
  const state = useSelector(centre, (snapshot) => snapshot);
  const { context } = state;
  const categoryName = (catId: number) => context.categories.find((category) => category.id === catId)?.name ?? '';
  const isBusy = state.matches({ chat: 'creating' });

  const card = (data: AppCardData) => (
    <AppCard
      t={t}
      app={data}
      isOpening={context.opening === data.appId}
      isBusy={isBusy && context.opening !== data.appId}
      headingLevel={headingLevel}
      onCollect={() => centre.send({ type: 'app.collect', appId: data.appId })}
      onTry={() => centre.send({ type: 'app.try', appId: data.appId })}
      onEdit={() => centre.send({ type: 'app.edit', appId: data.appId })}
      onDelete={() => centre.send({ type: 'app.delete', appId: data.appId })}
    />
  );
  const hotCard = (app: HotApp): AppCardData => ({
    appId: app.id,
    name: app.name,
    des: app.des,
    coverImg: app.coverImg,
    category: app.catName,
    author: app.role === 'system' ? null : app.author,
    useCount: app.useCount,
    collected: collectedOf(context, app.id),
    canCollect: true,
    badges: [],
    canTry: true,
  });
  const mineCard = (app: MyApp): AppCardData => ({
    appId: app.appId,
    name: app.appName,
    des: app.appDes,
    coverImg: app.coverImg,
    category: categoryName(app.catId),
    author: app.appRole === 'system' ? null : undefined,
    collected: collectedOf(context, app.appId),
    canCollect: !app.isMine,
    badges: appBadges(app),
    canTry: canTryApp(app),
    own: app.isMine ? { editable: isAppEditable(app) } : undefined,
  });

  const retry = (text: string) => <ListRetry t={t} text={text} onRetry={() => centre.send({ type: 'list.retry' })} />;
  const loading = <ListLoading label={t('appStore.loading')} card={appCardSkeleton} />;
  const pages = { t, send: centre.send, label: t('appStore.list') };
  const hotPanel = () => {
    if (state.matches({ hot: 'failed' })) return retry(t('appStore.loadFailed'));
    if (state.matches({ hot: 'loading' })) return loading;
    if (state.matches({ hot: 'empty' }))
      return (
        <EmptyState
          icon={<LayoutGrid size={40} />}
          title={context.query.keyword ? t('appStore.emptySearch') : t('appStore.empty')}
          headingLevel={headingLevel}
        />
      );
    return <ListPages {...pages} list={context.hot} paging={pagingOf(state.value.hot)} getKey={(app) => app.id} render={(app) => card(hotCard(app))} />;
  };

  const minePanel = () => {
    if (!loggedIn)
      return (
        <EmptyState
          icon={<LayoutGrid size={40} />}
          title={t('appStore.mine.loggedOut')}
          headingLevel={headingLevel}
          action={<Button onPress={requestLogin}>{t('appStore.login')}</Button>}
        />
      );
    if (state.matches({ mine: 'failed' })) return retry(t('appStore.loadFailed'));
    if (state.matches({ mine: 'empty' }) || (state.matches({ mine: 'ready' }) && context.mine.rows.length === 0))
      return (
        <EmptyState
          icon={<LayoutGrid size={40} />}
          title={t('appStore.mine.empty')}
          headingLevel={headingLevel}
          action={<Button onPress={() => centre.send({ type: 'app.create' })}>{t('appStore.create')}</Button>}
        />
      );
    if (!state.matches({ mine: 'ready' })) return loading;
    return <ListPages {...pages} list={context.mine} paging={pagingOf(state.value.mine)} getKey={(app) => app.appId} render={(app) => card(mineCard(app))} />;
  };

  const categories: { id: string; name: string }[] = [
    { id: 'all', name: t('appStore.category.all') },
    ...context.categories.map((category: AppCategory) => ({ id: String(category.id), name: category.name })),
  ];
  const deleting = state.matches({ deletion: 'confirming' }) || state.matches({ deletion: 'deleting' });

  return (
    <div className={css.centre}>
      <Tabs
        selectedKey={context.tab}
        onSelectionChange={(key: Key) => centre.send({ type: 'tab.select', tab: appCentreTabs.find((tab) => tab === key) ?? 'hot' })}
      >
        <div className={css.toolbar}>
          <TabList aria-label={t('appStore.tabs')}>
            {appCentreTabs.map((tab) => (
              <Tab key={tab} id={tab}>
                {t(`appStore.tab.${tab}`)}
              </Tab>
            ))}
          </TabList>
          <Button onPress={() => centre.send({ type: 'app.create' })}>
            <span className={css.buttonLabel}>
              <Plus size={16} aria-hidden="true" />
              {t('appStore.create')}
            </span>
          </Button>
        </div>
        <TabPanel id="hot">
          {/* In the panel: Tabs builds its collection from what else it holds, and a chip there would join it. */}
          <div className={css.panel}>
            <AppSearchField label={t('appStore.search')} placeholder={t('appStore.searchPlaceholder')} value={context.draft} send={centre.send} />
            <CategoryChips
              label={t('appStore.categories')}
              items={categories}
              selected={context.query.catId === null ? 'all' : String(context.query.catId)}
              send={centre.send}
            />
            {hotPanel()}
          </div>
        </TabPanel>
        <TabPanel id="mine">
          <div className={css.panel}>{minePanel()}</div>
        </TabPanel>
      </Tabs>
      {context.form ? (
        <CreateAppDialog
          t={t}
          services={services}
          app={context.form.app}
          categories={context.categories}
          notify={notify}
          isOpen
          onOpenChange={(open) => !open && centre.send({ type: 'form.close' })}
          onSaved={() => centre.send({ type: 'form.saved' })}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting}
        onOpenChange={(open) => !open && centre.send({ type: 'delete.cancel' })}
        title={t('appStore.delete.title')}
        message={t('appStore.delete.message', { name: context.deleting?.appName ?? '' })}
        confirmLabel={t('appStore.delete.confirm')}
        cancelLabel={t('appStore.delete.cancel')}
        tone="danger"
        closeOnConfirm={false}
        isConfirmPending={state.matches({ deletion: 'deleting' })}
        pendingLabel={t('appStore.delete.pending')}
        onConfirm={() => centre.send({ type: 'delete.confirm' })}
      />
    </div>
  );
}

export interface AppCentreDialogProps extends Omit<AppCentreProps, 'headingLevel'> {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** Dialog 8: the app centre in a modal (1280 px wide at most; a sheet on phones). */
export function AppCentreDialog({ isOpen, onOpenChange, ...props }: AppCentreDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="xl">
      <Dialog title={props.t('appStore.title')} closeLabel={props.t('appStore.close')}>
        <AppCentre {...props} headingLevel={3} />
      </Dialog>
    </Modal>
  );
}
