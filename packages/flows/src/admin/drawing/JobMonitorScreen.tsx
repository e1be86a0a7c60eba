import { Badge, type BadgeTone, Button, Select, SelectItem, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as adminCss from '../admin.css';
import type { AdminMessageKey } from '../messages';
import * as css from './drawingAdmin.css';
import {
  type JobFilter,
  jobFilters,
  jobMonitorMachine,
  type JobPage,
  type JobQuery,
  type JobRow,
  type JobStatus,
  unfinishedJobStatuses,
} from './jobMonitor.machine';
import type { DrawingAdminMessageKey } from './messages';
import { LoadFailed } from '../LoadFailed';

type Key = DrawingAdminMessageKey | AdminMessageKey;

export interface JobMonitorServices {
  /** GET /admin/jobs. */
  load: (query: JobQuery) => Promise<JobPage>;
  /** POST /admin/jobs/:id/cancel through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  cancel: (job: JobRow) => Promise<unknown>;
}

export interface JobMonitorScreenProps {
  t: Translate<Key>;
  services: JobMonitorServices;
  notify: (notice: Notice<Key>) => void;
  formatTime: (iso: string) => string;
}

const tones: Record<JobStatus, BadgeTone> = {
  queued: 'neutral',
  preparing: 'neutral',
  submitting: 'info',
  running: 'info',
  transferring: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
};
const kindKeys: Record<string, Key> = { 'drawing.mj': 'admin.jobs.kind.drawing.mj', 'drawing.image': 'admin.jobs.kind.drawing.image' };
const filterLabel = (t: Translate<Key>, filter: JobFilter) =>
  filter === 'open' || filter === 'all' ? t(`admin.jobs.filter.${filter}`) : t(`admin.jobs.status.${filter}`);

/** 任务监控: unfinished jobs by status, the list by filter, and 取消任务 (refunded) for an unfinished one. */
export function JobMonitorScreen({ t, services, notify, formatTime }: JobMonitorScreenProps) {
  const [state, send] = useMachine(
    jobMonitorMachine.provide({
      actors: { load: fromPromise(({ input }) => services.load(input)), cancel: fromPromise(({ input }) => services.cancel(input)) },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const countsId = useId();
  const { rows, open, filter, loadError } = state.context;
  const loading = state.matches('loading');
  const busy = !state.matches('ready');
  return (
    <div className={adminCss.screen}>
      <div className={adminCss.screenHeader}>
        <h1 className={adminCss.screenTitle}>{t('admin.jobs.title')}</h1>
        <Button variant="secondary" size="sm" isDisabled={busy} onPress={() => send({ type: 'refresh' })}>
          {t('admin.jobs.refresh')}
        </Button>
      </div>
      <p className={adminCss.note}>{t('admin.jobs.note')}</p>
      <section className={adminCss.section} aria-labelledby={countsId}>
        <h2 id={countsId} className={adminCss.sectionTitle}>
          {t('admin.jobs.counts')}
        </h2>
        <ul className={css.counts}>
          {unfinishedJobStatuses.map((status) => (
            <li key={status} className={css.count}>
              <span className={adminCss.muted}>{t(`admin.jobs.status.${status}`)}</span>
              <span className={css.countValue}>{open[status] ?? 0}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className={adminCss.toolbar}>
        <Select label={t('admin.jobs.filter')} selectedKey={filter} onSelectionChange={(key) => send({ type: 'filter', filter: key as JobFilter })}>
          {jobFilters.map((item) => (
            <SelectItem key={item} id={item}>
              {filterLabel(t, item)}
            </SelectItem>
          ))}
        </Select>
      </div>
      {state.matches('failed') ? (
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      ) : (
        <>
          <Table aria-label={t('admin.jobs.table')}>
            <TableHeader>
              <TableColumn isRowHeader>{t('admin.jobs.col.id')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.user')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.kind')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.status')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.charge')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.attempts')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.created')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.deadline')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.error')}</TableColumn>
              <TableColumn>{t('admin.jobs.col.actions')}</TableColumn>
            </TableHeader>
            <TableBody
              items={loading ? [] : rows}
              isLoading={loading}
              loadingLabel={t('admin.loading')}
              emptyText={t('admin.jobs.empty')}
              dependencies={[busy]}
            >
              {(job) => {
                const unfinished = unfinishedJobStatuses.includes(job.status);
                const status = t(`admin.jobs.status.${job.status}`);
                const kind = kindKeys[`${job.module}.${job.kind}`];
                return (
                  <TableRow id={job.id}>
                    <TableCell noWrap>#{job.id}</TableCell>
                    <TableCell>{job.username ?? `#${job.userId}`}</TableCell>
                    <TableCell noWrap>{kind ? t(kind) : `${job.module}/${job.kind}`}</TableCell>
                    <TableCell noWrap>
                      <Badge tone={tones[job.status]}>{unfinished ? t('admin.jobs.progress', { status, progress: job.progress }) : status}</Badge>
                    </TableCell>
                    <TableCell noWrap>{job.freeUse ? t('admin.jobs.freeUse') : t('admin.jobs.chargePoints', { points: job.chargePoints })}</TableCell>
                    <TableCell>{job.attempts}</TableCell>
                    <TableCell noWrap>{formatTime(job.createdAt)}</TableCell>
                    <TableCell noWrap>{unfinished ? formatTime(job.deadline) : '—'}</TableCell>
                    <TableCell>
                      <span className={css.error}>{job.error ?? ''}</span>
                    </TableCell>
                    <TableCell>
                      {unfinished ? (
                        <Button
                          variant="quiet"
                          size="sm"
                          isDisabled={busy}
                          isPending={state.context.cancelling?.id === job.id}
                          pendingLabel={t('admin.jobs.cancel')}
                          aria-label={t('admin.jobs.cancelLabel', { id: job.id })}
                          onPress={() => send({ type: 'cancel', job })}
                        >
                          {t('admin.jobs.cancel')}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              }}
            </TableBody>
          </Table>
          <div className={adminCss.actions}>
            <Button
              variant="secondary"
              size="sm"
              isDisabled={state.context.next === null || busy}
              isPending={state.matches('loadingMore')}
              pendingLabel={t('admin.loading')}
              onPress={() => send({ type: 'more' })}
            >
              {t('admin.jobs.more')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
