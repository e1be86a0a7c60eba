import { Button, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import { FormDialog } from '../FormDialog';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import * as marketCss from './marketAdmin.css';
import {
  marketCategoriesMachine,
  maxCategoryName,
  type MarketCategoriesSnapshot,
  type MarketCategory,
  type MarketCategorySave,
} from './marketCategories.machine';
import type { MarketAdminMessageKey } from './messages';

type Key = MarketAdminMessageKey | AdminMessageKey;
type Send = ReturnType<typeof useMachine<typeof marketCategoriesMachine>>[1];

export interface MarketCategoriesServices {
  /** GET /admin/market/categories. */
  loadCategories: () => Promise<MarketCategory[]>;
  /** POST /admin/market/categories (id null) or /admin/market/categories/:id. */
  saveCategory: (save: MarketCategorySave) => Promise<MarketCategory>;
  /** DELETE /api/admin/market/categories/:id through the two-step confirmation. */
  removeCategory: (category: MarketCategory) => Promise<unknown>;
}

interface MarketCategoriesPanelProps {
  t: Translate<Key>;
  services: MarketCategoriesServices;
  notify: (notice: Notice<Key>) => void;
}

/** The categories in the users' order with their share counts; 新建分类 and 编辑 in a dialog; 删除 confirmed. */
export function MarketCategoriesPanel({ t, services, notify }: MarketCategoriesPanelProps) {
  const [state, send] = useMachine(
    marketCategoriesMachine.provide({
      actors: {
        load: fromPromise(() => services.loadCategories()),
        save: fromPromise(({ input }) => services.saveCategory(input)),
        remove: fromPromise(({ input }) => services.removeCategory(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { categories, loadError } = state.context;
  const loading = state.matches('loading');
  const busy = state.matches('deleting');
  if (state.matches('failed')) {
    return (
      <div className={marketCss.panel}>
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      </div>
    );
  }
  return (
    <div className={marketCss.panel}>
      <div className={css.screenHeader}>
        <p className={css.note}>{t('admin.market.categoriesNote')}</p>
        <Button variant="primary" isDisabled={loading} onPress={() => send({ type: 'category.new' })}>
          {t('admin.market.categoryNew')}
        </Button>
      </div>
      <Table aria-label={t('admin.market.categories')}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.market.categoryName')}</TableColumn>
          <TableColumn>{t('admin.market.categorySort')}</TableColumn>
          <TableColumn>{t('admin.market.categoryItems')}</TableColumn>
          <TableColumn>{t('admin.market.categoryActions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : categories}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t('admin.market.categoryNone')}
          dependencies={[t, busy]}
        >
          {(category) => (
            <TableRow id={category.id}>
              <TableCell>{category.name}</TableCell>
              <TableCell noWrap>{String(category.sort)}</TableCell>
              <TableCell noWrap>{String(category.items)}</TableCell>
              <TableCell noWrap>
                <span className={css.rowActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={busy}
                    aria-label={t('admin.market.categoryEditNamed', { name: category.name })}
                    onPress={() => send({ type: 'category.edit', id: category.id })}
                  >
                    {t('admin.market.categoryEdit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={busy}
                    aria-label={t('admin.market.categoryDeleteNamed', { name: category.name })}
                    onPress={() => send({ type: 'category.delete', id: category.id })}
                  >
                    {t('admin.market.categoryDelete')}
                  </Button>
                </span>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <CategoryDialog t={t} state={state} send={send} />
    </div>
  );
}

function CategoryDialog({ t, state, send }: { t: Translate<Key>; state: MarketCategoriesSnapshot; send: Send }) {
  const saving = state.matches({ editing: 'saving' });
  const { draft, errors, saveError } = state.context;
  const error = (field: 'name' | 'sort') => fieldError(t, errors[field] ? { key: errors[field] } : null);
  return (
    <FormDialog
      isOpen={state.matches('editing')}
      pending={saving}
      title={t(draft.id === null ? 'admin.market.categoryNew' : 'admin.market.categoryEditTitle')}
      closeLabel={t('admin.confirm.close')}
      cancelLabel={t('admin.market.cancel')}
      submitLabel={t('admin.market.save')}
      pendingLabel={t('admin.market.saving')}
      onCancel={() => send({ type: 'draft.cancel' })}
      onSubmit={() => send({ type: 'draft.submit' })}
    >
      <TextField
        label={t('admin.market.categoryName')}
        maxLength={maxCategoryName}
        value={draft.name}
        onChange={(value) => send({ type: 'draft.change', field: 'name', value })}
        {...error('name')}
      />
      <TextField
        label={t('admin.market.categorySort')}
        description={t('admin.market.categorySortNote')}
        inputMode="numeric"
        value={draft.sort}
        onChange={(value) => send({ type: 'draft.change', field: 'sort', value })}
        {...error('sort')}
      />
      {saveError ? (
        <p className={css.formError} role="alert">
          {messageText(t, saveError)}
        </p>
      ) : null}
    </FormDialog>
  );
}
