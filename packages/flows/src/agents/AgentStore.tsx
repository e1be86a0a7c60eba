import { Button, ConfirmDialog, EmptyState, Tab, TabList, TabPanel, Tabs } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { Bot, Plus } from 'lucide-react';
import { type Key, useCallback, useEffect, useMemo } from 'react';
import { AppCard } from '../appStore/AppCard';
import type { AppCentreEvent } from '../appStore/appCentre.machine';
import * as css from '../appStore/AppCentre.css';
import { AppGrid, AppSearchField, appCardSkeleton, CategoryChips, ListLoading, ListRetry, ListTail } from '../appStore/appListView';
import { CreateAppDialog } from '../appStore/CreateAppDialog';
import type { AppStoreMessageKey } from '../appStore/messages';
import type { Translate } from '../i18n';
import type { Notice } from '../session/notify';
import { agentFormServices, agentCategoriesForForm, type AgentStoreServices } from './agentForm';
import { collectedOf, provideAgents } from './agents.machine';
import { type Agent, agentAsMyApp, agentCardData, type AgentTab, agentTabs } from './agentsTypes';
import type { AgentsMessageKey } from './messages';

export interface AgentStoreProps {
  /** A translator over `agentsCatalogs` (the app store's texts, the agents' words over them). */
  t: Translate<AgentsMessageKey | AppStoreMessageKey>;
  services: AgentStoreServices;
  loggedIn: boolean;
  /** A visitor pressed what needs a login: the app opens the login dialog. */
  requestLogin(): void;
  /** Shows a notice (a toast in the app). */
  notify(notice: Notice<AgentsMessageKey | AppStoreMessageKey>): void;
  /** 开始对话 made the agent's conversation: the app opens /gpt/:groupId. */
  onOpenChat(groupId: number): void;
  /** The tab shown first (推荐). */
  initialTab?: AgentTab;
}

/**
 * /gpts: the tabs 推荐, 热门, 最新, 收藏 and 我的 over a grid of agent cards that loads more near its end; 热门 has the
 * category chips (全部 first) and the search, which filter it alone. 开始对话 opens the agent's conversation, the star
 * collects it; 我的 shows one's own agents with their review badges, 编辑 and 删除. 创建智能体 and 编辑 open dialog 7
 * with the model field. The cards' headings are h2 (under the page's h1).
 */
