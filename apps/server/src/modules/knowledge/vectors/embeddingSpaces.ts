import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor.js';
import { schema } from '../../../db/index.js';

export type EmbeddingSpace = typeof schema.embeddingSpaces.$inferSelect;

/**
 * The space of a model at a width, made on first use: active when no space is active yet (the first model), else
 * building (a model change: search stays on the active space until the new one holds every passage, spaceBuilder.ts).
 * A retired space chosen again is built again (its vectors were deleted when it was retired).
 */
export async function spaceOf(db: Executor, model: string, dimensions: number): Promise<EmbeddingSpace> {
  const t = schema.embeddingSpaces;
  await db.execute(
    sql`insert into embedding_spaces (model, dimensions, status)
      values (${model}::text, ${dimensions}::integer, case when exists (select 1 from embedding_spaces where status = 'active') then 'building' else 'active' end)
      on conflict (model, dimensions) do update set status = 'building' where embedding_spaces.status = 'retired'`,
  );
  const [space] = await db
    .select()
    .from(t)
    .where(and(eq(t.model, model), eq(t.dimensions, dimensions)));
  return space!;
}
