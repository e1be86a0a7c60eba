import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { OrdersMessageKey } from './messages';
import type { OrderRow, OrdersQuery } from './ordersList.machine';
import { fenToYuanText, orderStatusKey } from './orderText';

/** The order's address under /api/admin/orders. */
const orderPath = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}`;

/**
 * 标记已支付 as the two-step confirmation shows it: POST /api/admin/orders/<id>/mark-paid (no body), and the order
 * number, the buyer, the amount and the status it leaves.
 */
export function markPaidConfirmation(t: Translate<OrdersMessageKey>, order: OrderRow): { request: ConfirmRequest; changes: ChangeLine[] } {
  return {
    request: { method: 'POST', path: `${orderPath(order.orderId)}/mark-paid` },
    changes: [
      { label: t('admin.orders.orderId'), after: order.orderId },
      { label: t('admin.orders.user'), after: `${order.user.username} (#${order.user.id})` },
      { label: t('admin.orders.amount'), after: fenToYuanText(order.amountFen) },
      { label: t('admin.orders.status'), before: t(orderStatusKey(order.status)), after: t('admin.orders.status.paid') },
    ],
  };
}

/** GET /api/admin/orders/export with the filters given (not confirmed: the route has no `confirm`). */
export function ordersExportPath(query: OrdersQuery): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return `/api/admin/orders/export${text ? `?${text}` : ''}`;
}
