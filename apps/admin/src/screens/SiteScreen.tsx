import { SiteSettingsScreen, siteKeyLabel, useConfirmed, type AdminConfig, type SecretValues } from '@lingxi/flows/admin';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';

/** Site settings: GET /admin/config; site keys saved at once, secrets through the two-step confirmation. */
export default function SiteScreen({ t, locale, notify }: ScreenProps) {
  const confirmed = useConfirmed();
  return (
    <SiteSettingsScreen
      t={t}
      locale={locale}
      notify={notify}
      services={{
        load: () => adminApi.get('/admin/config', { silent: true }) as Promise<AdminConfig>,
        saveSite: (values) => adminApi.post('/admin/config/site', { json: { values }, silent: true }),
        saveSecrets: (values: SecretValues) =>
          confirmed(
            { method: 'POST', path: '/api/admin/config/secrets', body: { values } },
            Object.entries(values).map(([key, value]) => ({
              label: siteKeyLabel(key, locale),
              after: value === null ? t('admin.site.secretCleared') : t('admin.site.changed'),
            })),
          ),
      }}
    />
  );
}
