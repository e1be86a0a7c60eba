import { Button, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../formRow/FormRow';
import type { Translate } from '../i18n';
import { messageText, type Notice } from '../session/notify';
import * as css from './admin.css';
import { type AuditExportQuery, auditLogMachine, type AuditPage, type AuditQuery, type AuditRow } from './auditLog.machine';
import type { AdminMessageKey } from './messages';

export interface AuditLogScreenProps {
  t: Translate<AdminMessageKey>;
  /** GET /admin/audit. */
  load: (query: AuditQuery) => Promise<AuditPage>;
  /** Downloads GET /admin/audit/export with these filters. */
  exportCsv: (query: AuditExportQuery) => Promise<unknown>;
  notify: (notice: Notice<AdminMessageKey>) => void;
  /** The time as the operator reads it (Asia/Shanghai). */
  formatTime: (iso: string) => string;
}

/** A before/after pair as one short line (JSON, cut at 160 characters). */
function changeText(row: AuditRow): string {
  const text = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  const [before, after] = [text(row.before), text(row.after)];
  const line = before && after ? `${before} → ${after}` : before || after;
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/** The audit log: filters by action and Shanghai days, newest first, paged; the selection as CSV. */
export function AuditLogScreen({ t, load, exportCsv, notify, formatTime }: AuditLogScreenProps) {
  const [state, send] = useMachine(
    auditLogMachine.provide({
      actors: { load: fromPromise(({ input }) => load(input)), exportCsv: fromPromise(({ input }) => exportCsv(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { draft, errors, page, pages, loadError } = state.context;
  const loading = state.matches({ list: 'loading' });
  return (
    <div className={css.screen}>
      <h1 className={css.screenTitle}>{t('admin.audit.title')}</h1>
      <SubmitForm className={css.toolbar} onSubmit={() => send({ type: 'audit.apply' })}>
        <TextField
          label={t('admin.audit.action')}
          placeholder="auth."
          value={draft.action}
          onChange={(value) => send({ type: 'audit.change', field: 'action', value })}
        />
        <TextField
          label={t('admin.audit.from')}
          placeholder="YYYY-MM-DD"
          value={draft.from}
          onChange={(value) => send({ type: 'audit.change', field: 'from', value })}
          {...fieldError(t, errors.from ? { key: errors.from } : null)}
        />
        <TextField
          label={t('admin.audit.to')}
          placeholder="YYYY-MM-DD"
          value={draft.to}
          onChange={(value) => send({ type: 'audit.change', field: 'to', value })}
          {...fieldError(t, errors.to ? { key: errors.to } : null)}
        />
        <Button type="submit" variant="secondary">
          {t('admin.audit.filter')}
        </Button>
        <Button
          variant="secondary"
          isPending={state.matches({ export: 'exporting' })}
          pendingLabel={t('admin.audit.exporting')}
          onPress={() => send({ type: 'audit.export' })}
        >
          {t('admin.audit.export')}
        </Button>
      </SubmitForm>
      {state.matches({ list: 'failed' }) ? (
        <div className={css.section} role="alert">
          <p className={css.formError}>{loadError ? messageText(t, loadError) : null}</p>
          <div className={css.actions}>
            <Button onPress={() => send({ type: 'audit.retry' })}>{t('admin.retry')}</Button>
          </div>
        </div>
      ) : (
        <>
          <Table aria-label={t('admin.audit.table')}>
            <TableHeader>
              <TableColumn isRowHeader>{t('admin.audit.time')}</TableColumn>
              <TableColumn>{t('admin.audit.operator')}</TableColumn>
              <TableColumn>{t('admin.audit.action')}</TableColumn>
              <TableColumn>{t('admin.audit.target')}</TableColumn>
              <TableColumn>{t('admin.audit.change')}</TableColumn>
              <TableColumn>{t('admin.audit.reason')}</TableColumn>
              <TableColumn>{t('admin.audit.address')}</TableColumn>
            </TableHeader>
            <TableBody items={loading ? [] : (page?.rows ?? [])} isLoading={loading} loadingLabel={t('admin.loading')} emptyText={t('admin.audit.empty')}>
              {(row) => (
                <TableRow id={row.id}>
                  <TableCell>{formatTime(row.createdAt)}</TableCell>
                  <TableCell>{row.operatorName ?? '—'}</TableCell>
                  <TableCell>
                    <span className={css.code}>{row.action}</span>
                  </TableCell>
                  <TableCell>{row.target}</TableCell>
                  <TableCell>
                    <span className={css.code}>{changeText(row)}</span>
                  </TableCell>
                  <TableCell>{row.reason}</TableCell>
                  <TableCell>{row.address}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          <div className={css.actions}>
            {page ? <span className={css.muted}>{t('admin.audit.total', { total: page.total })}</span> : null}
            <Button variant="secondary" size="sm" isDisabled={loading || pages.length <= 1} onPress={() => send({ type: 'audit.newer' })}>
              {t('admin.audit.newer')}
            </Button>
            <Button variant="secondary" size="sm" isDisabled={loading || page?.next == null} onPress={() => send({ type: 'audit.older' })}>
              {t('admin.audit.older')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
