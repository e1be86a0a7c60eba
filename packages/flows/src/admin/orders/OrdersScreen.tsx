import { Badge, Button, Pagination, Select, SelectItem, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo, useState } from 'react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { PaymentsMessageKey } from '../payments/messages';
import type { OrdersMessageKey } from './messages';
import * as css from './orders.css';
import { OrderDetailDialog, type OrderDetailServices } from './OrderDetailDialog';
import {
  ordersListMachine,
  ordersPageSize,
  type OrderFilters,
  type OrdersListEvent,
  type OrdersPage,
  type OrdersPageQuery,
  type OrdersQuery,
} from './ordersList.machine';
import { fenToYuanText, orderProviders, orderStatusKey, orderStatusTone, providerLabel } from './orderText';

/** The orders' texts, the back office's, and payments' (an order's notifies). */
type OrdersTranslate = Translate<OrdersMessageKey | AdminMessageKey | PaymentsMessageKey>;

export interface OrdersServices extends OrderDetailServices {
  /** GET /admin/orders. */
  list: (query: OrdersPageQuery) => Promise<OrdersPage>;
  /** Downloads GET /admin/orders/export with these filters (see `ordersExportPath`). */
  exportCsv: (query: OrdersQuery) => Promise<unknown>;
}

export interface OrdersScreenProps {
  t: OrdersTranslate;
  services: OrdersServices;
  notify: (notice: Notice<OrdersMessageKey | AdminMessageKey>) => void;
  /** The time as the operator reads it (Asia/Shanghai). */
  formatTime: (iso: string) => string;
}

const statusOptions = ['all', '0', '1', '2'] as const;

