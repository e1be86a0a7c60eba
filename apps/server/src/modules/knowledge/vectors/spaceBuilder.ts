import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { schema } from '../../../db/index.js';
import { rowsOf } from '../../../db/rawRows.js';
import type { Clock } from '../../../domain/clock.js';
import { EmbeddingError, embedAll } from '../embeddings/embeddingClient.js';
import type { KnowledgeSettings } from '../knowledgeSettings.js';
import { embeddingText } from '../passages.js';
import { type EmbeddingSpace, spaceOf } from './embeddingSpaces.js';
import type { VectorStore } from './vectorStore.js';

/** Passages re-embedded per request batch, and per pass (a pass runs every 2 s while a space is building). */
const passagesPerBatch = 40;
const passagesPerPass = 400;
/** After the embedding service failed, the building space waits this long before it is tried again. */
const embedPauseMs = 60_000;

/** Where a model change stands after a pass. */
export type SpaceProgress =
  | { state: 'idle' }
  | { state: 'building'; spaceId: number; embedded: number; total: number }
  | { state: 'switched'; spaceId: number };

export interface SpaceBuilderDeps {
  db: Database;
  clock: Clock;
  settings: KnowledgeSettings;
  vectors: VectorStore;
  log?: { warn(details: object, message: string): void; info?(details: object, message: string): void };
  /** Waits between an upstream's passing failures (tests inject one that returns at once). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * A model change (docs/knowledge.md "Model changes"): when the operator's embedding model or width is not the active
 * space's, every passage — documents and notes, every user's — is embedded again into the new space, a batch at a
 * time, while search stays on the active one. When the new space holds a vector for every passage it becomes the
 * active space in one transaction, and the old one is retired: its vectors deleted and its index dropped. The state is
 * the rows (which passages have a vector in which space), so a restart carries on where it stopped. Re-embedding is
 * the operator's decision: users are not charged for it. Writes are idempotent, so two instances doing it at once
 * only waste requests.
 */
export class SpaceBuilder {
  #running: Promise<SpaceProgress> = Promise.resolve({ state: 'idle' });
  #pausedUntil = 0;
  /** Retired spaces left with vectors by a restart are cleared on the first pass. */
  #cleared = false;
  readonly #prepared = new Set<number>();
  /** The last passage embedded per space: each batch reads on from there instead of from the first passage. */
  readonly #cursor = new Map<number, number>();

  constructor(private readonly deps: SpaceBuilderDeps) {}

  /** One pass; a call waits for the pass in flight. */
  build(): Promise<SpaceProgress> {
    this.#running = this.#running.then(
      () => this.pass(),
      () => this.pass(),
    );
    return this.#running;
  }

  /** Resolves once the pass in flight (if any) is over: the server waits for it before closing the database. */
  async finished(): Promise<void> {
    await this.#running.catch(() => undefined);
  }

