import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMenu } from './menus.machine';
import type { MenusMessageKey } from './messages';

/** DELETE /api/admin/menus/:id through the two-step confirmation, the entry named in its change line. */
export const menuDeletion = (t: Translate<MenusMessageKey>, menu: AdminMenu): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/menus/${menu.id}` },
  changes: [{ label: t('admin.menus.deleteLine'), after: t('admin.menus.deleteAfter', { name: menu.menuName, id: menu.id }) }],
});
