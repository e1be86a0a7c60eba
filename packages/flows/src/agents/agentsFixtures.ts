import { appCategoriesFixture, appChatGroupFixture, hotAppFixture, hotAppsFixture, longNameAppsFixture, myAppsFixture } from '../appStore/appStoreFixtures';
import type { HotApp, MyApp } from '../appStore/appStoreTypes';
import type { AppModelOption } from '../appStore/createApp.machine';
import type { Agent, AgentCategory, AgentChatGroup } from './agentsTypes';

// Offline agents for stories and tests: the app store's fixtures in the agents' words (docs/apps.md "Agents").

export const agentCategoriesFixture: AgentCategory[] = appCategoriesFixture.map(({ id, name }) => ({ id, name }));

/** A listed app as /gpts lists it. */
export const agentOf = (app: HotApp): Agent => ({
  id: app.id,
  name: app.name,
  desc: app.des,
  logo: app.coverImg,
  demoData: app.demoData,
  groupId: app.catId,
  groupName: app.catName,
  role: app.role,
  author: app.author,
  useCount: app.useCount,
  isCollected: app.isCollected,
});

/** `count` listed agents, ids from `from` down. */
export const agentsFixture = (count: number, from = 100): Agent[] => hotAppsFixture(count, from).map(agentOf);

/** Long Chinese names, a long author and a one-character name: they must truncate cleanly. */
export const longNameAgentsFixture: Agent[] = longNameAppsFixture.map(agentOf);

/** An own agent as 我的 lists it: its review state, preset and model (null: the site's default). */
const ownAgent = (app: MyApp, modelId: number | null): Agent => ({
  ...agentOf(
    hotAppFixture({ id: app.appId, name: app.appName, des: app.appDes, catId: app.catId, role: app.appRole, author: '', useCount: 0, isCollected: false }),
  ),
  status: app.status,
  publicFlag: app.public,
  rejectReason: app.rejectReason,
  hasPendingRevision: app.hasPendingRevision,
  preset: app.preset,
  modelId,
});

/** 我的 with every badge: 私有, 审核中 (twice), 已上架, 未通过 with the reason (twice), 已下架 with the reason. */
export const myAgentsFixture: Agent[] = myAppsFixture.filter((app) => app.isMine).map((app, index) => ownAgent(app, index % 2 === 0 ? null : 12));

/** The operator's agent models (GET /models/list {modelType: 'app'}). */
export const agentModelsFixture: AppModelOption[] = [
  { id: 11, modelName: 'GPT-4o' },
  { id: 12, modelName: 'DeepSeek-V3' },
  { id: 13, modelName: '通义千问 Max' },
];

/** The conversation POST /gpts/chat_group_create {appId} makes. */
export const agentChatGroupFixture = (appId: number): AgentChatGroup => ({ ...appChatGroupFixture(appId), gptsApp: true });