export function AgentStore({ t, services, loggedIn, requestLogin, notify, onOpenChat, initialTab = 'recommend' }: AgentStoreProps) {
  const actor = useActorRef(
    useMemo(() => provideAgents(services), [services]),
    { input: { loggedIn, tab: initialTab } },
  );
  const formServices = useMemo(() => agentFormServices(services), [services]);
  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      if (event.type === 'notify') notify(event.notice);
      else if (event.type === 'openChat') onOpenChat(event.groupId);
      else requestLogin();
    });
    return () => subscription.unsubscribe();
  }, [actor, notify, onOpenChat, requestLogin]);
  useEffect(() => actor.send({ type: 'session.change', loggedIn }), [actor, loggedIn]);

  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const { tab, rows, count, query } = context;
  const more = useCallback(() => actor.send({ type: 'list.more' }), [actor]);
  const retry = () => actor.send({ type: 'list.retry' });
  const create = () => actor.send({ type: 'agent.create' });
  // The shared search box and chips speak the app centre's events: 热门's own, here.
  const filter = (event: AppCentreEvent) => {
    if (event.type === 'category.select') actor.send({ type: 'category.select', groupId: event.catId });
    else if (event.type === 'search.input' || event.type === 'search.submit') actor.send(event);
  };
  const isCreating = state.matches({ chat: 'creating' });
  const filtered = tab === 'popular' && (query.groupId !== null || query.keyword !== '');

  const card = (agent: Agent) => (
    <AppCard
      t={t}
      app={agentCardData(agent, collectedOf(context, agent.id))}
      isOpening={context.opening === agent.id}
      isBusy={isCreating && context.opening !== agent.id}
      headingLevel={2}
      onCollect={() => actor.send({ type: 'agent.collect', appId: agent.id })}
      onTry={() => actor.send({ type: 'agent.start', appId: agent.id })}
      onEdit={() => actor.send({ type: 'agent.edit', appId: agent.id })}
      onDelete={() => actor.send({ type: 'agent.delete', appId: agent.id })}
    />
  );

  const list = () => {
    if (state.matches({ list: 'loginNeeded' }))
      return (
        <EmptyState
          icon={<Bot size={40} />}
          title={t(tab === 'mine' ? 'agents.loginNeeded.mine' : 'agents.loginNeeded.favorite')}
          headingLevel={2}
          action={<Button onPress={requestLogin}>{t('agents.login')}</Button>}
        />
      );
    if (state.matches({ list: 'failed' })) return <ListRetry t={t} text={t('agents.loadFailed')} onRetry={retry} />;
    if (!state.matches({ list: 'shown' })) return <ListLoading label={t('appStore.loading')} card={appCardSkeleton} />;
    if (rows.length === 0)
      return (
        <EmptyState
          icon={<Bot size={40} />}
          title={filtered ? t('agents.emptySearch') : t(`agents.empty.${tab}`)}
          headingLevel={2}
          action={tab === 'mine' ? <Button onPress={create}>{t('agents.create')}</Button> : undefined}
        />
      );
    return (
      <>
        <AppGrid items={rows} count={count} getKey={(agent) => agent.id} label={t('agents.list')} hasMore={rows.length < count} onMore={more} render={card} />
        <ListTail
          t={t}
          loadingMore={state.matches({ list: { shown: 'paging' } })}
          moreFailed={state.matches({ list: { shown: 'pageFailed' } })}
          shown={rows.length}
          count={count}
          onRetry={retry}
        />
      </>
    );
  };

  const chips = [{ id: 'all', name: t('agents.category.all') }, ...context.categories.map((category) => ({ id: String(category.id), name: category.name }))];
  const editing = context.form?.agent ?? null;
  const deletion = state.matches({ deletion: 'deleting' }) ? 'deleting' : state.matches({ deletion: 'asking' }) ? 'asking' : null;

  return (
    <div className={css.centre}>
      <Tabs selectedKey={tab} onSelectionChange={(key: Key) => actor.send({ type: 'tab.select', tab: agentTabs.find((item) => item === key) ?? 'recommend' })}>
        <div className={css.toolbar}>
          <TabList aria-label={t('agents.tabs')} items={agentTabs.map((item) => ({ id: item, label: t(`agents.tab.${item}`) }))}>
            {(item) => <Tab id={item.id}>{item.label}</Tab>}
          </TabList>
          <Button onPress={create}>
            <span className={css.buttonLabel}>
              <Plus aria-hidden="true" size={16} />
              {t('agents.create')}
            </span>
          </Button>
        </div>
        {agentTabs.map((item) => (
          <TabPanel key={item} id={item}>
            {/* Only 热门 filters (POST /gpts/query lists in its order): its chips and search sit in its panel. */}
            <div className={css.panel}>
              {item === 'popular' ? (
                <>
                  <AppSearchField label={t('agents.search')} placeholder={t('agents.searchPlaceholder')} value={context.draft} send={filter} />
                  <CategoryChips label={t('agents.categories')} items={chips} selected={query.groupId === null ? 'all' : String(query.groupId)} send={filter} />
                </>
              ) : null}
              {list()}
            </div>
          </TabPanel>
        ))}
      </Tabs>
      {context.form ? (
        <CreateAppDialog
          isOpen
          t={t}
          notify={notify}
          services={formServices}
          modelId={editing?.modelId ?? 0}
          app={editing ? agentAsMyApp(editing) : null}
          categories={agentCategoriesForForm(context.categories)}
          onSaved={() => actor.send({ type: 'form.saved' })}
          onOpenChange={(open) => !open && actor.send({ type: 'form.close' })}
        />
      ) : null}
      <ConfirmDialog
        tone="danger"
        isOpen={deletion !== null}
        isConfirmPending={deletion === 'deleting'}
        closeOnConfirm={false}
        title={t('agents.delete.title')}
        message={t('agents.delete.message', { name: context.deleting?.name ?? '' })}
        pendingLabel={t('agents.delete.pending')}
        cancelLabel={t('agents.delete.cancel')}
        confirmLabel={t('agents.delete.confirm')}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
        onOpenChange={(open) => !open && actor.send({ type: 'delete.cancel' })}
      />
    </div>
  );
}
