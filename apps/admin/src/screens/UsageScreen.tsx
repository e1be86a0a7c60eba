import type { AdminMessageKey } from '@lingxi/flows/admin';
import { UsageScreen as UsageView, type UsageMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** Usage and quotas: GET /admin/usage of the chosen period. */
export default function UsageScreen({ t }: ScreenProps) {
  // The app's translator holds the usage catalog too.
  const text = t as Translate<UsageMessageKey | AdminMessageKey>;
  return (
    <UsageView t={text} formatTime={formatShanghaiTime} services={{ load: ({ days }) => adminApi.get('/admin/usage', { query: { days }, silent: true }) }} />
  );
}
