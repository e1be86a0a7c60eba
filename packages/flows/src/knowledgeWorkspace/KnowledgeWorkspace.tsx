import { Button, ConfirmDialog, EmptyState, IconButton, Select, SelectItem, Skeleton, SkeletonGroup, TextField } from '@lingxi/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, NotebookPen, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Translate } from '../i18n';
import * as css from './KnowledgeWorkspace.css';
import type { WorkspaceMessageKey } from './messages';
import { NoteEditor } from './NoteEditor';
import { blankNote, workspaceMachine } from './workspace.machine';
import type { KnowledgeBase, Note, NoteSummary, WorkspaceServices } from './workspaceTypes';

export interface KnowledgeWorkspaceProps {
  t: Translate<WorkspaceMessageKey>;
  services: WorkspaceServices;
  /** A refusal in the server's words (creating a base or a note, deleting one). */
  notifyError(message: string): void;
  /** Notes are the caller's own: a visitor is asked to log in (the app remounts this once they have). */
  loggedIn: boolean;
  requestLogin(): void;
  /** A note to open at once (/knowledge/workspace?note=id, from a cited note's 打开笔记). */
  openNoteId?: number | null;
}

const provide = (services: WorkspaceServices, notifyError: (message: string) => void) => {
  const reporting =
    <I, O>(run: (input: I) => Promise<O>) =>
    async ({ input }: { input: I }) => {
      try {
        return await run(input);
      } catch (error) {
        if (error instanceof Error && error.message) notifyError(error.message);
        throw error;
      }
    };
  return workspaceMachine.provide({
    actors: {
      listBases: fromPromise<KnowledgeBase[]>(() => services.listBases()),
      createBase: fromPromise<KnowledgeBase, string>(reporting((name: string) => services.createBase(name))),
      listNotes: fromPromise<NoteSummary[], number>(({ input }) => services.listNotes(input)),
      loadNote: fromPromise<Note, number>(reporting((id: number) => services.loadNote(id))),
      createNote: fromPromise<Note, number>(reporting((kbId: number) => services.saveNote(blankNote(kbId)))),
      deleteNote: fromPromise<void, number>(reporting((id: number) => services.deleteNote(id))),
    },
  });
};

/**
 * /knowledge/workspace: the caller's knowledge bases, the chosen one's notes (新建笔记, 删除 with a confirmation) and
 * the open note's editor. On a phone the list and the note take turns (返回笔记列表).
 */
export function KnowledgeWorkspace({ loggedIn, requestLogin, ...props }: KnowledgeWorkspaceProps) {
  if (loggedIn) return <Workspace {...props} />;
  return (
    <div className={css.main} data-note-open="true">
      <EmptyState
        icon={<NotebookPen size={40} />}
        title={props.t('notes.loginTitle')}
        description={props.t('notes.intro')}
        headingLevel={1}
        action={<Button onPress={requestLogin}>{props.t('notes.login')}</Button>}
      />
    </div>
  );
}

