import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
// Other modules' tables come through the one schema drizzle-kit reads (a reference resolves lazily).
import { apps } from '../../db/schema.js';

export const homeSlotKinds = ['rec', 'swiper'] as const;

/**
 * What the operator puts on the home page (/homePage): `rec` — the recommended apps and agents; `swiper` — the
 * carousel. Each opens a route of this site or an app (`appId`), shown in order while its schedule holds.
 */
export const homeSlots = pgTable(
  'home_slots',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: homeSlotKinds }).notNull(),
    title: text('title').notNull(),
    /** A picture of this site's uploads; '' for an app's slot (its logo shows). */
    image: text('image').notNull().default(''),
    /** A route of this site (/app-store, /draw …); '' when `appId` is set. */
    target: text('target').notNull().default(''),
    appId: integer('app_id').references(() => apps.id, { onDelete: 'cascade' }),
    /** A carousel may leave out one tag's slots (page {notInTagId}). */
    tagId: integer('tag_id'),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('home_slots_kind_idx').on(table.kind, table.sort)],
);
