import type { OrdersMessageKey } from './messages';

/** The providers an order can be paid with (the server's `providerPriority`). */
export const orderProviders = ['wechat', 'mpay', 'hupi', 'epay'] as const;
export type OrderProvider = (typeof orderProviders)[number];

/** An order's status as the server stores it: 0 pending (待支付), 1 paid (已支付), 2 expired (已关闭). */
export const orderStatuses = [0, 1, 2] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const statusKeys: Record<OrderStatus, OrdersMessageKey> = {
  0: 'admin.orders.status.pending',
  1: 'admin.orders.status.paid',
  2: 'admin.orders.status.closed',
};

/** The label key of a status (an unknown one reads as pending, as the server never sends one). */
export const orderStatusKey = (status: number): OrdersMessageKey => statusKeys[status as OrderStatus] ?? statusKeys[0];

/** The badge tone of a status. */
export const orderStatusTone = (status: number) => (status === 1 ? 'success' : status === 2 ? 'neutral' : 'warning');

/** A provider's name; an unknown one as the server wrote it. */
export const providerLabel = (t: (key: OrdersMessageKey) => string, provider: string) =>
  (orderProviders as readonly string[]).includes(provider) ? t(`admin.orders.provider.${provider as OrderProvider}`) : provider;

/** Fen as yuan for the operator: ¥12.50, -¥3.00. */
export const fenToYuanText = (fen: number) => `${fen < 0 ? '-' : ''}¥${(Math.abs(fen) / 100).toFixed(2)}`;
