import type { DashboardMessageKey } from './messages';

/** The points ledger's reasons the dashboard names; another reason shows as the server wrote it. */
export const pointsReasons = [
  'register',
  'signIn',
  'chat',
  'chatRefund',
  'draw',
  'drawRefund',
  'crami',
  'order',
  'invite',
  'admin',
  'review',
  'knowledgeEmbed',
  'knowledgeEmbedRefund',
  'noteAssist',
  'noteAssistRefund',
] as const;
type PointsReason = (typeof pointsReasons)[number];

/** The payment providers the dashboard names; another shows as the server wrote it. */
export const dashboardProviders = ['wechat', 'epay', 'hupi', 'mpay'] as const;
type DashboardProvider = (typeof dashboardProviders)[number];

type Label = (key: DashboardMessageKey) => string;

/** A ledger reason's name (签到, 对话退还 …), or the reason itself when it is not one the dashboard knows. */
export const reasonLabel = (t: Label, reason: string) =>
  (pointsReasons as readonly string[]).includes(reason) ? t(`admin.dashboard.reason.${reason as PointsReason}`) : reason;

/** A provider's name (微信支付 …), or the provider itself when unknown. */
export const dashboardProviderLabel = (t: Label, provider: string) =>
  (dashboardProviders as readonly string[]).includes(provider) ? t(`admin.dashboard.provider.${provider as DashboardProvider}`) : provider;

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A count with thousands separators: 12,345 (the same in the three languages). */
export const countText = (value: number) => whole.format(value);

/** Fen as yuan with two decimals: ¥12,345.60, -¥3.00. */
export const yuanText = (fen: number) => `${fen < 0 ? '-' : ''}¥${money.format(Math.abs(fen) / 100)}`;

/** A Shanghai day YYYY-MM-DD as an axis label: 11-27. */
export const shortDay = (day: string) => day.slice(5);
