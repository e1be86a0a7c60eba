import { readRichText, richTextPlain } from '@lingxi/rich-text';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import type { Clock } from '../../domain/clock.js';
import { DomainError } from '../../domain/errors.js';
import type { KnowledgeBases } from './knowledgeBases.js';
import type { KnowledgeSettings } from './knowledgeSettings.js';
import { giveRoom, isMemberNow, takeRoom } from './knowledgeUsage.js';
import { knowledgeMessages } from './messages.js';

const n = schema.knowledgeNotes;

/** The largest note: its document as JSON, in bytes. */
export const maxNoteBytes = 1024 * 1024;
const maxTitleLength = 100;
/** What a note list shows of each note's text. */
const excerptLength = 120;

export interface NoteSave {
  /** Absent: a new note. */
  id?: number;
  kbId: number;
  title: string;
  doc: unknown;
  /** The version the editor changed (0 for a new note): another version is a conflict. */
  version: number;
}

const summaryColumns = {
  id: n.id,
  kbId: n.kbId,
  title: n.title,
  excerpt: sql<string>`left(${n.text}, ${excerptLength}::integer)`,
  version: n.version,
  indexed: sql<boolean>`${n.indexedVersion} = ${n.version}`,
  updatedAt: n.updatedAt,
};

const iso = <T extends { updatedAt: Date }>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/** A saved document as the editor's schema reads it, with its plain text; a clear refusal otherwise. */
function readNote(input: NoteSave) {
  const title = input.title.trim();
  if ([...title].length > maxTitleLength) throw new DomainError(knowledgeMessages.noteTitleLength);
  if (Buffer.byteLength(JSON.stringify(input.doc ?? null)) > maxNoteBytes) throw new DomainError(knowledgeMessages.noteTooLarge, 413);
  const reading = readRichText(input.doc);
  if (!reading.ok) throw new DomainError(reading.problem === 'unsafeLink' ? knowledgeMessages.noteUnsafeLink : knowledgeMessages.noteInvalid);
  return { title, doc: reading.doc, text: richTextPlain(reading.doc) };
}

export interface KnowledgeNotesDeps {
  db: Database;
  clock: Clock;
  settings: KnowledgeSettings;
  bases: KnowledgeBases;
}

/**
 * The workspace's notes (docs/knowledge.md "Notes"): saved as the editor's ProseMirror JSON after the shared schema
 * (`@lingxi/rich-text`) reads it, with a version so an edit made from a stale copy is refused instead of lost; indexed
 * a while after the last save (noteIndexer.ts).
 */
export class KnowledgeNotes {
  constructor(private readonly deps: KnowledgeNotesDeps) {}

  async list(userId: number, kbId: number) {
    await this.deps.bases.own(userId, kbId);
    const rows = await this.deps.db
      .select(summaryColumns)
      .from(n)
      .where(and(eq(n.kbId, kbId), eq(n.userId, userId)))
      .orderBy(desc(n.updatedAt), desc(n.id));
    return rows.map(iso);
  }

  async get(userId: number, id: number) {
    const [row] = await this.deps.db
      .select({ ...summaryColumns, doc: n.doc })
      .from(n)
      .where(and(eq(n.id, id), eq(n.userId, userId)));
    if (!row) throw new DomainError(knowledgeMessages.unknownNote, 404);
    return iso(row);
  }

  /** Creates a note within the quota, or saves over the version the editor changed (409 when it is not the latest). */
  async save(userId: number, input: NoteSave) {
    const { title, doc, text } = readNote(input);
    const { db, clock, settings, bases } = this.deps;
    const now = clock.now();
    if (input.id === undefined) {
      await bases.own(userId, input.kbId);
      const limit = settings.quota(await isMemberNow(db, userId, now)).notes;
      const id = await db.transaction(async (tx) => {
        if (!(await takeRoom(tx, userId, 'notes', 1, limit))) throw new DomainError(knowledgeMessages.notesFull, 403);
        const [row] = await tx.insert(n).values({ kbId: input.kbId, userId, title, doc, text, createdAt: now, updatedAt: now }).returning({ id: n.id });
        return row!.id;
      });
      return this.get(userId, id);
    }
    const [saved] = await db
      .update(n)
      .set({ title, doc, text, version: sql`${n.version} + 1`, updatedAt: now })
      .where(and(eq(n.id, input.id), eq(n.userId, userId), eq(n.kbId, input.kbId), eq(n.version, input.version)))
      .returning({ id: n.id });
    if (saved) return this.get(userId, saved.id);
    const [current] = await db
      .select({ id: n.id })
      .from(n)
      .where(and(eq(n.id, input.id), eq(n.userId, userId), eq(n.kbId, input.kbId)));
    throw current ? new DomainError(knowledgeMessages.noteConflict, 409) : new DomainError(knowledgeMessages.unknownNote, 404);
  }

  /** Deletes a note with its passages (vectors cascade) and gives its place in the quota back. */
  async remove(userId: number, id: number) {
    await this.deps.db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(n)
        .where(and(eq(n.id, id), eq(n.userId, userId)))
        .returning({ id: n.id });
      if (!gone) throw new DomainError(knowledgeMessages.unknownNote, 404);
      await giveRoom(tx, userId, { notes: 1 });
    });
  }
}
