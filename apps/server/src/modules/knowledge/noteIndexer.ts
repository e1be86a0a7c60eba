import { type JSONContent, richTextSegments } from '@lingxi/rich-text';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rawRows.js';
import type { Clock } from '../../domain/clock.js';
import { EmbeddingError, embedAll } from './embeddings/embeddingClient.js';
import type { KnowledgeSettings } from './knowledgeSettings.js';
import { embeddingText, writePassages } from './passages.js';
import { chunkText } from './text/chunkText.js';
import { spaceOf } from './vectors/embeddingSpaces.js';
import type { VectorStore } from './vectors/vectorStore.js';

/** A note is indexed this long after its last save: typing saves every 1.5 s, and each save need not be indexed. */
export const noteQuietMs = 10_000;
/** Notes indexed per pass, and passages embedded per request batch and per pass. */
const notesPerPass = 20;
const passagesPerBatch = 40;
const passagesPerPass = 400;
/** After the embedding service failed, notes wait this long before their vectors are tried again. */
const embedPauseMs = 60_000;

export interface NoteIndexerDeps {
  db: Database;
  clock: Clock;
  settings: KnowledgeSettings;
  vectors: VectorStore;
  log?: { warn(details: object, message: string): void };
  /** Waits between an upstream's passing failures (tests inject one that returns at once). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Indexes notes a quiet while after their last save (docs/knowledge.md "Notes"): their passages are made again, those
 * whose hash is unchanged kept with their vectors, so only changed passages are embedded. What is due is
 * read from the rows (`indexed_version` < `version`), so nothing is lost to a restart; each note is indexed under its
 * row lock, so two instances never index one note at once and a save waits for the pass that reads it.
 */
export class NoteIndexer {
  #running: Promise<number> = Promise.resolve(0);
  #embedPausedUntil = 0;
  readonly #prepared = new Set<number>();

  constructor(private readonly deps: NoteIndexerDeps) {}

  /** Indexes the due notes and embeds their passages; one pass at a time (a call waits for the one in flight). */
  indexDue(): Promise<number> {
    this.#running = this.#running.then(
      () => this.pass(),
      () => this.pass(),
    );
    return this.#running;
  }

  private async pass(): Promise<number> {
    const { db, clock } = this.deps;
    const quietSince = new Date(clock.now().getTime() - noteQuietMs);
    const n = schema.knowledgeNotes;
    const due = await db
      .select({ id: n.id })
      .from(n)
      .where(and(gt(n.version, n.indexedVersion), sql`${n.updatedAt} <= ${quietSince.toISOString()}::timestamptz`))
      .orderBy(n.updatedAt)
      .limit(notesPerPass);
    let indexed = 0;
    for (const { id } of due) if (await this.index(id)) indexed += 1;
    await this.embedPending();
    return indexed;
  }

  /** Makes one note's passages from its latest version, unless another instance holds it or it is already indexed. */
  private async index(noteId: number): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const n = schema.knowledgeNotes;
      const [note] = await tx
        .select()
        .from(n)
        .where(and(eq(n.id, noteId), gt(n.version, n.indexedVersion)))
        .for('update', { skipLocked: true });
      if (!note) return false;
      // The title heads every passage's path: a question naming the note finds its passages.
      const segments = richTextSegments(note.doc as JSONContent).map((segment) => ({
        ...segment,
        headingPath: note.title ? [note.title, ...segment.headingPath] : segment.headingPath,
      }));
      await writePassages(tx, { userId: note.userId, kbId: note.kbId, noteId: note.id }, chunkText(segments));
      await tx.update(n).set({ indexedVersion: note.version }).where(eq(n.id, note.id));
      return true;
    });
  }

  /** Embeds notes' passages that have no vector in the current space yet (new ones, or ones a failure left). */
  private async embedPending() {
    const { db, settings, vectors, clock } = this.deps;
    const target = settings.embeddingTarget();
    if (!target || clock.now().getTime() < this.#embedPausedUntil) return;
    const space = await spaceOf(db, target.model, target.dimensions ?? 1024);
    if (!this.#prepared.has(space.id)) {
      await vectors.prepare(db, space);
      this.#prepared.add(space.id);
    }
    for (let done = 0; done < passagesPerPass; done += passagesPerBatch) {
      const pending = await rowsOf<{ id: number; kb_id: number; text: string; heading_path: string[] }>(
        db,
        sql`select c.id, c.kb_id, c.text, c.heading_path from knowledge_chunks c where c.note_id is not null
          and not exists (select 1 from knowledge_vectors v where v.chunk_id = c.id and v.space_id = ${space.id}::integer)
          order by c.id limit ${passagesPerBatch}::integer`,
      );
      if (pending.length === 0) return;
      let embedded: Float32Array[] | null;
      try {
        embedded = await embedAll(target, pending.map(embeddingText), this.deps.sleep ? { sleep: this.deps.sleep } : {});
      } catch (error) {
        if (!(error instanceof EmbeddingError)) throw error;
        // The passages stay searchable by their words; their vectors are tried again after a pause.
        this.#embedPausedUntil = clock.now().getTime() + embedPauseMs;
        this.deps.log?.warn({ err: error }, 'embedding notes failed: keyword search only until it is tried again');
        return;
      }
      if (!embedded) return;
      // A passage deleted meanwhile (its note saved again or removed) is skipped by the store's join.
      await vectors.write(
        db,
        space,
        pending.map((row, index) => ({ chunkId: row.id, kbId: row.kb_id, embedding: embedded[index]! })),
      );
    }
  }
}
