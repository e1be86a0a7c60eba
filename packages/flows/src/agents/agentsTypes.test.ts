import { describe, expect, it } from 'vitest';
import { agentsFixture, myAgentsFixture } from './agentsFixtures';
import { agentCardData, agentFeed } from './agentsTypes';

describe('agentFeed', () => {
  it('lists 热门 through /gpts/query only while a chip or words are set; the other tabs keep their own order', () => {
    const none = { groupId: null, keyword: '' };
    expect(agentFeed('popular', none)).toEqual({ kind: 'tab', tab: 'popular' });
    expect(agentFeed('popular', { groupId: 2, keyword: '' })).toEqual({ kind: 'query', groupId: 2, keyword: '' });
    expect(agentFeed('popular', { groupId: null, keyword: '周报' })).toEqual({ kind: 'query', groupId: null, keyword: '周报' });
    expect(agentFeed('latest', { groupId: 2, keyword: '周报' })).toEqual({ kind: 'tab', tab: 'latest' });
  });
});

describe('agentCardData', () => {
  it('a listed agent: category, author or 官方, use count, the star and 开始对话; no badges', () => {
    const agents = agentsFixture(6, 100);
    const official = agents.find((agent) => agent.role === 'system');
    const byUser = agents.find((agent) => agent.role === 'user');
    const card = agentCardData(official!, true);
    expect(card).toMatchObject({ appId: official!.id, author: null, collected: true, canCollect: true, badges: [], canTry: true, own: undefined });
    expect(card.useCount).toBe(official!.useCount);
    expect(agentCardData(byUser!, false).author).toBe(byUser!.author);
  });

  it('an own agent: its badges with the reason, 编辑 not while 审核中, no 开始对话 once taken down, no star', () => {
    const cards = Object.fromEntries(myAgentsFixture.map((agent) => [agent.name, agentCardData(agent, false)]));
    const kinds = (name: string) => cards[name]!.badges.map((badge) => (badge.reason ? `${badge.kind}:${badge.reason}` : badge.kind));
    expect(kinds('我的私人秘书')).toEqual(['private']);
    expect(kinds('论文降重助手')).toEqual(['reviewing']);
    expect(kinds('古诗词鉴赏')).toEqual(['approved']);
    expect(kinds('健身教练')).toEqual(['approved', 'reviewing']);
    expect(kinds('星座运势')).toEqual(['rejected:内容涉及封建迷信，请修改后重新提交']);
    expect(kinds('营销文案')).toEqual(['approved', 'rejected:修改后的描述与功能不符']);
    expect(kinds('股票推荐')).toEqual(['disabled:涉及投资建议，已被管理员下架']);
    expect([cards['论文降重助手']!.own, cards['健身教练']!.own, cards['星座运势']!.own]).toEqual([
      { editable: false },
      { editable: false },
      { editable: true },
    ]);
    expect(cards['股票推荐']!.canTry).toBe(false);
    expect(Object.values(cards).every((card) => !card.canCollect && card.useCount === undefined && card.author === undefined)).toBe(true);
  });
});