/** The orders: filters, the list newest first and paged, the CSV export, and one order's dialog. */
export function OrdersScreen({ t, services, notify, formatTime }: OrdersScreenProps) {
  const [state, send] = useMachine(
    ordersListMachine.provide({
      actors: { load: fromPromise(({ input }) => services.list(input)), exportCsv: fromPromise(({ input }) => services.exportCsv(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const { draft, errors, data, page, loadError } = state.context;
  const loading = state.matches({ list: 'loading' });
  const change = (field: keyof OrderFilters) => (value: string) => send({ type: 'orders.change', field, value });
  return (
    <div className={adminCss.screen}>
      <h1 className={adminCss.screenTitle}>{t('admin.orders.title')}</h1>
      <SubmitForm className={adminCss.section} onSubmit={() => send({ type: 'orders.apply' })}>
        <h2 className={adminCss.sectionTitle}>{t('admin.orders.filters')}</h2>
        <div className={css.filterGrid}>
          <Select label={t('admin.orders.status')} value={draft.status} onChange={(key) => key !== null && change('status')(String(key))}>
            {statusOptions.map((status) => (
              <SelectItem key={status} id={status}>
                {t(status === 'all' ? 'admin.orders.status.all' : orderStatusKey(Number(status)))}
              </SelectItem>
            ))}
          </Select>
          <Select label={t('admin.orders.provider')} value={draft.provider} onChange={(key) => key !== null && change('provider')(String(key))}>
            <SelectItem id="all">{t('admin.orders.provider.all')}</SelectItem>
            {orderProviders.map((provider) => (
              <SelectItem key={provider} id={provider}>
                {providerLabel(t, provider)}
              </SelectItem>
            ))}
          </Select>
          <TextField
            label={t('admin.orders.userId')}
            inputMode="numeric"
            value={draft.userId}
            onChange={change('userId')}
            {...fieldError(t, errors.userId ? { key: errors.userId } : null)}
          />
          <TextField
            label={t('admin.orders.from')}
            placeholder="YYYY-MM-DD"
            value={draft.from}
            onChange={change('from')}
            {...fieldError(t, errors.from ? { key: errors.from } : null)}
          />
          <TextField
            label={t('admin.orders.to')}
            placeholder="YYYY-MM-DD"
            value={draft.to}
            onChange={change('to')}
            {...fieldError(t, errors.to ? { key: errors.to } : null)}
          />
          <TextField label={t('admin.orders.q')} value={draft.q} onChange={change('q')} {...fieldError(t, errors.q ? { key: errors.q } : null)} />
        </div>
        <div className={adminCss.actions}>
          <Button
            variant="secondary"
            isPending={state.matches({ export: 'exporting' })}
            pendingLabel={t('admin.orders.exporting')}
            onPress={() => send({ type: 'orders.export' })}
          >
            {t('admin.orders.export')}
          </Button>
          <Button type="submit" variant="primary">
            {t('admin.orders.filter')}
          </Button>
        </div>
      </SubmitForm>
      {state.matches({ list: 'failed' }) ? (
        <div className={adminCss.section} role="alert">
          <p className={adminCss.formError}>{loadError ? messageText(t, loadError) : null}</p>
          <div className={adminCss.actions}>
            <Button onPress={() => send({ type: 'orders.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : (
        <OrdersResults t={t} data={data} page={page} loading={loading} formatTime={formatTime} onOpen={setOpenOrder} send={send} />
      )}
      {openOrder !== null ? (
        <OrderDetailDialog
          t={t}
          orderId={openOrder}
          services={services}
          formatTime={formatTime}
          onChanged={(order) => send({ type: 'orders.rowChanged', order })}
          onClose={() => setOpenOrder(null)}
        />
      ) : null}
    </div>
  );
}

interface OrdersResultsProps {
  t: OrdersTranslate;
  data: OrdersPage | null;
  page: number;
  loading: boolean;
  formatTime: (iso: string) => string;
  onOpen: (orderId: string) => void;
  send: (event: OrdersListEvent) => void;
}

/** The list and its pages: its props change only with the results, so typing in the filters does not redraw it. */
const OrdersResults = memo(function OrdersResults({ t, data, page, loading, formatTime, onOpen, send }: OrdersResultsProps) {
  return (
    <>
      <Table aria-label={t('admin.orders.table')} onRowAction={(key) => onOpen(String(key))}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.orders.orderId')}</TableColumn>
          <TableColumn>{t('admin.orders.user')}</TableColumn>
          <TableColumn>{t('admin.orders.goods')}</TableColumn>
          <TableColumn>{t('admin.orders.amount')}</TableColumn>
          <TableColumn>{t('admin.orders.status')}</TableColumn>
          <TableColumn>{t('admin.orders.provider')}</TableColumn>
          <TableColumn>{t('admin.orders.createdAt')}</TableColumn>
          <TableColumn>{t('admin.orders.paidAt')}</TableColumn>
          <TableColumn>{t('admin.orders.actions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : (data?.rows ?? [])}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t('admin.orders.empty')}
          dependencies={[t]}
        >
          {(row) => (
            <TableRow id={row.orderId}>
              <TableCell>
                <span className={adminCss.code}>{row.orderId}</span>
              </TableCell>
              <TableCell>{`${row.user.username} (#${row.user.id})`}</TableCell>
              <TableCell>{row.goodsName}</TableCell>
              <TableCell noWrap>{fenToYuanText(row.amountFen)}</TableCell>
              <TableCell noWrap>
                <Badge size="sm" tone={orderStatusTone(row.status)}>
                  {t(orderStatusKey(row.status))}
                </Badge>
              </TableCell>
              <TableCell noWrap>{providerLabel(t, row.provider)}</TableCell>
              <TableCell noWrap>{formatTime(row.createdAt)}</TableCell>
              <TableCell noWrap>{row.paidAt ? formatTime(row.paidAt) : '—'}</TableCell>
              <TableCell>
                <Button size="sm" variant="secondary" aria-label={t('admin.orders.viewLabel', { orderId: row.orderId })} onPress={() => onOpen(row.orderId)}>
                  {t('admin.orders.view')}
                </Button>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {data && data.total > 0 ? (
        <Pagination
          page={page}
          onPageChange={(next) => send({ type: 'orders.page', page: next })}
          totalItems={data.total}
          pageSize={ordersPageSize}
          isDisabled={loading}
          aria-label={t('admin.orders.pagination')}
          previousLabel={t('admin.orders.previous')}
          nextLabel={t('admin.orders.next')}
          pageLabel={(n) => t('admin.orders.page', { page: n })}
          totalLabel={(total) => (data.capped ? t('admin.orders.totalCapped', { total: total.toLocaleString('en-US') }) : t('admin.orders.total', { total }))}
        />
      ) : null}
    </>
  );
});
