import { assign, emit, fromCallback, fromPromise, raise, setup } from 'xstate';
import { failureMessage, type MessageRef, type Notice } from '../session/notify';
import {
  baseNameProblem,
  type DocumentPage,
  type DocumentProgress,
  docProblem,
  docsPageSize,
  isActive,
  type KnowledgeBase,
  type KnowledgeDocsServices,
  type KnowledgeDocument,
  statusBatch,
} from './docsTypes';
import type { DocsMessageKey } from './messages';

/** How often the list asks where its documents stand while any is being indexed (GET /knowledge/doc/status). */
export const statusPollMs = 1000;

/**
 * A file of the upload progress dialog: waiting its turn, being sent (progress 0–100), uploaded, refused (by the
 * client's check or the server, `error` says why) or cancelled (取消上传).
 */
export const uploadStates = ['waiting', 'sending', 'done', 'refused', 'cancelled'] as const;
export type UploadState = (typeof uploadStates)[number];

export interface UploadEntry {
  id: string;
  file: File;
  /** The base it goes to (the one chosen when it was picked). */
  kbId: number;
  state: UploadState;
  progress: number;
  error: MessageRef<DocsMessageKey> | null;
}

export interface KnowledgeDocsContext {
  isLoggedIn: boolean;
  bases: KnowledgeBase[];
  kbId: number | null;
  /** The chosen base's documents, newest first (the pages loaded so far, and uploads since). */
  docs: KnowledgeDocument[];
  /** All the base's documents, as the server counts them. */
  count: number;
  /** Pages loaded. */
  page: number;
  /** Why the base name was refused (the client's check or the server's words). */
  createError: MessageRef<DocsMessageKey> | null;
  /** The document whose 删除 or 重试 is under way. */
  busyDoc: number | null;
  /** The ids the status poll under way asked about. */
  polled: number[];
  uploads: UploadEntry[];
  /** Numbers the uploads' ids. */
  uploadSeq: number;
}

export type KnowledgeDocsEvent =
  /** 重试 after the bases or the documents failed to load. */
  | { type: 'retry' }
  | { type: 'base.select'; kbId: number }
  /** 新建 opens the name dialog, 取消 closes it; `base.create` sends the name (the no-base form's too). */
  | { type: 'base.new' | 'base.new.cancel' }
  | { type: 'base.create'; name: string }
  | { type: 'docs.more' }
  | { type: 'doc.retry' | 'doc.delete'; id: number }
  /** Files chosen with 上传文档: checked, then sent one at a time. */
  | { type: 'upload.files'; files: File[] }
  /** 取消上传: the file being sent is aborted, the waiting ones skipped. */
  | { type: 'upload.cancel' }
  /** A row's ×: a waiting file is dropped, the one being sent aborted, a finished one leaves the list. */
  | { type: 'upload.remove'; id: string }
  /** 关闭 (or Escape) once nothing is being sent. */
  | { type: 'upload.close' }
  /** Internal: what the upload actor reports of its file. */
  | { type: 'upload.progress'; id: string; percent: number }
  | { type: 'upload.done'; id: string; doc: KnowledgeDocument }
  | { type: 'upload.failed'; id: string; error: unknown };

export type KnowledgeDocsEmitted =
  | { type: 'notify'; notice: Notice<DocsMessageKey> }
  /** The bases changed (loaded, one made, a document count): the chat's base picker lists them. */
  | { type: 'bases.changed'; bases: KnowledgeBase[] }
  /** The chosen base: the app remembers it for the next visit. */
  | { type: 'base.chosen'; kbId: number };

export interface KnowledgeDocsInput {
  isLoggedIn: boolean;
  /** The base chosen last time; the first is chosen when it is gone. */
  kbId?: number | null;
}

interface UploadInput {
  id: string;
  file: File;
  kbId: number;
}

