import { type JSONContent, richTextExtensions } from '@lingxi/rich-text';
import { Button, TextField } from '@lingxi/ui';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Translate } from '../i18n';
import { FormatToolbar } from './FormatToolbar';
import * as css from './KnowledgeWorkspace.css';
import type { WorkspaceMessageKey } from './messages';
import { type AssistRange, assistStream, noteEditorMachine } from './noteEditor.machine';
import { type AssistAction, assistActions, type Note, type NoteSaveBody, type WorkspaceServices } from './workspaceTypes';

/** What 续写 sends when nothing is selected: the text before the cursor, as far back as this. */
const continueContext = 2000;
/** The most an action sends (the server's limit). */
const maxAssistText = 8000;

export interface NoteEditorProps {
  t: Translate<WorkspaceMessageKey>;
  note: Note;
  services: Pick<WorkspaceServices, 'saveNote' | 'loadNote' | 'assist'>;
  /** A save landed: the list shows the note's new title and excerpt. */
  onSaved(note: Note): void;
}

/** What an action sends and where its answer goes (the selection, else what the action reads without one). */
function assistTarget(editor: Editor, action: AssistAction): { selection: string; range: AssistRange } {
  const { from, to } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, '\n');
  if (selected.trim()) return { selection: selected.slice(0, maxAssistText), range: { from, to } };
  if (action === 'continue') return { selection: editor.state.doc.textBetween(0, to, '\n').slice(-continueContext), range: { from: to, to } };
  const end = editor.state.doc.content.size;
  return { selection: editor.getText({ blockSeparator: '\n' }).slice(0, maxAssistText), range: { from: end, to: end } };
}

/** The answer as the editor's content: one line inline, several as paragraphs. */
function answerContent(text: string): JSONContent[] {
  const lines = text
    .trim()
    .split(/\n+/)
    .filter((line) => line.trim());
  if (lines.length === 1) return [{ type: 'text', text: lines[0]! }];
  return lines.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] }));
}

/**
 * One open note: its title and Tiptap editor (the schema shared with the server, `@lingxi/rich-text`) under its
 * formatting toolbar (格式: FormatToolbar), saved as typing pauses, with the save's state beside the assist's toolbar
 * (续写, 总结, 润色). An answer streams into a preview and is
 * inserted by 采用 in one transaction: one undo step takes it out again.
 */
