import { and, asc, eq, gt, notLike } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { privateFilesPrefix, privateKeyOf, type FileStore } from '../../domain/files/fileStore.js';

const BATCH = 100;

/** What one pass did: files moved, rows whose file was in neither place, rows left for the next start (storage errors). */
export interface MoveReport {
  moved: number;
  missing: number;
  failed: number;
}

async function contentOf(store: FileStore, key: string): Promise<Buffer | null> {
  const file = await store.open(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Moves chat files stored before folders had a visibility (`chat/<yyyymm>/<uuid>.<ext>`, once served statically) to the
 * private layout under their owner (`private/chat/<owner>/<yyyymm>/<uuid>.<ext>`) and points their rows there: the
 * files' half of the migration to private files, which SQL cannot do. Every step may be repeated, so a crash midway
 * or two instances starting at once is harmless: the new key is derived from the old, a put replaces, the row changes
 * only while it still names the old URL, and the old file goes last.
 */
export async function movePrivateFiles(db: Database, store: FileStore): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, missing: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: schema.chatFiles.id, userId: schema.chatFiles.userId, url: schema.chatFiles.url, mime: schema.chatFiles.mime })
      .from(schema.chatFiles)
      .where(and(gt(schema.chatFiles.id, after), notLike(schema.chatFiles.url, `${privateFilesPrefix}%`)))
      .orderBy(asc(schema.chatFiles.id))
      .limit(BATCH);
    for (const row of rows) {
      const oldKey = store.keyOfUrl(row.url, undefined);
      if (!oldKey) continue;
      const newKey = privateKeyOf(oldKey, row.userId);
      try {
        const content = await contentOf(store, oldKey);
        if (content) await store.put(newKey, content, row.mime);
        else if ((await contentOf(store, newKey)) === null) report.missing += 1;
        await db
          .update(schema.chatFiles)
          .set({ url: store.urlOfKey(newKey) })
          .where(and(eq(schema.chatFiles.id, row.id), eq(schema.chatFiles.url, row.url)));
        if (content) await store.remove(oldKey);
        if (content) report.moved += 1;
      } catch {
        report.failed += 1;
      }
    }
    if (rows.length < BATCH) return report;
    after = rows.at(-1)!.id;
  }
}
