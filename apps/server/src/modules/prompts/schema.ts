import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The prompt library's categories (/chat/prompt's chips); `type` groups them for /category/list {type}. */
export const promptCategories = pgTable('prompt_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull().default('prompt'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** One prompt of the library: 使用 fills the chat composer with `prompt`; `promptEn` is its English version. */
export const prompts = pgTable(
  'prompts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => promptCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    desc: text('desc').notNull().default(''),
    prompt: text('prompt').notNull(),
    promptEn: text('prompt_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('prompts_category_idx').on(table.categoryId, table.sort)],
);
