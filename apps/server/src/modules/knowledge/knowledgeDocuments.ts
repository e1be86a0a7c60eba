import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rawRows.js';
import type { Clock } from '../../domain/clock.js';
import { DomainError } from '../../domain/errors.js';
import type { FileStore } from '../../domain/files/fileStore.js';
import type { JobQueue } from '../../domain/jobs/jobQueue.js';
import type { SingleFileUpload } from '../../plugins/external/multipart.js';
import { classifyDocument, documentName } from './documentFiles.js';
import { newIndexingJob } from './documentJobs.js';
import type { KnowledgeBases } from './knowledgeBases.js';
import type { KnowledgeSettings } from './knowledgeSettings.js';
import { giveRoom, isMemberNow, takeRoom } from './knowledgeUsage.js';
import { knowledgeMessages } from './messages.js';

/** The folder of the originals (private: `private/knowledge/<owner>/…`, never under /uploads). */
const knowledgeDir = 'knowledge';

const d = schema.knowledgeDocuments;

/** A document as its owner sees it; a failed indexing job shows as failed with its reason, whatever failed it. */
interface DocumentRow {
  id: number;
  kb_id: number;
  name: string;
  format: string;
  size: number;
  pages: number | null;
  chunks: number;
  status: string;
  progress: number;
  error: string | null;
  created_at: Date | string;
}

const documentView = (row: DocumentRow) => ({
  id: row.id,
  kbId: row.kb_id,
  name: row.name,
  format: row.format,
  size: row.size,
  pages: row.pages,
  chunks: row.chunks,
  status: row.status as 'queued' | 'extracting' | 'chunking' | 'embedding' | 'ready' | 'failed',
  progress: row.progress,
  error: row.error,
  createdAt: new Date(row.created_at).toISOString(),
});

const documentColumns = sql`d.id, d.kb_id, d.name, d.format, d.size, d.pages, d.chunks, d.created_at, d.progress,
  case when j.status in ('failed', 'cancelled') then 'failed' else d.status end as status,
  case when j.status in ('failed', 'cancelled') then coalesce(d.error, j.error, ${knowledgeMessages.failed.zh}::text) else d.error end as error`;

export interface KnowledgeDocumentsDeps {
  db: Database;
  clock: Clock;
  store: FileStore;
  settings: KnowledgeSettings;
  queue: JobQueue;
  bases: KnowledgeBases;
  /** A job was queued: the runner looks now. */
  wake: () => void;
}

/** Documents of a user's bases: uploaded within the quota, indexed by a job, listed, tried again, downloaded, deleted. */
export class KnowledgeDocuments {
  constructor(private readonly deps: KnowledgeDocumentsDeps) {}

  /** Stores the original privately and queues its indexing; the document counts against the quota at once. */
  async upload(userId: number, { fields, file }: SingleFileUpload) {
    const kbId = /^[1-9]\d{0,9}$/.test(fields.kbId ?? '') ? Number(fields.kbId) : 0;
    if (!kbId || kbId > 2_147_483_647) throw new DomainError(knowledgeMessages.unknownBase, 404);
    await this.deps.bases.own(userId, kbId);
    if (!file || file.content.length === 0) throw new DomainError(knowledgeMessages.noFile);
    const givenName = fields.filename || file.filename || '';
    const type = await classifyDocument(file.content, givenName);
    const { db, clock, store, settings, queue } = this.deps;
    const limit = settings.quota(await isMemberNow(db, userId, clock.now())).documents;
    const fileKey = store.keyOfUrl(await store.save(knowledgeDir, type.extension, file.content, type.mime, { owner: userId }), undefined)!;
    let documentId = 0;
    try {
      const reserved = await queue.reserve(
        newIndexingJob(userId, clock.now(), async (tx, jobId) => {
          if (!(await takeRoom(tx, userId, 'documents', 1, limit))) throw new DomainError(knowledgeMessages.documentsFull, 403);
          const [row] = await tx
            .insert(d)
            .values({ kbId, userId, name: documentName(givenName, type.extension), format: type.format, fileKey, size: file.content.length, jobId })
            .returning({ id: d.id });
          documentId = row!.id;
          return documentId;
        }),
        clock.now(),
      );
      if (!reserved.ok) throw new DomainError(knowledgeMessages.busy, 429);
    } catch (error) {
      await store.remove(fileKey);
      throw error;
    }
    this.deps.wake();
    return this.one(userId, documentId);
  }

  private async one(userId: number, documentId: number) {
    const [row] = await rowsOf<DocumentRow>(
      this.deps.db,
      sql`select ${documentColumns} from knowledge_documents d left join generation_jobs j on j.id = d.job_id
        where d.id = ${documentId}::integer and d.user_id = ${userId}::integer`,
    );
    if (!row) throw new DomainError(knowledgeMessages.unknownDocument, 404);
    return documentView(row);
  }

