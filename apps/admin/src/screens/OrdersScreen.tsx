import { useConfirmed, type AdminMessageKey } from '@lingxi/flows/admin';
import { markPaidConfirmation, ordersExportPath, OrdersScreen as OrdersView, type OrderDetail, type OrdersMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi, storedToken } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the order's address. */
const withId = <P extends string>(path: P, id: string) => path.replace('{id}', encodeURIComponent(id)) as P;

/** The message of a refused download's envelope, or '' (the screen then says 操作失败). */
async function refusal(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : '';
  } catch {
    return '';
  }
}

/**
 * GET /api/admin/orders/export, which needs no confirmation (the route has no `confirm`): fetched with the operator's
 * token (a header, so not a plain link) and saved under the server's file name.
 */
async function downloadOrders(path: string, language: string): Promise<null> {
  const token = storedToken.get();
  const response = await fetch(path, { headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': language } });
  if (!response.ok) throw new Error(await refusal(response));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}

/** Orders: GET /admin/orders with the screen's filters, one order, 标记已支付 (confirmed), 查询渠道 and the CSV export. */
export default function OrdersScreen({ t, locale, notify }: ScreenProps) {
  const confirmed = useConfirmed();
  // The app's translator holds the orders catalog too.
  const text = t as Translate<OrdersMessageKey | AdminMessageKey>;
  return (
    <OrdersView
      t={text}
      notify={notify}
      formatTime={formatShanghaiTime}
      services={{
        list: (query) => adminApi.get('/admin/orders', { query, silent: true }),
        exportCsv: (query) => downloadOrders(ordersExportPath(query), locale),
        load: (orderId) => adminApi.get(withId('/admin/orders/{id}', orderId), { silent: true }),
        markPaid: (order: OrderDetail) => {
          const { request, changes } = markPaidConfirmation(text, order);
          return confirmed(request, changes);
        },
        queryProvider: (orderId) => adminApi.post(withId('/admin/orders/{id}/query-provider', orderId), { silent: true }),
      }}
    />
  );
}
