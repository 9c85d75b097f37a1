import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './users.js';

/** General settings, logo settings and social links as key/value rows. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const sliders = pgTable('sliders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  link: text('link').notNull().default(''),
  thumbnail: text('thumbnail').notNull(),
  status: text('status').notNull().default('active'),
  sliderType: text('slider_type').notNull(),
  sort: integer('sort').notNull().default(0),
  /** Its Bangla, field by field (the contract's `bn`). */
  bn: jsonb('bn').$type<{ name?: string }>(),
  /** When players first see it (null: as soon as it is active); before then it is scheduled. */
  publishAt: timestamp('publish_at', { withTimezone: true }),
});

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  status: text('status').notNull().default('active'),
  accountType: text('account_type').notNull(),
  provider: text('provider').notNull(),
  withdrawEnabled: boolean('withdraw_enabled').notNull().default(true),
});

export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  desc: text('desc').notNull(),
  thumbnail: text('thumbnail').notNull(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  status: text('status').notNull().default('active'),
  depositBonusPercent: integer('deposit_bonus_percent').notNull().default(0),
  turnoverMultiplier: integer('turnover_multiplier').notNull().default(1),
  category: integer('category').notNull().default(99),
  tag: text('tag').notNull().default(''),
  /** Its Bangla, field by field (the contract's `bn`). */
  bn: jsonb('bn').$type<{ name?: string; desc?: string; tag?: string }>(),
  /** When players first see it (null: as soon as it is active or display); before then it is scheduled. */
  publishAt: timestamp('publish_at', { withTimezone: true }),
});

export const marketBlocks = pgTable(
  'market_blocks',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    exchangeMarket: integer('exchange_market').notNull().default(1),
    csMarket: integer('cs_market').notNull().default(1),
    status: text('status').notNull().default('active'),
  },
  (t) => [uniqueIndex('market_blocks_player_idx').on(t.playerId)],
);
