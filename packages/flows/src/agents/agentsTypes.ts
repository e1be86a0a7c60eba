import type { BodyOf, DataOf } from '@lingxi/api-client';
import type { AppCardData } from '../appStore/AppCard';
import { appBadges, type AppPage, canTryApp, isAppEditable, type MyApp } from '../appStore/appStoreTypes';

/** An agent as /gpts lists it (GET /gpts/listByFrontType, POST /gpts/query); the caller's own carry their review state. */
export type Agent = DataOf<'/api/gpts/listByFrontType', 'get'>['rows'][number];
/** A category chip (POST /gpts/group_query), after 全部. */
export type AgentCategory = DataOf<'/api/gpts/group_query', 'post'>['rows'][number];
/** The conversation POST /gpts/chat_group_create {appId} makes for 开始对话. */
export type AgentChatGroup = DataOf<'/api/gpts/chat_group_create', 'post'>;
/** What POST /gpts/set takes. */
export type AgentSetBody = BodyOf<'/api/gpts/set'>;
/** A model row of GET /models/list (only its id and name are offered). */
export type AgentModelRow = DataOf<'/api/models/list', 'get'>['rows'][number];
export type AgentPage = AppPage<Agent>;

/** /gpts's tabs (GET /gpts/listByFrontType's types): 推荐, 热门, 最新, 收藏, 我的. */
export const agentTabs = ['recommend', 'popular', 'latest', 'favorite', 'mine'] as const;
export type AgentTab = (typeof agentTabs)[number];
/** The tabs that list the caller's own things: visitors are asked to log in there. */
export const loginTabs: readonly AgentTab[] = ['favorite', 'mine'];

/** 热门's filter as applied: a category (null: 全部) and the search. */
export interface AgentQuery {
  groupId: number | null;
  keyword: string;
}

/** What a list shows: a tab as the server orders it, or 热门 filtered by a chip or a search (POST /gpts/query). */
export type AgentFeed = { kind: 'tab'; tab: AgentTab } | { kind: 'query'; groupId: number | null; keyword: string };

/** Chips and the search filter 热门 only: /gpts/query lists in 热门 order, the other tabs have orders of their own. */
export const agentFeed = (tab: AgentTab, query: AgentQuery): AgentFeed =>
  tab === 'popular' && (query.groupId !== null || query.keyword !== '') ? { kind: 'query', ...query } : { kind: 'tab', tab };

/** The caller's own agent (a row of 我的): the server gives those their review state. */
export const isOwnAgent = (agent: Pick<Agent, 'status'>) => agent.status !== undefined;

/** The own agent in the words of dialog 7 and its badges (/app/mineAppsV3's row). */
export function agentAsMyApp(agent: Agent): MyApp {
  return {
    id: agent.id,
    appId: agent.id,
    appName: agent.name,
    appDes: agent.desc,
    coverImg: agent.logo,
    demoData: agent.demoData,
    catId: agent.groupId,
    appRole: agent.role,
    isMine: isOwnAgent(agent),
    status: agent.status ?? 'approved',
    public: agent.publicFlag ?? true,
    rejectReason: agent.rejectReason ?? '',
    hasPendingRevision: agent.hasPendingRevision ?? false,
    preset: agent.preset,
  };
}

/**
 * What an agent's card shows (packages/flows appStore's AppCard): logo, name, category, author or 官方, use count and
 * the star; one's own (我的) show their review badges, 编辑 (not while 审核中) and 删除 instead of the star and counts.
 */
export function agentCardData(agent: Agent, collected: boolean): AppCardData {
  const own = isOwnAgent(agent);
  const app = agentAsMyApp(agent);
  return {
    appId: agent.id,
    name: agent.name,
    des: agent.desc,
    coverImg: agent.logo,
    category: agent.groupName,
    author: agent.role === 'system' ? null : own ? undefined : agent.author || undefined,
    useCount: own ? undefined : agent.useCount,
    collected,
    canCollect: !own,
    badges: appBadges(app),
    canTry: canTryApp(app),
    own: own ? { editable: isAppEditable(app) } : undefined,
  };
}
