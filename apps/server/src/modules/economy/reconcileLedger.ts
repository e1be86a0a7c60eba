import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export interface Mismatch {
  userId: number;
  score: number;
  ledger: number;
}

/** Users whose balance differs from the sum of their ledger rows: empty when the books are right. */
export async function findLedgerMismatches(db: Database): Promise<Mismatch[]> {
  // Both drivers (pg, PGlite) answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    select u.id as user_id, u.score, coalesce(l.total, 0) as ledger
    from users u
    left join (select user_id, sum(delta) as total from points_ledger group by user_id) l on l.user_id = u.id
    where u.score <> coalesce(l.total, 0)
    order by u.id`)) as unknown as { rows: { user_id: number; score: number; ledger: string }[] };
  return result.rows.map((row) => ({ userId: Number(row.user_id), score: Number(row.score), ledger: Number(row.ledger) }));
}
