import {
  type AdminMessageKey,
  type MarketAdminMessageKey,
  type MarketItemAction,
  MarketAdminScreen,
  marketCategoryDeletion,
  marketItemRemoval,
  useConfirmed,
} from '@lingxi/flows/admin';
import type { Translate } from '@lingxi/flows/i18n';
import { adminApi } from '../adminApi';
import type { ScreenProps } from '../AdminShell';
import { formatShanghaiTime } from '../formatTime';

/** A contract path with its {id} filled in: typed by the contract's spelling, sent to the item's address. */
const withId = <P extends string>(path: P, id: number) => path.replace('{id}', String(id)) as P;

/**
 * 画廊管理: shares by status (GET /admin/market/items); 通过 and 驳回 through the review queue (the pending item's
 * review id), 推荐, 下架 / 重新上架, 移出画廊 (confirmed); the categories; the review switch and share reward.
 */
export default function MarketScreen({ t: adminT, notify }: ScreenProps) {
  const t = adminT as Translate<MarketAdminMessageKey | AdminMessageKey>;
  const confirmed = useConfirmed();
  const act = (action: MarketItemAction): Promise<unknown> => {
    const { id, reviewId } = action.item;
    switch (action.type) {
      case 'approve':
        return adminApi.post(withId('/admin/review/{id}/approve', reviewId!), { silent: true });
      case 'reject':
        return adminApi.post(withId('/admin/review/{id}/reject', reviewId!), { json: { reason: action.reason }, silent: true });
      case 'feature':
      case 'unfeature':
        return adminApi.post(withId('/admin/market/items/{id}/featured', id), { json: { featured: action.type === 'feature' }, silent: true });
      case 'hide':
      case 'show':
        return adminApi.post(withId('/admin/market/items/{id}/hidden', id), { json: { hidden: action.type === 'hide' }, silent: true });
      case 'remove': {
        const { request, changes } = marketItemRemoval(t, action.item);
        return confirmed(request, changes);
      }
    }
  };
  return (
    <MarketAdminScreen
      t={t}
      notify={notify}
      formatTime={formatShanghaiTime}
      services={{
        loadItems: (query) => adminApi.get('/admin/market/items', { query, silent: true }),
        act,
        loadCategories: () => adminApi.get('/admin/market/categories', { silent: true }),
        saveCategory: ({ id, body }) =>
          id === null
            ? adminApi.post('/admin/market/categories', { json: body, silent: true })
            : adminApi.post(withId('/admin/market/categories/{id}', id), { json: body, silent: true }),
        removeCategory: (category) => {
          const { request, changes } = marketCategoryDeletion(t, category);
          return confirmed(request, changes);
        },
        loadSettings: () => adminApi.get('/admin/market/settings', { silent: true }),
        saveSettings: (changes) => adminApi.post('/admin/market/settings', { json: changes, silent: true }),
      }}
    />
  );
}