  private async pass(): Promise<SpaceProgress> {
    const { db, settings } = this.deps;
    if (!this.#cleared) {
      await this.clearRetired();
      this.#cleared = true;
    }
    const target = settings.embeddingTarget();
    const spaces = await db.select().from(schema.embeddingSpaces);
    const active = spaces.find((space) => space.status === 'active');
    // No space yet: the first model's becomes active as it is first used (embeddingSpaces.ts).
    if (!target || !active) return { state: 'idle' };
    const model = target.model;
    const dimensions = target.dimensions ?? 1024;
    // A change abandoned for another (or undone): the spaces being built for other models are given up.
    for (const space of spaces) if (space.status === 'building' && (space.model !== model || space.dimensions !== dimensions)) await this.retire(space);
    if (active.model === model && active.dimensions === dimensions) return { state: 'idle' };

    const space = await spaceOf(db, model, dimensions);
    if (!this.#prepared.has(space.id)) {
      await this.deps.vectors.prepare(db, space);
      this.#prepared.add(space.id);
    }
    if (this.deps.clock.now().getTime() >= this.#pausedUntil) await this.embedMissing(space, target);
    const counts = await this.counts(space);
    if (counts.embedded < counts.total) return { state: 'building', spaceId: space.id, ...counts };
    return (await this.switchTo(space)) ? { state: 'switched', spaceId: space.id } : { state: 'building', spaceId: space.id, ...counts };
  }

  /** Embeds passages with no vector in the space yet, up to a pass's worth. */
  private async embedMissing(space: EmbeddingSpace, target: NonNullable<ReturnType<KnowledgeSettings['embeddingTarget']>>) {
    const { db, vectors, clock } = this.deps;
    const missing = (after: number) =>
      rowsOf<{ id: number; kb_id: number; text: string; heading_path: string[] }>(
        db,
        sql`select c.id, c.kb_id, c.text, c.heading_path from knowledge_chunks c where c.id > ${after}::integer
          and not exists (select 1 from knowledge_vectors v where v.chunk_id = c.id and v.space_id = ${space.id}::integer)
          order by c.id limit ${passagesPerBatch}::integer`,
      );
    for (let done = 0; done < passagesPerPass; done += passagesPerBatch) {
      const cursor = this.#cursor.get(space.id) ?? 0;
      // At the end, once more from the start: passages written behind the cursor meanwhile (new documents, notes).
      let pending = await missing(cursor);
      if (pending.length === 0 && cursor > 0) pending = await missing(0);
      if (pending.length === 0) return;
      let embedded: Float32Array[] | null;
      try {
        embedded = await embedAll(
          { ...target, model: space.model, dimensions: space.dimensions },
          pending.map(embeddingText),
          this.deps.sleep ? { sleep: this.deps.sleep } : {},
        );
      } catch (error) {
        if (!(error instanceof EmbeddingError)) throw error;
        // Search stays on the active space meanwhile; the new one is tried again after a pause.
        this.#pausedUntil = clock.now().getTime() + embedPauseMs;
        this.deps.log?.warn({ err: error, spaceId: space.id }, 're-embedding for a model change failed: tried again in a minute');
        return;
      }
      if (!embedded) return;
      await vectors.write(
        db,
        space,
        pending.map((row, index) => ({ chunkId: row.id, kbId: row.kb_id, embedding: embedded![index]! })),
      );
      this.#cursor.set(space.id, pending.at(-1)!.id);
    }
  }

  private async counts(space: EmbeddingSpace): Promise<{ embedded: number; total: number }> {
    const [row] = await rowsOf<{ total: number; embedded: number }>(
      this.deps.db,
      sql`select (select count(*)::integer from knowledge_chunks) as total,
        (select count(*)::integer from knowledge_vectors where space_id = ${space.id}::integer) as embedded`,
    );
    return { total: row?.total ?? 0, embedded: row?.embedded ?? 0 };
  }

  /**
   * The space becomes the active one, if it still holds every passage (a passage written since — a new document, a
   * note saved again — waits for the next pass), and the active one is retired; both in one transaction.
   */
  private async switchTo(space: EmbeddingSpace): Promise<boolean> {
    const switched = await this.deps.db.transaction(async (tx) => {
      const [missing] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::integer as n from knowledge_chunks c
          where not exists (select 1 from knowledge_vectors v where v.chunk_id = c.id and v.space_id = ${space.id}::integer)`,
      );
      if ((missing?.n ?? 0) > 0) return false;
      const s = schema.embeddingSpaces;
      await tx.update(s).set({ status: 'retired' }).where(eq(s.status, 'active'));
      const [made] = await tx.update(s).set({ status: 'active' }).where(sql`${s.id} = ${space.id} and ${s.status} = 'building'`).returning({ id: s.id });
      if (!made) throw new Error(`embedding space ${space.id} was not building`);
      return true;
    });
    if (switched) {
      this.deps.log?.info?.({ spaceId: space.id, model: space.model, dimensions: space.dimensions }, 'embedding space switched');
      await this.clearRetired();
    }
    return switched;
  }

  private async retire(space: EmbeddingSpace) {
    const s = schema.embeddingSpaces;
    await this.deps.db.update(s).set({ status: 'retired' }).where(sql`${s.id} = ${space.id} and ${s.status} = 'building'`);
    this.#prepared.delete(space.id);
    this.#cursor.delete(space.id);
    await this.deps.vectors.discard(this.deps.db, space);
  }

  /** Retired spaces keep no vectors and no index (a model chosen again is built again). */
  private async clearRetired() {
    const { db, vectors } = this.deps;
    const retired = await db.select().from(schema.embeddingSpaces).where(eq(schema.embeddingSpaces.status, 'retired'));
    for (const space of retired) await vectors.discard(db, space);
  }
}
