import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { SecurityMessageKey } from './messages';

/** 关闭: POST /api/admin/auth/totp/disable through the two-step confirmation (no body). */
export const totpDisableConfirmation = (t: Translate<SecurityMessageKey>): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'POST', path: '/api/admin/auth/totp/disable' },
  changes: [{ label: t('admin.security.change.totp'), before: t('admin.security.on'), after: t('admin.security.off') }],
});
