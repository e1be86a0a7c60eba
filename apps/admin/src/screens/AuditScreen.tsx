import { AuditLogScreen } from '@lingxi/flows/admin';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { downloadFile } from '../download';
import { formatShanghaiTime } from '../formatTime';

/** The audit log: GET /admin/audit with the screen's filters; the same selection as CSV from /admin/audit/export. */
export default function AuditScreen({ t, locale, notify }: ScreenProps) {
  return (
    <AuditLogScreen
      t={t}
      notify={notify}
      formatTime={formatShanghaiTime}
      load={({ action, from, to, before }) =>
        adminApi.get('/admin/audit', {
          query: { action: action || undefined, from: from || undefined, to: to || undefined, before: before ?? undefined },
          silent: true,
        })
      }
      exportCsv={(query) => downloadFile(`/api/admin/audit/export?${new URLSearchParams(query)}`, locale, 'audit.csv')}
    />
  );
}