/** Sends one file through `uploadDoc`, reporting progress, the document or the refusal; stopping it aborts the request. */
export const uploadSender = (uploadDoc: KnowledgeDocsServices['uploadDoc']) =>
  fromCallback<KnowledgeDocsEvent, UploadInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    const progress = (percent: number) => {
      if (live()) sendBack({ type: 'upload.progress', id: input.id, percent: Math.max(0, Math.min(100, Math.round(percent))) });
    };
    void uploadDoc(input.file, input.kbId, progress, controller.signal).then(
      (doc) => {
        if (live()) sendBack({ type: 'upload.done', id: input.id, doc });
      },
      (error: unknown) => {
        if (live()) sendBack({ type: 'upload.failed', id: input.id, error });
      },
    );
    return () => controller.abort();
  });

const sending = (context: KnowledgeDocsContext) => context.uploads.find((entry) => entry.state === 'sending');
const updateEntry = (uploads: UploadEntry[], id: string, change: Partial<UploadEntry>) =>
  uploads.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
const withCount = (bases: KnowledgeBase[], kbId: number, change: number) =>
  bases.map((base) => (base.id === kbId ? { ...base, documents: Math.max(0, base.documents + change) } : base));

/**
 * The documents panel of /knowledge/agent (docs/knowledge.md "Calls"): the caller's bases (the remembered one chosen,
 * else the newest; none: 还没有知识库 with 新建知识库), the chosen base's documents newest first in pages of
 * `docsPageSize` (加载更多), and while any is queued, extracting, chunking or embedding, their status every `statusPoll`
 * (a failed poll is left to the next). 上传文档's files are checked (type, 20 MB) and sent one at a time; each uploaded
 * document joins the top of the list at once, queued, and the poll picks it up; a refusal marks its file and the others
 * go on. 重试 queues a failed document again; 删除 (confirmed by the view) removes it.
 */
