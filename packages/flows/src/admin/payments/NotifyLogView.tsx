import { Badge, Button, Select, SelectItem, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { SubmitForm } from '../../formRow/FormRow';
import type { FlowLocale, Translate } from '../../i18n';
import { messageText } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import type { PaymentsMessageKey } from './messages';
import { emptyNotifyFilters, notifyLogMachine, notifyOutcomes, type NotifyEntry, type NotifyPage, type NotifyQuery } from './notifyLog.machine';
import * as paymentsCss from './payments.css';
import type { ProviderName } from './testOrder.machine';

type Key = PaymentsMessageKey | AdminMessageKey;

export const paymentProviders: ProviderName[] = ['wechat', 'mpay', 'hupi', 'epay'];

const outcomeTone = { paid: 'success', duplicate: 'neutral', rejected: 'danger', unknown: 'warning', mismatch: 'danger', unpaid: 'warning' } as const;

const time = (iso: string, locale: FlowLocale) => new Date(iso).toLocaleString(locale, { hour12: false });

/** Notifies as a table: when, which provider, the order and trade numbers, the outcome, why, from where, and what came. */
export function NotifyTable({
  t,
  formatTime,
  rows,
  loading = false,
  label,
}: {
  t: Translate<Key>;
  formatTime: (iso: string) => string;
  rows: NotifyEntry[];
  loading?: boolean;
  label: string;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableColumn isRowHeader>{t('admin.payments.colTime')}</TableColumn>
        <TableColumn>{t('admin.payments.colProvider')}</TableColumn>
        <TableColumn>{t('admin.payments.colOrder')}</TableColumn>
        <TableColumn>{t('admin.payments.colOutcome')}</TableColumn>
        <TableColumn>{t('admin.payments.colDetail')}</TableColumn>
        <TableColumn>{t('admin.payments.colTrade')}</TableColumn>
        <TableColumn>{t('admin.payments.colAddress')}</TableColumn>
        <TableColumn>{t('admin.payments.payload')}</TableColumn>
      </TableHeader>
      <TableBody items={loading ? [] : rows} isLoading={loading} loadingLabel={t('admin.loading')} emptyText={t('admin.payments.logEmpty')}>
        {(row) => (
          <TableRow id={row.id}>
            <TableCell noWrap>{formatTime(row.receivedAt)}</TableCell>
            <TableCell noWrap>{t(`admin.payments.provider.${row.provider}`)}</TableCell>
            <TableCell noWrap>{row.orderNo ?? '—'}</TableCell>
            <TableCell noWrap>
              <Badge tone={outcomeTone[row.outcome]} size="sm">
                {t(`admin.payments.outcome.${row.outcome}`)}
              </Badge>
            </TableCell>
            <TableCell>{row.detail || '—'}</TableCell>
            <TableCell noWrap>{row.providerTradeNo ?? '—'}</TableCell>
            <TableCell noWrap>{row.address || '—'}</TableCell>
            <TableCell>
              {/* It scrolls when long: a tab stop, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <pre className={paymentsCss.payload} tabIndex={0} aria-label={t('admin.payments.payload')}>
                {typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload, null, 1)}
              </pre>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** 通知日志: filters (provider, outcome, order number) and pages of notifies, newest first. */
export function NotifyLogView({ t, locale, load }: { t: Translate<Key>; locale: FlowLocale; load: (query: NotifyQuery) => Promise<NotifyPage> }) {
  const [state, send] = useMachine(notifyLogMachine.provide({ actors: { load: fromPromise(({ input }) => load(input)) } }));
  const [filters, setFilters] = useState(emptyNotifyFilters);
  const { page, pages, error } = state.context;
  const all = '__all';
  return (
    <section className={css.section} aria-labelledby="payments-log-title">
      <h2 id="payments-log-title" className={css.sectionTitle}>
        {t('admin.payments.log')}
      </h2>
      <p className={css.note}>{t('admin.payments.logNote')}</p>
      <SubmitForm className={paymentsCss.filters} onSubmit={() => send({ type: 'filters.apply', filters })}>
        <Select
          label={t('admin.payments.filterProvider')}
          value={filters.provider || all}
          onChange={(key) => key !== null && setFilters({ ...filters, provider: key === all ? '' : (key as ProviderName) })}
        >
          <SelectItem id={all}>{t('admin.payments.filterAll')}</SelectItem>
          {paymentProviders.map((provider) => (
            <SelectItem key={provider} id={provider}>
              {t(`admin.payments.provider.${provider}`)}
            </SelectItem>
          ))}
        </Select>
        <Select
          label={t('admin.payments.filterOutcome')}
          value={filters.outcome || all}
          onChange={(key) => key !== null && setFilters({ ...filters, outcome: key === all ? '' : (key as (typeof notifyOutcomes)[number]) })}
        >
          <SelectItem id={all}>{t('admin.payments.filterAll')}</SelectItem>
          {notifyOutcomes.map((outcome) => (
            <SelectItem key={outcome} id={outcome}>
              {t(`admin.payments.outcome.${outcome}`)}
            </SelectItem>
          ))}
        </Select>
        <TextField label={t('admin.payments.filterOrder')} value={filters.orderId} onChange={(orderId) => setFilters({ ...filters, orderId })} />
        <Button type="submit" variant="secondary">
          {t('admin.payments.filterApply')}
        </Button>
      </SubmitForm>
      {state.matches('failed') ? (
        <div role="alert" className={css.form}>
          <p className={css.formError}>{error ? messageText(t, error) : null}</p>
          <div className={css.actions}>
            <Button onPress={() => send({ type: 'retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : (
        <NotifyTable t={t} formatTime={(iso) => time(iso, locale)} rows={page.rows} loading={state.matches('loading')} label={t('admin.payments.log')} />
      )}
      <div className={css.actions}>
        <Button variant="secondary" size="sm" isDisabled={!state.matches('ready') || pages.length <= 1} onPress={() => send({ type: 'page.newer' })}>
          {t('admin.payments.newerPage')}
        </Button>
        <Button variant="secondary" size="sm" isDisabled={!state.matches('ready') || page.nextBefore === null} onPress={() => send({ type: 'page.older' })}>
          {t('admin.payments.olderPage')}
        </Button>
      </div>
    </section>
  );
}

/** An order's notifies in its detail (GET /admin/orders/:id `notifies`). */
export function OrderNotifies({ t, notifies, formatTime }: { t: Translate<Key>; notifies: NotifyEntry[]; formatTime: (iso: string) => string }) {
  return (
    <section aria-label={t('admin.payments.notifies')}>
      {notifies.length === 0 ? (
        <p className={css.muted}>{t('admin.payments.notifiesNone')}</p>
      ) : (
        <NotifyTable t={t} formatTime={formatTime} rows={notifies} label={t('admin.payments.notifies')} />
      )}
    </section>
  );
}
