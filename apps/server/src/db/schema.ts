import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Operator-set configuration, one row per key (SPEC §3 global config fields). */
export const siteConfig = pgTable('site_config', {
  key: text('key').primaryKey(),
  /** JSON-encoded value. */
  value: text('value').notNull(),
  /** Readable by the front end (queryFront / config/query); secrets stay false. */
  isPublic: boolean('is_public').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Side (platform 1) and mobile bottom-bar (platform 0) menu entries, a tree by pId (SPEC §2.1). */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  pId: integer('p_id').notNull().default(0),
  menuPlatform: smallint('menu_platform').notNull(),
  menuName: text('menu_name').notNull(),
  menuPath: text('menu_path').notNull().default(''),
  menuIcon: text('menu_icon').notNull().default(''),
  menuIconActive: text('menu_icon_active').notNull().default(''),
  homeIcon: text('home_icon').notNull().default(''),
  homeIconActive: text('home_icon_active').notNull().default(''),
  menuCover: text('menu_cover').notNull().default(''),
  menuIframeUrl: text('menu_iframe_url').notNull().default(''),
  isJump: boolean('is_jump').notNull().default(false),
  isNeedAuth: boolean('is_need_auth').notNull().default(false),
  menuTipText: text('menu_tip_text').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  noticeTitle: text('notice_title').notNull(),
  /** HTML, sanitised when the operator saves it. */
  noticeInfo: text('notice_info').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Accounts. The accounts issue adds login, binding and balances around these columns. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    nickname: text('nickname').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    /** scrypt hash `scrypt$N$r$p$salt$hash`; null when the user has no password. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] }).notNull().default('user'),
    /** Bumped on password change and logout-everywhere: older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The user's own invite code (generated on request, SPEC §7 /user/genInviteCode). */
    inviteCode: text('invite_code'),
    /** Visits of the user's invite link (SPEC §7 /user/inviteLink). */
    inviteLinkCount: integer('invite_link_count').notNull().default(0),
    /** The user whose invite code brought this one (SPEC §3 invitedBy). */
    invitedById: integer('invited_by_id'),
    avatar: text('avatar').notNull().default(''),
    /** WeChat official-account identity (QR login, binding, silent login). */
    wechatOpenId: text('wechat_open_id'),
    wechatUnionId: text('wechat_union_id'),
    /** Points (SPEC §3 score). Changed only through the ledger service, never below zero. */
    score: integer('score').notNull().default(0),
    lifetimeVip: boolean('lifetime_vip').notNull().default(false),
    vipExpire: timestamp('vip_expire', { withTimezone: true }),
    consecutiveDays: integer('consecutive_days').notNull().default(0),
    /** When the inviter was rewarded for this user (set once, by a conditional update). */
    inviteRewardedAt: timestamp('invite_rewarded_at', { withTimezone: true }),
    /** A cancelled account keeps its row (the ledger refers to it) but can never log in. */
    destroyedAt: timestamp('destroyed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.username),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_phone_key').on(table.phone),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    uniqueIndex('users_wechat_open_id_key').on(table.wechatOpenId),
    check('users_score_not_negative', sql`${table.score} >= 0`),
  ],
);

/**
 * Every change of a user's points: append-only; the sum of a user's deltas equals their score.
 * Written in the same transaction as the balance update (domain/points/ledger.ts).
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** What the change was for: register, signIn, chat, crami, order, invite, refund, admin … */
    reason: text('reason').notNull(),
    /** The order, card code, chat log … it belongs to; unique per reason when set (idempotency). */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('points_ledger_user_idx').on(table.userId), uniqueIndex('points_ledger_reason_reference_key').on(table.reason, table.reference)],
);

/**
 * Short-lived server state with a time to live: captcha answers, SMS codes and their limits, QR
 * scenes, login-failure counters, email-change links. In the database so every instance sees the
 * same state and nothing lives in process memory (PROTOCOLS §8.17).
 */
export const ephemeralEntries = pgTable(
  'ephemeral_entries',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull().default({}),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ephemeral_entries_expires_idx').on(table.expiresAt)],
);

