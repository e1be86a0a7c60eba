import {
  Button,
  Dialog,
  Modal,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Tag,
  TagGroup,
  TextArea,
  TextField,
} from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { memo } from 'react';
import { fromPromise } from 'xstate';
import { fieldError } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import { messageText, type Notice } from '../../session/notify';
import * as css from '../admin.css';
import type { AdminMessageKey } from '../messages';
import * as drawingCss from './drawingAdmin.css';
import type { DrawingAdminMessageKey } from './messages';
import {
  type LibraryDraft,
  type LibraryField,
  type LibraryPrompt,
  type LibrarySave,
  promptLibraryAdminMachine,
  type PromptLibraryAdminSnapshot,
  promptLimits,
  type PromptCategory,
} from './promptLibraryAdmin.machine';
import { LoadFailed } from '../LoadFailed';

type Key = DrawingAdminMessageKey | AdminMessageKey;
type Send = ReturnType<typeof useMachine<typeof promptLibraryAdminMachine>>[1];

export interface PromptLibraryAdminServices {
  /** GET /admin/drawing/prompt-categories. */
  loadCategories: () => Promise<PromptCategory[]>;
  /** GET /admin/drawing/prompts?categoryId=. */
  loadPrompts: (categoryId: number) => Promise<LibraryPrompt[]>;
  /** POST /admin/drawing/prompt-categories[/:id] or /admin/drawing/prompts[/:id]. */
  save: (save: LibrarySave) => Promise<PromptCategory | LibraryPrompt>;
  /** DELETE …/prompt-categories/:id through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  removeCategory: (category: PromptCategory) => Promise<unknown>;
  /** DELETE …/prompts/:id through the two-step confirmation. */
  removePrompt: (prompt: LibraryPrompt) => Promise<unknown>;
}

export interface PromptLibraryAdminScreenProps {
  t: Translate<Key>;
  services: PromptLibraryAdminServices;
  notify: (notice: Notice<Key>) => void;
}

