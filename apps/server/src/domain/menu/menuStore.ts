import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';

export type Menu = typeof schema.menus.$inferSelect;

/** Enabled menu entries per platform, cached; invalidate() after the operator edits menus. */
export class MenuStore {
  private cache = new Map<number, Menu[]>();

  constructor(private readonly db: Database) {}

  async list(platform: number): Promise<Menu[]> {
    const cached = this.cache.get(platform);
    if (cached) return cached;
    const rows = await this.db
      .select()
      .from(schema.menus)
      .where(and(eq(schema.menus.menuPlatform, platform), eq(schema.menus.isEnabled, true)))
      .orderBy(asc(schema.menus.sort), asc(schema.menus.id));
    this.cache.set(platform, rows);
    return rows;
  }

  invalidate() {
    this.cache.clear();
  }
}
