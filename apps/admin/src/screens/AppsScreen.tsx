import {
  type AdminAppAction,
  type AdminMessageKey,
  type AppsAdminMessageKey,
  AppsAdminScreen,
  appCategoryDeletion,
  officialAppRemoval,
  useConfirmed,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi, uploadFile } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the item's address. */
const withId = <P extends string>(path: P, id: number) => path.replace('{id}', String(id)) as P;

/**
 * 应用管理: apps by status (GET /admin/apps); 通过 and 驳回 a waiting version through the review queue (its review id),
 * 推荐 and 设置 (the terms), 下架 / 重新上架, 用量; the official apps (created, rewritten, deleted confirmed, their logo
 * uploaded to app-logo); the categories.
 */
export default function AppsScreen({ t: adminT, notify }: ScreenProps) {
  const t = adminT as Translate<AppsAdminMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  const act = (action: AdminAppAction): Promise<unknown> => {
    const { id, reviewId } = action.app;
    switch (action.type) {
      case 'approve':
        return adminApi.post(withId('/admin/review/{id}/approve', reviewId!), { silent: true });
      case 'reject':
        return adminApi.post(withId('/admin/review/{id}/reject', reviewId!), { json: { reason: action.reason }, silent: true });
      case 'feature':
      case 'unfeature':
        return adminApi.post(withId('/admin/apps/{id}/terms', id), { json: { featured: action.type === 'feature' }, silent: true });
      case 'terms':
        return adminApi.post(withId('/admin/apps/{id}/terms', id), { json: action.terms, silent: true });
      case 'disable':
        return adminApi.post(withId('/admin/apps/{id}/disabled', id), { json: { disabled: true, reason: action.reason }, silent: true });
      case 'enable':
        return adminApi.post(withId('/admin/apps/{id}/disabled', id), { json: { disabled: false }, silent: true });
      case 'remove': {
        const { request, changes } = officialAppRemoval(t, action.app);
        return confirmed(request, changes);
      }
    }
  };
  const loadCategories = () => adminApi.get('/admin/app-categories', { silent: true });
  return (
    <AppsAdminScreen
      t={t}
      notify={notify}
      formatTime={formatShanghaiTime}
      services={{
        loadApps: (query) => adminApi.get('/admin/apps', { query, silent: true }),
        act,
        loadModels: async () => {
          const { models } = await adminApi.get('/admin/models', { silent: true });
          return models.filter((model) => model.isEnabled).map((model) => ({ model: model.model, name: model.modelName }));
        },
        loadUsage: (app) => adminApi.get(withId('/admin/apps/{id}/usage', app.id), { silent: true }),
        loadCategories,
        uploadLogo: (file) => uploadFile('app-logo', file),
        saveOfficial: ({ id, body }) =>
          id === null
            ? adminApi.post('/admin/apps', { json: body, silent: true })
            : adminApi.post(withId('/admin/apps/{id}', id), { json: body, silent: true }),
        saveCategory: ({ id, body }) =>
          id === null
            ? adminApi.post('/admin/app-categories', { json: body, silent: true })
            : adminApi.post(withId('/admin/app-categories/{id}', id), { json: body, silent: true }),
        removeCategory: (category) => {
          const { request, changes } = appCategoryDeletion(t, category);
          return confirmed(request, changes);
        },
      }}
    />
  );
}
