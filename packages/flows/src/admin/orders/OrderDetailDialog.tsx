import { Badge, Button, Dialog, Modal, Skeleton, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import type { Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { PaymentsMessageKey } from '../payments/messages';
import { OrderNotifies } from '../payments/NotifyLogView';
import type { OrdersMessageKey } from './messages';
import * as css from './orders.css';
import { orderDetailMachine, type OrderAction, type OrderDetail, type ProviderAnswer } from './orderDetail.machine';
import type { OrderRow } from './ordersList.machine';
import { fenToYuanText, orderStatusKey, orderStatusTone, providerLabel } from './orderText';

/** The orders' texts, the back office's, and payments' (an order's notifies). */
type OrdersTranslate = Translate<OrdersMessageKey | AdminMessageKey | PaymentsMessageKey>;

/** The calls of an order's dialog. */
export interface OrderDetailServices {
  /** GET /admin/orders/:id. */
  load: (orderId: string) => Promise<OrderDetail>;
  /** POST /admin/orders/:id/mark-paid through the two-step confirmation (see `markPaidConfirmation`). */
  markPaid: (order: OrderDetail) => Promise<unknown>;
  /** POST /admin/orders/:id/query-provider. */
  queryProvider: (orderId: string) => Promise<ProviderAnswer>;
}

export interface OrderDetailDialogProps {
  t: OrdersTranslate;
  orderId: string;
  services: OrderDetailServices;
  formatTime: (iso: string) => string;
  /** The order read again after an action: its row in the list. */
  onChanged: (order: OrderRow) => void;
  onClose: () => void;
}

const actionKeys: Record<string, OrdersMessageKey> = { 'orders.markPaid': 'admin.orders.markPaid', 'orders.queryProvider': 'admin.orders.queryProvider' };

/** An audit row's `after` as one short line. */
const afterText = (after: unknown) => {
  if (after === null || after === undefined) return '—';
  const text = JSON.stringify(after);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** One order with its operators' actions, 标记已支付 (confirmed) and 查询渠道; open while mounted. */
export function OrderDetailDialog({ t, orderId, services, formatTime, onChanged, onClose }: OrderDetailDialogProps) {
  const [state, send] = useMachine(
    orderDetailMachine.provide({
      actors: {
        load: fromPromise(({ input }) => services.load(input)),
        markPaid: fromPromise(({ input }) => services.markPaid(input)),
        queryProvider: fromPromise(({ input }) => services.queryProvider(input.orderId)),
      },
      actions: { changed: (_, order) => onChanged(order) },
    }),
    { input: { orderId } },
  );
  const { order, loadError, answer, outcome } = state.context;
  const busy = state.matches('markingPaid') || state.matches('querying') || state.matches('refreshing');
  const success =
    outcome?.tone === 'success' ? messageText(t, outcome.message) : answer ? t(answer.paid ? 'admin.orders.answerPaid' : 'admin.orders.answerUnpaid') : '';
  return (
    <Modal isOpen onOpenChange={(open) => !open && !busy && onClose()} size="lg" isDismissable={!busy} isKeyboardDismissDisabled={busy}>
      <Dialog
        title={t('admin.orders.detail', { orderId })}
        closeLabel={t('admin.orders.close')}
        footer={
          <Button slot="close" variant="secondary" isDisabled={busy}>
            {t('admin.orders.close')}
          </Button>
        }
      >
        {state.matches('loading') ? (
          <div role="status" aria-label={t('admin.loading')}>
            <Skeleton lines={6} />
          </div>
        ) : null}
        {state.matches('failed') ? (
          <div className={css.detailSection} role="alert">
            <p className={adminCss.formError}>{loadError ? messageText(t, loadError) : null}</p>
            <div className={css.detailActions}>
              <Button variant="secondary" onPress={() => send({ type: 'order.retry' })}>
                {t('admin.retry')}
              </Button>
            </div>
          </div>
        ) : null}
        {order && !state.matches('loading') ? (
          <div className={css.detailBody}>
            <OrderFacts t={t} order={order} formatTime={formatTime} />
            <section className={css.detailSection} aria-label={t('admin.orders.actions')}>
              <div className={css.detailActions}>
                {order.status !== 1 ? (
                  <Button
                    variant="danger"
                    isDisabled={busy && !state.matches('markingPaid')}
                    isPending={state.matches('markingPaid')}
                    pendingLabel={t('admin.orders.markingPaid')}
                    onPress={() => send({ type: 'order.markPaid' })}
                  >
                    {t('admin.orders.markPaid')}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  isDisabled={busy && !state.matches('querying')}
                  isPending={state.matches('querying')}
                  pendingLabel={t('admin.orders.querying')}
                  onPress={() => send({ type: 'order.queryProvider' })}
                >
                  {t('admin.orders.queryProvider')}
                </Button>
              </div>
              <div role="status">{success ? <p className={css.outcome}>{success}</p> : null}</div>
              {outcome?.tone === 'error' ? (
                <p className={adminCss.formError} role="alert">
                  {messageText(t, outcome.message)}
                </p>
              ) : null}
            </section>
            {answer ? <ProviderAnswerFacts t={t} answer={answer} /> : null}
            <OrderHistory t={t} actions={order.actions} formatTime={formatTime} />
            <OrderNotifies t={t} notifies={order.notifies} formatTime={formatTime} />
          </div>
        ) : null}
      </Dialog>
    </Modal>
  );
}

function OrderFacts({ t, order, formatTime }: { t: OrdersTranslate; order: OrderDetail; formatTime: (iso: string) => string }) {
  const id = useId();
  const facts: [string, ReactNode][] = [
    [t('admin.orders.orderId'), <span className={adminCss.code}>{order.orderId}</span>],
    [t('admin.orders.user'), `${order.user.username} (#${order.user.id})`],
    [t('admin.orders.goods'), order.goodsName],
    [t('admin.orders.amount'), fenToYuanText(order.amountFen)],
    [
      t('admin.orders.status'),
      <Badge size="sm" tone={orderStatusTone(order.status)}>
        {t(orderStatusKey(order.status))}
      </Badge>,
    ],
    [t('admin.orders.provider'), providerLabel(t, order.provider)],
    [t('admin.orders.payType'), order.payType],
    [t('admin.orders.tradeNo'), order.providerTradeNo ? <span className={adminCss.code}>{order.providerTradeNo}</span> : '—'],
    [t('admin.orders.createdAt'), formatTime(order.createdAt)],
    [t('admin.orders.paidAt'), order.paidAt ? formatTime(order.paidAt) : '—'],
    [t('admin.orders.expiresAt'), formatTime(order.expiresAt)],
    [t('admin.orders.checkedAt'), order.checkedAt ? formatTime(order.checkedAt) : '—'],
    [t('admin.orders.grantScore'), String(order.grantScore)],
    [t('admin.orders.grantDays'), order.grantDays < 0 ? t('admin.orders.lifetime') : t('admin.orders.days', { days: order.grantDays })],
  ];
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.orders.info')}
      </h3>
      <dl className={adminCss.definitionList}>
        {facts.map(([label, value]) => (
          <div key={label} className={adminCss.contents}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ProviderAnswerFacts({ t, answer }: { t: OrdersTranslate; answer: ProviderAnswer }) {
  const id = useId();
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.orders.answer')}
      </h3>
      <dl className={adminCss.definitionList}>
        <dt>{t('admin.orders.answerResult')}</dt>
        <dd>{t(answer.paid ? 'admin.orders.answerPaid' : 'admin.orders.answerUnpaid')}</dd>
        {answer.amountFen !== null ? (
          <>
            <dt>{t('admin.orders.amount')}</dt>
            <dd>{fenToYuanText(answer.amountFen)}</dd>
          </>
        ) : null}
        {answer.providerTradeNo ? (
          <>
            <dt>{t('admin.orders.tradeNo')}</dt>
            <dd className={adminCss.code}>{answer.providerTradeNo}</dd>
          </>
        ) : null}
        {answer.outcome ? (
          <>
            <dt>{t('admin.orders.answerOutcome')}</dt>
            <dd>{t(`admin.orders.outcome.${answer.outcome}`)}</dd>
          </>
        ) : null}
        <dt>{t('admin.orders.answerStatus')}</dt>
        <dd>{t(orderStatusKey(answer.status))}</dd>
      </dl>
    </section>
  );
}

function OrderHistory({ t, actions, formatTime }: { t: OrdersTranslate; actions: OrderAction[]; formatTime: (iso: string) => string }) {
  const id = useId();
  const rows = actions.map((action, index) => ({ ...action, id: index }));
  return (
    <section className={css.detailSection} aria-labelledby={id}>
      <h3 id={id} className={css.detailTitle}>
        {t('admin.orders.history')}
      </h3>
      <Table aria-labelledby={id}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.orders.historyTime')}</TableColumn>
          <TableColumn>{t('admin.orders.historyAction')}</TableColumn>
          <TableColumn>{t('admin.orders.historyOperator')}</TableColumn>
          <TableColumn>{t('admin.orders.historyReason')}</TableColumn>
          <TableColumn>{t('admin.orders.historyResult')}</TableColumn>
        </TableHeader>
        <TableBody items={rows} emptyText={t('admin.orders.historyEmpty')}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell noWrap>{formatTime(row.createdAt)}</TableCell>
              <TableCell>{actionKeys[row.action] ? t(actionKeys[row.action]!) : row.action}</TableCell>
              <TableCell>{row.operatorId === null ? '—' : t('admin.orders.operatorId', { id: row.operatorId })}</TableCell>
              <TableCell>{row.reason || '—'}</TableCell>
              <TableCell>
                <span className={adminCss.code}>{afterText(row.after)}</span>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </section>
  );
}
