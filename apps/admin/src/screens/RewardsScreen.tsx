import type { AdminConfig, AdminMessageKey } from '@lingxi/flows/admin';
import { RewardsScreen as RewardsView, type RewardsMessageKey } from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** Rewards: the reward keys of GET /admin/config, saved as site keys (POST /admin/config/site). */
export default function RewardsScreen({ t, locale, notify }: ScreenProps) {
  // The app's translator holds the rewards catalog too.
  const text = t as Translate<RewardsMessageKey | AdminMessageKey>;
  return (
    <RewardsView
      t={text}
      locale={locale}
      notify={notify}
      services={{
        load: () => adminApi.get('/admin/config', { silent: true }) as Promise<AdminConfig>,
        save: (values) => adminApi.post('/admin/config/site', { json: { values }, silent: true }),
      }}
    />
  );
}
