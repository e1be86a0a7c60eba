import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rawRows.js';
import type { Clock } from '../../domain/clock.js';
import { DomainError } from '../../domain/errors.js';
import type { FileStore } from '../../domain/files/fileStore.js';
import type { JobRow, NewJob, StepOutcome } from '../../domain/jobs/jobQueue.js';
import type { JobHandler } from '../../domain/jobs/jobRunner.js';
import { changePoints } from '../economy/index.js';
import { EmbeddingError, embedAll } from './embeddings/embeddingClient.js';
import { charsPerPage, type KnowledgeSettings, maxIndexedChars } from './knowledgeSettings.js';
import { isMemberNow, takeRoom } from './knowledgeUsage.js';
import { knowledgeMessages } from './messages.js';
import { embeddingText, writePassages } from './passages.js';
import { chunkText } from './text/chunkText.js';
import { documentSegments, type KnowledgeFormat } from './text/documentSegments.js';
import { spaceOf } from './vectors/embeddingSpaces.js';
import type { VectorStore } from './vectors/vectorStore.js';

/** The job spine's module name for indexing, and its ledger reasons. */
const knowledgeModule = 'knowledge';
const embedChargeReason = 'knowledgeEmbed';
export const embedRefundReason = 'knowledgeEmbedRefund';
/** Documents being indexed at once per user. */
const openJobsPerUser = 20;
/** An indexing job still unfinished this long after it was queued fails (and is refunded). */
const indexingDeadlineMs = 6 * 60 * 60 * 1000;
/** Passages embedded per step: the job's progress is written after each step. */
const passagesPerStep = 40;
/** Steps tried when the upstream kept failing for a passing reason (429, 5xx, lost connections) through a step's own tries. */
const embedAttempts = 3;

/** A new indexing job; `write` inserts or resets the document in the job's transaction and names it. */
export function newIndexingJob(userId: number, now: Date, write: (tx: Executor, jobId: number) => Promise<number>): NewJob {
  return {
    module: knowledgeModule,
    kind: 'document',
    userId,
    // Nothing is charged before the page count is known (the extraction step charges it).
    points: 0,
    cap: openJobsPerUser,
    payload: {},
    deadline: new Date(now.getTime() + indexingDeadlineMs),
    chargeReason: embedChargeReason,
    write: async (tx, jobId) => {
      const documentId = await write(tx, jobId);
      await tx.update(schema.generationJobs).set({ payload: { documentId } }).where(eq(schema.generationJobs.id, jobId));
    },
  };
}

/** A refusal the extraction step ends the job with, in the user's words. */
class Refused extends Error {}

export interface DocumentIndexerDeps {
  db: Database;
  clock: Clock;
  store: FileStore;
  settings: KnowledgeSettings;
  vectors: VectorStore;
  /** Waits between an upstream's passing failures (tests inject one that returns at once). */
  sleep?: (ms: number) => Promise<void>;
}

type DocumentRow = typeof schema.knowledgeDocuments.$inferSelect;

/**
 * Indexes a document on the job spine (docs/knowledge.md): queued → extracting and chunking (pages counted against
 * the quota and charged, passages written, kept by their hash) → embedding, a batch of passages a step, progress
 * = embedded / all → ready. Every write is conditional on the document still being this job's: a deleted document's
 * step writes nothing. After a restart the job resumes where its rows stand, and is never charged twice.
 */
export class DocumentIndexer implements JobHandler {
  readonly module = knowledgeModule;
  readonly #prepared = new Set<number>();

  constructor(private readonly deps: DocumentIndexerDeps) {}

  async step(job: JobRow): Promise<StepOutcome> {
    const documentId = Number((job.payload as { documentId?: unknown }).documentId);
    const [document] = await this.deps.db
      .select()
      .from(schema.knowledgeDocuments)
      .where(and(eq(schema.knowledgeDocuments.id, documentId), eq(schema.knowledgeDocuments.jobId, job.id)));
    if (!document) return { next: 'failed', reason: knowledgeMessages.deleted.zh };
    try {
      return job.status === 'queued' ? await this.extract(job, document) : await this.embed(job, document);
    } catch (error) {
      if (error instanceof Refused || error instanceof DomainError) return this.failed(job, document, error.message);
      throw error;
    }
  }

  async expire(): Promise<string> {
    return knowledgeMessages.failed.zh;
  }

  private failed(job: JobRow, document: DocumentRow, reason: string): StepOutcome {
    return { next: 'failed', reason, write: (tx) => this.setDocument(tx, job, document, { status: 'failed', error: reason }) };
  }

  private async setDocument(tx: Executor, job: JobRow, document: DocumentRow, values: Partial<DocumentRow>) {
    const d = schema.knowledgeDocuments;
    await tx
      .update(d)
      .set({ ...values, updatedAt: this.deps.clock.now() })
      .where(and(eq(d.id, document.id), eq(d.jobId, job.id)));
  }

