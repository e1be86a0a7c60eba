import {
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Modal,
  Skeleton,
  SkeletonGroup,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Tag,
  TagGroup,
  TextField,
  VirtualGallery,
} from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { LayoutGrid, Plus, Search } from 'lucide-react';
import { type Key, type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import type { Translate } from '../i18n';
import type { Notice } from '../session/notify';
import { AppCard, type AppCardData } from './AppCard';
import { type AppCentreServices, collectedOf, provideAppCentre } from './appCentre.machine';
import * as css from './AppCentre.css';
import {
  type AppCategory,
  type AppCentreTab,
  appBadges,
  appCentreTabs,
  canTryApp,
  type HotApp,
  isAppEditable,
  maxAppKeywordLength,
  type MyApp,
  virtualiseAppsFrom,
} from './appStoreTypes';
import { CreateAppDialog } from './CreateAppDialog';
import type { CreateAppServices } from './createApp.machine';
import type { AppStoreMessageKey } from './messages';

/** Every call of the app centre and of dialog 7 it opens. */
export type AppStoreServices = AppCentreServices & CreateAppServices;

export interface AppCentreProps {
  t: Translate<AppStoreMessageKey>;
  services: AppStoreServices;
  loggedIn: boolean;
  /** A visitor pressed what needs a login: the app opens the login dialog. */
  requestLogin(): void;
  /** Shows a notice (a toast in the app). */
  notify(notice: Notice<AppStoreMessageKey>): void;
  /** 尝试指令 made the app's conversation: the app opens /chat/:id with the examples as starter chips. */
  onOpenChat(groupId: number, demoLines: string[]): void;
  /** The tab shown first (热门应用). */
  initialTab?: AppCentreTab;
  /** The level of the cards' headings: 2 on the page (under its h1), 3 in dialog 8 (under its title, an h2). */
  headingLevel?: 2 | 3 | 4;
}

/** Loads the next page this far before the end of the list (px). */
const loadAhead = 400;

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
  useEffect(() => {
    const subscriptions = [
      centre.on('notify', (event) => notify(event.notice)),
      centre.on('openChat', (event) => onOpenChat(event.groupId, event.demoLines)),
      centre.on('requestLogin', () => requestLogin()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [centre, notify, onOpenChat, requestLogin]);
  useEffect(() => centre.send({ type: 'session.change', loggedIn }), [centre, loggedIn]);
  const state = useSelector(centre, (snapshot) => snapshot);
  const { context } = state;
  const more = useCallback(() => centre.send({ type: 'list.more' }), [centre]);
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

  const retry = (text: string) => (
    <p className={css.failed} role="alert">
      <span>{text}</span>
      <Button size="sm" variant="secondary" onPress={() => centre.send({ type: 'list.retry' })}>
        {t('appStore.retry')}
      </Button>
    </p>
  );
  const loading = (
    <SkeletonGroup isBusy label={t('appStore.loading')}>
      <div className={css.skeletons}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <div key={index} className={css.skeletonCard}>
            <Skeleton variant="rect" width={48} height={48} />
            <Skeleton width="60%" />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
  const tail = (region: 'hot' | 'mine', shown: number, count: number) =>
    state.matches({ [region]: { ready: 'loadingMore' } }) ? (
      <p className={css.status} role="status">
        {t('appStore.loading')}
      </p>
    ) : state.matches({ [region]: { ready: 'moreFailed' } }) ? (
      retry(t('appStore.moreFailed'))
    ) : shown >= count && shown > 0 ? (
      <p className={css.status}>{t('appStore.end')}</p>
    ) : null;

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
    const { rows, count } = context.hot;
    return (
      <>
        <AppGrid
          items={rows}
          count={count}
          getKey={(app) => app.id}
          label={t('appStore.list')}
          hasMore={rows.length < count}
          onMore={more}
          render={(app) => card(hotCard(app))}
        />
        {tail('hot', rows.length, count)}
      </>
    );
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
    const { rows, count } = context.mine;
    if (state.matches({ mine: 'empty' }) || (state.matches({ mine: 'ready' }) && rows.length === 0))
      return (
        <EmptyState
          icon={<LayoutGrid size={40} />}
          title={t('appStore.mine.empty')}
          headingLevel={headingLevel}
          action={<Button onPress={() => centre.send({ type: 'app.create' })}>{t('appStore.create')}</Button>}
        />
      );
    if (!state.matches({ mine: 'ready' })) return loading;
    return (
      <>
        <AppGrid
          items={rows}
          count={count}
          getKey={(app) => app.appId}
          label={t('appStore.list')}
          hasMore={rows.length < count}
          onMore={more}
          render={(app) => card(mineCard(app))}
        />
        {tail('mine', rows.length, count)}
      </>
    );
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
            <div className={css.search}>
              <TextField
                aria-label={t('appStore.search')}
                type="search"
                placeholder={t('appStore.searchPlaceholder')}
                maxLength={maxAppKeywordLength}
                value={context.draft}
                startAdornment={<Search size={16} aria-hidden />}
                onChange={(keyword) => centre.send({ type: 'search.input', keyword })}
                onKeyDown={(event) => event.key === 'Enter' && centre.send({ type: 'search.submit' })}
              />
            </div>
            <TagGroup
              aria-label={t('appStore.categories')}
              items={categories}
              selectedKeys={[context.query.catId === null ? 'all' : String(context.query.catId)]}
              onSelectionChange={(keys) => {
                const id = keys === 'all' ? 'all' : String([...keys][0] ?? 'all');
                centre.send({ type: 'category.select', catId: id === 'all' ? null : Number(id) });
              }}
            >
              {(category) => <Tag id={category.id}>{category.name}</Tag>}
            </TagGroup>
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

interface AppGridProps<Row> {
  items: Row[];
  /** All the list's rows, loaded or not. */
  count: number;
  getKey(row: Row): number;
  label: string;
  hasMore: boolean;
  onMore(): void;
  render(row: Row): ReactNode;
}

/**
 * The cards: a plain grid that asks for more when its end comes within `loadAhead` of the view (wherever it scrolls: the
 * page or the dialog's body); a list of more than `virtualiseAppsFrom` cards is a grid that mounts only what is on screen
 * (packages/ui VirtualGallery, as the market's) in a box that scrolls itself.
 */
function AppGrid<Row>({ items, count, getKey, label, hasMore, onMore, render }: AppGridProps<Row>) {
  const end = useRef<HTMLDivElement>(null);
  // Decided by the count from the first page on: switching while the reader scrolls would throw them back to the top.
  const virtual = count > virtualiseAppsFrom;
  useEffect(() => {
    const element = end.current;
    if (!element || !hasMore || virtual) return;
    // Observed again after every page: an end still in view asks for the next one.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onMore(), { rootMargin: `${loadAhead}px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, onMore, virtual, items.length]);
  if (virtual)
    return (
      <div className={css.virtualBox}>
        <VirtualGallery
          items={items}
          getKey={getKey}
          layout="grid"
          minColumnWidth={240}
          extraHeight={0}
          endMargin={loadAhead}
          onEndReached={hasMore ? onMore : undefined}
          aria-label={label}
          renderItem={(row) => render(row)}
        />
      </div>
    );
  return (
    <>
      <ul className={css.grid} aria-label={label}>
        {items.map((row) => (
          <li key={getKey(row)} className={css.gridItem}>
            {render(row)}
          </li>
        ))}
      </ul>
      <div ref={end} className={css.sentinel} aria-hidden="true" />
    </>
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