function Workspace({ t, services, notifyError, openNoteId }: Omit<KnowledgeWorkspaceProps, 'loggedIn' | 'requestLogin'>) {
  const workspace = useActorRef(
    useMemo(() => provide(services, notifyError), [services, notifyError]),
    { input: { openNoteId } },
  );
  const state = useSelector(workspace, (snapshot) => snapshot);
  const { bases, kbId, notes, open } = state.context;
  const [baseName, setBaseName] = useState('');
  const [deleting, setDeleting] = useState<NoteSummary | null>(null);
  const onSaved = useCallback((note: Note) => workspace.send({ type: 'note.saved', note }), [workspace]);
  const titleOf = (note: Pick<NoteSummary, 'title'>) => note.title || t('notes.untitled');

  const createBase = (event: FormEvent) => {
    event.preventDefault();
    if (baseName.trim()) workspace.send({ type: 'base.create', name: baseName.trim() });
  };
  const baseForm = (
    <form className={css.row} onSubmit={createBase}>
      <div className={css.grow}>
        <TextField label={t('notes.baseName')} placeholder={t('notes.basePlaceholder')} value={baseName} maxLength={30} onChange={setBaseName} />
      </div>
      <Button type="submit" pendingLabel={t('notes.pending')} isPending={state.matches('creatingBase')} isDisabled={!baseName.trim()}>
        {t('notes.createBase')}
      </Button>
    </form>
  );

  if (state.matches('loadingBases') || state.matches('openingLinked'))
    return (
      <SkeletonGroup isBusy label={t('notes.loading')}>
        <div className={css.workspace}>
          <Skeleton height={320} />
          <Skeleton height={480} />
        </div>
      </SkeletonGroup>
    );
  if (state.matches('basesFailed'))
    return (
      <div className={css.workspace}>
        <p className={css.failed} role="alert">
          <span>{t('notes.loadFailed')}</span>
          <Button size="sm" variant="secondary" onPress={() => workspace.send({ type: 'retry' })}>
            {t('notes.retry')}
          </Button>
        </p>
      </div>
    );
  if (state.matches('noBase') || (state.matches('creatingBase') && bases.length === 0))
    return (
      <div className={css.main} data-note-open="true">
        <EmptyState icon={<NotebookPen size={40} />} title={t('notes.noBase')} description={t('notes.noBaseHint')} headingLevel={1} action={baseForm} />
      </div>
    );

  const noteList = () => {
    if (state.matches({ base: 'loading' }))
      return (
        <SkeletonGroup isBusy label={t('notes.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={56} />
          ))}
        </SkeletonGroup>
      );
    if (state.matches({ base: 'failed' }))
      return (
        <p className={css.failed} role="alert">
          <span>{t('notes.loadFailed')}</span>
          <Button size="sm" variant="secondary" onPress={() => workspace.send({ type: 'retry' })}>
            {t('notes.retry')}
          </Button>
        </p>
      );
    if (notes.length === 0) return <p className={css.status}>{t('notes.empty')}</p>;
    return (
      <ul className={css.list} aria-label={t('notes.list')}>
        {notes.map((note) => (
          <li key={note.id} className={css.item} data-current={open?.id === note.id}>
            <button
              type="button"
              className={css.itemButton}
              aria-current={open?.id === note.id ? 'true' : undefined}
              onClick={() => workspace.send({ type: 'note.open', id: note.id })}
            >
              <span className={css.itemTitle}>{titleOf(note)}</span>
              {note.excerpt ? <span className={css.itemExcerpt}>{note.excerpt}</span> : null}
            </button>
            <IconButton size="sm" variant="quiet" icon={Trash2} label={t('notes.deleteLabel', { title: titleOf(note) })} onPress={() => setDeleting(note)} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={css.workspace} data-note-open={open !== null}>
      <aside className={css.aside}>
        <h1 className={css.heading}>{t('notes.title')}</h1>
        <p className={css.intro}>{t('notes.intro')}</p>
        <Select
          label={t('notes.base')}
          items={bases}
          selectedKey={kbId}
          onSelectionChange={(key) => workspace.send({ type: 'base.select', kbId: Number(key) })}
        >
          {(base) => (
            <SelectItem id={base.id} textValue={base.name}>
              {base.name}
            </SelectItem>
          )}
        </Select>
        <Button
          variant="primary"
          pendingLabel={t('notes.pending')}
          isPending={state.matches({ base: { ready: 'creating' } })}
          isDisabled={!state.matches({ base: 'ready' })}
          onPress={() => workspace.send({ type: 'note.create' })}
        >
          <Plus size={16} aria-hidden="true" className={css.buttonIcon} />
          {t('notes.new')}
        </Button>
        {noteList()}
      </aside>
      <div className={css.main}>
        {open ? (
          <>
            <div className={css.back}>
              <Button size="sm" variant="quiet" onPress={() => workspace.send({ type: 'note.close' })}>
                <ArrowLeft size={16} aria-hidden="true" className={css.buttonIcon} />
                {t('notes.back')}
              </Button>
            </div>
            <NoteEditor key={open.id} t={t} note={open} services={services} onSaved={onSaved} />
          </>
        ) : (
          <EmptyState icon={<NotebookPen size={40} />} title={t('notes.pick')} headingLevel={2} />
        )}
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
        tone="danger"
        title={t('notes.deleteTitle')}
        message={t('notes.deleteConfirm', { title: deleting ? titleOf(deleting) : '' })}
        confirmLabel={t('notes.delete')}
        cancelLabel={t('notes.cancel')}
        onConfirm={() => {
          if (deleting) workspace.send({ type: 'note.delete', id: deleting.id });
        }}
      />
    </div>
  );
}
