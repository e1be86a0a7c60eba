import { Badge, Pagination, Switch, TextArea, TextField } from '@lingxi/ui';
import { Button, Table, TableBody, TableCell, TableColumn, TableHeader, TableRow } from '@lingxi/ui';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fieldError, SubmitForm } from '../../formRow/FormRow';
import type { Translate } from '../../i18n';
import type { Notice } from '../../session/notify';
import * as css from '../admin.css';
import * as commonCss from '../common/common.css';
import { FormError, NamedSelect, RowActions } from '../common/controls';
import { FormDialog } from '../FormDialog';
import { LoadFailed } from '../LoadFailed';
import type { AdminMessageKey } from '../messages';
import type { ChatPromptCategory } from './chatPromptCategories.machine';
import * as promptsCss from './chatPrompts.css';
import {
  chatPromptLimits,
  chatPromptsMachine,
  chatPromptsPageSize,
  type AdminChatPrompt,
  type ChatPromptSave,
  type ChatPromptsPage,
  type ChatPromptsQuery,
  type ChatPromptsSnapshot,
  type ChatPromptTextField,
} from './chatPrompts.machine';
import type { ChatPromptsMessageKey } from './messages';

type Key = ChatPromptsMessageKey | AdminMessageKey;
type Send = ReturnType<typeof useMachine<typeof chatPromptsMachine>>[1];

export interface ChatPromptsServices {
  /** GET /admin/prompt-categories (the filter's and the form's choices). */
  loadCategories: () => Promise<ChatPromptCategory[]>;
  /** GET /admin/prompts. */
  loadPrompts: (query: ChatPromptsQuery) => Promise<ChatPromptsPage>;
  /** POST /admin/prompts (id null) or /admin/prompts/:id. */
  savePrompt: (save: ChatPromptSave) => Promise<AdminChatPrompt>;
  /** POST /admin/prompts/:id {enabled}. */
  setPromptEnabled: (change: { prompt: AdminChatPrompt; enabled: boolean }) => Promise<AdminChatPrompt>;
  /** DELETE /api/admin/prompts/:id through the two-step confirmation (closing it rejects with ConfirmCancelled). */
  removePrompt: (prompt: AdminChatPrompt) => Promise<unknown>;
}

interface ChatPromptsPanelProps {
  t: Translate<Key>;
  services: ChatPromptsServices;
  notify: (notice: Notice<Key>) => void;
}

/** The filter's key for all categories (a category's key is its id). */
const allKey = 'all';
/** A prompt's beginning in the table (its whole text is in the form). */
const preview = (text: string, length = 60) => ([...text].length > length ? `${[...text].slice(0, length).join('')}…` : text);

