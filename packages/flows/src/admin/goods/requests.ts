import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminGoods } from './goods.machine';
import type { GoodsMessageKey } from './messages';

/** DELETE /api/admin/goods/:id through the two-step confirmation, the package named in its change line. */
export const goodsDeletion = (t: Translate<GoodsMessageKey>, goods: AdminGoods): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/goods/${goods.id}` },
  changes: [{ label: t('admin.goods.deleteLine'), after: t('admin.goods.deleteAfter', { name: goods.name, id: goods.id }) }],
});
