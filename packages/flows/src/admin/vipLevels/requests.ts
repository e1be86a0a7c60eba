import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { VipLevelsMessageKey } from './messages';
import type { VipLevel } from './vipLevels.machine';

/** DELETE /api/admin/vip-levels/:id through the two-step confirmation, the level named in its change line. */
export const vipLevelDeletion = (t: Translate<VipLevelsMessageKey>, level: VipLevel): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/vip-levels/${level.id}` },
  changes: [{ label: t('admin.vipLevels.deleteLine'), after: t('admin.vipLevels.deleteAfter', { name: level.name, id: level.id }) }],
});
