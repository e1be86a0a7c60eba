import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import type { DrawingAdminData } from './drawingSettings';
import type { RoutingValues } from './drawingSettings.machine';
import type { JobRow } from './jobMonitor.machine';
import type { DrawingAdminMessageKey } from './messages';

type Key = DrawingAdminMessageKey | AdminMessageKey;

/** POST /api/admin/drawing/routing through the confirmation: each address before and after, the secret as 已修改 or 将清除. */
export function drawingRoutingSave(t: Translate<Key>, data: DrawingAdminData, values: RoutingValues): { request: ConfirmRequest; changes: ChangeLine[] } {
  const changes = Object.entries(values).map(([key, value]): ChangeLine => {
    if (key === 'mjProxySecret') return { label: t('admin.drawing.secret'), after: value === null ? t('admin.site.secretCleared') : t('admin.site.changed') };
    const before = data.routing[key as keyof DrawingAdminData['routing']];
    return { label: t(`admin.drawing.route.${key as keyof DrawingAdminData['routing']}`), before: before || '—', after: value || '—' };
  });
  return { request: { method: 'POST', path: '/api/admin/drawing/routing', body: { values } }, changes };
}

/** POST /api/admin/jobs/:id/cancel through the confirmation: the job, its user, and what is given back. */
export function jobCancel(t: Translate<Key>, job: JobRow): { request: ConfirmRequest; changes: ChangeLine[] } {
  return {
    request: { method: 'POST', path: `/api/admin/jobs/${job.id}/cancel`, body: {} },
    changes: [
      {
        label: t('admin.jobs.cancelChange', { id: job.id, user: job.username ?? `#${job.userId}` }),
        before: t(`admin.jobs.status.${job.status}`),
        after: job.freeUse ? t('admin.jobs.cancelAfterFree') : t('admin.jobs.cancelAfter', { points: job.chargePoints }),
      },
    ],
  };
}