/** Chat models the operator offers (SPEC §3 Model). Prices are whole points. */
export const chatModels = pgTable('chat_models', {
  id: serial('id').primaryKey(),
  modelName: text('model_name').notNull(),
  model: text('model').notNull(),
  cover: text('cover').notNull().default(''),
  description: text('description').notNull().default(''),
  /** 1 basic, 2 advanced (the points-rules tabs group by it). */
  keyType: smallint('key_type').notNull().default(1),
  modelType: text('model_type', { enum: ['chat', 'app', 'music', 'other', 'draw', 'file'] }).notNull().default('chat'),
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
    /** 'chat' on /chat, 'file' on /document. */
    modelType: text('model_type', { enum: ['chat', 'file'] }).notNull().default('chat'),
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
    content: text('content').notNull().default(''),
    reasoning: text('reasoning').notNull().default(''),
    /** streaming while the answer is being written; done, stopped (the user stopped it) or failed. */
    status: text('status', { enum: ['streaming', 'done', 'stopped', 'failed'] }).notNull().default('done'),
    model: text('model').notNull().default(''),
    modelName: text('model_name').notNull().default(''),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    /** The file a question was asked about (/document's file chat); null for plain chat and answers. */
    fileId: integer('file_id').references(() => chatFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_logs_group_idx').on(table.groupId, table.id)],
);

/**
 * Files uploaded for file chat (POST /chatgpt/upload, docs/chat.md "File chat"): the stored file's URL and, for a
 * document, its extracted text (capped; `truncated` when the cap cut it). Seen and used by their owner only.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The conversation it belongs to: given at upload, else the first one it is asked about in. */
    groupId: integer('group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    /** The name the user gave it (shown back; never used as a storage key). */
    name: text('name').notNull(),
    url: text('url').notNull(),
    mime: text('mime').notNull(),
    kind: text('kind', { enum: ['document', 'image'] }).notNull(),
    size: integer('size').notNull().default(0),
    text: text('text').notNull().default(''),
    /** Characters of `text` as stored. */
    chars: integer('chars').notNull().default(0),
    truncated: boolean('truncated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_files_user_idx').on(table.userId, table.id)],
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
  (table) => [uniqueIndex('model_daily_uses_key').on(table.userId, table.modelId, table.day)],
);

/** Points packages (typeId 1) and membership packages (typeId 2). Money in fen (1/100 yuan). */
export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  typeId: smallint('type_id').notNull(),
  priceFen: integer('price_fen').notNull(),
  originPriceFen: integer('origin_price_fen').notNull(),
  /** Points granted. */
  score: integer('score').notNull().default(0),
  /** Membership days granted; -1 lifetime; 0 none. */
  days: integer('days').notNull().default(0),
  /** Feature lines separated by '/', at most 6 shown. */
  des: text('des').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** Daily check-ins (SPEC §4): one row per user per Asia/Shanghai calendar day, enforced by the key. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** YYYY-MM-DD in Asia/Shanghai. */
    signInDate: text('sign_in_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sign_ins_user_date_key').on(table.userId, table.signInDate)],
);

/** Card codes (kami): each grants a package once; claimed by one conditional update before crediting. */
export const cardCodes = pgTable(
  'card_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batch: text('batch').notNull().default(''),
    usedBy: integer('used_by').references(() => users.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('card_codes_code_key').on(table.code)],
);

/** Orders (SPEC §3): the amount is the package's price at purchase; paid once, by a conditional update. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The public order number the client and the provider see. */
    orderId: text('order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    amountFen: integer('amount_fen').notNull(),
    /** What the package granted when bought: a later edit of the package does not change a paid-for order. */
    grantScore: integer('grant_score').notNull().default(0),
    grantDays: integer('grant_days').notNull().default(0),
    provider: text('provider', { enum: ['wechat', 'mpay', 'hupi', 'epay'] }).notNull(),
    payType: text('pay_type').notNull(),
    /** 0 pending, 1 paid, 2 expired. */
    status: smallint('status').notNull().default(0),
    providerTradeNo: text('provider_trade_no'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the reconcile job last asked the provider: it takes the least recently checked first. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('orders_order_id_key').on(table.orderId), index('orders_user_idx').on(table.userId), index('orders_pending_idx').on(table.status, table.expiresAt)],
);
