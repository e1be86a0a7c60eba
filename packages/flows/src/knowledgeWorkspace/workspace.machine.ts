import { assign, fromPromise, setup } from 'xstate';
import { emptyNoteDoc, type KnowledgeBase, type Note, type NoteSummary } from './workspaceTypes';

interface WorkspaceContext {
  bases: KnowledgeBase[];
  kbId: number | null;
  notes: NoteSummary[];
  open: Note | null;
  /** The note being deleted. */
  deleting: number | null;
  /** The server's words for the last refusal (creating a base or a note, deleting one). */
  error: string;
  /** A note the address names (a cited note's 打开笔记): opened in its base once the bases are known. */
  linked: number | null;
}

type WorkspaceEvent =
  | { type: 'base.select'; kbId: number }
  | { type: 'base.create'; name: string }
  | { type: 'note.open'; id: number }
  | { type: 'note.create' }
  | { type: 'note.delete'; id: number }
  | { type: 'note.saved'; note: Note }
  | { type: 'note.close' }
  | { type: 'retry' };

const summaryOf = ({ doc: _doc, ...summary }: Note): NoteSummary => summary;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/**
 * The notes workspace (/knowledge/workspace): the caller's bases (the first chosen; 新建知识库 when there is none),
 * the chosen base's notes, last changed first, and the open note. 新建笔记 saves a blank note and opens it; a save
 * in the editor moves its note to the top with its new title and excerpt.
 */
export const workspaceMachine = setup({
  types: { context: {} as WorkspaceContext, events: {} as WorkspaceEvent, input: {} as { openNoteId?: number | null } | undefined },
  actors: {
    listBases: fromPromise<KnowledgeBase[]>(() => Promise.reject(new Error('workspace: provide listBases'))),
    createBase: fromPromise<KnowledgeBase, string>(() => Promise.reject(new Error('workspace: provide createBase'))),
    listNotes: fromPromise<NoteSummary[], number>(() => Promise.reject(new Error('workspace: provide listNotes'))),
    loadNote: fromPromise<Note, number>(() => Promise.reject(new Error('workspace: provide loadNote'))),
    createNote: fromPromise<Note, number>(() => Promise.reject(new Error('workspace: provide createNote'))),
    deleteNote: fromPromise<void, number>(() => Promise.reject(new Error('workspace: provide deleteNote'))),
  },
  guards: {
    otherBase: ({ context, event }) => event.type === 'base.select' && event.kbId !== context.kbId,
  },
}).createMachine({
  id: 'knowledgeWorkspace',
  context: ({ input }) => ({ bases: [], kbId: null, notes: [], open: null, deleting: null, error: '', linked: input?.openNoteId ?? null }),
  initial: 'loadingBases',
  states: {
    loadingBases: {
      invoke: {
        src: 'listBases',
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'noBase', actions: assign({ bases: [] }) },
          {
            guard: ({ context }) => context.linked !== null,
            target: 'openingLinked',
            actions: assign({ bases: ({ event }) => event.output, kbId: ({ event }) => event.output[0]!.id }),
          },
          { target: 'base', actions: assign({ bases: ({ event }) => event.output, kbId: ({ event }) => event.output[0]!.id }) },
        ],
        onError: 'basesFailed',
      },
    },
    /** The linked note, opened in its own base; gone or another's, the first base shows as usual. */
    openingLinked: {
      invoke: {
        src: 'loadNote',
        input: ({ context }) => context.linked!,
        onDone: {
          target: 'base',
          actions: assign({
            kbId: ({ context, event }) => (context.bases.some((base) => base.id === event.output.kbId) ? event.output.kbId : context.kbId),
            open: ({ context, event }) => (context.bases.some((base) => base.id === event.output.kbId) ? event.output : null),
            linked: null,
          }),
        },
        onError: { target: 'base', actions: assign({ linked: null }) },
      },
    },
    basesFailed: { on: { retry: 'loadingBases' } },
    noBase: { on: { 'base.create': 'creatingBase' } },
    creatingBase: {
      entry: assign({ error: '' }),
      invoke: {
        src: 'createBase',
        input: ({ event }) => (event.type === 'base.create' ? event.name : ''),
        onDone: { target: 'base', actions: assign({ bases: ({ context, event }) => [event.output, ...context.bases], kbId: ({ event }) => event.output.id }) },
        onError: [
          { guard: ({ context }) => context.bases.length === 0, target: 'noBase', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          { target: 'base', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        ],
      },
    },
    base: {
      initial: 'loading',
      on: {
        'base.select': { guard: 'otherBase', target: '.loading', actions: assign({ kbId: ({ event }) => event.kbId, open: null }) },
        'base.create': '#knowledgeWorkspace.creatingBase',
      },
      states: {
        loading: {
          entry: assign({ notes: [] }),
          invoke: {
            src: 'listNotes',
            input: ({ context }) => context.kbId!,
            onDone: { target: 'ready', actions: assign({ notes: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        failed: { on: { retry: 'loading' } },
        ready: {
          initial: 'idle',
          on: {
            'note.open': { target: '.opening' },
            'note.create': { target: '.creating' },
            'note.delete': { target: '.deleting', actions: assign({ deleting: ({ event }) => event.id }) },
            'note.close': { target: '.idle', actions: assign({ open: null }) },
            'note.saved': {
              actions: assign({
                notes: ({ context, event }) => [summaryOf(event.note), ...context.notes.filter((note) => note.id !== event.note.id)],
                open: ({ context, event }) => (context.open?.id === event.note.id ? event.note : context.open),
              }),
            },
          },
          states: {
            idle: {},
            opening: {
              invoke: {
                src: 'loadNote',
                input: ({ event }) => (event.type === 'note.open' ? event.id : 0),
                onDone: { target: 'idle', actions: assign({ open: ({ event }) => event.output }) },
                onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
              },
            },
            creating: {
              entry: assign({ error: '' }),
              invoke: {
                src: 'createNote',
                input: ({ context }) => context.kbId!,
                onDone: {
                  target: 'idle',
                  actions: assign({ open: ({ event }) => event.output, notes: ({ context, event }) => [summaryOf(event.output), ...context.notes] }),
                },
                onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
              },
            },
            deleting: {
              entry: assign({ error: '' }),
              invoke: {
                src: 'deleteNote',
                input: ({ context }) => context.deleting!,
                onDone: {
                  target: 'idle',
                  actions: assign({
                    notes: ({ context }) => context.notes.filter((note) => note.id !== context.deleting),
                    open: ({ context }) => (context.open?.id === context.deleting ? null : context.open),
                    deleting: null,
                  }),
                },
                onError: { target: 'idle', actions: assign({ error: ({ event }) => messageOf(event.error), deleting: null }) },
              },
            },
          },
        },
      },
    },
  },
});

/** A new note as 新建笔记 saves it: untitled, one empty paragraph. */
export const blankNote = (kbId: number) => ({ kbId, title: '', doc: emptyNoteDoc, version: 0 });
