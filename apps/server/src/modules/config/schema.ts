import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
  /** menuName and menuTipText in en and zh-TW, where the operator gave them (domain/i18n/operatorTexts.ts). */
  translations: jsonb('translations').notNull().default({}),
});

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  noticeTitle: text('notice_title').notNull(),
  /** HTML, sanitised when the operator saves it. */
  noticeInfo: text('notice_info').notNull(),
  /** noticeTitle and noticeInfo in en and zh-TW, where the operator gave them. */
  translations: jsonb('translations').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
