import type { BodyOf, DataOf } from '@lingxi/api-client';
import type { JSONContent } from '@lingxi/rich-text';

/** A knowledge base as GET /knowledge/base/list lists it. */
export type KnowledgeBase = DataOf<'/api/knowledge/base/list', 'get'>[number];
/** A note of GET /knowledge/note/list. */
export type NoteSummary = DataOf<'/api/knowledge/note/list', 'get'>[number];
/** A note with its document (GET /knowledge/note/get, POST /knowledge/note/save). */
export type Note = Omit<DataOf<'/api/knowledge/note/get', 'get'>, 'doc'> & { doc: JSONContent };
export type NoteSaveBody = Omit<BodyOf<'/api/knowledge/note/save'>, 'doc'> & { doc: JSONContent };

/** The toolbar's assist actions: 续写, 总结, 润色 (POST /knowledge/note/assist). */
export const assistActions = ['continue', 'summarize', 'polish'] as const;
export type AssistAction = (typeof assistActions)[number];

/** One line of the assist stream. */
export type AssistFrame =
  | { type: 'delta'; delta: string }
  | { type: 'end'; text: string; charged: number; balance: number }
  | { type: 'error'; code: number; message: string; refunded: boolean; balance: number };

/** Why a save did not land: another copy saved first (409), no connection, or the server's words. */
export type SaveFailure = { kind: 'conflict' } | { kind: 'offline' } | { kind: 'refused'; message: string };

/** What the workspace calls (the app passes the API, stories fixtures). */
export interface WorkspaceServices {
  listBases(): Promise<KnowledgeBase[]>;
  createBase(name: string): Promise<KnowledgeBase>;
  listNotes(kbId: number): Promise<NoteSummary[]>;
  loadNote(id: number): Promise<Note>;
  /** Saves; a refusal rejects with a SaveFailure (`saveFailureOf` reads one from any error). */
  saveNote(body: NoteSaveBody): Promise<Note>;
  deleteNote(id: number): Promise<void>;
  /** Streams an assist answer; a refusal before the stream (402, 404 …) rejects with the server's message. */
  assist(body: { noteId: number; action: AssistAction; selection: string }, signal: AbortSignal): AsyncIterable<AssistFrame>;
}

/** The blank document a new note starts with. */
export const emptyNoteDoc: JSONContent = { type: 'doc', content: [{ type: 'paragraph' }] };

/** A SaveFailure, whatever a service rejected with. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (error && typeof error === 'object' && 'kind' in error) {
    const kind = (error as { kind: unknown }).kind;
    if (kind === 'conflict' || kind === 'offline') return { kind };
    if (kind === 'refused') return { kind, message: String((error as { message?: unknown }).message ?? '') };
  }
  return { kind: 'refused', message: error instanceof Error ? error.message : '' };
}
