import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { generationJobs, users } from '../../db/schema.js';

/** One button under a finished drawing (the proxy's customId; "Imagine all" and ❤️ are left out). */
export interface DrawButton {
  customId: string;
  label: string;
  emoji: string;
}

/** A further picture of a drawing (stored as the first one is). */
export interface ExtraPicture {
  imageKey: string;
  thumbKey: string;
  preview: string;
  width: number;
  height: number;
}

/**
 * Drawings (SPEC §3 drawing record): one per generation job, sharing its id; the job row holds status, progress and
 * the charge, this row what was asked and what came back. Pictures are private files of the owner (FileStore).
 */
export const drawings = pgTable(
  'drawings',
  {
    id: integer('id')
      .primaryKey()
      .references(() => generationJobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'mj' (midjourney-proxy) or 'image' (an OpenAI-compatible images endpoint). */
    kind: text('kind', { enum: ['mj', 'image'] }).notNull(),
    /** IMAGINE, UPSCALE, VARIATION, REROLL, ZOOM, PAN, BLEND, DESCRIBE, SHORTEN, SWAP_FACE, DALLE. */
    action: text('action').notNull(),
    mode: text('mode', { enum: ['fast', 'relax', 'turbo'] }),
    botType: text('bot_type', { enum: ['MID_JOURNEY', 'NIJI_JOURNEY'] }),
    /** The prompt as sent upstream (translated, with its parameters), and as the user typed it. */
    prompt: text('prompt').notNull().default(''),
    originPrompt: text('origin_prompt').notNull().default(''),
    /** The drawing an action was made from, and the button used. */
    parentId: integer('parent_id'),
    customId: text('custom_id'),
    /** FileStore keys: the picture, its 480 px WebP thumbnail; a 24 px WebP preview as a data URL (shown while the thumbnail loads). */
    imageKey: text('image_key'),
    thumbKey: text('thumb_key'),
    preview: text('preview'),
    width: integer('width'),
    height: integer('height'),
    /** More pictures of one request (an images model's n > 1), each as the first's columns. */
    extraImages: jsonb('extra_images').$type<ExtraPicture[]>().notNull().default([]),
    buttons: jsonb('buttons').$type<DrawButton[]>().notNull().default([]),
    /** Describe's and shorten's text result. */
    resultText: text('result_text'),
    seed: text('seed'),
    favorite: boolean('favorite').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // My drawings of one kind, newest first (drawList: mj, /chatLog/draw: image) and their count, from the index alone.
    index('drawings_user_kind_idx').on(table.userId, table.kind, table.id.desc()),
    index('drawings_favorite_idx').on(table.userId, table.id.desc()).where(sql`favorite`),
  ],
);

/** The prompt library's categories (incantationClassifyQueryAll) and their prompts (incantationQueryByPid, promptsAll). */
export const drawPromptCategories = pgTable('draw_prompt_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const drawPrompts = pgTable(
  'draw_prompts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => drawPromptCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    prompt: text('prompt').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('draw_prompts_category_idx').on(table.categoryId, table.sort)],
);
