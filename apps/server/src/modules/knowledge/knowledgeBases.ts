import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import type { Clock } from '../../domain/clock.js';
import { DomainError } from '../../domain/errors.js';
import type { FileStore } from '../../domain/files/fileStore.js';
import type { JobQueue } from '../../domain/jobs/jobQueue.js';
import type { KnowledgeSettings } from './knowledgeSettings.js';
import { giveRoom, isMemberNow, takeRoom } from './knowledgeUsage.js';
import { knowledgeMessages } from './messages.js';

const t = schema.knowledgeBases;

/** A name or description as users typed it: trimmed, its length counted in code points. */
function checkedText(
  value: string | undefined,
  { required, max }: { required?: typeof knowledgeMessages.nameRequired; max: [number, typeof knowledgeMessages.nameLength] },
) {
  const text = (value ?? '').trim();
  if (required && !text) throw new DomainError(required);
  if ([...text].length > max[0]) throw new DomainError(max[1]);
  return text;
}

const nameOf = (value: string | undefined) => checkedText(value, { required: knowledgeMessages.nameRequired, max: [30, knowledgeMessages.nameLength] });
const desOf = (value: string | undefined) => checkedText(value, { max: [200, knowledgeMessages.desLength] });

export interface KnowledgeBasesDeps {
  db: Database;
  clock: Clock;
  store: FileStore;
  settings: KnowledgeSettings;
  queue: JobQueue;
}

/** A user's knowledge bases: listed with their counts, made within the quota, deleted with everything in them. */
export class KnowledgeBases {
  constructor(private readonly deps: KnowledgeBasesDeps) {}

  /** One of the user's bases, else 404 (another user's base is not there). */
  async own(userId: number, kbId: number) {
    const [base] = await this.deps.db
      .select()
      .from(t)
      .where(and(eq(t.id, kbId), eq(t.userId, userId)));
    if (!base) throw new DomainError(knowledgeMessages.unknownBase, 404);
    return base;
  }

  async list(userId: number) {
    const rows = await this.deps.db
      .select({
        id: t.id,
        name: t.name,
        des: t.des,
        createdAt: t.createdAt,
        updatedAt: t.updatedAt,
        documents: sql<number>`(select count(*)::integer from knowledge_documents d where d.kb_id = ${t.id})`,
        notes: sql<number>`(select count(*)::integer from knowledge_notes n where n.kb_id = ${t.id})`,
      })
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(desc(t.id));
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
  }

  async create(userId: number, input: { name: string; des?: string }) {
    const name = nameOf(input.name);
    const des = desOf(input.des);
    const { db, clock, settings } = this.deps;
    const limit = settings.quota(await isMemberNow(db, userId, clock.now())).bases;
    const id = await db.transaction(async (tx) => {
      if (!(await takeRoom(tx, userId, 'bases', 1, limit))) throw new DomainError(knowledgeMessages.basesFull, 403);
      const [row] = await tx.insert(t).values({ userId, name, des }).returning({ id: t.id });
      return row!.id;
    });
    return (await this.list(userId)).find((base) => base.id === id)!;
  }

  async update(userId: number, input: { kbId: number; name?: string; des?: string }) {
    await this.own(userId, input.kbId);
    const values = {
      ...(input.name === undefined ? {} : { name: nameOf(input.name) }),
      ...(input.des === undefined ? {} : { des: desOf(input.des) }),
      updatedAt: this.deps.clock.now(),
    };
    await this.deps.db
      .update(t)
      .set(values)
      .where(and(eq(t.id, input.kbId), eq(t.userId, userId)));
    return (await this.list(userId)).find((base) => base.id === input.kbId)!;
  }

  /**
   * Deletes a base with its documents, notes and passages (vectors cascade) in one transaction, stops their indexing
   * (refunded), gives the quota back, then removes the original files.
   */
  async remove(userId: number, kbId: number) {
    const { db, clock, store, queue } = this.deps;
    const fileKeys = await db.transaction(async (tx) => {
      const [base] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.id, kbId), eq(t.userId, userId)))
        .for('update');
      if (!base) throw new DomainError(knowledgeMessages.unknownBase, 404);
      const d = schema.knowledgeDocuments;
      const documents = await tx.select({ pages: d.pages, jobId: d.jobId, fileKey: d.fileKey }).from(d).where(eq(d.kbId, kbId)).for('update');
      const [notes] = await tx.select({ count: sql<number>`count(*)::integer` }).from(schema.knowledgeNotes).where(eq(schema.knowledgeNotes.kbId, kbId));
      for (const { jobId } of documents) if (jobId !== null) await queue.cancel(tx, jobId, knowledgeMessages.deleted.zh, clock.now());
      await tx.delete(t).where(eq(t.id, kbId));
      await giveRoom(tx, userId, {
        bases: 1,
        documents: documents.length,
        pages: documents.reduce((sum, document) => sum + (document.pages ?? 0), 0),
        notes: notes?.count ?? 0,
      });
      return documents.map((document) => document.fileKey);
    });
    await Promise.all(fileKeys.map((key) => store.remove(key)));
  }
}
