import {
  Badge,
  type BadgeTone,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  formatFileSize,
  IconButton,
  Modal,
  ProgressBar,
  Select,
  SelectItem,
  Skeleton,
  SkeletonGroup,
  TextField,
} from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { FileText, Library, Plus, RotateCcw, Trash2, Upload } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FileTrigger, useLocale } from 'react-aria-components';
import type { Translate } from '../i18n';
import { type MessageRef, messageText, type Notice } from '../session/notify';
import { acceptedDocTypes, type DocumentStatus, type KnowledgeDocsServices, type KnowledgeDocument } from './docsTypes';
import * as css from './KnowledgeDocs.css';
import { provideKnowledgeDocs } from './knowledgeDocs.machine';
import type { DocsMessageKey } from './messages';
import { UploadProgressDialog } from './UploadProgressDialog';

export interface KnowledgeDocsProps {
  t: Translate<DocsMessageKey>;
  services: KnowledgeDocsServices;
  /** Documents are the caller's own: a visitor is asked to log in (the app remounts the panel once they have). */
  isLoggedIn: boolean;
  /** The base chosen last time (the app remembers it from `onBaseChange`). */
  kbId?: number | null;
  onLogin(): void;
  /** Shows a notice (a toast in the app): a refused 重试 or 删除, 加载更多 failing. */
  notify(notice: Notice<DocsMessageKey>): void;
  /** The chosen base changed (and when the panel first chooses one). */
  onBaseChange?(kbId: number): void;
  /** The panel's heading level (2 under the page's h1). */
  headingLevel?: 1 | 2 | 3;
}

const statusTones: Record<DocumentStatus, BadgeTone> = {
  queued: 'neutral',
  extracting: 'info',
  chunking: 'info',
  embedding: 'accent',
  ready: 'success',
  failed: 'danger',
};

/**
 * Focuses `pick()` once focus is lost (on the body): at once, or when the confirmation still holding it has closed (its
 * own restoring finds the removed row's button gone). Focus the user moved elsewhere is left alone.
 */
function focusOnceFree(pick: () => HTMLElement | null | undefined, frames = 60) {
  const active = document.activeElement;
  if (active === null || active === document.body) pick()?.focus();
  else if (frames > 0 && active.closest('[role="alertdialog"]')) requestAnimationFrame(() => focusOnceFree(pick, frames - 1));
}

function statusText(t: Translate<DocsMessageKey>, doc: KnowledgeDocument): string {
  switch (doc.status) {
    case 'queued':
      return t('docs.status.queued');
    case 'extracting':
    case 'chunking':
      return t('docs.status.extracting');
    case 'embedding':
      return t('docs.status.embedding', { progress: doc.progress });
    case 'ready':
      return t('docs.status.ready');
    case 'failed':
      return t('docs.status.failed');
  }
}

/**
 * The documents panel of /knowledge/agent: the knowledge base picker (知识库, 新建), the chosen base's documents newest
 * first with their size, pages and indexing status (排队中, 解析中, 向量化 n%, 已完成, 失败 with the reason and 重试),
 * 删除 with a confirmation, 加载更多, and 上传文档 with the upload progress dialog. Statuses refresh every second while
 * any document is being indexed.
 */
