import { Badge, Button, Switch, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import { FormDialog } from '../FormDialog';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import { appCategoriesMachine, maxAppCategoryName, type AppCategoriesSnapshot, type AppCategorySave } from './appCategories.machine';
import * as appsCss from './appsAdmin.css';
import type { AppsAdminMessageKey } from './messages';
import type { AdminAppCategory } from './officialApp.machine';

type Key = AppsAdminMessageKey | AdminMessageKey;
type Send = ReturnType<typeof useMachine<typeof appCategoriesMachine>>[1];

export interface AppCategoriesServices {
  /** GET /admin/app-categories. */
  loadCategories: () => Promise<AdminAppCategory[]>;
  /** POST /admin/app-categories (id null) or /admin/app-categories/:id. */
  saveCategory: (save: AppCategorySave) => Promise<AdminAppCategory>;
  /** DELETE /api/admin/app-categories/:id through the two-step confirmation. */
  removeCategory: (category: AdminAppCategory) => Promise<unknown>;
}

interface AppCategoriesPanelProps {
  t: Translate<Key>;
  services: AppCategoriesServices;
  notify: (notice: Notice<Key>) => void;
}

/** The categories in the users' order with their app counts, state and 角色分类 mark; 新建分类 and 编辑 in a dialog; 删除 confirmed. */
export function AppCategoriesPanel({ t, services, notify }: AppCategoriesPanelProps) {
  const [state, send] = useMachine(
    appCategoriesMachine.provide({
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
      <div className={appsCss.panel}>
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      </div>
    );
  }
  return (
    <div className={appsCss.panel}>
      <div className={css.screenHeader}>
        <p className={css.note}>{t('admin.apps.categoriesNote')}</p>
        <Button variant="primary" isDisabled={loading} onPress={() => send({ type: 'category.new' })}>
          {t('admin.apps.categoryNew')}
        </Button>
      </div>
      <Table aria-label={t('admin.apps.categories')}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.apps.categoryName')}</TableColumn>
          <TableColumn>{t('admin.apps.categorySort')}</TableColumn>
          <TableColumn>{t('admin.apps.categoryApps')}</TableColumn>
          <TableColumn>{t('admin.apps.categoryState')}</TableColumn>
          <TableColumn>{t('admin.apps.categoryActions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : categories}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t('admin.apps.categoryNone')}
          dependencies={[t, busy]}
        >
          {(category) => (
            <TableRow id={category.id}>
              <TableCell>{category.name}</TableCell>
              <TableCell noWrap>{String(category.sort)}</TableCell>
              <TableCell noWrap>{String(category.apps)}</TableCell>
              <TableCell noWrap>
                <span className={css.nameCell}>
                  <Badge size="sm" tone={category.enabled ? 'success' : 'neutral'}>
                    {t(category.enabled ? 'admin.apps.categoryEnabled' : 'admin.apps.categoryDisabled')}
                  </Badge>
                  {category.role ? (
                    <Badge size="sm" tone="accent">
                      {t('admin.apps.categoryRole')}
                    </Badge>
                  ) : null}
                </span>
              </TableCell>
              <TableCell noWrap>
                <span className={css.rowActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={busy}
                    aria-label={t('admin.apps.categoryEditNamed', { name: category.name })}
                    onPress={() => send({ type: 'category.edit', id: category.id })}
                  >
                    {t('admin.apps.categoryEdit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={busy}
                    aria-label={t('admin.apps.categoryDeleteNamed', { name: category.name })}
                    onPress={() => send({ type: 'category.delete', id: category.id })}
                  >
                    {t('admin.apps.categoryDelete')}
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

function CategoryDialog({ t, state, send }: { t: Translate<Key>; state: AppCategoriesSnapshot; send: Send }) {
  const { draft, errors, saveError } = state.context;
  const error = (field: 'name' | 'sort') => fieldError(t, errors[field] ? { key: errors[field] } : null);
  return (
    <FormDialog
      isOpen={state.matches('editing')}
      pending={state.matches({ editing: 'saving' })}
      title={t(draft.id === null ? 'admin.apps.categoryNew' : 'admin.apps.categoryEditTitle')}
      closeLabel={t('admin.confirm.close')}
      cancelLabel={t('admin.apps.cancel')}
      submitLabel={t('admin.apps.save')}
      pendingLabel={t('admin.apps.saving')}
      onCancel={() => send({ type: 'draft.cancel' })}
      onSubmit={() => send({ type: 'draft.submit' })}
    >
      <TextField
        label={t('admin.apps.categoryName')}
        maxLength={maxAppCategoryName}
        value={draft.name}
        onChange={(value) => send({ type: 'draft.change', field: 'name', value })}
        {...error('name')}
      />
      <TextField
        label={t('admin.apps.categorySort')}
        description={t('admin.apps.categorySortNote')}
        inputMode="numeric"
        value={draft.sort}
        onChange={(value) => send({ type: 'draft.change', field: 'sort', value })}
        {...error('sort')}
      />
      <div className={css.switches}>
        <Switch isSelected={draft.enabled} onChange={(value) => send({ type: 'draft.switch', field: 'enabled', value })}>
          {t('admin.apps.categoryEnabled')}
        </Switch>
        <Switch
          isSelected={draft.role}
          description={t('admin.apps.categoryRoleNote')}
          onChange={(value) => send({ type: 'draft.switch', field: 'role', value })}
        >
          {t('admin.apps.categoryRole')}
        </Switch>
      </div>
      {saveError ? (
        <p className={css.formError} role="alert">
          {messageText(t, saveError)}
        </p>
      ) : null}
    </FormDialog>
  );
}