  async list(userId: number, { kbId, page, size }: { kbId: number; page: number; size: number }) {
    await this.deps.bases.own(userId, kbId);
    const rows = await rowsOf<DocumentRow>(
      this.deps.db,
      sql`select ${documentColumns} from knowledge_documents d left join generation_jobs j on j.id = d.job_id
        where d.kb_id = ${kbId}::integer and d.user_id = ${userId}::integer order by d.id desc
        limit ${size}::integer offset ${(page - 1) * size}::integer`,
    );
    const [total] = await this.deps.db
      .select({ count: sql<number>`count(*)::integer` })
      .from(d)
      .where(and(eq(d.kbId, kbId), eq(d.userId, userId)));
    return { rows: rows.map(documentView), count: total?.count ?? 0 };
  }

  /** Where the given documents stand (the list's progress poll); others' and deleted ids are left out. */
  async statuses(userId: number, ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await rowsOf<DocumentRow>(
      this.deps.db,
      sql`select ${documentColumns} from knowledge_documents d left join generation_jobs j on j.id = d.job_id
        where d.id = any(${`{${ids.join(',')}}`}::integer[]) and d.user_id = ${userId}::integer order by d.id`,
    );
    return rows.map((row) => {
      const { id, status, progress, error, pages, chunks } = documentView(row);
      return { id, status, progress, error, pages, chunks };
    });
  }

  /** A failed document is indexed again by a new job; the passages made before are kept where they are unchanged. */
  async retry(userId: number, documentId: number) {
    const document = await this.one(userId, documentId);
    if (document.status !== 'failed') throw new DomainError(knowledgeMessages.notRetryable, 409);
    const { clock, queue } = this.deps;
    const reserved = await queue.reserve(
      newIndexingJob(userId, clock.now(), async (tx, jobId) => {
        const [row] = await tx
          .update(d)
          .set({ status: 'queued', progress: 0, error: null, jobId, updatedAt: clock.now() })
          .where(and(eq(d.id, documentId), eq(d.userId, userId)))
          .returning({ id: d.id });
        if (!row) throw new DomainError(knowledgeMessages.unknownDocument, 404);
        return row.id;
      }),
      clock.now(),
    );
    if (!reserved.ok) throw new DomainError(knowledgeMessages.busy, 429);
    this.deps.wake();
    return this.one(userId, documentId);
  }

  /**
   * Deletes a document in one transaction — its passages (their vectors cascade), its row and its share of the quota —
   * and stops its job (refunded; a step in flight writes nothing after), then removes the original.
   */
  async remove(userId: number, documentId: number) {
    const { db, clock, store, queue } = this.deps;
    const fileKey = await db.transaction(async (tx) => {
      const [document] = await tx
        .select({ pages: d.pages, jobId: d.jobId, fileKey: d.fileKey })
        .from(d)
        .where(and(eq(d.id, documentId), eq(d.userId, userId)))
        .for('update');
      if (!document) throw new DomainError(knowledgeMessages.unknownDocument, 404);
      if (document.jobId !== null) await queue.cancel(tx, document.jobId, knowledgeMessages.deleted.zh, clock.now());
      await tx.delete(d).where(eq(d.id, documentId));
      await giveRoom(tx, userId, { documents: 1, pages: document.pages ?? 0 });
      return document.fileKey;
    });
    await store.remove(fileKey);
  }

  /** The original as uploaded, for its owner only. */
  async original(userId: number, documentId: number) {
    const [document] = await this.deps.db
      .select({ name: d.name, fileKey: d.fileKey, format: d.format })
      .from(d)
      .where(and(eq(d.id, documentId), eq(d.userId, userId)));
    if (!document) throw new DomainError(knowledgeMessages.unknownDocument, 404);
    const file = await this.deps.store.open(document.fileKey);
    if (!file) throw new DomainError(knowledgeMessages.fileGone, 404);
    return { name: document.name, format: document.format, file };
  }

  /** A cited passage with its neighbours (the source panel); a deleted one is 404 引用来源已删除. */
  async chunk(userId: number, chunkId: number) {
    const c = schema.knowledgeChunks;
    const [chunk] = await this.deps.db
      .select({
        id: c.id,
        kbId: c.kbId,
        documentId: c.documentId,
        noteId: c.noteId,
        ord: c.ord,
        page: c.page,
        headingPath: c.headingPath,
        text: c.text,
        sourceName: sql<string>`coalesce((select name from knowledge_documents where id = ${c.documentId}), (select title from knowledge_notes where id = ${c.noteId}))`,
      })
      .from(c)
      .where(and(eq(c.id, chunkId), eq(c.userId, userId)));
    if (!chunk) throw new DomainError(knowledgeMessages.sourceGone, 404);
    const source = chunk.documentId === null ? eq(c.noteId, chunk.noteId!) : eq(c.documentId, chunk.documentId);
    const near = await this.deps.db
      .select({ ord: c.ord, text: c.text })
      .from(c)
      .where(and(source, inArray(c.ord, [chunk.ord - 1, chunk.ord + 1])))
      .orderBy(asc(c.ord));
    return {
      ...chunk,
      before: near.find((row) => row.ord === chunk.ord - 1)?.text ?? null,
      after: near.find((row) => row.ord === chunk.ord + 1)?.text ?? null,
    };
  }
}