export function KnowledgeDocs({ t, services, isLoggedIn, kbId, onLogin, notify, onBaseChange, headingLevel = 2 }: KnowledgeDocsProps) {
  const actor = useActorRef(
    useMemo(() => provideKnowledgeDocs(services), [services]),
    { input: { isLoggedIn, kbId } },
  );
  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      if (event.type === 'notify') notify(event.notice);
      else if (event.type === 'bases.changed') services.basesChanged?.(event.bases);
      else onBaseChange?.(event.kbId);
    });
    return () => subscription.unsubscribe();
  }, [actor, notify, onBaseChange, services]);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { bases, docs, count, uploads, busyDoc, createError } = state.context;
  const [deleting, setDeleting] = useState<KnowledgeDocument | null>(null);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const retry = () => actor.send({ type: 'retry' });
  const sectionRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // 删除 removes the row whose button had focus: focus goes on to the row that takes its place (or 上传文档).
  const deleted = useRef<{ id: number; docs: KnowledgeDocument[] } | null>(null);
  useLayoutEffect(() => {
    const removed = deleted.current;
    if (!removed || docs.some((doc) => doc.id === removed.id)) return;
    deleted.current = null;
    const at = removed.docs.findIndex((doc) => doc.id === removed.id);
    focusOnceFree(() => {
      const rows = listRef.current?.querySelectorAll(':scope > li') ?? [];
      const buttons = rows[Math.min(at, rows.length - 1)]?.querySelectorAll('button');
      return buttons?.[buttons.length - 1] ?? sectionRef.current?.querySelector('button');
    });
  }, [docs]);

  if (state.matches('visitor'))
    return (
      <div className={css.panel}>
        <EmptyState
          icon={<Library size={40} />}
          title={t('docs.loginTitle')}
          description={t('docs.intro')}
          headingLevel={headingLevel}
          action={<Button onPress={onLogin}>{t('docs.login')}</Button>}
        />
      </div>
    );
  if (state.matches('loadingBases'))
    return (
      <div className={css.panel}>
        <SkeletonGroup isBusy label={t('docs.loading')}>
          <Skeleton height={40} />
          <Skeleton height={56} />
          <Skeleton height={72} />
          <Skeleton height={72} />
        </SkeletonGroup>
      </div>
    );
  if (state.matches('basesFailed'))
    return (
      <div className={css.panel}>
        <LoadFailed t={t} onRetry={retry} />
      </div>
    );
  if (state.matches('noBase') || state.matches('creatingFirst'))
    return (
      <div className={css.panel}>
        <EmptyState
          icon={<Library size={40} />}
          title={t('docs.noBase')}
          description={t('docs.noBaseHint')}
          headingLevel={headingLevel}
          action={
            <BaseNameForm
              t={t}
              error={createError}
              isPending={state.matches('creatingFirst')}
              onSubmit={(name) => actor.send({ type: 'base.create', name })}
              submitLabel={t('docs.createBase')}
            />
          }
        />
      </div>
    );

  const busy = state.matches({ base: { row: 'idle' } }) ? null : busyDoc;
  const uploading = state.matches({ base: { upload: 'sending' } }) || state.matches({ base: { upload: 'next' } });
  const docList = (): ReactNode => {
    if (state.matches({ base: { docs: 'loading' } }))
      return (
        <SkeletonGroup isBusy label={t('docs.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={72} />
          ))}
        </SkeletonGroup>
      );
    if (state.matches({ base: { docs: 'failed' } })) return <LoadFailed t={t} onRetry={retry} />;
    if (docs.length === 0)
      return (
        <EmptyState icon={<FileText size={32} />} title={t('docs.empty')} description={t('docs.emptyHint')} headingLevel={(headingLevel + 1) as 2 | 3 | 4} />
      );
    return (
      <>
        <p className={css.count}>{t('docs.count', { count })}</p>
        <ul ref={listRef} className={css.list} aria-label={t('docs.list')}>
          {docs.map((doc) => (
            <DocRow
              key={doc.id}
              t={t}
              doc={doc}
              busy={busy}
              isRetrying={busy === doc.id && state.matches({ base: { row: 'retrying' } })}
              onRetry={() => actor.send({ type: 'doc.retry', id: doc.id })}
              onDelete={() => setDeleting(doc)}
            />
          ))}
        </ul>
        {docs.length < count ? (
          <div className={css.more}>
            <Button
              variant="secondary"
              pendingLabel={t('docs.pending')}
              isPending={state.matches({ base: { docs: { ready: 'loadingMore' } } })}
              onPress={() => actor.send({ type: 'docs.more' })}
            >
              {t('docs.more')}
            </Button>
          </div>
        ) : null}
      </>
    );
  };

  return (
    <section ref={sectionRef} className={css.panel} aria-labelledby={headingId}>
      <div className={css.header}>
        <div className={css.headings}>
          <Heading id={headingId} className={css.heading}>
            {t('docs.title')}
          </Heading>
          <p className={css.intro}>{t('docs.intro')}</p>
        </div>
        <FileTrigger
          acceptedFileTypes={[...acceptedDocTypes]}
          allowsMultiple
          onSelect={(list) => {
            if (list) actor.send({ type: 'upload.files', files: Array.from(list) });
          }}
        >
          <Button variant="primary">
            <Upload size={16} aria-hidden="true" className={css.buttonIcon} />
            {t('docs.upload')}
          </Button>
        </FileTrigger>
      </div>
      <p className={css.hint}>{t('docs.uploadHint')}</p>
      <div className={css.baseRow}>
        <div className={css.grow}>
          <Select
            label={t('docs.base')}
            items={bases}
            selectedKey={state.context.kbId}
            onSelectionChange={(key) => actor.send({ type: 'base.select', kbId: Number(key) })}
          >
            {(base) => (
              <SelectItem id={base.id} textValue={base.name}>
                {base.name}
              </SelectItem>
            )}
          </Select>
        </div>
        <Button variant="secondary" onPress={() => actor.send({ type: 'base.new' })}>
          <Plus size={16} aria-hidden="true" className={css.buttonIcon} />
          {t('docs.newBase')}
        </Button>
      </div>
      {docList()}
      <Modal
        size="sm"
        isDismissable
        isOpen={!state.matches({ base: { create: 'closed' } })}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'base.new.cancel' });
        }}
      >
        <Dialog title={t('docs.createBase')} closeLabel={t('docs.close')}>
          <BaseNameForm
            t={t}
            error={createError}
            isPending={state.matches({ base: { create: 'creating' } })}
            onSubmit={(name) => actor.send({ type: 'base.create', name })}
            submitLabel={t('docs.createBase')}
            focusOnMount
          />
        </Dialog>
      </Modal>
      <UploadProgressDialog
        t={t}
        isOpen={!state.matches({ base: { upload: 'idle' } })}
        uploads={uploads}
        isUploading={uploading}
        onCancel={() => actor.send({ type: 'upload.cancel' })}
        onClose={() => actor.send({ type: 'upload.close' })}
        onRemove={(id) => actor.send({ type: 'upload.remove', id })}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        tone="danger"
        title={t('docs.deleteTitle')}
        message={t('docs.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('docs.delete')}
        cancelLabel={t('docs.cancel')}
        onConfirm={() => {
          if (!deleting) return;
          deleted.current = { id: deleting.id, docs };
          actor.send({ type: 'doc.delete', id: deleting.id });
        }}
      />
    </section>
  );
}