export const knowledgeDocsMachine = setup({
  types: {
    context: {} as KnowledgeDocsContext,
    events: {} as KnowledgeDocsEvent,
    emitted: {} as KnowledgeDocsEmitted,
    input: {} as KnowledgeDocsInput,
  },
  actors: {
    listBases: fromPromise<KnowledgeBase[]>(() => Promise.reject(new Error('knowledgeDocs: provide listBases'))),
    createBase: fromPromise<KnowledgeBase, { name: string }>(() => Promise.reject(new Error('knowledgeDocs: provide createBase'))),
    listDocs: fromPromise<DocumentPage, { kbId: number; page: number; size: number }>(() => Promise.reject(new Error('knowledgeDocs: provide listDocs'))),
    docStatus: fromPromise<DocumentProgress[], number[]>(() => Promise.reject(new Error('knowledgeDocs: provide docStatus'))),
    retryDoc: fromPromise<KnowledgeDocument, number>(() => Promise.reject(new Error('knowledgeDocs: provide retryDoc'))),
    deleteDoc: fromPromise<unknown, number>(() => Promise.reject(new Error('knowledgeDocs: provide deleteDoc'))),
    uploadDoc: uploadSender(() => Promise.reject(new Error('knowledgeDocs: provide uploadDoc'))),
  },
  actions: {
    say: emit((_, notice: Notice<DocsMessageKey>) => ({ type: 'notify' as const, notice })),
    basesChanged: emit(({ context }) => ({ type: 'bases.changed' as const, bases: context.bases })),
    baseChosen: emit(({ context }) => ({ type: 'base.chosen' as const, kbId: context.kbId! })),
    /** The base name as typed is refused before it is sent. */
    refuseName: assign({ createError: ({ event }) => (event.type === 'base.create' ? { key: baseNameProblem(event.name)! } : null) }),
  },
  guards: {
    visitor: ({ context }) => !context.isLoggedIn,
    badName: ({ event }) => event.type === 'base.create' && baseNameProblem(event.name) !== null,
    otherBase: ({ context, event }) => event.type === 'base.select' && event.kbId !== context.kbId,
    hasMore: ({ context }) => context.docs.length < context.count,
    anyActive: ({ context }) => context.docs.some(isActive),
    hasWaiting: ({ context }) => context.uploads.some((entry) => entry.state === 'waiting'),
    hasUploads: ({ context }) => context.uploads.length > 0,
    currentUpload: ({ context, event }) => 'id' in event && sending(context)?.id === event.id,
  },
  delays: { statusPoll: statusPollMs },
}).createMachine({
  id: 'knowledgeDocs',
  context: ({ input }) => ({
    isLoggedIn: input.isLoggedIn,
    bases: [],
    kbId: input.kbId ?? null,
    docs: [],
    count: 0,
    page: 0,
    createError: null,
    busyDoc: null,
    polled: [],
    uploads: [],
    uploadSeq: 0,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'visitor', target: 'visitor' }, { target: 'loadingBases' }],
    },
    visitor: {},
    loadingBases: {
      invoke: {
        src: 'listBases',
        onDone: [
          { guard: ({ event }) => event.output.length === 0, target: 'noBase', actions: [assign({ bases: [], kbId: null }), 'basesChanged'] },
          {
            target: 'base',
            actions: [
              assign({
                bases: ({ event }) => event.output,
                kbId: ({ context, event }) => (event.output.some((base) => base.id === context.kbId) ? context.kbId : event.output[0]!.id),
              }),
              'basesChanged',
              'baseChosen',
            ],
          },
        ],
        onError: 'basesFailed',
      },
    },
    basesFailed: { on: { retry: 'loadingBases' } },
    noBase: {
      on: {
        'base.create': [{ guard: 'badName', actions: 'refuseName' }, { target: 'creatingFirst' }],
      },
    },
    creatingFirst: {
      entry: assign({ createError: null }),
      invoke: {
        src: 'createBase',
        input: ({ event }) => ({ name: event.type === 'base.create' ? event.name.trim() : '' }),
        onDone: {
          target: 'base',
          actions: [assign({ bases: ({ event }) => [event.output], kbId: ({ event }) => event.output.id }), 'basesChanged', 'baseChosen'],
        },
        onError: { target: 'noBase', actions: assign({ createError: ({ event }) => failureMessage(event.error, 'docs.actionFailed') }) },
      },
    },
    base: {
      type: 'parallel',
      states: {
        docs: {
          initial: 'loading',
          on: {
            'base.select': { guard: 'otherBase', target: '.loading', actions: [assign({ kbId: ({ event }) => event.kbId }), 'baseChosen'] },
          },
          states: {
            loading: {
              entry: assign({ docs: [], count: 0, page: 0 }),
              invoke: {
                src: 'listDocs',
                input: ({ context }) => ({ kbId: context.kbId!, page: 1, size: docsPageSize }),
                onDone: { target: 'ready', actions: assign({ docs: ({ event }) => event.output.rows, count: ({ event }) => event.output.count, page: 1 }) },
                onError: 'failed',
              },
            },
            failed: { on: { retry: 'loading' } },
            ready: {
              initial: 'idle',
              states: {
                idle: { on: { 'docs.more': { guard: 'hasMore', target: 'loadingMore' } } },
                loadingMore: {
                  invoke: {
                    src: 'listDocs',
                    input: ({ context }) => ({ kbId: context.kbId!, page: context.page + 1, size: docsPageSize }),
                    onDone: {
                      target: 'idle',
                      actions: assign({
                        // Uploads since the first page shift the pages: rows already listed are not listed twice.
                        docs: ({ context, event }) => [...context.docs, ...event.output.rows.filter((row) => !context.docs.some((doc) => doc.id === row.id))],
                        count: ({ event }) => event.output.count,
                        page: ({ context }) => context.page + 1,
                      }),
                    },
                    onError: { target: 'idle', actions: { type: 'say', params: { tone: 'error', message: { key: 'docs.loadFailed' } } } },
                  },
                },
              },
            },
          },
        },
        poll: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'anyActive', target: 'waiting' } },
            waiting: {
              always: { guard: ({ context }) => !context.docs.some(isActive), target: 'idle' },
              after: { statusPoll: 'asking' },
            },
            asking: {
              entry: assign({
                polled: ({ context }) =>
                  context.docs
                    .filter(isActive)
                    .map((doc) => doc.id)
                    .slice(0, statusBatch),
              }),
              invoke: {
                src: 'docStatus',
                input: ({ context }) => context.polled,
                onDone: {
                  target: 'waiting',
                  actions: assign(({ context, event }) => {
                    const answered = new Map(event.output.map((progress) => [progress.id, progress]));
                    // A document asked about that the answer leaves out was deleted elsewhere.
                    const docs = context.docs.flatMap((doc) => {
                      const progress = answered.get(doc.id);
                      if (progress) return [{ ...doc, ...progress }];
                      return context.polled.includes(doc.id) ? [] : [doc];
                    });
                    return { docs, count: Math.max(0, context.count - (context.docs.length - docs.length)), polled: [] };
                  }),
                },
                // A failed poll is left to the next tick.
                onError: 'waiting',
              },
            },
          },
        },
        row: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'doc.retry': { target: 'retrying', actions: assign({ busyDoc: ({ event }) => event.id }) },
                'doc.delete': { target: 'deleting', actions: assign({ busyDoc: ({ event }) => event.id }) },
              },
            },
            retrying: {
              invoke: {
                src: 'retryDoc',
                input: ({ context }) => context.busyDoc!,
                onDone: {
                  target: 'idle',
                  actions: assign({
                    docs: ({ context, event }) => context.docs.map((doc) => (doc.id === event.output.id ? event.output : doc)),
                    busyDoc: null,
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ busyDoc: null }),
                    { type: 'say', params: ({ event }) => ({ tone: 'error' as const, message: failureMessage(event.error, 'docs.actionFailed') }) },
                  ],
                },
              },
            },
            deleting: {
              invoke: {
                src: 'deleteDoc',
                input: ({ context }) => context.busyDoc!,
                onDone: {
                  target: 'idle',
                  actions: [
                    assign(({ context }) => {
                      const doc = context.docs.find((row) => row.id === context.busyDoc);
                      return {
                        docs: context.docs.filter((row) => row.id !== context.busyDoc),
                        count: doc ? Math.max(0, context.count - 1) : context.count,
                        bases: doc ? withCount(context.bases, doc.kbId, -1) : context.bases,
                        busyDoc: null,
                      };
                    }),
                    'basesChanged',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    assign({ busyDoc: null }),
                    { type: 'say', params: ({ event }) => ({ tone: 'error' as const, message: failureMessage(event.error, 'docs.actionFailed') }) },
                  ],
                },
              },
            },
          },
        },
        create: {
          initial: 'closed',
          states: {
            closed: { on: { 'base.new': { target: 'open', actions: assign({ createError: null }) } } },
            open: {
              on: {
                'base.new.cancel': 'closed',
                'base.create': [{ guard: 'badName', actions: 'refuseName' }, { target: 'creating' }],
              },
            },
            creating: {
              entry: assign({ createError: null }),
              invoke: {
                src: 'createBase',
                input: ({ event }) => ({ name: event.type === 'base.create' ? event.name.trim() : '' }),
                onDone: {
                  target: 'closed',
                  actions: [
                    assign({ bases: ({ context, event }) => [event.output, ...context.bases] }),
                    'basesChanged',
                    raise(({ event }) => ({ type: 'base.select' as const, kbId: event.output.id })),
                  ],
                },
                onError: { target: 'open', actions: assign({ createError: ({ event }) => failureMessage(event.error, 'docs.actionFailed') }) },
              },
            },
          },
        },
        upload: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'upload.files': {
                  guard: ({ event }) => event.files.length > 0,
                  target: 'next',
                  actions: assign(({ context, event }) => ({
                    uploads: event.files.map((file, index): UploadEntry => {
                      const problem = docProblem(file);
                      return {
                        id: `upload-${context.uploadSeq + index + 1}`,
                        file,
                        kbId: context.kbId!,
                        state: problem ? 'refused' : 'waiting',
                        progress: 0,
                        error: problem ? { key: problem } : null,
                      };
                    }),
                    uploadSeq: context.uploadSeq + event.files.length,
                  })),
                },
              },
            },
            next: {
              always: [
                {
                  guard: 'hasWaiting',
                  target: 'sending',
                  actions: assign(({ context }) => {
                    const first = context.uploads.find((entry) => entry.state === 'waiting')!;
                    return { uploads: updateEntry(context.uploads, first.id, { state: 'sending', progress: 0 }) };
                  }),
                },
                { target: 'finished' },
              ],
            },
            sending: {
              invoke: {
                src: 'uploadDoc',
                input: ({ context }) => {
                  const entry = sending(context)!;
                  return { id: entry.id, file: entry.file, kbId: entry.kbId };
                },
              },
              on: {
                'upload.progress': {
                  guard: 'currentUpload',
                  actions: assign({ uploads: ({ context, event }) => updateEntry(context.uploads, event.id, { progress: event.percent }) }),
                },
                'upload.done': {
                  guard: 'currentUpload',
                  target: 'next',
                  actions: [
                    assign(({ context, event }) => {
                      const shown = event.doc.kbId === context.kbId && !context.docs.some((doc) => doc.id === event.doc.id);
                      return {
                        uploads: updateEntry(context.uploads, event.id, { state: 'done', progress: 100 }),
                        docs: shown ? [event.doc, ...context.docs] : context.docs,
                        count: shown ? context.count + 1 : context.count,
                        bases: withCount(context.bases, event.doc.kbId, 1),
                      };
                    }),
                    'basesChanged',
                  ],
                },
                'upload.failed': {
                  guard: 'currentUpload',
                  target: 'next',
                  actions: assign({
                    uploads: ({ context, event }) =>
                      updateEntry(context.uploads, event.id, { state: 'refused', error: failureMessage(event.error, 'docs.uploadFailed') }),
                  }),
                },
                'upload.cancel': {
                  target: 'finished',
                  actions: assign({
                    uploads: ({ context }) =>
                      context.uploads.map((entry) =>
                        entry.state === 'sending' || entry.state === 'waiting'
                          ? { ...entry, state: 'cancelled', error: { key: 'docs.uploadCancelled' } }
                          : entry,
                      ),
                  }),
                },
                'upload.remove': [
                  {
                    guard: 'currentUpload',
                    target: 'next',
                    actions: assign({ uploads: ({ context, event }) => context.uploads.filter((entry) => entry.id !== event.id) }),
                  },
                  { actions: assign({ uploads: ({ context, event }) => context.uploads.filter((entry) => entry.id !== event.id) }) },
                ],
              },
            },
            finished: {
              always: { guard: ({ context }) => context.uploads.length === 0, target: 'idle' },
              on: {
                'upload.close': { target: 'idle', actions: assign({ uploads: [] }) },
                'upload.remove': { actions: assign({ uploads: ({ context, event }) => context.uploads.filter((entry) => entry.id !== event.id) }) },
              },
            },
          },
        },
      },
    },
  },
});

/** The machine with its calls. */
export const provideKnowledgeDocs = (services: KnowledgeDocsServices) =>
  knowledgeDocsMachine.provide({
    actors: {
      listBases: fromPromise<KnowledgeBase[]>(() => services.listBases()),
      createBase: fromPromise<KnowledgeBase, { name: string }>(({ input }) => services.createBase(input)),
      listDocs: fromPromise<DocumentPage, { kbId: number; page: number; size: number }>(({ input }) => services.listDocs(input)),
      docStatus: fromPromise<DocumentProgress[], number[]>(({ input }) => services.docStatus(input)),
      retryDoc: fromPromise<KnowledgeDocument, number>(({ input }) => services.retryDoc(input)),
      deleteDoc: fromPromise<unknown, number>(({ input }) => services.deleteDoc(input)),
      uploadDoc: uploadSender((file, kbId, onProgress, signal) => services.uploadDoc(file, kbId, onProgress, signal)),
    },
  });
