import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { schema } from '../../db/index.js';

/** True when `userId` uploaded the public file at `key` (POST /file/upload recorded it). */
export async function uploadedBy(db: Database, key: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ key: schema.publicUploads.key })
    .from(schema.publicUploads)
    .where(and(eq(schema.publicUploads.key, key), eq(schema.publicUploads.userId, userId)));
  return row !== undefined;
}
