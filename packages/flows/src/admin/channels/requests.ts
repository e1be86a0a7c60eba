import type { FlowLocale, Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import { siteKeyLabel } from '../siteKeys';

/** POST /api/admin/config/secrets through the two-step confirmation: each key named, its value only as 已修改 or 将清除. */
export const channelSecretsSave = (
  t: Translate<AdminMessageKey>,
  locale: FlowLocale,
  values: Record<string, unknown>,
): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'POST', path: '/api/admin/config/secrets', body: { values } },
  changes: Object.entries(values).map(([key, value]) => ({
    label: siteKeyLabel(key, locale),
    after: value === null ? t('admin.site.secretCleared') : t('admin.site.changed'),
  })),
});
