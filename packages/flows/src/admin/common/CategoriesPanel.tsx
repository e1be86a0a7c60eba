import { Badge, Button, Switch, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow, TextField } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as css from '../admin.css';
import { FormDialog } from '../FormDialog';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import type {
  CategoriesMachine,
  CategoryDraft,
  CategoryMachineKey,
  CategoryRow,
  CategorySave,
  CategorySwitchField,
  CategoryTextField,
} from './categories.machine';
import * as commonCss from './common.css';
import { FormError, RowActions } from './controls';

type CategoryPanelName =
  | 'categories'
  | 'categoriesNote'
  | 'categoryNew'
  | 'categoryName'
  | 'categorySort'
  | 'categorySortNote'
  | 'categoryState'
  | 'categoryEnabled'
  | 'categoryDisabled'
  | 'categoryActions'
  | 'categoryNone'
  | 'categoryEdit'
  | 'categoryEditNamed'
  | 'categoryEditTitle'
  | 'categoryDelete'
  | 'categoryDeleteNamed'
  | 'cancel'
  | 'save'
  | 'saving';
/** The panel's texts in a kind's catalog, by its prefix (admin.apps.categoryName …), and its machine's. */
export type CategoryPanelKey<Prefix extends string> = CategoryMachineKey<Prefix> | `${Prefix}.${CategoryPanelName}`;

export interface CategoriesServices<Row, Body> {
  /** GET of the kind's categories. */
  loadCategories: () => Promise<Row[]>;
  /** POST a new one (id null) or a change. */
  saveCategory: (save: CategorySave<Body>) => Promise<Row>;
  /** DELETE through the two-step confirmation. */
  removeCategory: (category: Row) => Promise<unknown>;
}

/** A kind's own fields in the form: its draft, how a field changes and its message. */
interface CategoryForm<Draft, Key extends string> {
  draft: Draft;
  change: (field: CategoryTextField<Draft>, value: string) => void;
  toggle: (field: CategorySwitchField<Draft>, value: boolean) => void;
  error: (field: CategoryTextField<Draft>) => ReturnType<typeof fieldError<Key>>;
}

export interface CategoriesPanelProps<Row extends CategoryRow, Draft extends CategoryDraft, Body, Prefix extends string, Key extends string> {
  t: Translate<Key | CategoryPanelKey<Prefix> | AdminMessageKey>;
  prefix: Prefix;
  machine: CategoriesMachine<Row, Draft, Body, Prefix, Key>;
  services: CategoriesServices<Row, Body>;
  notify: (notice: Notice<Key | CategoryPanelKey<Prefix> | AdminMessageKey>) => void;
  /** The longest name the server takes. */
  maxName: number;
  /** The column of what each holds: its header and a row's number. */
  count: { label: Key; of: (row: Row) => number };
  /** Marks beside a row's 启用 / 停用. */
  badges?: (row: Row) => ReactNode;
  /** The kind's fields after the order (text fields). */
  fields?: (form: CategoryForm<Draft, Key | CategoryPanelKey<Prefix> | AdminMessageKey>) => ReactNode;
  /** The kind's switches after 启用. */
  switches?: (form: CategoryForm<Draft, Key | CategoryPanelKey<Prefix> | AdminMessageKey>) => ReactNode;
}

/**
 * A kind of category in the back office: the table in the users' order (name, order, what each holds, state), 新建分类
 * and 编辑 in one dialog, 删除 confirmed — the view of `createCategoriesMachine`. Its texts are the kind's catalog's
 * under its prefix.
 */
