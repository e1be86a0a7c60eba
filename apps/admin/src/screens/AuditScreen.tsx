import { AuditLogScreen } from '@lingxi/flows/admin';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** The audit log: GET /admin/audit with the screen's filters. */
export default function AuditScreen({ t }: ScreenProps) {
  return (
    <AuditLogScreen
      t={t}
      formatTime={formatShanghaiTime}
      load={({ action, from, to, before }) =>
        adminApi.get('/admin/audit', {
          query: { action: action || undefined, from: from || undefined, to: to || undefined, before: before ?? undefined },
          silent: true,
        })
      }
    />
  );
}
