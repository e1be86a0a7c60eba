import { DashboardScreen as DashboardView, type AdminMessageKey, type DashboardMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** The dashboard: GET /admin/dashboard of the chosen period, and 刷新 (POST /admin/dashboard/refresh). */
export default function DashboardScreen({ t }: ScreenProps) {
  // The app's translator holds the dashboard catalog too.
  const text = t as Translate<DashboardMessageKey | AdminMessageKey>;
  return (
    <DashboardView
      t={text}
      formatTime={formatShanghaiTime}
      services={{
        load: ({ days }) => adminApi.get('/admin/dashboard', { query: { days }, silent: true }),
        refresh: ({ days }) => adminApi.post('/admin/dashboard/refresh', { json: { days }, silent: true }),
      }}
    />
  );
}
