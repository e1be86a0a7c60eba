import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/** The back office's usage and quotas (issue 17; SPEC §6): chat usage per model and day, top spenders, free uses. */
const texts = {
  'admin.usage.title': ['用量与配额', 'Usage and quotas', '用量與配額'],
  'admin.usage.range': ['统计范围', 'Period', '統計範圍'],
  'admin.usage.days.7': ['近 7 天', 'Last 7 days', '近 7 天'],
  'admin.usage.days.30': ['近 30 天', 'Last 30 days', '近 30 天'],
  'admin.usage.days.90': ['近 90 天', 'Last 90 days', '近 90 天'],
  'admin.usage.period': ['{{from}} 至 {{to}}（上海时间）', '{{from}} to {{to}} (Shanghai time)', '{{from}} 至 {{to}}（上海時間）'],
  'admin.usage.updatedAt': ['数据更新于 {{time}}', 'Figures as of {{time}}', '資料更新於 {{time}}'],
  'admin.usage.neverUpdated': ['尚无统计数据，稍后再来看看', 'No figures yet: they are made within a minute.', '尚無統計資料，稍後再來看看'],
  'admin.usage.previous': [
    '以下为上次成功加载的数据（{{from}} 至 {{to}}）',
    'Below are the figures last loaded ({{from}} to {{to}}).',
    '以下為上次成功載入的資料（{{from}} 至 {{to}}）',
  ],
  'admin.usage.pointsNote': [
    '消耗积分已扣除退还；退还为上游失败后退回的对话',
    'Points are net of refunds; a refund is a turn whose charge was given back after the upstream failed.',
    '消耗積分已扣除退還；退還為上游失敗後退回的對話',
  ],

  'admin.usage.byModel': ['按模型', 'By model', '按模型'],
  'admin.usage.byDay': ['按日期', 'By day', '按日期'],
  'admin.usage.dayModel': ['模型', 'Model', '模型'],
  'admin.usage.allModels': ['全部模型', 'All models', '全部模型'],
  'admin.usage.topSpenders': ['积分消耗排行（前 20）', 'Top spenders (20)', '積分消耗排行（前 20）'],
  'admin.usage.freeUses': ['会员今日免费次数（{{day}}）', 'Members’ free uses today ({{day}})', '會員今日免費次數（{{day}}）'],
  'admin.usage.freeUsesNote': ['仅统计设置了每日免费次数的模型', 'Only models with a daily free quota for members.', '僅統計設定了每日免費次數的模型'],

  'admin.usage.model': ['模型', 'Model', '模型'],
  'admin.usage.day': ['日期', 'Day', '日期'],
  'admin.usage.turns': ['对话次数', 'Turns', '對話次數'],
  'admin.usage.tokens': ['Tokens', 'Tokens', 'Tokens'],
  'admin.usage.points': ['消耗积分', 'Points', '消耗積分'],
  'admin.usage.refunds': ['退还次数', 'Refunds', '退還次數'],
  'admin.usage.refundPoints': ['退还积分', 'Points refunded', '退還積分'],
  'admin.usage.total': ['合计', 'Total', '合計'],
  'admin.usage.rank': ['排名', 'Rank', '排名'],
  'admin.usage.user': ['用户', 'User', '使用者'],
  'admin.usage.userId': ['用户 ID', 'User id', '使用者 ID'],
  'admin.usage.freePerDay': ['每人每日', 'Per member a day', '每人每日'],
  'admin.usage.uses': ['已用次数', 'Uses', '已用次數'],
  'admin.usage.members': ['使用人数', 'Members', '使用人數'],
  'admin.usage.exhausted': ['已用完人数', 'Used them all', '已用完人數'],
  'admin.usage.empty': ['暂无数据', 'Nothing yet.', '暫無資料'],
} as const satisfies Record<string, Texts>;

export type UsageMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) => Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<UsageMessageKey, string>;

export const usageCatalog: FlowCatalog<UsageMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
