import { sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Database } from '../../../db/index.js';
import { rowsOf } from '../../../db/rawRows.js';
import { addDays, shanghaiDay } from './rollups.js';

const Count = Type.Integer({ minimum: 0 });
const DayFigures = Type.Object({
  day: Type.String(),
  usersNew: Count,
  // Accounts that exist at the day's end.
  usersTotal: Count,
  revenueFen: Count,
  ordersPaid: Count,
  ordersCreated: Count,
  pointsIn: Count,
  pointsOut: Count,
  turns: Count,
  tokens: Count,
});
const { day: _day, ...totalsFields } = DayFigures.properties;

/** The dashboard's reply (the route's schema; the figures below are typed by it). */
export const Dashboard = Type.Object({
  days: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  // When the rollups were last made; null before the first time.
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  totals: Type.Object({ ...totalsFields, chatPoints: Type.Integer() }),
  daily: Type.Array(DayFigures),
  ordersByStatus: Type.Object({ pending: Count, paid: Count, expired: Count }),
  revenueByProvider: Type.Array(Type.Object({ provider: Type.String(), revenueFen: Count, orders: Count })),
  pointsByReason: Type.Array(Type.Object({ reason: Type.String(), in: Count, out: Count })),
  // Net of refunds: a model's points may be negative on a day its refunds outnumber its charges.
  models: Type.Array(Type.Object({ model: Type.String(), turns: Count, tokens: Count, points: Type.Integer() })),
});

type DayFigures = Static<typeof DayFigures>;
type DashboardFigures = Static<typeof Dashboard>;

type RollupRow = { day: string; metric: string; dimension: string; value: string | number };

const dailyMetrics: Record<string, keyof Omit<DayFigures, 'day' | 'usersTotal'>> = {
  'users.new': 'usersNew',
  revenue: 'revenueFen',
  'orders.paid': 'ordersPaid',
  'orders.created': 'ordersCreated',
  'points.in': 'pointsIn',
  'points.out': 'pointsOut',
  'chat.turns': 'turns',
  'chat.tokens': 'tokens',
};
const statusNames: Record<string, keyof DashboardFigures['ordersByStatus']> = { '0': 'pending', '1': 'paid', '2': 'expired' };

/** Adds `value` to the entry of `key` in `map`, made by `make` the first time. */
function tally<T>(map: Map<string, T>, key: string, make: () => T, add: (entry: T) => void) {
  const entry = map.get(key) ?? make();
  add(entry);
  map.set(key, entry);
}

/**
 * The dashboard of the last `days` Shanghai days (today included), from the rollups alone: a 90-day view reads a few
 * hundred rows through the rollups' primary key.
 */
export async function dashboardFigures(db: Database, now: Date, days: number): Promise<DashboardFigures> {
  const to = shanghaiDay(now);
  const from = addDays(to, -(days - 1));
  const [rows, [before], [refreshed]] = await Promise.all([
    // Not usage's per-user rows (spent.chat): a 90-day view would read one per user and day.
    rowsOf<RollupRow>(
      db,
      sql`select day::text as day, metric, dimension, value from daily_rollups where day >= ${from}::date and day <= ${to}::date and metric <> 'spent.chat'`,
    ),
    rowsOf<{ users: string | number }>(db, sql`select coalesce(sum(value), 0) as users from daily_rollups where metric = 'users.new' and day < ${from}::date`),
    rowsOf<{ at: Date | string | null }>(db, sql`select max(updated_at) as at from daily_rollups where metric = 'refreshed'`),
  ]);
  const daily = Array.from(
    { length: days },
    (_, index): DayFigures => ({
      day: addDays(from, index),
      usersNew: 0,
      usersTotal: 0,
      revenueFen: 0,
      ordersPaid: 0,
      ordersCreated: 0,
      pointsIn: 0,
      pointsOut: 0,
      turns: 0,
      tokens: 0,
    }),
  );
  const byDay = new Map(daily.map((entry) => [entry.day, entry]));
  const ordersByStatus = { pending: 0, paid: 0, expired: 0 };
  const providers = new Map<string, DashboardFigures['revenueByProvider'][number]>();
  const reasons = new Map<string, DashboardFigures['pointsByReason'][number]>();
  const models = new Map<string, DashboardFigures['models'][number]>();
  for (const row of rows) {
    const value = Number(row.value);
    const field = dailyMetrics[row.metric];
    const entry = byDay.get(row.day);
    if (field && entry) entry[field] += value;
    if (row.metric === 'orders.created' && statusNames[row.dimension]) ordersByStatus[statusNames[row.dimension]!] += value;
    if (row.metric === 'revenue' || row.metric === 'orders.paid')
      tally(
        providers,
        row.dimension,
        () => ({ provider: row.dimension, revenueFen: 0, orders: 0 }),
        (provider) => {
          if (row.metric === 'revenue') provider.revenueFen += value;
          else provider.orders += value;
        },
      );
    if (row.metric === 'points.in' || row.metric === 'points.out')
      tally(
        reasons,
        row.dimension,
        () => ({ reason: row.dimension, in: 0, out: 0 }),
        (reason) => {
          reason[row.metric === 'points.in' ? 'in' : 'out'] += value;
        },
      );
    if (row.metric.startsWith('chat.'))
      tally(
        models,
        row.dimension,
        () => ({ model: row.dimension, turns: 0, tokens: 0, points: 0 }),
        (model) => {
          if (row.metric === 'chat.turns') model.turns += value;
          if (row.metric === 'chat.tokens') model.tokens += value;
          if (row.metric === 'chat.points') model.points += value;
        },
      );
  }
  let usersTotal = Number(before?.users ?? 0);
  for (const entry of daily) {
    usersTotal += entry.usersNew;
    entry.usersTotal = usersTotal;
  }
  const sum = (field: (typeof dailyMetrics)[string]) => daily.reduce((total, entry) => total + entry[field], 0);
  const modelList = [...models.values()].sort((a, b) => b.points - a.points || b.turns - a.turns || a.model.localeCompare(b.model));
  return {
    days,
    from,
    to,
    updatedAt: refreshed?.at ? new Date(refreshed.at).toISOString() : null,
    totals: {
      usersNew: sum('usersNew'),
      usersTotal,
      revenueFen: sum('revenueFen'),
      ordersPaid: sum('ordersPaid'),
      ordersCreated: sum('ordersCreated'),
      pointsIn: sum('pointsIn'),
      pointsOut: sum('pointsOut'),
      turns: sum('turns'),
      tokens: sum('tokens'),
      chatPoints: modelList.reduce((total, model) => total + model.points, 0),
    },
    daily,
    ordersByStatus,
    revenueByProvider: [...providers.values()].sort((a, b) => b.revenueFen - a.revenueFen || a.provider.localeCompare(b.provider)),
    pointsByReason: [...reasons.values()].sort((a, b) => b.in + b.out - (a.in + a.out) || a.reason.localeCompare(b.reason)),
    models: modelList,
  };
}
