import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { schema } from '../../db/index.js';
import { textVariants, type TextVariants } from '../../domain/i18n/operatorTexts.js';
import { ok } from '../../http/envelope.js';

/** The operator texts of a menu entry that have per-language values. */
export const menuTextFields = ['menuName', 'menuTipText'] as const;

/** A menu entry as the API gives it: its texts per language instead of the stored translations. */
export type Menu = Omit<typeof schema.menus.$inferSelect, 'translations'> & { i18n: TextVariants<(typeof menuTextFields)[number]> };

/** Enabled menu entries per platform, cached; invalidate() after the operator edits menus. */
export class MenuStore {
  private cache = new Map<number, Menu[]>();
  private replies = new Map<number, Buffer>();

  constructor(private readonly db: Database) {}

  async list(platform: number): Promise<Menu[]> {
    const cached = this.cache.get(platform);
    if (cached) return cached;
    const rows = await this.db
      .select()
      .from(schema.menus)
      .where(and(eq(schema.menus.menuPlatform, platform), eq(schema.menus.isEnabled, true)))
      .orderBy(asc(schema.menus.sort), asc(schema.menus.id));
    const entries = rows.map(({ translations, ...row }) => ({ ...row, i18n: textVariants(row, menuTextFields, translations) }));
    this.cache.set(platform, entries);
    return entries;
  }

  /** The menu/list reply for a platform, serialised (to UTF-8) once until the menus change. */
  async listReply(platform: number): Promise<Buffer> {
    const cached = this.replies.get(platform);
    if (cached) return cached;
    const reply = Buffer.from(JSON.stringify(ok(await this.list(platform))));
    this.replies.set(platform, reply);
    return reply;
  }

  invalidate() {
    this.cache.clear();
    this.replies.clear();
  }
}
