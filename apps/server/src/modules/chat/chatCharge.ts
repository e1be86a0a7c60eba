import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { DomainError } from '../../domain/errors.js';
import { changePoints } from '../economy/index.js';
import { shanghaiDate } from '../../domain/shanghaiDate.js';
import { chatMessages } from './messages.js';
import type { ModelRow } from './modelCatalog.js';
import { rowsOf } from '../../db/rawRows.js';

/** How one answer is paid for. */
export type ChatCharge = { kind: 'free' } | { kind: 'dailyFree'; day: string } | { kind: 'points'; points: number; balance: number };

/** The rows one turn writes as its charge is reserved. */
export interface TurnWrite {
  userId: number;
  /** Whether the user is a member now (isVip), as start() found them (verified by `guard` when one is given). */
  member: boolean;
  groupId: number;
  model: ModelRow;
  /** A new question (null when regenerating: the question is already there). */
  question: { content: string; fileId: number | null } | null;
  /** The answer a regeneration replaces, deleted with the same statement. */
  replaces: number | null;
  /** The server instance that will stream the answer (the interrupted-turn sweep tells a crash by it). */
  instanceId: string;
}

export interface ReservedTurn {
  charge: ChatCharge;
  /** The question's row (null when regenerating). */
  userLogId: number | null;
  chatLogId: number;
}

/** What one reservation statement returns (one row). */
interface TurnResult {
  /** 1 when the guard held (always without a guard). */
  matched: number;
  /** [id, role] of the rows written; null when nothing was (refused, or the guard failed). */
  ids: unknown;
  balance: number | null;
  title: string | null;
  history: unknown;
}

/** The newest messages of a group, oldest first, as [id, role, content, status] json (a backward scan of chat_logs_group_idx). */
export const historyOf = (groupId: number, rows: number) =>
  sql`(select coalesce(json_agg(json_build_array(h.id, h.role, h.content, h.status) order by h.id), '[]'::json)
     from (select id, role, content, status from chat_logs where group_id = ${groupId}::integer order by id desc limit ${rows}::integer) h)`;

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * One statement: `ctx` (the guard: one row when what the caller assumed still holds), the charge (`charged`, one
 * row when it is taken — only if `ctx` has a row — none when it is refused), then, only when it yields, the
 * question's and the answer's rows, the ledger row of a points charge (reference `chat:<answer id>`) and the deletion
 * of the answer a regeneration replaces. All of it commits or nothing does; a refusal writes nothing. Ids come in
 * the order given (the question's is below its answer's). With `historyRows`, it also reads the group's newest
 * messages as they were before this turn.
 */
async function writeTurn(db: Database, turn: TurnWrite, guard: SQL | null, charged: SQL, points: number, historyRows: number): Promise<TurnResult> {
  const { userId, groupId, model, question, replaces, instanceId } = turn;
  const rows = question
    ? sql`(values (1, 'user', ${question.content}::text, 'done', ${question.fileId}::integer), (2, 'assistant', '', 'streaming', null::integer))`
    : sql`(values (2, 'assistant', ''::text, 'streaming', null::integer))`;
  const [result] = await rowsOf<TurnResult>(
    db,
    sql`
    with ctx as (${guard ?? sql`select null::text as title`}),
    charged as (${charged}),
    logs as (
      insert into chat_logs (group_id, user_id, role, content, status, model, model_name, file_id, instance_id)
      select ${groupId}::integer, ${userId}::integer, v.role, v.content, v.status, ${model.model}::text, ${model.modelName}::text, v.file_id,
        case when v.status = 'streaming' then ${instanceId}::text end
      from charged, ${rows} as v (ord, role, content, status, file_id)
      order by v.ord
      returning id, role
    )${
      points > 0
        ? sql`,
    ledger as (
      insert into points_ledger (user_id, delta, balance_after, reason, reference)
      select ${userId}::integer, ${-points}::integer, charged.balance, 'chat', 'chat:' || logs.id from charged, logs where logs.role = 'assistant'
    )`
        : sql``
    }${
      replaces !== null
        ? sql`,
    removed as (delete from chat_logs where id = ${replaces}::integer and exists (select 1 from charged))`
        : sql``
    }
    select (select count(*) from ctx)::integer as matched, (select json_agg(json_build_array(id, role)) from logs) as ids,
      (select balance from charged) as balance, (select title from ctx limit 1) as title,
      ${historyRows > 0 ? historyOf(groupId, historyRows) : sql`null::json`} as history`,
  );
  return result!;
}

/** The outcome of reserveTurn: `matched` false when the guard failed (nothing was written). */
export type Reservation = { matched: false } | { matched: true; reserved: ReservedTurn; title: string | null; history: unknown };

/**
 * Reserves the charge of one answer before the upstream is called (PROTOCOLS §2, §8.10–11) and writes the turn's
 * rows with it: a member uses a model with vipFreeNum −1 free, and one with vipFreeNum > 0 free while today's count
 * — one conditional upsert, never read-then-write — is under it; everyone else pays `deduct` points (a conditional
 * update: never below zero, so of concurrent turns only those the balance covers go through) with its ledger row,
 * refused with 402 when the balance does not cover it. One statement per turn (two when a member's free uses of
 * the day are spent): this is time before the first token.
 *
 * `guard` (a select yielding one row with the group's `title`, or none) makes every write conditional on it: start()
 * uses it to check in the same statement what it would otherwise have read first (see ChatService.start).
 */
