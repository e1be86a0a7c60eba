import { asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { schema } from '../../db/index.js';

const { vipLevels } = schema;
const levelColumns = { id: vipLevels.id, name: vipLevels.name, badge: vipLevels.badge, rank: vipLevels.rank };

/** A member's level: the one a package granted (`levelId`), else the default level; null when neither exists. */
export async function memberLevel(db: Executor, levelId: number | null) {
  const rows = await db
    .select({ ...levelColumns, isDefault: vipLevels.isDefault })
    .from(vipLevels)
    .where(levelId === null ? eq(vipLevels.isDefault, true) : or(eq(vipLevels.id, levelId), eq(vipLevels.isDefault, true)));
  const row = rows.find((entry) => entry.id === levelId) ?? rows.find((entry) => entry.isDefault);
  return row ? { id: row.id, name: row.name, badge: row.badge, rank: row.rank } : null;
}

/** Every level, lowest rank first. */
export const allLevels = (db: Executor) =>
  db
    .select({ ...levelColumns, isDefault: vipLevels.isDefault })
    .from(vipLevels)
    .orderBy(asc(vipLevels.rank), asc(vipLevels.id));
