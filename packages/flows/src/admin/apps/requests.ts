import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import type { AdminApp } from './adminApps.machine';
import type { AppsAdminMessageKey } from './messages';
import type { AdminAppCategory } from './officialApp.machine';

type Key = AppsAdminMessageKey | AdminMessageKey;

/** DELETE /api/admin/apps/:id through the confirmation: the official app, its id and how much it was used. */
export const officialAppRemoval = (t: Translate<Key>, app: AdminApp): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/apps/${app.id}` },
  changes: [{ label: t('admin.apps.removeLine', { name: app.name, id: app.id }), after: t('admin.apps.removeAfter', { uses: app.useCount }) }],
});

/** DELETE /api/admin/app-categories/:id through the confirmation (only an empty category gets this far). */
export const appCategoryDeletion = (t: Translate<Key>, category: AdminAppCategory): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/app-categories/${category.id}` },
  changes: [{ label: t('admin.apps.categoryDeleteLine'), after: t('admin.apps.categoryDeleteAfter', { name: category.name }) }],
});
