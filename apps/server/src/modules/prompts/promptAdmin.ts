import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import type { Database } from '../../db/index.js';
import { schema } from '../../db/index.js';
import { DomainError, type Localized } from '../../domain/errors.js';
import { promptMessages as messages } from './messages.js';
import { keywordMatches } from './promptLibrary.js';

const { promptCategories: c, prompts: p } = schema;

/** The operator's limits (docs/apps.md "The prompt library"): characters (code points), counted after trimming. */
const promptLimits = { categoryName: 20, title: 50, desc: 200, prompt: 4000, promptEn: 4000 } as const;
const categoryType = /^[A-Za-z0-9_-]{1,30}$/;

/** A category as the back office sends it; on a change only the fields given. */
export interface CategoryInput {
  name?: string;
  type?: string;
  sort?: number;
  enabled?: boolean;
}

/** A prompt as the back office sends it; on a change only the fields given. */
export interface PromptInput {
  categoryId?: number;
  title?: string;
  desc?: string;
  prompt?: string;
  promptEn?: string;
  sort?: number;
  enabled?: boolean;
}

const length = (text: string) => [...text].length;
const fail = (message: Localized): never => {
  throw new DomainError(message);
};

/** A text field trimmed and checked: `required` when it may not be blank, at most `max` characters. */
function text(value: string | undefined, max: number, tooLong: Localized, required?: Localized): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (required && trimmed === '') fail(required);
  if (length(trimmed) > max) fail(tooLong);
  return trimmed;
}

/** The given fields of a category, checked in the form's order (name, type). */
function categoryFields(input: CategoryInput) {
  const type = input.type?.trim();
  if (type !== undefined && !categoryType.test(type)) fail(messages.categoryTypeInvalid);
  return {
    ...input,
    name: text(input.name, promptLimits.categoryName, messages.categoryNameLength, messages.categoryNameRequired),
    type,
  };
}

/** The given fields of a prompt, checked in the form's order (category, title, description, prompt, English prompt). */
function promptFields(input: PromptInput) {
  if (input.categoryId === 0) fail(messages.categoryRequired);
  return {
    ...input,
    title: text(input.title, promptLimits.title, messages.titleLength, messages.titleRequired),
    desc: text(input.desc, promptLimits.desc, messages.descLength),
    prompt: text(input.prompt, promptLimits.prompt, messages.promptLength, messages.promptRequired),
    promptEn: text(input.promptEn, promptLimits.promptEn, messages.promptEnLength),
  };
}

/** Drops the fields left undefined, so a change sets only what was given. */
const given = <T extends Record<string, unknown>>(values: T) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;

/**
 * The prompt library in the back office: every category (enabled or not) with its prompt count, every prompt by
 * category and keyword; created, changed and deleted. A category holding prompts cannot go (该分类下存在提示词，不可删除！):
 * its row is locked while it is deleted, and a prompt's insert or move shares that lock, so neither slips past the
 * other. Nothing is cached: /category/list and /aiprompt/page read the tables, so a change shows at once.
 */
export class PromptAdmin {
  constructor(private readonly db: Database) {}

  /** Every category in the users' order, with how many prompts each holds (enabled or not). */
  categories(executor: Executor = this.db, id?: number) {
    return executor
      .select({ id: c.id, name: c.name, type: c.type, sort: c.sort, enabled: c.enabled, prompts: count(p.id) })
      .from(c)
      .leftJoin(p, eq(p.categoryId, c.id))
      .where(id === undefined ? undefined : eq(c.id, id))
      .groupBy(c.id)
      .orderBy(asc(c.sort), asc(c.id));
  }

  private async category(tx: Executor, id: number) {
    const [row] = await this.categories(tx, id);
    return row!;
  }

  async createCategory(tx: Executor, input: Required<Pick<CategoryInput, 'name' | 'sort' | 'enabled'>> & CategoryInput) {
    const [created] = await tx
      .insert(c)
      .values(given(categoryFields(input)) as typeof c.$inferInsert)
      .returning();
    return { after: created!, row: await this.category(tx, created!.id) };
  }

  async updateCategory(tx: Executor, id: number, input: CategoryInput) {
    const fields = given(categoryFields(input));
    const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update');
    if (!before) throw new DomainError(messages.unknownCategory, 404);
    const [after] = await tx.update(c).set(fields).where(eq(c.id, id)).returning();
    return { before, after: after!, row: await this.category(tx, id) };
  }

  /** Deletes an empty category: 该分类下存在提示词，不可删除！ while any prompt (enabled or not) is in it. */
  async removeCategory(tx: Executor, id: number) {
    const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update');
    if (!before) throw new DomainError(messages.unknownCategory, 404);
    const [held] = await tx.select({ n: count() }).from(p).where(eq(p.categoryId, id));
    if ((held?.n ?? 0) > 0) fail(messages.categoryInUse);
    await tx.delete(c).where(eq(c.id, id));
    return before;
  }

  /** A page of every prompt (enabled or not) in the users' order: in a category, each word of keyword in its texts. */
  async list({ page, size, categoryId, keyword }: { page: number; size: number; categoryId?: number; keyword?: string }) {
    const where = and(categoryId ? eq(p.categoryId, categoryId) : undefined, ...keywordMatches(keyword));
    const [rows, [total]] = await Promise.all([
      this.rows(this.db)
        .where(where)
        .orderBy(asc(p.sort), asc(p.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ count: sql<number>`count(*)::integer` }).from(p).where(where),
    ]);
    return { rows, count: Number(total?.count ?? 0) };
  }

  private rows(executor: Executor) {
    return executor
      .select({
        id: p.id,
        categoryId: p.categoryId,
        categoryName: c.name,
        title: p.title,
        desc: p.desc,
        prompt: p.prompt,
        promptEn: p.promptEn,
        sort: p.sort,
        enabled: p.enabled,
      })
      .from(p)
      .innerJoin(c, eq(c.id, p.categoryId));
  }

  private async prompt(tx: Executor, id: number) {
    const [row] = await this.rows(tx).where(eq(p.id, id));
    return row!;
  }

  /** The category a prompt goes into must exist; its row is share-locked against a deletion until the commit. */
  private async categoryExists(tx: Executor, categoryId: number) {
    const [row] = await tx.select({ id: c.id }).from(c).where(eq(c.id, categoryId)).for('share');
    if (!row) fail(messages.unknownCategory);
  }

  async createPrompt(tx: Executor, input: Required<Pick<PromptInput, 'categoryId' | 'title' | 'prompt'>> & PromptInput) {
    const fields = given(promptFields(input));
    await this.categoryExists(tx, input.categoryId);
    const [created] = await tx
      .insert(p)
      .values(fields as typeof p.$inferInsert)
      .returning();
    return { after: created!, row: await this.prompt(tx, created!.id) };
  }

  async updatePrompt(tx: Executor, id: number, input: PromptInput) {
    const fields = given(promptFields(input));
    const [before] = await tx.select().from(p).where(eq(p.id, id)).for('update');
    if (!before) throw new DomainError(messages.unknownPrompt, 404);
    if (fields.categoryId !== undefined && fields.categoryId !== before.categoryId) await this.categoryExists(tx, fields.categoryId);
    const [after] = await tx.update(p).set(fields).where(eq(p.id, id)).returning();
    return { before, after: after!, row: await this.prompt(tx, id) };
  }

  async removePrompt(tx: Executor, id: number) {
    const [before] = await tx.delete(p).where(eq(p.id, id)).returning();
    if (!before) throw new DomainError(messages.unknownPrompt, 404);
    return before;
  }
}
