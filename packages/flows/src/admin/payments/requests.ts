import type { FlowLocale, Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import { siteKeyLabel } from '../siteKeys';
import type { SecretDrafts } from '../siteSettings.machine';

/** POST /api/admin/config/secrets for a provider's secrets, through the two-step confirmation: each only as 已修改 or 将清除. */
export const paymentSecretsSave = (
  t: Translate<AdminMessageKey>,
  locale: FlowLocale,
  values: SecretDrafts,
): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'POST', path: '/api/admin/config/secrets', body: { values } },
  changes: Object.entries(values).map(([key, value]) => ({
    label: siteKeyLabel(key, locale),
    after: value === null ? t('admin.site.secretCleared') : t('admin.site.changed'),
  })),
});
