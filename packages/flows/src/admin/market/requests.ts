import type { Translate } from '../../i18n';
import type { ChangeLine, ConfirmRequest } from '../adminConfirm.machine';
import type { AdminMessageKey } from '../messages';
import type { MarketCategory } from './marketCategories.machine';
import type { MarketAdminItem } from './marketItems.machine';
import type { MarketAdminMessageKey } from './messages';

type Key = MarketAdminMessageKey | AdminMessageKey;

const cut = (text: string, length: number) => ([...text].length > length ? `${[...text].slice(0, length).join('')}…` : text);

/** DELETE /api/admin/market/items/:id through the confirmation: the share, its author, its likes and its prompt (60 characters). */
export const marketItemRemoval = (t: Translate<Key>, item: MarketAdminItem): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/market/items/${item.id}` },
  changes: [
    {
      label: t('admin.market.removeLine', { id: item.id, user: item.username }),
      after: t('admin.market.removeAfter', { likes: item.agreeNum, prompt: cut(item.originPrompt || item.prompt, 60) }),
    },
  ],
});

/** DELETE /api/admin/market/categories/:id through the confirmation: the category and how many shares lose it. */
export const marketCategoryDeletion = (t: Translate<Key>, category: MarketCategory): { request: ConfirmRequest; changes: ChangeLine[] } => ({
  request: { method: 'DELETE', path: `/api/admin/market/categories/${category.id}` },
  changes: [{ label: t('admin.market.categoryDeleteLine'), after: t('admin.market.categoryDeleteAfter', { name: category.name, count: category.items }) }],
});
