import type { JSONContent } from '@lingxi/rich-text';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AssistAction, AssistFrame, Note, NoteSaveBody, SaveFailure } from './workspaceTypes';
import { saveFailureOf } from './workspaceTypes';

/** Where the assist's answer goes when taken: after the selection (续写, 总结) or over it (润色). */
export interface AssistRange {
  from: number;
  to: number;
}

interface NoteEditorContext {
  note: Note;
  /** What the editor holds now (saved or not). */
  title: string;
  doc: JSONContent;
  /** Bumped when the document is replaced from outside (a reload after a conflict): the view resets its editor. */
  revision: number;
  /** Edited while a save was in flight: another save follows it. */
  editedSinceSave: boolean;
  saveError: string;
  assist: { action: AssistAction; range: AssistRange; text: string; error: string } | null;
}

type NoteEditorEvent =
  | { type: 'edit'; title: string; doc: JSONContent }
  | { type: 'save.retry' }
  | { type: 'reload' }
  | { type: 'assist.start'; action: AssistAction; selection: string; range: AssistRange }
  | { type: 'assist.delta'; delta: string }
  | { type: 'assist.done' }
  | { type: 'assist.failed'; message: string }
  | { type: 'assist.stop' }
  | { type: 'assist.accept' }
  | { type: 'assist.discard' };

type AssistInput = { noteId: number; action: AssistAction; selection: string };

/** Reads the assist stream into events; leaving the state that runs it aborts the request. */
export const assistStream = (run: (body: AssistInput, signal: AbortSignal) => AsyncIterable<AssistFrame>) =>
  fromCallback<NoteEditorEvent, AssistInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    void (async () => {
      try {
        for await (const frame of run(input, controller.signal)) {
          if (frame.type === 'delta') sendBack({ type: 'assist.delta', delta: frame.delta });
          else if (frame.type === 'error') return sendBack({ type: 'assist.failed', message: frame.message });
          else return sendBack({ type: 'assist.done' });
        }
        // A stream that ended without its last line was cut.
        sendBack({ type: 'assist.failed', message: '' });
      } catch (error) {
        if (!controller.signal.aborted) sendBack({ type: 'assist.failed', message: error instanceof Error ? error.message : '' });
      }
    })();
    return () => controller.abort();
  });

const saveBody = (context: NoteEditorContext): NoteSaveBody => ({
  id: context.note.id,
  kbId: context.note.kbId,
  title: context.title,
  doc: context.doc,
  version: context.note.version,
});

/**
 * One open note (docs/knowledge.md "Notes"): edits are saved `autosave` after typing stops (保存中, 已保存); a save
 * refused because another copy saved first is 冲突 (刷新 loads the latest); no connection is 离线, tried again every
 * `offlineRetry` and on 重试; edits made meanwhile are never dropped. Beside it, the assist: 续写, 总结 or 润色 streams
 * into a preview, 停止 keeps what came, 采用 (the view inserts it as one undo step) or 放弃.
 */
export const noteEditorMachine = setup({
  types: { context: {} as NoteEditorContext, events: {} as NoteEditorEvent, input: {} as { note: Note } },
  actors: {
    saveNote: fromPromise<Note, NoteSaveBody>(() => Promise.reject(new Error('noteEditor: provide saveNote'))),
    loadNote: fromPromise<Note, number>(() => Promise.reject(new Error('noteEditor: provide loadNote'))),
    assist: assistStream(() => {
      throw new Error('noteEditor: provide assist');
    }),
  },
  actions: {
    keepEdit: assign(({ event }) => (event.type === 'edit' ? { title: event.title, doc: event.doc } : {})),
  },
  guards: {
    assistEmpty: ({ context }) => !context.assist?.text,
  },
  delays: { autosave: 1500, offlineRetry: 5000 },
}).createMachine({
  id: 'noteEditor',
  type: 'parallel',
  context: ({ input }) => ({
    note: input.note,
    title: input.note.title,
    doc: input.note.doc,
    revision: 0,
    editedSinceSave: false,
    saveError: '',
    assist: null,
  }),
  states: {
    save: {
      initial: 'saved',
      states: {
        saved: { on: { edit: { target: 'dirty', actions: 'keepEdit' } } },
        dirty: {
          on: { edit: { target: 'dirty', reenter: true, actions: 'keepEdit' } },
          after: { autosave: 'saving' },
        },
        saving: {
          entry: assign({ editedSinceSave: false }),
          on: { edit: { actions: ['keepEdit', assign({ editedSinceSave: true })] } },
          invoke: {
            src: 'saveNote',
            input: ({ context }) => saveBody(context),
            onDone: [
              { guard: ({ context }) => context.editedSinceSave, target: 'dirty', actions: assign({ note: ({ event }) => event.output }) },
              { target: 'saved', actions: assign({ note: ({ event }) => event.output }) },
            ],
            onError: [
              { guard: ({ event }) => saveFailureOf(event.error).kind === 'conflict', target: 'conflict' },
              { guard: ({ event }) => saveFailureOf(event.error).kind === 'offline', target: 'offline' },
              {
                target: 'failed',
                actions: assign({ saveError: ({ event }) => (saveFailureOf(event.error) as Extract<SaveFailure, { kind: 'refused' }>).message }),
              },
            ],
          },
        },
        offline: {
          on: { edit: { actions: 'keepEdit' }, 'save.retry': 'saving' },
          after: { offlineRetry: 'saving' },
        },
        failed: {
          on: { edit: { target: 'dirty', actions: 'keepEdit' }, 'save.retry': 'saving' },
        },
        // Another copy saved first. Typing on would only widen the gap: the editor is read-only until 刷新.
        conflict: { on: { reload: 'reloading' } },
        reloading: {
          invoke: {
            src: 'loadNote',
            input: ({ context }) => context.note.id,
            onDone: {
              target: 'saved',
              actions: assign({
                note: ({ event }) => event.output,
                title: ({ event }) => event.output.title,
                doc: ({ event }) => event.output.doc,
                revision: ({ context }) => context.revision + 1,
              }),
            },
            onError: 'conflict',
          },
        },
      },
    },
    assist: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'assist.start': {
              target: 'running',
              actions: assign({ assist: ({ event }) => ({ action: event.action, range: event.range, text: '', error: '' }) }),
            },
          },
        },
        running: {
          invoke: {
            src: 'assist',
            input: ({ context, event }) => ({
              noteId: context.note.id,
              action: context.assist!.action,
              selection: event.type === 'assist.start' ? event.selection : '',
            }),
          },
          on: {
            'assist.delta': { actions: assign({ assist: ({ context, event }) => ({ ...context.assist!, text: context.assist!.text + event.delta }) }) },
            'assist.done': 'ready',
            'assist.failed': { target: 'failed', actions: assign({ assist: ({ context, event }) => ({ ...context.assist!, error: event.message }) }) },
            'assist.stop': [{ guard: 'assistEmpty', target: 'idle', actions: assign({ assist: null }) }, { target: 'ready' }],
          },
        },
        ready: {
          on: {
            'assist.accept': { target: 'idle', actions: assign({ assist: null }) },
            'assist.discard': { target: 'idle', actions: assign({ assist: null }) },
          },
        },
        failed: {
          on: {
            'assist.discard': { target: 'idle', actions: assign({ assist: null }) },
            'assist.start': {
              target: 'running',
              actions: assign({ assist: ({ event }) => ({ action: event.action, range: event.range, text: '', error: '' }) }),
            },
          },
        },
      },
    },
  },
});
