import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { chatFiles, users } from '../../db/schema.js';

/** Chat models the operator offers (SPEC §3 Model). Prices are whole points. */
export const chatModels = pgTable('chat_models', {
  id: serial('id').primaryKey(),
  modelName: text('model_name').notNull(),
  model: text('model').notNull(),
  cover: text('cover').notNull().default(''),
  description: text('description').notNull().default(''),
  /** 1 basic, 2 advanced (the points-rules tabs group by it). */
  keyType: smallint('key_type').notNull().default(1),
  modelType: text('model_type', { enum: ['chat', 'app', 'music', 'other', 'draw', 'file'] })
    .notNull()
    .default('chat'),
  /** 1 basic points, otherwise advanced points. */
  deductType: smallint('deduct_type').notNull().default(1),
  deduct: integer('deduct').notNull().default(1),
  /** Daily free uses for members; -1 free for members; 0 none. */
  vipFreeNum: integer('vip_free_num').notNull().default(0),
  maxModelTokens: integer('max_model_tokens').notNull().default(8096),
  maxResponseTokens: integer('max_response_tokens').notNull().default(4000),
  maxRounds: integer('max_rounds').notNull().default(12),
  rounds: integer('rounds').notNull().default(8),
  /** topN × 10, kept integral (0.8 → 8). */
  topNTenths: smallint('top_n_tenths').notNull().default(8),
  systemMessage: text('system_message').notNull().default(''),
  canUpload: boolean('can_upload').notNull().default(false),
  canAudio: boolean('can_audio').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** The model's OpenAI-compatible endpoint and key (never sent to clients); empty: the site's openaiBaseUrl / openaiApiKey. */
  baseUrl: text('base_url').notNull().default(''),
  apiKey: text('api_key').notNull().default(''),
  /** Membership levels (vip_levels ids) the model is kept for; empty: everyone. Others are refused before any charge. */
  vipLevelIds: integer('vip_level_ids').array().notNull().default(sql`'{}'::integer[]`),
});

/** Conversations (SPEC §3 chat group): `config` is the JSON string of the group's model settings. */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull().default('新对话'),
    isSticky: boolean('is_sticky').notNull().default(false),
    appId: integer('app_id'),
    /** 'chat' on /chat, 'file' on /document, 'knowledge' on /knowledge/agent. */
    modelType: text('model_type', { enum: ['chat', 'file', 'knowledge'] })
      .notNull()
      .default('chat'),
    config: text('config').notNull().default('{}'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_groups_user_idx').on(table.userId, table.modelType, table.updatedAt)],
);

/** Messages of a conversation, oldest first by id; an answer is saved as it ends (done, stopped or failed). */
export const chatLogs = pgTable(
  'chat_logs',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    /** SPEC §3 logType: 1 a text chat message (the only kind so far; drawing and others will add theirs). */
    logType: integer('log_type').notNull().default(1),
    content: text('content').notNull().default(''),
    reasoning: text('reasoning').notNull().default(''),
    /**
     * streaming while the answer is being written; done, stopped (the user stopped it), failed, or interrupted (the
     * instance streaming it died: settled and refunded by interruptedTurns.ts).
     */
    status: text('status', { enum: ['streaming', 'done', 'stopped', 'failed', 'interrupted'] })
      .notNull()
      .default('done'),
    model: text('model').notNull().default(''),
    modelName: text('model_name').notNull().default(''),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** The file a question was asked about (/document's file chat); null for plain chat and answers. */
    fileId: integer('file_id').references(() => chatFiles.id, { onDelete: 'set null' }),
    /** While streaming: the server instance writing the answer (server_instances), so a crash can be told apart. */
    instanceId: text('instance_id'),
    /** A grounded answer (/knowledge/chat): the sources it cited, names and pages kept when the documents go. */
    sources: jsonb('sources'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_logs_group_idx').on(table.groupId, table.id),
    // The sweep for interrupted turns reads only the few answers streaming now.
    index('chat_logs_streaming_idx').on(table.id).where(sql`${table.status} = 'streaming'`),
    // The dashboard's rollups read a day's answers.
    index('chat_logs_created_idx').on(table.createdAt),
  ],
);

/** Members' free uses of a model per Asia/Shanghai day (vipFreeNum > 0): one row, counted by a conditional upsert. */
export const modelDailyUses = pgTable(
  'model_daily_uses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => chatModels.id),
    /** YYYY-MM-DD in Asia/Shanghai. */
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('model_daily_uses_key').on(table.userId, table.modelId, table.day),
    // The back office's "members' free uses today" reads one day across users.
    index('model_daily_uses_day_idx').on(table.day, table.modelId),
  ],
);