export async function reserveTurn(
  db: Database,
  turn: TurnWrite,
  now: Date,
  { guard = null, historyRows = 0 }: { guard?: SQL | null; historyRows?: number } = {},
): Promise<Reservation> {
  const { model, member, userId } = turn;
  const gate = guard ? sql`exists (select 1 from ctx)` : sql`true`;
  const taken = (result: TurnResult, charge: ChatCharge): Reservation => {
    const ids = (parsed(result.ids) ?? []) as [number, string][];
    const chatLogId = ids.find(([, role]) => role === 'assistant')?.[0];
    if (chatLogId === undefined) throw new Error('the turn was charged but its answer row is missing');
    const userLogId = ids.find(([, role]) => role === 'user')?.[0] ?? null;
    return { matched: true, reserved: { charge, userLogId, chatLogId }, title: result.title, history: parsed(result.history) };
  };
  const free = () => sql`select 0 as balance where ${gate}`;
  if ((member && model.vipFreeNum < 0) || (!(member && model.vipFreeNum > 0) && model.deduct <= 0)) {
    const result = await writeTurn(db, turn, guard, free(), 0, historyRows);
    return result.matched ? taken(result, { kind: 'free' }) : { matched: false };
  }
  if (member && model.vipFreeNum > 0) {
    const day = shanghaiDate(now);
    const counted = sql`insert into model_daily_uses (user_id, model_id, day, count) select ${userId}::integer, ${model.id}::integer, ${day}::text, 1 where ${gate}
      on conflict (user_id, model_id, day) do update set count = model_daily_uses.count + 1 where model_daily_uses.count < ${model.vipFreeNum}::integer
      returning 0 as balance`;
    const result = await writeTurn(db, turn, guard, counted, 0, historyRows);
    if (!result.matched) return { matched: false };
    if (result.ids !== null) return taken(result, { kind: 'dailyFree', day });
    if (model.deduct <= 0) {
      const again = await writeTurn(db, turn, guard, free(), 0, historyRows);
      return again.matched ? taken(again, { kind: 'free' }) : { matched: false };
    }
  }
  const deduct = sql`update users set score = score - ${model.deduct}::integer where id = ${userId}::integer and score >= ${model.deduct}::integer and ${gate} returning score as balance`;
  const result = await writeTurn(db, turn, guard, deduct, model.deduct, historyRows);
  if (!result.matched) return { matched: false };
  if (result.ids === null) throw new DomainError(chatMessages.insufficientPoints, 402);
  return taken(result, { kind: 'points', points: model.deduct, balance: Number(result.balance) });
}

/**
 * Charges one answer given outside a conversation (a note's 续写, 总结, 润色) by chat's rules — free for members where
 * the model says so, a member's free uses of the day counted by one conditional upsert, else `deduct` points with
 * their ledger row (`reason`, `reference`), never below zero: 402 积分不足 when the balance does not cover it.
 */
export async function chargeOneOff(
  db: Database,
  { userId, member, model, reason, reference }: { userId: number; member: boolean; model: ModelRow; reason: string; reference: string },
  now: Date,
): Promise<ChatCharge> {
  if ((member && model.vipFreeNum < 0) || (!(member && model.vipFreeNum > 0) && model.deduct <= 0)) return { kind: 'free' };
  if (member && model.vipFreeNum > 0) {
    const day = shanghaiDate(now);
    const counted = await rowsOf(
      db,
      sql`insert into model_daily_uses (user_id, model_id, day, count) values (${userId}::integer, ${model.id}::integer, ${day}::text, 1)
        on conflict (user_id, model_id, day) do update set count = model_daily_uses.count + 1 where model_daily_uses.count < ${model.vipFreeNum}::integer
        returning 1`,
    );
    if (counted.length > 0) return { kind: 'dailyFree', day };
    if (model.deduct <= 0) return { kind: 'free' };
  }
  const balance = await db.transaction((tx) => changePoints(tx, { userId, delta: -model.deduct, reason, reference }));
  if (balance === null) throw new DomainError(chatMessages.insufficientPoints, 402);
  return { kind: 'points', points: model.deduct, balance };
}

/** Gives a reserved charge back (the upstream failed before answering). Returns the balance after, when points moved. */
export async function refundCharge(
  db: Database,
  userId: number,
  model: ModelRow,
  charge: ChatCharge,
  reference: string,
  reason = 'chatRefund',
): Promise<number | null> {
  if (charge.kind === 'dailyFree') {
    const uses = schema.modelDailyUses;
    await db
      .update(uses)
      .set({ count: sql`${uses.count} - 1` })
      .where(and(eq(uses.userId, userId), eq(uses.modelId, model.id), eq(uses.day, charge.day), gt(uses.count, 0)));
    return null;
  }
  if (charge.kind !== 'points') return null;
  return db.transaction((tx) => changePoints(tx, { userId, delta: charge.points, reason, reference }));
}

/** Free uses of each model the user made today (for the model list's `used`). */
export async function usedToday(db: Database, userId: number, now: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ modelId: schema.modelDailyUses.modelId, count: schema.modelDailyUses.count })
    .from(schema.modelDailyUses)
    .where(and(eq(schema.modelDailyUses.userId, userId), eq(schema.modelDailyUses.day, shanghaiDate(now))));
  return new Map(rows.map((row) => [row.modelId, row.count]));
}