export function NoteEditor({ t, note, services, onSaved }: NoteEditorProps) {
  const machine = useMemo(
    () =>
      noteEditorMachine.provide({
        actors: {
          saveNote: fromPromise<Note, NoteSaveBody>(({ input }) => services.saveNote(input)),
          loadNote: fromPromise<Note, number>(({ input }) => services.loadNote(input)),
          assist: assistStream((body, signal) => services.assist(body, signal)),
        },
      }),
    [services],
  );
  const actor = useActorRef(machine, { input: { note } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { title, doc, revision, assist, saveError } = state.context;
  const saved = state.context.note;
  const [hasSelection, setHasSelection] = useState(false);

  const locked = state.matches({ save: 'conflict' }) || state.matches({ save: 'reloading' }) || !state.matches({ assist: 'idle' });
  const editor = useEditor({
    extensions: [...richTextExtensions, Placeholder.configure({ placeholder: t('notes.placeholder') })],
    content: doc,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': t('notes.editor'), role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => actor.send({ type: 'edit', title: actor.getSnapshot().context.title, doc: current.getJSON() }),
    onSelectionUpdate: ({ editor: current }) => setHasSelection(!current.state.selection.empty),
  });

  useEffect(() => {
    editor.setEditable(!locked, false);
  }, [editor, locked]);
  // A reload after a conflict replaces the document: the editor starts again from it.
  useEffect(() => {
    if (revision > 0) editor.commands.setContent(doc, { emitUpdate: false });
    // Only a new revision replaces the content; `doc` changes with every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, revision]);
  const lastSaved = useRef(saved.version);
  useEffect(() => {
    if (saved.version === lastSaved.current) return;
    lastSaved.current = saved.version;
    onSaved(saved);
  }, [saved, onSaved]);

  const start = (action: AssistAction) => {
    const target = assistTarget(editor, action);
    actor.send({ type: 'assist.start', action, ...target });
  };
  const accept = () => {
    if (!assist) return;
    const content = answerContent(assist.text);
    const { range, action } = assist;
    // One chain, one transaction: one undo step removes the whole answer.
    if (action === 'polish') editor.chain().focus().insertContentAt(range, content).run();
    else editor.chain().focus().insertContentAt(range.to, content).run();
    actor.send({ type: 'assist.accept' });
  };

  const statusLine = () => {
    if (state.matches({ save: 'conflict' }) || state.matches({ save: 'reloading' }))
      return (
        <p className={css.failed} role="alert">
          <span className={css.statusProblem}>{t('notes.status.conflict')}</span>
          <Button
            size="sm"
            variant="secondary"
            pendingLabel={t('notes.pending')}
            isPending={state.matches({ save: 'reloading' })}
            onPress={() => actor.send({ type: 'reload' })}
          >
            {t('notes.reload')}
          </Button>
        </p>
      );
    if (state.matches({ save: 'offline' }) || state.matches({ save: 'failed' }))
      return (
        <p className={css.failed} role="alert">
          <span className={css.statusProblem}>{state.matches({ save: 'offline' }) ? t('notes.status.offline') : saveError || t('notes.status.failed')}</span>
          <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'save.retry' })}>
            {t('notes.retry')}
          </Button>
        </p>
      );
    const key = state.matches({ save: 'saving' }) ? 'notes.status.saving' : state.matches({ save: 'dirty' }) ? 'notes.status.dirty' : 'notes.status.saved';
    return (
      <p className={css.status} role="status">
        {t(key)}
        {key === 'notes.status.saved' ? ` · ${t(saved.indexed ? 'notes.indexed' : 'notes.indexing')}` : ''}
      </p>
    );
  };

  const running = state.matches({ assist: 'running' });
  return (
    <>
      <TextField
        label={t('notes.noteTitle')}
        value={title}
        maxLength={100}
        isReadOnly={locked}
        placeholder={t('notes.untitled')}
        onChange={(value) => actor.send({ type: 'edit', title: value, doc: editor.getJSON() })}
      />
      <div className={css.row}>
        <div className={css.row} role="group" aria-label={t('notes.assist')}>
          {assistActions.map((action) => (
            <Button key={action} size="sm" variant="secondary" isDisabled={locked || (action === 'polish' && !hasSelection)} onPress={() => start(action)}>
              {t(`notes.assist.${action}`)}
            </Button>
          ))}
          {hasSelection ? null : <span className={css.hint}>{t('notes.assist.needSelection')}</span>}
        </div>
        <div className={css.grow} />
        {statusLine()}
      </div>
      {assist ? (
        <section className={css.preview} aria-label={t('notes.assist.preview', { action: t(`notes.assist.${assist.action}`) })} aria-busy={running}>
          <h2 className={css.previewTitle}>{t('notes.assist.preview', { action: t(`notes.assist.${assist.action}`) })}</h2>
          {state.matches({ assist: 'failed' }) ? (
            <p className={css.statusProblem} role="alert">
              {assist.error || t('notes.assist.failed')}
            </p>
          ) : (
            <p className={css.previewText} aria-live="polite">
              {assist.text || t('notes.assist.writing')}
            </p>
          )}
          <div className={css.row}>
            {running ? (
              <Button size="sm" variant="secondary" onPress={() => actor.send({ type: 'assist.stop' })}>
                {t('notes.assist.stop')}
              </Button>
            ) : null}
            {state.matches({ assist: 'ready' }) ? (
              <Button size="sm" onPress={accept}>
                {t('notes.assist.accept')}
              </Button>
            ) : null}
            {running ? null : (
              <Button size="sm" variant="quiet" onPress={() => actor.send({ type: 'assist.discard' })}>
                {t('notes.assist.discard')}
              </Button>
            )}
          </div>
        </section>
      ) : null}
      <div className={css.editorFrame}>
        <FormatToolbar t={t} editor={editor} isDisabled={locked} />
        <div className={css.editor}>
          <EditorContent editor={editor} />
        </div>
      </div>
    </>
  );
}
