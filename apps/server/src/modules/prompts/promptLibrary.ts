import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { schema } from '../../db/index.js';

const { promptCategories: c, prompts: p } = schema;

/** Escapes LIKE's wildcards so a keyword matches as typed. */
const likeTerm = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Each word of `keyword` (NFKC, split on spaces) in a prompt's title, description or prompt, case folded. */
export function keywordMatches(keyword: string | undefined): SQL[] {
  const words = (keyword ?? '').normalize('NFKC').split(/\s+/).filter(Boolean);
  return words.map((word) => sql`(${p.title} || ' ' || ${p.desc} || ' ' || ${p.prompt}) ilike ${likeTerm(word)}`);
}

/** The prompt library (/chat/prompt): enabled categories and their enabled prompts, in the operator's order. */
export class PromptLibrary {
  constructor(private readonly db: Database) {}

  categories(type?: string) {
    return this.db
      .select({ id: c.id, name: c.name, type: c.type })
      .from(c)
      .where(and(eq(c.enabled, true), type ? eq(c.type, type) : undefined))
      .orderBy(asc(c.sort), asc(c.id));
  }

  /** A page of prompts: in a category, each word of `keyword` in the title, description or prompt (case folded). */
  async page({ page, size, categoryId, keyword }: { page: number; size: number; categoryId?: number; keyword?: string }) {
    const where = and(eq(p.enabled, true), eq(c.enabled, true), categoryId ? eq(p.categoryId, categoryId) : undefined, ...keywordMatches(keyword));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: p.id, title: p.title, desc: p.desc, prompt: p.prompt, promptEn: p.promptEn, categoryId: p.categoryId })
        .from(p)
        .innerJoin(c, eq(c.id, p.categoryId))
        .where(where)
        .orderBy(asc(p.sort), asc(p.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ count: sql<number>`count(*)::integer` }).from(p).innerJoin(c, eq(c.id, p.categoryId)).where(where),
    ]);
    return { rows, count: Number(total?.count ?? 0) };
  }
}
