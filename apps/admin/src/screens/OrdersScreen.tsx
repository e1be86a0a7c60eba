import { useConfirmed, type AdminMessageKey } from '@lingxi/flows/admin';
import {
  markPaidConfirmation,
  ordersExportPath,
  OrdersScreen as OrdersView,
  type OrderDetail,
  type OrdersMessageKey,
  type PaymentsMessageKey,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { downloadFile } from '../download';
import { formatShanghaiTime } from '../formatTime';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the order's address. */
const withId = <P extends string>(path: P, id: string) => path.replace('{id}', encodeURIComponent(id)) as P;

/** Orders: GET /admin/orders with the screen's filters, one order, 标记已支付 (confirmed), 查询渠道 and the CSV export. */
export default function OrdersScreen({ t, locale, notify }: ScreenProps) {
  const confirmed = useConfirmed();
  // The app's translator holds the orders and payments catalogs too (an order's notifies).
  const text = t as Translate<OrdersMessageKey | PaymentsMessageKey | AdminMessageKey>;
  return (
    <OrdersView
      t={text}
      notify={notify}
      formatTime={formatShanghaiTime}
      services={{
        list: (query) => adminApi.get('/admin/orders', { query, silent: true }),
        exportCsv: (query) => downloadFile(ordersExportPath(query), locale, 'orders.csv'),
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
