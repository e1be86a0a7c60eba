import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';
import { rowsOf } from '../../db/rawRows.js';
import { isVip } from '../accounts/index.js';
import type { KnowledgeQuota } from './knowledgeSettings.js';

export type UsageCounter = keyof KnowledgeQuota;

/** The counter's column, named in SQL (one of four fixed names, never the caller's text). */
const column = (counter: UsageCounter) => sql.raw(`"${({ bases: 'bases', documents: 'documents', pages: 'pages', notes: 'notes' } as const)[counter]}"`);

/** True when the user is a member now (their quota is the members'). */
export async function isMemberNow(db: Executor, userId: number, now: Date): Promise<boolean> {
  const [user] = await db
    .select({ lifetimeVip: schema.users.lifetimeVip, vipExpire: schema.users.vipExpire })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return user ? isVip(user, now) : false;
}

/**
 * Takes `by` of a counter when the total stays within `limit`, in one conditional statement: of concurrent requests
 * with room for one, exactly one gets it. False when there is no room.
 */
export async function takeRoom(tx: Executor, userId: number, counter: UsageCounter, by: number, limit: number): Promise<boolean> {
  const c = column(counter);
  const rows = await rowsOf(
    tx,
    sql`insert into knowledge_usage (user_id, ${c}) select ${userId}::integer, ${by}::integer where ${by}::integer <= ${limit}::integer
      on conflict (user_id) do update set ${c} = knowledge_usage.${c} + ${by}::integer where knowledge_usage.${c} + ${by}::integer <= ${limit}::integer
      returning 1`,
  );
  return rows.length > 0;
}

/** Gives back what a deletion frees (never below zero). */
export async function giveRoom(tx: Executor, userId: number, freed: Partial<KnowledgeQuota>): Promise<void> {
  const { bases = 0, documents = 0, pages = 0, notes = 0 } = freed;
  await tx.execute(
    sql`update knowledge_usage set bases = greatest(bases - ${bases}::integer, 0), documents = greatest(documents - ${documents}::integer, 0),
      pages = greatest(pages - ${pages}::integer, 0), notes = greatest(notes - ${notes}::integer, 0) where user_id = ${userId}::integer`,
  );
}
