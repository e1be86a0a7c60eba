import type { SnapshotFrom } from 'xstate';
import { type CategoryErrors, type CategorySave, createCategoriesMachine } from '../common/categories.machine';
import { wholeNumber } from './adminApps.machine';
import type { AppsAdminMessageKey } from './messages';
import type { AdminAppCategory } from './officialApp.machine';

/** POST /admin/app-categories and POST /admin/app-categories/:id. */
export interface AppCategoryBody {
  name: string;
  sort: number;
  enabled: boolean;
  role: boolean;
}
export type AppCategorySave = CategorySave<AppCategoryBody>;
/** The form as typed: the order stays text until saved. */
export interface AppCategoryDraft {
  id: number | null;
  name: string;
  sort: string;
  enabled: boolean;
  role: boolean;
}
export type AppCategoryErrors = CategoryErrors<AppCategoryDraft, AppsAdminMessageKey>;

/** The server's limits: a name of 1–20 characters (trimmed), a whole order in int4. */
export const maxAppCategoryName = 20;
export function appCategoryBodyOf(draft: AppCategoryDraft): { body: AppCategoryBody | null; errors: AppCategoryErrors } {
  const errors: AppCategoryErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'admin.apps.categoryNameRequired';
  else if ([...name].length > maxAppCategoryName) errors.name = 'admin.apps.categoryNameTooLong';
  const sort = wholeNumber(draft.sort, { min: -2_147_483_648 });
  if (sort === null) errors.sort = 'admin.apps.sortInvalid';
  return { body: Object.keys(errors).length === 0 ? { name, sort: sort!, enabled: draft.enabled, role: draft.role } : null, errors };
}

/**
 * The app store's categories (GET /admin/app-categories) in the users' order with their app counts: the back office's
 * category machine (../common) with name, order, 启用 and 角色分类; a category holding apps is refused at once with the
 * server's words (该分类下存在App，不可删除！).
 */
export const appCategoriesMachine = createCategoriesMachine<AdminAppCategory, AppCategoryDraft, AppCategoryBody, 'admin.apps', AppsAdminMessageKey>({
  id: 'appCategories',
  prefix: 'admin.apps',
  emptyDraft: { id: null, name: '', sort: '0', enabled: true, role: false },
  draftOf: ({ id, name, sort, enabled, role }) => ({ id, name, sort: String(sort), enabled, role }),
  bodyOf: appCategoryBodyOf,
  held: (category) => category.apps,
});

export type AppCategoriesSnapshot = SnapshotFrom<typeof appCategoriesMachine>;
