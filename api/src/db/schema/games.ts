import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const gameTypes = pgTable('game_types', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const providers = pgTable('providers', {
  platform: text('platform').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    platform: text('platform').notNull(),
    icon: text('icon').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('games_platform_code_idx').on(t.platform, t.code)],
);
