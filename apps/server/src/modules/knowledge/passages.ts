import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rawRows.js';
import type { TextChunk } from './text/chunkText.js';
import { tokenLine } from './text/searchTokens.js';

/** Whose passages these are: a document's or a note's (exactly one). */
export type PassageSource = { userId: number; kbId: number } & ({ documentId: number; noteId?: undefined } | { noteId: number; documentId?: undefined });

/**
 * Makes the source's passages these: a passage whose hash (its page, headings and text) is already there is kept with
 * its vectors, only moved to its new place; the others are deleted or written. So an edit that adds a paragraph
 * re-embeds what changed, not every passage after it. The search tokens are written with the text (one tokeniser for
 * index and question).
 */
export async function writePassages(tx: Executor, source: PassageSource, chunks: TextChunk[]) {
  const owner = source.documentId === undefined ? sql`note_id = ${source.noteId}::integer` : sql`document_id = ${source.documentId}::integer`;
  const existing = await rowsOf<{ id: number; ord: number; hash: string }>(tx, sql`select id, ord, hash from knowledge_chunks where ${owner} order by ord`);
  const byHash = new Map<string, { id: number; ord: number }[]>();
  for (const row of existing) byHash.set(row.hash, [...(byHash.get(row.hash) ?? []), row]);
  const moved: { id: number; ord: number }[] = [];
  const kept = new Set<number>();
  const written: TextChunk[] = [];
  for (const chunk of chunks) {
    const row = byHash.get(chunk.hash)?.shift();
    if (!row) written.push(chunk);
    else {
      kept.add(row.id);
      if (row.ord !== chunk.order) moved.push({ id: row.id, ord: chunk.order });
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await tx.execute(sql`delete from knowledge_chunks where id = any(${`{${gone.join(',')}}`}::integer[])`);
  if (moved.length > 0) {
    const values = sql.join(
      moved.map((row) => sql`(${row.id}::integer, ${row.ord}::integer)`),
      sql`, `,
    );
    // Through places no passage holds first: (source, order) is unique at every statement's end.
    await tx.execute(sql`update knowledge_chunks c set ord = -1 - v.ord from (values ${values}) as v(id, ord) where c.id = v.id`);
    await tx.execute(sql`update knowledge_chunks c set ord = v.ord from (values ${values}) as v(id, ord) where c.id = v.id`);
  }
  for (let start = 0; start < written.length; start += 200) {
    const rows = written.slice(start, start + 200).map((chunk) => {
      const tokens = tokenLine([...chunk.headingPath, chunk.text].join(' '));
      return {
        userId: source.userId,
        kbId: source.kbId,
        documentId: source.documentId ?? null,
        noteId: source.noteId ?? null,
        ord: chunk.order,
        page: chunk.page,
        headingPath: chunk.headingPath,
        text: chunk.text,
        hash: chunk.hash,
        tokens,
        tsv: sql`to_tsvector('simple', ${tokens}::text)`,
      };
    });
    await tx.insert(schema.knowledgeChunks).values(rows);
  }
}

/** What a passage is embedded as: its headings, then its text (a question naming a section finds the passages under it). */
export const embeddingText = (passage: { heading_path: string[]; text: string }) => [...passage.heading_path, passage.text].join('\n');
