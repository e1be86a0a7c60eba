import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { vipLevels } from '../../db/schema.js';

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
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** An operator's TOTP secret (base32) once enabled: the back office then asks its code at login and may take it to confirm. */
    adminTotpSecret: text('admin_totp_secret'),
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
    /** The membership level bought (vip_levels); null: the default level while a member. */
    vipLevelId: integer('vip_level_id').references((): AnyPgColumn => vipLevels.id),
    consecutiveDays: integer('consecutive_days').notNull().default(0),
    /** When the inviter was rewarded for this user (set once, by a conditional update). */
    inviteRewardedAt: timestamp('invite_rewarded_at', { withTimezone: true }),
    /** banned: the operator shut the account (banReason says why); no login or token works until unbanned. */
    status: text('status', { enum: ['active', 'banned'] })
      .notNull()
      .default('active'),
    banReason: text('ban_reason').notNull().default(''),
    /** A cancelled account keeps its row (the ledger refers to it) but can never log in. */
    destroyedAt: timestamp('destroyed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Case-insensitively unique: Alice and alice are one name (login matches it either way).
    uniqueIndex('users_username_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_phone_key').on(table.phone),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    uniqueIndex('users_wechat_open_id_key').on(table.wechatOpenId),
    // The dashboard's rollups count a day's new accounts.
    index('users_created_idx').on(table.createdAt),
    // A user's invitees (the back office's user detail, the invite counts).
    index('users_invited_by_idx').on(table.invitedById),
    check('users_score_not_negative', sql`${table.score} >= 0`),
  ],
);