function LoadFailed({ t, onRetry }: { t: Translate<DocsMessageKey>; onRetry(): void }) {
  return (
    <p className={css.failed} role="alert">
      <span>{t('docs.loadFailed')}</span>
      <Button size="sm" variant="secondary" onPress={onRetry}>
        {t('docs.retry')}
      </Button>
    </p>
  );
}

interface BaseNameFormProps {
  t: Translate<DocsMessageKey>;
  error: MessageRef<DocsMessageKey> | null;
  isPending: boolean;
  submitLabel: string;
  onSubmit(name: string): void;
  /** Focus the name field when shown (the dialog opens for it). */
  focusOnMount?: boolean;
}

/** 知识库名称 and its button; the machine checks the name (请输入知识库名称, 知识库名称最多30个字符) and shows the server's refusal. */
function BaseNameForm({ t, error, isPending, submitLabel, onSubmit, focusOnMount }: BaseNameFormProps) {
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(name);
  };
  return (
    <form className={css.form} onSubmit={submit} noValidate>
      <div className={css.grow}>
        <TextField
          label={t('docs.baseName')}
          placeholder={t('docs.basePlaceholder')}
          value={name}
          onChange={setName}
          isInvalid={error !== null}
          errorMessage={error ? messageText(t, error) : undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog opens for this one field
          autoFocus={focusOnMount}
        />
      </div>
      <div className={css.formButton}>
        <Button type="submit" pendingLabel={t('docs.pending')} isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface DocRowProps {
  t: Translate<DocsMessageKey>;
  doc: KnowledgeDocument;
  /** The document whose 重试 or 删除 is under way: the other rows' buttons wait. */
  busy: number | null;
  isRetrying: boolean;
  onRetry(): void;
  onDelete(): void;
}

function DocRow({ t, doc, busy, isRetrying, onRetry, onDelete }: DocRowProps) {
  const { locale } = useLocale();
  const nameId = useId();
  const meta = [formatFileSize(doc.size, locale)];
  if (doc.pages !== null) meta.push(t('docs.pages', { count: doc.pages }));
  if (doc.status === 'ready' && doc.chunks > 0) meta.push(t('docs.chunks', { count: doc.chunks }));
  const waiting = busy !== null && busy !== doc.id;
  const rowRef = useRef<HTMLLIElement>(null);
  // 重试 leaves with the failure: focus goes on to the row's 删除.
  const previous = useRef(doc.status);
  useLayoutEffect(() => {
    if (previous.current === 'failed' && doc.status !== 'failed' && document.activeElement === document.body) {
      const buttons = rowRef.current?.querySelectorAll('button');
      buttons?.[buttons.length - 1]?.focus();
    }
    previous.current = doc.status;
  }, [doc.status]);
  return (
    <li ref={rowRef} className={css.row} data-status={doc.status}>
      <FileText size={20} aria-hidden="true" className={css.rowIcon} />
      <div className={css.rowBody}>
        <span id={nameId} className={css.rowName} title={doc.name}>
          {doc.name}
        </span>
        <span className={css.rowMeta}>{meta.join(' · ')}</span>
        <div className={css.rowStatus}>
          <Badge tone={statusTones[doc.status]} size="sm">
            {statusText(t, doc)}
          </Badge>
          {doc.status === 'embedding' ? (
            <div className={css.rowProgress}>
              <ProgressBar aria-labelledby={nameId} value={doc.progress} size="sm" />
            </div>
          ) : null}
        </div>
        {doc.status === 'failed' ? <p className={css.rowError}>{doc.error || t('docs.failedReason')}</p> : null}
      </div>
      <div className={css.rowActions}>
        {doc.status === 'failed' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('docs.retryLabel', { name: doc.name })}
            pendingLabel={t('docs.pending')}
            isPending={isRetrying}
            isDisabled={waiting}
            onPress={onRetry}
          >
            <RotateCcw size={14} aria-hidden="true" className={css.buttonIcon} />
            {t('docs.retry')}
          </Button>
        ) : null}
        <IconButton
          size="sm"
          variant="quiet"
          icon={Trash2}
          label={t('docs.deleteLabel', { name: doc.name })}
          pendingLabel={t('docs.pending')}
          isPending={busy === doc.id && !isRetrying}
          isDisabled={waiting}
          onPress={onDelete}
        />
      </div>
    </li>
  );
}
