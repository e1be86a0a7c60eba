import { sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Database } from '../../../db/index.js';
import { rowsOf } from '../../../db/rawRows.js';
import { addDays, shanghaiDay } from './rollups.js';

const Count = Type.Integer({ minimum: 0 });
const usageFields = {
  turns: Count,
  tokens: Count,
  // Net of refunds: negative on a day a model's refunds outnumber its charges.
  points: Type.Integer(),
  // Answers whose charge was given back (the upstream failed), and the points given back.
  refunds: Count,
  refundPoints: Count,
};
const Usage = Type.Object(usageFields);

/** GET /admin/usage's reply (the route's schema; the figures below are typed by it). */
export const UsageReply = Type.Object({
  days: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  // When the rollups were last made; null before the first time.
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  totals: Usage,
  // Every model used in the period, most points first.
  models: Type.Array(Type.Object({ model: Type.String(), ...usageFields })),
  // Every day of the period, oldest first, all models together.
  daily: Type.Array(Type.Object({ day: Type.String(), ...usageFields })),
  // The days a model was used on, oldest first (one row per model and day with figures).
  modelDays: Type.Array(Type.Object({ day: Type.String(), model: Type.String(), ...usageFields })),
  // The 20 users who spent the most points on chats in the period, net of refunds.
  topSpenders: Type.Array(Type.Object({ userId: Type.Integer(), username: Type.String(), nickname: Type.String(), points: Type.Integer() })),
  // Today's free uses of members (models with a daily free quota, vipFreeNum > 0).
  freeUsesToday: Type.Object({
    day: Type.String(),
    models: Type.Array(
      Type.Object({
        modelId: Type.Integer(),
        model: Type.String(),
        modelName: Type.String(),
        // The model's daily free uses per member now.
        freePerDay: Count,
        uses: Count,
        members: Count,
        // Members who used every free use of the day.
        exhausted: Count,
      }),
    ),
  }),
});

type Usage = Static<typeof Usage>;
type UsageFigures = Static<typeof UsageReply>;

const usageMetrics: Record<string, keyof Usage> = {
  'chat.turns': 'turns',
  'chat.tokens': 'tokens',
  'chat.points': 'points',
  'chat.refunds': 'refunds',
  'chat.refundPoints': 'refundPoints',
};
const noUsage = (): Usage => ({ turns: 0, tokens: 0, points: 0, refunds: 0, refundPoints: 0 });
const spenders = 20;

/**
 * Chat usage of the last `days` Shanghai days (today included): turns, tokens, points and refunds per model and day
 * and the top spenders from the rollups (each read through their (metric, day) index; a spender has one row per
 * day they chatted, where the ledger has one per turn); members' free uses from today's model_daily_uses rows.
 */
export async function usageFigures(db: Database, now: Date, days: number): Promise<UsageFigures> {
  const to = shanghaiDay(now);
  const from = addDays(to, -(days - 1));
  const [rows, [refreshed], top, free] = await Promise.all([
    rowsOf<{ day: string; metric: string; model: string; value: string | number }>(
      db,
      sql`select day::text as day, metric, dimension as model, value from daily_rollups
          where metric in ('chat.turns', 'chat.tokens', 'chat.points', 'chat.refunds', 'chat.refundPoints')
            and day >= ${from}::date and day <= ${to}::date`,
    ),
    rowsOf<{ at: Date | string | null }>(db, sql`select max(updated_at) as at from daily_rollups where metric = 'refreshed'`),
    rowsOf<{ user_id: number; username: string; nickname: string; points: string | number }>(
      db,
      sql`select users.id as user_id, users.username, users.nickname, spent.points
          from (
            select dimension, sum(value) as points from daily_rollups
            where metric = 'spent.chat' and day >= ${from}::date and day <= ${to}::date
            group by dimension having sum(value) > 0
            order by points desc, dimension::integer limit ${spenders}::integer
          ) spent join users on users.id = spent.dimension::integer
          order by spent.points desc, users.id`,
    ),
    rowsOf<{ model_id: number; model: string; model_name: string; free: number; uses: string | number; members: string | number; exhausted: string | number }>(
      db,
      sql`select uses.model_id, models.model, models.model_name, models.vip_free_num as free, sum(uses.count) as uses,
            count(*) as members, count(*) filter (where models.vip_free_num > 0 and uses.count >= models.vip_free_num) as exhausted
          from model_daily_uses uses join chat_models models on models.id = uses.model_id
          where uses.day = ${to} and uses.count > 0
          group by uses.model_id, models.model, models.model_name, models.vip_free_num
          order by uses desc, uses.model_id`,
    ),
  ]);

  const daily = Array.from({ length: days }, (_, index) => ({ day: addDays(from, index), ...noUsage() }));
  const byDay = new Map(daily.map((entry) => [entry.day, entry]));
  const models = new Map<string, UsageFigures['models'][number]>();
  const modelDays = new Map<string, UsageFigures['modelDays'][number]>();
  const totals = noUsage();
  for (const row of rows) {
    const field = usageMetrics[row.metric]!;
    const value = Number(row.value);
    const model = models.get(row.model) ?? { model: row.model, ...noUsage() };
    models.set(row.model, model);
    const dayKey = `${row.day} ${row.model}`;
    const modelDay = modelDays.get(dayKey) ?? { day: row.day, model: row.model, ...noUsage() };
    modelDays.set(dayKey, modelDay);
    for (const entry of [model, modelDay, totals, byDay.get(row.day)]) if (entry) entry[field] += value;
  }
  return {
    days,
    from,
    to,
    updatedAt: refreshed?.at ? new Date(refreshed.at).toISOString() : null,
    totals,
    models: [...models.values()].sort((a, b) => b.points - a.points || b.turns - a.turns || a.model.localeCompare(b.model)),
    daily,
    modelDays: [...modelDays.values()].sort((a, b) => a.day.localeCompare(b.day) || a.model.localeCompare(b.model)),
    topSpenders: top.map((row) => ({
      userId: Number(row.user_id),
      username: row.username,
      nickname: row.nickname,
      points: Number(row.points),
    })),
    freeUsesToday: {
      day: to,
      models: free.map((row) => ({
        modelId: Number(row.model_id),
        model: row.model,
        modelName: row.model_name,
        freePerDay: Math.max(0, Number(row.free)),
        uses: Number(row.uses),
        members: Number(row.members),
        exhausted: Number(row.exhausted),
      })),
    },
  };
}