export function CategoriesPanel<Row extends CategoryRow, Draft extends CategoryDraft, Body, Prefix extends string, Key extends string>({
  t,
  prefix,
  machine,
  services,
  notify,
  maxName,
  count,
  badges,
  fields,
  switches,
}: CategoriesPanelProps<Row, Draft, Body, Prefix, Key>) {
  type Texts = Key | CategoryPanelKey<Prefix> | AdminMessageKey;
  const [state, send] = useMachine(
    machine.provide({
      actors: {
        load: fromPromise(() => services.loadCategories()),
        save: fromPromise(({ input }: { input: CategorySave<Body> }) => services.saveCategory(input)),
        remove: fromPromise(({ input }: { input: Row }) => services.removeCategory(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const text = (name: CategoryPanelName, values?: Record<string, string>) => t(`${prefix}.${name}`, values);
  const { categories, loadError, draft, errors, saveError } = state.context;
  const loading = state.matches('loading');
  const busy = state.matches('deleting');
  if (state.matches('failed')) {
    return (
      <div className={commonCss.panel}>
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      </div>
    );
  }
  const form: CategoryForm<Draft, Texts> = {
    draft,
    change: (field, value) => send({ type: 'draft.change', field, value }),
    toggle: (field, value) => send({ type: 'draft.switch', field, value }),
    error: (field) => fieldError(t, errors[field] ? { key: errors[field] } : null),
  };
  return (
    <div className={commonCss.panel}>
      <div className={css.screenHeader}>
        <p className={css.note}>{text('categoriesNote')}</p>
        <Button variant="primary" isDisabled={loading} onPress={() => send({ type: 'category.new' })}>
          {text('categoryNew')}
        </Button>
      </div>
      <Table aria-label={text('categories')}>
        <TableHeader>
          <TableColumn isRowHeader>{text('categoryName')}</TableColumn>
          <TableColumn>{text('categorySort')}</TableColumn>
          <TableColumn>{t(count.label)}</TableColumn>
          <TableColumn>{text('categoryState')}</TableColumn>
          <TableColumn>{text('categoryActions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : categories}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={text('categoryNone')}
          dependencies={[t, busy]}
        >
          {(category) => (
            <TableRow id={category.id}>
              <TableCell>{category.name}</TableCell>
              <TableCell noWrap>{String(category.sort)}</TableCell>
              <TableCell noWrap>{String(count.of(category))}</TableCell>
              <TableCell noWrap>
                <span className={css.nameCell}>
                  <Badge size="sm" tone={category.enabled ? 'success' : 'neutral'}>
                    {text(category.enabled ? 'categoryEnabled' : 'categoryDisabled')}
                  </Badge>
                  {badges?.(category)}
                </span>
              </TableCell>
              <TableCell noWrap>
                <RowActions
                  isDisabled={busy}
                  actions={[
                    {
                      label: text('categoryEdit'),
                      named: text('categoryEditNamed', { name: category.name }),
                      onPress: () => send({ type: 'category.edit', id: category.id }),
                    },
                    {
                      label: text('categoryDelete'),
                      named: text('categoryDeleteNamed', { name: category.name }),
                      onPress: () => send({ type: 'category.delete', id: category.id }),
                    },
                  ]}
                />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <FormDialog
        isOpen={state.matches('editing')}
        pending={state.matches({ editing: 'saving' })}
        title={text(draft.id === null ? 'categoryNew' : 'categoryEditTitle')}
        closeLabel={t('admin.confirm.close')}
        cancelLabel={text('cancel')}
        submitLabel={text('save')}
        pendingLabel={text('saving')}
        onCancel={() => send({ type: 'draft.cancel' })}
        onSubmit={() => send({ type: 'draft.submit' })}
      >
        <TextField
          label={text('categoryName')}
          maxLength={maxName}
          value={draft.name}
          onChange={(value) => form.change('name' as CategoryTextField<Draft>, value)}
          {...form.error('name' as CategoryTextField<Draft>)}
        />
        <TextField
          label={text('categorySort')}
          description={text('categorySortNote')}
          inputMode="numeric"
          value={draft.sort}
          onChange={(value) => form.change('sort' as CategoryTextField<Draft>, value)}
          {...form.error('sort' as CategoryTextField<Draft>)}
        />
        {fields?.(form)}
        <div className={css.switches}>
          <Switch isSelected={draft.enabled} onChange={(value) => form.toggle('enabled' as CategorySwitchField<Draft>, value)}>
            {text('categoryEnabled')}
          </Switch>
          {switches?.(form)}
        </div>
        <FormError t={t} error={saveError} />
      </FormDialog>
    </div>
  );
}