  /** Reads the original into passages, counts and charges its pages, and writes the passages it does not have yet. */
  private async extract(job: JobRow, document: DocumentRow): Promise<StepOutcome> {
    const { db, store, settings, clock } = this.deps;
    await this.setDocument(db, job, document, { status: 'extracting' });
    const file = await store.open(document.fileKey);
    if (!file) throw new Refused(knowledgeMessages.fileGone.zh);
    const parts: Buffer[] = [];
    for await (const part of file.body) parts.push(part as Buffer);
    const { segments, pageCount } = await documentSegments(document.format as KnowledgeFormat, Buffer.concat(parts), maxIndexedChars);
    const chunks = chunkText(segments);
    if (chunks.length === 0) throw new Refused(knowledgeMessages.noText.zh);
    const characters = segments.reduce((sum, segment) => sum + segment.text.length, 0);
    const pages = pageCount ?? Math.max(1, Math.ceil(characters / charsPerPage));
    const member = await isMemberNow(db, document.userId, clock.now());
    await db.transaction(async (tx) => {
      const d = schema.knowledgeDocuments;
      const [current] = await tx
        .select({ pages: d.pages })
        .from(d)
        .where(and(eq(d.id, document.id), eq(d.jobId, job.id)))
        .for('update');
      if (!current) return;
      if (current.pages === null && !(await takeRoom(tx, document.userId, 'pages', pages, settings.quota(member).pages)))
        throw new Refused(knowledgeMessages.pagesFull.zh);
      await this.charge(tx, job, document.userId, settings.embedCost(pages));
      await writePassages(tx, { userId: document.userId, kbId: document.kbId, documentId: document.id }, chunks);
      await tx
        .update(d)
        .set({ status: 'embedding', pages, chunks: chunks.length, progress: 0, error: null, updatedAt: clock.now() })
        .where(eq(d.id, document.id));
    });
    return { next: 'continue', status: 'running', delayMs: 0, progress: 0 };
  }

  /** Charges the job once: a job already charged (a step run again after a restart) is not charged again. */
  private async charge(tx: Executor, job: JobRow, userId: number, cost: number) {
    const j = schema.generationJobs;
    const [row] = await tx.select({ charged: j.chargePoints }).from(j).where(eq(j.id, job.id)).for('update');
    if (!row || row.charged > 0 || cost === 0) return;
    const balance = await changePoints(tx, { userId, delta: -cost, reason: embedChargeReason, reference: `job:${job.id}` });
    if (balance === null) throw new Refused(knowledgeMessages.noPoints.zh);
    await tx.update(j).set({ chargePoints: cost }).where(eq(j.id, job.id));
  }

  /** Embeds the next passages without a vector in the current space; the last step marks the document ready. */
  private async embed(job: JobRow, document: DocumentRow): Promise<StepOutcome> {
    const { db, settings, vectors } = this.deps;
    const target = settings.embeddingTarget();
    if (!target) return { next: 'retry', reason: 'no embedding endpoint yet', maxAttempts: embedAttempts, failReason: knowledgeMessages.failed.zh };
    const space = await spaceOf(db, target.model, target.dimensions ?? 1024);
    if (!this.#prepared.has(space.id)) {
      await vectors.prepare(db, space);
      this.#prepared.add(space.id);
    }
    const pending = await rowsOf<{ id: number; kb_id: number; text: string; heading_path: string[] }>(
      db,
      sql`select c.id, c.kb_id, c.text, c.heading_path from knowledge_chunks c where c.document_id = ${document.id}::integer
        and not exists (select 1 from knowledge_vectors v where v.chunk_id = c.id and v.space_id = ${space.id}::integer)
        order by c.ord limit ${passagesPerStep}::integer`,
    );
    if (pending.length === 0) return { next: 'succeeded', write: (tx) => this.setDocument(tx, job, document, { status: 'ready', progress: 100, error: null }) };
    let embedded: Float32Array[] | null;
    try {
      embedded = await embedAll(target, pending.map(embeddingText), this.deps.sleep ? { sleep: this.deps.sleep } : {});
    } catch (error) {
      if (!(error instanceof EmbeddingError)) throw error;
      if (error.retryable) return { next: 'retry', reason: error.message, maxAttempts: embedAttempts, failReason: error.message };
      return this.failed(job, document, error.message);
    }
    await vectors.write(
      db,
      space,
      pending.map((row, index) => ({ chunkId: row.id, kbId: row.kb_id, embedding: embedded![index]! })),
    );
    const [count] = await rowsOf<{ total: number; done: number }>(
      db,
      sql`select count(*)::integer as total, count(v.chunk_id)::integer as done from knowledge_chunks c
        left join knowledge_vectors v on v.chunk_id = c.id and v.space_id = ${space.id}::integer where c.document_id = ${document.id}::integer`,
    );
    const progress = count && count.total > 0 ? Math.min(99, Math.floor((count.done / count.total) * 100)) : 0;
    return {
      next: 'continue',
      status: 'running',
      delayMs: 0,
      progress,
      write: (tx) => this.setDocument(tx, job, document, { status: 'embedding', progress }),
    };
  }
}