/** 提示词库: the categories as chips (arrows move, Space picks), the chosen one's prompts in a table, one dialog for both. */
export function PromptLibraryAdminScreen({ t, services, notify }: PromptLibraryAdminScreenProps) {
  const [state, send] = useMachine(
    promptLibraryAdminMachine.provide({
      actors: {
        loadCategories: fromPromise(() => services.loadCategories()),
        loadPrompts: fromPromise(({ input }) => services.loadPrompts(input)),
        save: fromPromise(({ input }) => services.save(input)),
        removeCategory: fromPromise(({ input }) => services.removeCategory(input)),
        removePrompt: fromPromise(({ input }) => services.removePrompt(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { categories, selectedId, loadError } = state.context;
  const loading = state.matches('loading');
  const busy = !state.matches('ready');
  const selected = categories.find((category) => category.id === selectedId) ?? null;
  return (
    <div className={css.screen}>
      <div className={css.screenHeader}>
        <h1 className={css.screenTitle}>{t('admin.prompts.title')}</h1>
        {state.matches('failed') ? null : (
          <Button variant="primary" isDisabled={busy} onPress={() => send({ type: 'category.new' })}>
            {t('admin.prompts.newCategory')}
          </Button>
        )}
      </div>
      <p className={css.note}>{t('admin.prompts.intro')}</p>
      {state.matches('failed') ? (
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      ) : loading ? (
        <p className={css.muted} role="status">
          {t('admin.loading')}
        </p>
      ) : categories.length === 0 ? (
        <p className={css.muted}>{t('admin.prompts.noCategories')}</p>
      ) : (
        <>
          <div className={css.toolbar}>
            <TagGroup
              label={t('admin.prompts.categories')}
              items={categories}
              selectedKeys={selectedId === null ? [] : [selectedId]}
              onSelectionChange={(keys) => {
                const id = keys === 'all' ? undefined : [...keys][0];
                if (id !== undefined) send({ type: 'category.select', id: Number(id) });
              }}
            >
              {(category) => (
                <Tag id={category.id} textValue={category.name}>
                  {t('admin.prompts.categoryChip', { name: category.name, count: category.prompts })}
                </Tag>
              )}
            </TagGroup>
          </div>
          {selected ? (
            <section className={css.section} aria-label={t('admin.prompts.table', { name: selected.name })}>
              <div className={css.screenHeader}>
                <h2 className={css.sectionTitle}>{selected.name}</h2>
                <span className={css.rowActions}>
                  <Button variant="secondary" size="sm" isDisabled={busy} onPress={() => send({ type: 'category.edit', id: selected.id })}>
                    {t('admin.prompts.editCategory')}
                  </Button>
                  <Button variant="secondary" size="sm" isDisabled={busy} onPress={() => send({ type: 'category.delete', id: selected.id })}>
                    {t('admin.prompts.deleteCategory')}
                  </Button>
                  <Button variant="primary" size="sm" isDisabled={busy} onPress={() => send({ type: 'prompt.new' })}>
                    {t('admin.prompts.newPrompt')}
                  </Button>
                </span>
              </div>
              <PromptsTable t={t} state={state} categoryName={selected.name} busy={busy} send={send} />
            </section>
          ) : null}
        </>
      )}
      <LibraryFormDialog t={t} state={state} send={send} />
    </div>
  );
}

interface PromptsTableProps {
  t: Translate<Key>;
  state: PromptLibraryAdminSnapshot;
  categoryName: string;
  busy: boolean;
  send: Send;
}

/** The chosen category's prompts: title, the prompt itself, sort, and the row's actions. */
const PromptsTable = memo(function PromptsTable({ t, state, categoryName, busy, send }: PromptsTableProps) {
  const { prompts, promptsError } = state.context;
  const loading = state.matches('loadingPrompts');
  if (promptsError && !loading) {
    return (
      <div role="alert" className={css.form}>
        <p className={css.formError}>{messageText(t, promptsError)}</p>
        <div className={css.actions}>
          <Button onPress={() => send({ type: 'retry' })}>{t('admin.retry')}</Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <Table aria-label={t('admin.prompts.table', { name: categoryName })}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.prompts.titleField')}</TableColumn>
          <TableColumn>{t('admin.prompts.prompt')}</TableColumn>
          <TableColumn>{t('admin.prompts.sort')}</TableColumn>
          <TableColumn>{t('admin.prompts.actions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={loading ? [] : prompts}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t('admin.prompts.empty')}
          dependencies={[t, busy]}
        >
          {(prompt) => (
            <TableRow id={prompt.id}>
              <TableCell>{prompt.title}</TableCell>
              <TableCell>
                <span className={drawingCss.promptText}>{prompt.prompt}</span>
              </TableCell>
              <TableCell noWrap>{String(prompt.sort)}</TableCell>
              <TableCell noWrap>
                <span className={css.rowActions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={busy}
                    aria-label={t('admin.prompts.editNamed', { name: prompt.title })}
                    onPress={() => send({ type: 'prompt.edit', id: prompt.id })}
                  >
                    {t('admin.prompts.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={busy}
                    aria-label={t('admin.prompts.deleteNamed', { name: prompt.title })}
                    onPress={() => send({ type: 'prompt.delete', id: prompt.id })}
                  >
                    {t('admin.prompts.delete')}
                  </Button>
                </span>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {loading ? null : <span className={css.muted}>{t('admin.prompts.total', { total: prompts.length })}</span>}
    </>
  );
});

/** One dialog for a category (name, sort) or a prompt (category, title, prompt, sort); Enter in a field saves. */
function LibraryFormDialog({ t, state, send }: { t: Translate<Key>; state: PromptLibraryAdminSnapshot; send: Send }) {
  const saving = state.matches('saving');
  const open = saving || state.matches('editing');
  const { draft, errors, submitError, editing, categories } = state.context;
  const change = (values: Partial<LibraryDraft>) => send({ type: 'form.change', values });
  const error = (field: LibraryField) => fieldError(t, errors[field] ? { key: errors[field] } : null);
  const isCategory = editing?.target === 'category';
  const title = isCategory
    ? editing.id === null
      ? 'admin.prompts.createCategoryTitle'
      : 'admin.prompts.editCategoryTitle'
    : editing?.id === null
      ? 'admin.prompts.createPromptTitle'
      : 'admin.prompts.editPromptTitle';
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && !saving && send({ type: 'form.cancel' })}
      isKeyboardDismissDisabled={saving}
      size={isCategory ? 'sm' : 'md'}
    >
      <form
        noValidate
        className={css.dialogForm}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <Dialog
          title={t(title)}
          closeLabel={t('admin.prompts.close')}
          footer={
            <>
              <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'form.cancel' })}>
                {t('admin.prompts.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={saving} pendingLabel={t('admin.prompts.saving')}>
                {t('admin.prompts.save')}
              </Button>
            </>
          }
        >
          <div className={css.form}>
            {isCategory ? (
              <TextField
                label={t('admin.prompts.name')}
                maxLength={promptLimits.name}
                value={draft.name}
                onChange={(name) => change({ name })}
                {...error('name')}
              />
            ) : (
              <>
                <Select
                  label={t('admin.prompts.category')}
                  value={draft.categoryId === null ? null : String(draft.categoryId)}
                  onChange={(id) => id !== null && change({ categoryId: Number(id) })}
                  {...error('categoryId')}
                >
                  {categories.map((category) => (
                    <SelectItem key={category.id} id={String(category.id)} textValue={category.name}>
                      {category.name}
                    </SelectItem>
                  ))}
                </Select>
                <TextField
                  label={t('admin.prompts.titleField')}
                  maxLength={promptLimits.title}
                  value={draft.title}
                  onChange={(value) => change({ title: value })}
                  {...error('title')}
                />
                <TextArea
                  label={t('admin.prompts.prompt')}
                  description={t('admin.prompts.promptNote')}
                  rows={5}
                  maxLength={promptLimits.prompt}
                  value={draft.prompt}
                  onChange={(prompt) => change({ prompt })}
                  {...error('prompt')}
                />
              </>
            )}
            <TextField
              label={t('admin.prompts.sort')}
              description={t('admin.prompts.sortNote')}
              inputMode="numeric"
              value={draft.sort}
              onChange={(sort) => change({ sort })}
              {...error('sort')}
            />
            {submitError ? (
              <p className={css.formError} role="alert">
                {messageText(t, submitError)}
              </p>
            ) : null}
          </div>
        </Dialog>
      </form>
    </Modal>
  );
}
