import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { InstanceRegistry } from '../../domain/instances/instanceRegistry.js';
import { changePoints } from '../economy/index.js';
import { rowsOf } from '../../db/rawRows.js';

export interface SettledTurn {
  chatLogId: number;
  userId: number;
  /** Points given back (0 for a free turn). */
  refunded: number;
}

/**
 * Interrupted turns (docs/server.md): an answer still `streaming` whose instance is gone — crashed, or silent past
 * the instances' staleAfterSeconds — becomes `interrupted`, keeping what it holds, and the points it cost come back through the
 * ledger (reason chatRefund, reference chat:<answer id>: the same pair an upstream failure uses, so at most once).
 * Each turn is settled in its own transaction, conditional on its status: instances sweeping at the same time settle
 * each turn once. A member's free use of the day is not given back (nothing records that a turn used one).
 */
export async function settleInterruptedTurns(db: Database, instances: Pick<InstanceRegistry, 'gone'>, limit = 200): Promise<SettledTurn[]> {
  const candidates = await rowsOf<{ id: number }>(
    db,
    sql`select id from chat_logs where status = 'streaming' and ${instances.gone(sql`chat_logs.instance_id`)} order by id limit ${limit}::integer`,
  );
  const settled: SettledTurn[] = [];
  for (const { id } of candidates) {
    const turn = await db.transaction(async (tx) => {
      const [row] = await rowsOf<{ user_id: number }>(
        tx,
        sql`update chat_logs set status = 'interrupted', instance_id = null
            where id = ${id}::integer and status = 'streaming' and ${instances.gone(sql`chat_logs.instance_id`)} returning user_id`,
      );
      if (!row) return null;
      const reference = `chat:${id}`;
      const [charge] = await rowsOf<{ delta: number }>(tx, sql`select delta from points_ledger where reason = 'chat' and reference = ${reference}`);
      const refunded = charge ? -Number(charge.delta) : 0;
      if (refunded > 0) await changePoints(tx, { userId: Number(row.user_id), delta: refunded, reason: 'chatRefund', reference });
      return { chatLogId: id, userId: Number(row.user_id), refunded };
    });
    if (turn) settled.push(turn);
  }
  return settled;
}
