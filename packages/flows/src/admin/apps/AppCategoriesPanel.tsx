import { Badge, Switch } from '@lingxi/ui';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import { CategoriesPanel, type CategoriesServices } from '../common/CategoriesPanel';
import type { AdminMessageKey } from '../messages';
import { appCategoriesMachine, maxAppCategoryName, type AppCategoryBody, type AppCategoryDraft } from './appCategories.machine';
import type { AppsAdminMessageKey } from './messages';
import type { AdminAppCategory } from './officialApp.machine';

type Key = AppsAdminMessageKey | AdminMessageKey;

/** GET /admin/app-categories, POST /admin/app-categories (id null) or /:id, DELETE /api/admin/app-categories/:id confirmed. */
export type AppCategoriesServices = CategoriesServices<AdminAppCategory, AppCategoryBody>;

interface AppCategoriesPanelProps {
  t: Translate<Key>;
  services: AppCategoriesServices;
  notify: (notice: Notice<Key>) => void;
}

/** The categories in the users' order with their app counts, state and 角色分类 mark; 新建分类 and 编辑 in a dialog; 删除 confirmed. */
export function AppCategoriesPanel({ t, services, notify }: AppCategoriesPanelProps) {
  return (
    <CategoriesPanel<AdminAppCategory, AppCategoryDraft, AppCategoryBody, 'admin.apps', AppsAdminMessageKey>
      t={t}
      prefix="admin.apps"
      machine={appCategoriesMachine}
      services={services}
      notify={notify}
      maxName={maxAppCategoryName}
      count={{ label: 'admin.apps.categoryApps', of: (category) => category.apps }}
      badges={(category) =>
        category.role ? (
          <Badge size="sm" tone="accent">
            {t('admin.apps.categoryRole')}
          </Badge>
        ) : null
      }
      switches={({ draft, toggle }) => (
        <Switch isSelected={draft.role} description={t('admin.apps.categoryRoleNote')} onChange={(value) => toggle('role', value)}>
          {t('admin.apps.categoryRole')}
        </Switch>
      )}
    />
  );
}
