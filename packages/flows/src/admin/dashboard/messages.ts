import type { FlowCatalog } from '../../i18n';

/** zh-CN, en, zh-TW texts of one key, in that order. */
type Texts = readonly [zhCN: string, en: string, zhTW: string];

/** The back office's dashboard (issue 17; SPEC §6): the figures of the last 7, 30 or 90 Shanghai days. */
const texts = {
  'admin.dashboard.title': ['仪表盘', 'Dashboard', '儀表板'],
  'admin.dashboard.range': ['统计范围', 'Period', '統計範圍'],
  'admin.dashboard.days.7': ['近 7 天', 'Last 7 days', '近 7 天'],
  'admin.dashboard.days.30': ['近 30 天', 'Last 30 days', '近 30 天'],
  'admin.dashboard.days.90': ['近 90 天', 'Last 90 days', '近 90 天'],
  'admin.dashboard.view': ['显示为', 'Show as', '顯示為'],
  'admin.dashboard.view.charts': ['图表', 'Charts', '圖表'],
  'admin.dashboard.view.tables': ['表格', 'Tables', '表格'],
  'admin.dashboard.refresh': ['刷新', 'Refresh', '重新整理'],
  'admin.dashboard.refreshing': ['刷新中', 'Refreshing', '重新整理中'],
  'admin.dashboard.period': ['{{from}} 至 {{to}}（上海时间）', '{{from}} to {{to}} (Shanghai time)', '{{from}} 至 {{to}}（上海時間）'],
  'admin.dashboard.updatedAt': ['数据更新于 {{time}}', 'Figures as of {{time}}', '資料更新於 {{time}}'],
  'admin.dashboard.neverUpdated': ['尚无数据', 'No figures yet', '尚無資料'],
  'admin.dashboard.previous': [
    '以下为上次成功加载的数据（{{from}} 至 {{to}}）',
    'Below are the figures last loaded ({{from}} to {{to}}).',
    '以下為上次成功載入的資料（{{from}} 至 {{to}}）',
  ],
  'admin.dashboard.figures': ['关键指标', 'Key figures', '關鍵指標'],

  'admin.dashboard.usersTotal': ['用户总数', 'Users', '使用者總數'],
  'admin.dashboard.usersNew': ['新增 {{count}}', '{{count}} new', '新增 {{count}}'],
  'admin.dashboard.revenue': ['收入', 'Revenue', '收入'],
  'admin.dashboard.revenueNote': ['不含测试订单', 'Test orders excluded', '不含測試訂單'],
  'admin.dashboard.ordersPaid': ['已支付订单', 'Paid orders', '已支付訂單'],
  'admin.dashboard.ordersCreated': ['共下单 {{count}}', '{{count}} placed', '共下單 {{count}}'],
  'admin.dashboard.pointsIn': ['积分发放', 'Points given', '積分發放'],
  'admin.dashboard.pointsOut': ['积分消耗', 'Points used', '積分消耗'],
  'admin.dashboard.pointsNet': ['净增 {{count}}', 'Net {{count}}', '淨增 {{count}}'],
  'admin.dashboard.chatPoints': ['其中对话 {{count}}', '{{count}} by chats', '其中對話 {{count}}'],
  'admin.dashboard.turns': ['对话次数', 'Chat turns', '對話次數'],
  'admin.dashboard.tokensCount': ['{{count}} tokens', '{{count}} tokens', '{{count}} tokens'],

  'admin.dashboard.revenueChart': ['每日收入', 'Revenue by day', '每日收入'],
  'admin.dashboard.usersChart': ['每日新增用户', 'New users by day', '每日新增使用者'],
  'admin.dashboard.statusChart': ['订单状态', 'Orders by status', '訂單狀態'],
  'admin.dashboard.reasonsChart': ['积分来源与去向', 'Points by reason', '積分來源與去向'],
  'admin.dashboard.providers': ['支付渠道收入', 'Revenue by provider', '支付管道收入'],
  'admin.dashboard.models': ['模型用量', 'Usage by model', '模型用量'],
  'admin.dashboard.chartHint': [
    '聚焦图表后用左右方向键查看每一项',
    'Focus the chart and use the arrow keys to read each item.',
    '聚焦圖表後用左右方向鍵查看每一項',
  ],

  'admin.dashboard.day': ['日期', 'Day', '日期'],
  'admin.dashboard.amount': ['收入', 'Revenue', '收入'],
  'admin.dashboard.paidOrders': ['已支付订单', 'Paid orders', '已支付訂單'],
  'admin.dashboard.newUsers': ['新增用户', 'New users', '新增使用者'],
  'admin.dashboard.totalUsers': ['用户总数', 'Users in all', '使用者總數'],
  'admin.dashboard.status': ['状态', 'Status', '狀態'],
  'admin.dashboard.orders': ['订单数', 'Orders', '訂單數'],
  'admin.dashboard.status.pending': ['待支付', 'Pending', '待支付'],
  'admin.dashboard.status.paid': ['已支付', 'Paid', '已支付'],
  'admin.dashboard.status.expired': ['已关闭', 'Closed', '已關閉'],
  'admin.dashboard.reason': ['原因', 'Reason', '原因'],
  'admin.dashboard.in': ['发放', 'Given', '發放'],
  'admin.dashboard.out': ['消耗', 'Used', '消耗'],
  'admin.dashboard.provider': ['支付渠道', 'Provider', '支付管道'],
  'admin.dashboard.model': ['模型', 'Model', '模型'],
  'admin.dashboard.modelTurns': ['对话次数', 'Turns', '對話次數'],
  'admin.dashboard.modelTokens': ['Tokens', 'Tokens', 'Tokens'],
  'admin.dashboard.modelPoints': ['消耗积分', 'Points', '消耗積分'],
  'admin.dashboard.empty': ['暂无数据', 'Nothing yet.', '暫無資料'],

  'admin.dashboard.reason.register': ['注册赠送', 'Sign-up gift', '註冊贈送'],
  'admin.dashboard.reason.signIn': ['签到', 'Check-in', '簽到'],
  'admin.dashboard.reason.chat': ['对话', 'Chat', '對話'],
  'admin.dashboard.reason.chatRefund': ['对话退还', 'Chat refund', '對話退還'],
  'admin.dashboard.reason.draw': ['绘画', 'Drawing', '繪畫'],
  'admin.dashboard.reason.drawRefund': ['绘画退还', 'Drawing refund', '繪畫退還'],
  'admin.dashboard.reason.crami': ['卡密兑换', 'Card code', '卡密兌換'],
  'admin.dashboard.reason.order': ['购买套餐', 'Purchase', '購買套餐'],
  'admin.dashboard.reason.invite': ['邀请奖励', 'Invite reward', '邀請獎勵'],
  'admin.dashboard.reason.review': ['审核奖励', 'Review reward', '審核獎勵'],
  'admin.dashboard.reason.knowledgeEmbed': ['知识库向量化', 'Knowledge base embedding', '知識庫向量化'],
  'admin.dashboard.reason.knowledgeEmbedRefund': ['知识库向量化退还', 'Knowledge base embedding refund', '知識庫向量化退還'],
  'admin.dashboard.reason.noteAssist': ['笔记智能写作', 'Note writing assistant', '筆記智慧寫作'],
  'admin.dashboard.reason.noteAssistRefund': ['笔记智能写作退还', 'Note writing assistant refund', '筆記智慧寫作退還'],
  'admin.dashboard.reason.admin': ['后台调整', 'Adjusted by an operator', '後台調整'],

  'admin.dashboard.provider.wechat': ['微信支付', 'WeChat Pay', '微信支付'],
  'admin.dashboard.provider.epay': ['易支付', 'Epay', '易支付'],
  'admin.dashboard.provider.hupi': ['虎皮椒', 'Xunhupay', '虎皮椒'],
  'admin.dashboard.provider.mpay': ['码支付', 'Mpay', '碼支付'],
} as const satisfies Record<string, Texts>;

export type DashboardMessageKey = keyof typeof texts;

const column = (index: 0 | 1 | 2) =>
  Object.fromEntries(Object.entries(texts).map(([key, values]) => [key, values[index]])) as Record<DashboardMessageKey, string>;

export const dashboardCatalog: FlowCatalog<DashboardMessageKey> = { 'zh-CN': column(0), en: column(1), 'zh-TW': column(2) };