/** The prompts 20 a page with the category filter, the search, 新建提示词, and each row's switch, 编辑 and 删除. */
export function ChatPromptsPanel({ t, services, notify }: ChatPromptsPanelProps) {
  const [state, send] = useMachine(
    chatPromptsMachine.provide({
      actors: {
        loadCategories: fromPromise(() => services.loadCategories()),
        loadPage: fromPromise(({ input }) => services.loadPrompts(input)),
        save: fromPromise(({ input }) => services.savePrompt(input)),
        setEnabled: fromPromise(({ input }) => services.setPromptEnabled(input)),
        remove: fromPromise(({ input }) => services.removePrompt(input)),
      },
      actions: { notify: (_, notice) => notify(notice) },
    }),
  );
  const { categories, categoryId, keywordDraft, page, result, loadError, acting } = state.context;
  if (state.matches('failed')) {
    return (
      <div className={commonCss.panel}>
        <LoadFailed t={t} error={loadError} onRetry={() => send({ type: 'retry' })} />
      </div>
    );
  }
  const loading = state.matches('loading') || state.matches('loadingPage');
  const busy = !state.matches('ready');
  const filterItems = [
    { id: allKey, name: t('admin.chatPrompts.allCategories') },
    ...categories.map((category) => ({ id: String(category.id), name: category.name })),
  ];
  return (
    <div className={commonCss.panel}>
      <div className={css.screenHeader}>
        <div className={promptsCss.filters}>
          <NamedSelect
            label={t('admin.chatPrompts.filterCategory')}
            value={categoryId === null ? allKey : String(categoryId)}
            onChoose={(key) => send({ type: 'category.filter', id: key === allKey ? null : Number(key) })}
            items={filterItems}
          />
          <SubmitForm className={promptsCss.search} onSubmit={() => send({ type: 'search' })}>
            <TextField
              label={t('admin.chatPrompts.keyword')}
              description={t('admin.chatPrompts.keywordHint')}
              type="search"
              maxLength={chatPromptLimits.keyword}
              value={keywordDraft}
              onChange={(value) => send({ type: 'keyword.change', value })}
            />
          </SubmitForm>
        </div>
        <Button variant="primary" isDisabled={state.matches('loading') || categories.length === 0} onPress={() => send({ type: 'prompt.new' })}>
          {t('admin.chatPrompts.new')}
        </Button>
      </div>
      <Table aria-label={t('admin.chatPrompts.list')}>
        <TableHeader>
          <TableColumn isRowHeader>{t('admin.chatPrompts.column.title')}</TableColumn>
          <TableColumn>{t('admin.chatPrompts.column.category')}</TableColumn>
          <TableColumn>{t('admin.chatPrompts.column.prompt')}</TableColumn>
          <TableColumn>{t('admin.chatPrompts.column.sort')}</TableColumn>
          <TableColumn>{t('admin.chatPrompts.column.enabled')}</TableColumn>
          <TableColumn>{t('admin.chatPrompts.column.actions')}</TableColumn>
        </TableHeader>
        <TableBody
          items={result?.rows ?? []}
          isLoading={loading}
          loadingLabel={t('admin.loading')}
          emptyText={t('admin.chatPrompts.empty')}
          dependencies={[t, busy, acting]}
        >
          {(prompt) => (
            <TableRow id={prompt.id}>
              <TableCell>
                <span className={promptsCss.titleCell}>
                  <span>{prompt.title}</span>
                  {prompt.desc ? <span className={css.muted}>{prompt.desc}</span> : null}
                </span>
              </TableCell>
              <TableCell>
                <Badge size="sm" tone="neutral">
                  {prompt.categoryName}
                </Badge>
              </TableCell>
              <TableCell>
                <span className={promptsCss.promptCell}>{preview(prompt.prompt)}</span>
              </TableCell>
              <TableCell noWrap>{String(prompt.sort)}</TableCell>
              <TableCell noWrap>
                <Switch
                  aria-label={t('admin.chatPrompts.enabledNamed', { title: prompt.title })}
                  isSelected={acting?.id === prompt.id && state.matches('toggling') ? !prompt.enabled : prompt.enabled}
                  isDisabled={busy}
                  onChange={(enabled) => send({ type: 'prompt.toggle', id: prompt.id, enabled })}
                />
              </TableCell>
              <TableCell noWrap>
                <RowActions
                  isDisabled={busy}
                  actions={[
                    {
                      label: t('admin.chatPrompts.edit'),
                      named: t('admin.chatPrompts.editNamed', { title: prompt.title }),
                      onPress: () => send({ type: 'prompt.edit', id: prompt.id }),
                    },
                    {
                      label: t('admin.chatPrompts.remove'),
                      named: t('admin.chatPrompts.removeNamed', { title: prompt.title }),
                      onPress: () => send({ type: 'prompt.delete', id: prompt.id }),
                    },
                  ]}
                />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {result && result.count > 0 ? (
        <Pagination
          page={page}
          onPageChange={(next) => send({ type: 'page', page: next })}
          totalItems={result.count}
          pageSize={chatPromptsPageSize}
          isDisabled={busy}
          aria-label={t('admin.chatPrompts.pagination')}
          previousLabel={t('admin.chatPrompts.previous')}
          nextLabel={t('admin.chatPrompts.next')}
          pageLabel={(n) => t('admin.chatPrompts.page', { page: n })}
          totalLabel={(total) => t('admin.chatPrompts.total', { total })}
        />
      ) : null}
      <ChatPromptDialog t={t} state={state} send={send} categories={categories} />
    </div>
  );
}

function ChatPromptDialog({ t, state, send, categories }: { t: Translate<Key>; state: ChatPromptsSnapshot; send: Send; categories: ChatPromptCategory[] }) {
  const { draft, errors, saveError } = state.context;
  const error = (field: ChatPromptTextField | 'categoryId') => fieldError(t, errors[field] ? { key: errors[field] } : null);
  const text = (field: ChatPromptTextField) => ({
    value: draft[field],
    onChange: (value: string) => send({ type: 'draft.change', field, value }),
    ...error(field),
  });
  return (
    <FormDialog
      isOpen={state.matches('editing')}
      size="md"
      pending={state.matches({ editing: 'saving' })}
      title={t(draft.id === null ? 'admin.chatPrompts.formNew' : 'admin.chatPrompts.formEdit')}
      closeLabel={t('admin.confirm.close')}
      cancelLabel={t('admin.chatPrompts.cancel')}
      submitLabel={t('admin.chatPrompts.save')}
      pendingLabel={t('admin.chatPrompts.saving')}
      onCancel={() => send({ type: 'draft.cancel' })}
      onSubmit={() => send({ type: 'draft.submit' })}
    >
      <NamedSelect
        label={t('admin.chatPrompts.form.category')}
        placeholder={t('admin.chatPrompts.form.categoryRequired')}
        value={draft.categoryId}
        onChoose={(id) => send({ type: 'draft.category', id: Number(id) })}
        items={categories}
        {...error('categoryId')}
      />
      <TextField label={t('admin.chatPrompts.form.title')} description={t('admin.chatPrompts.form.titleNote')} autoComplete="off" {...text('title')} />
      <TextField label={t('admin.chatPrompts.form.desc')} description={t('admin.chatPrompts.form.descNote')} autoComplete="off" {...text('desc')} />
      <TextArea label={t('admin.chatPrompts.form.prompt')} description={t('admin.chatPrompts.form.promptNote')} rows={6} {...text('prompt')} />
      <TextArea label={t('admin.chatPrompts.form.promptEn')} description={t('admin.chatPrompts.form.promptEnNote')} rows={4} {...text('promptEn')} />
      <TextField label={t('admin.chatPrompts.form.sort')} description={t('admin.chatPrompts.form.sortNote')} inputMode="numeric" {...text('sort')} />
      <Switch isSelected={draft.enabled} onChange={(value) => send({ type: 'draft.enabled', value })}>
        {t('admin.chatPrompts.form.enabled')}
      </Switch>
      <FormError t={t} error={saveError} />
    </FormDialog>
  );
}
