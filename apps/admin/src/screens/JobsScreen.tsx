import { type AdminMessageKey, type DrawingAdminMessageKey, jobCancel, JobMonitorScreen, useConfirmed } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** 任务监控: GET /admin/jobs by filter; 取消任务 through the two-step confirmation (POST /admin/jobs/:id/cancel). */
export default function JobsScreen({ t: adminT, notify }: ScreenProps) {
  const t = adminT as Translate<DrawingAdminMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  return (
    <JobMonitorScreen
      t={t}
      notify={notify}
      formatTime={formatShanghaiTime}
      services={{
        load: (query) => adminApi.get('/admin/jobs', { query, silent: true }),
        cancel: (job) => {
          const { request, changes } = jobCancel(t, job);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
