import type { components, DataOf } from '@lingxi/api-client';
import type { DocsMessageKey } from './messages';

/** A knowledge base as GET /knowledge/base/list lists it. */
export type KnowledgeBase = components['schemas']['KnowledgeBase'];
/** A document of a base (GET /knowledge/doc/list, POST /knowledge/doc/upload, POST /knowledge/doc/retry). */
export type KnowledgeDocument = components['schemas']['KnowledgeDocument'];
/** Where a document stands (GET /knowledge/doc/status, the list's poll). */
export type DocumentProgress = DataOf<'/api/knowledge/doc/status', 'get'>[number];
/** A page of GET /knowledge/doc/list: `{rows, count}`, newest first. */
export type DocumentPage = DataOf<'/api/knowledge/doc/list', 'get'>;
export type DocumentStatus = KnowledgeDocument['status'];

/** The statuses of a document, in the order it passes them. */
export const documentStatuses = ['queued', 'extracting', 'chunking', 'embedding', 'ready', 'failed'] as const satisfies readonly DocumentStatus[];
/** Still being indexed: the list polls while any is. */
export const activeStatuses = ['queued', 'extracting', 'chunking', 'embedding'] as const satisfies readonly DocumentStatus[];
export const isActive = (document: Pick<KnowledgeDocument, 'status'>) => (activeStatuses as readonly DocumentStatus[]).includes(document.status);

/** What the chooser accepts (the server tells PDF and Word by their bytes, the rest by the name). */
export const acceptedDocTypes = ['.pdf', '.docx', '.txt', '.md', '.markdown', '.html', '.htm'] as const;
/** The server's limit (文档大小不能超过 20MB). */
export const maxDocBytes = 20 * 1024 * 1024;
/** A page of the list (加载更多 fetches the next). */
export const docsPageSize = 20;
/** GET /knowledge/doc/status takes at most this many ids. */
export const statusBatch = 100;
/** A base's name: 1–30 code points after trimming (the server's rule and words). */
export const maxBaseNameLength = 30;

/** Why a chosen file is refused before it is sent, or null. */
export function docProblem(file: { name: string; size: number }): DocsMessageKey | null {
  const name = file.name.toLowerCase();
  if (!acceptedDocTypes.some((extension) => name.endsWith(extension))) return 'docs.badType';
  if (file.size > maxDocBytes) return 'docs.tooLarge';
  return null;
}

/** Why a base name is refused before it is sent, or null. */
export function baseNameProblem(name: string): DocsMessageKey | null {
  const trimmed = name.trim();
  if (!trimmed) return 'docs.baseNameRequired';
  if ([...trimmed].length > maxBaseNameLength) return 'docs.baseNameTooLong';
  return null;
}

/** What the documents panel calls (the app passes the API, stories fixtures). Refusals reject with the server's message. */
export interface KnowledgeDocsServices {
  /** GET /knowledge/base/list: newest first. */
  listBases(): Promise<KnowledgeBase[]>;
  /** POST /knowledge/base/create. */
  createBase(body: { name: string }): Promise<KnowledgeBase>;
  /** GET /knowledge/doc/list. */
  listDocs(query: { kbId: number; page: number; size: number }): Promise<DocumentPage>;
  /** GET /knowledge/doc/status (ids comma-joined by the caller's client); unknown or deleted ids are left out. */
  docStatus(ids: number[]): Promise<DocumentProgress[]>;
  /** POST /knowledge/doc/upload (multipart `file`, `kbId`): reports the bytes sent as 0–100; aborted through `signal`. */
  uploadDoc(file: File, kbId: number, onProgress: (percent: number) => void, signal: AbortSignal): Promise<KnowledgeDocument>;
  /** POST /knowledge/doc/retry: the document, queued again. */
  retryDoc(docId: number): Promise<KnowledgeDocument>;
  /** POST /knowledge/doc/del. */
  deleteDoc(docId: number): Promise<unknown>;
  /** The bases as the panel holds them now (loaded, one made, a document count changed): the chat's base picker lists them. */
  basesChanged?(bases: KnowledgeBase[]): void;
}
