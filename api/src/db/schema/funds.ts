import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './users.js';

/** The site's own wallet numbers that players send money to, per provider and account type. */
export const walletNumbers = pgTable('wallet_numbers', {
  id: serial('id').primaryKey(),
  provider: text('provider').notNull(),
  accountType: text('account_type').notNull(),
  accountNumber: text('account_number').notNull(),
  status: text('status').notNull().default('active'),
});

/** A player's extra phones (at most 2), each verified by code. */
export const extraPhones = pgTable(
  'extra_phones',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('extra_phones_phone_idx').on(t.phone), index('extra_phones_player_idx').on(t.playerId)],
);

/** Deposits and withdrawals. status: 0 pending, 1 success, 2 fail. */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    bonusPoisha: bigint('bonus_poisha', { mode: 'number' }).notNull().default(0),
    status: integer('status').notNull().default(0),
    trxId: text('trx_id'),
    accountNumber: text('account_number'),
    paymentMethodId: integer('payment_method_id'),
    walletNumberId: integer('wallet_number_id'),
    promotionId: integer('promotion_id'),
    provider: text('provider'),
    channel: text('channel').notNull().default('manual'),
    gatewayRef: text('gateway_ref'),
    receipts: jsonb('receipts').$type<string[]>().notNull().default([]),
    note: text('note'),
    returnUrl: text('return_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('transactions_amount_positive', sql`${t.amountPoisha} > 0`),
    check('transactions_action', sql`${t.action} in ('deposit', 'withdraw')`),
    check('transactions_status', sql`${t.status} in (0, 1, 2)`),
    // at most one pending deposit and one pending withdrawal per player
    uniqueIndex('transactions_one_pending_idx')
      .on(t.playerId, t.action)
      .where(sql`status = 0`),
    uniqueIndex('transactions_trx_id_idx').on(t.trxId),
    uniqueIndex('transactions_gateway_ref_idx').on(t.gatewayRef),
    index('transactions_player_idx').on(t.playerId, t.createdAt),
  ],
);

/** A turnover ticket opened by an approved deposit; settled bets reduce `remaining`. */
export const turnovers = pgTable(
  'turnovers',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id').references(() => transactions.id),
    promotionId: integer('promotion_id'),
    status: text('status').notNull().default('active'),
    requiredPoisha: bigint('required_poisha', { mode: 'number' }).notNull(),
    remainingPoisha: bigint('remaining_poisha', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('turnovers_remaining_nonnegative', sql`${t.remainingPoisha} >= 0`),
    index('turnovers_player_idx').on(t.playerId, t.status),
    uniqueIndex('turnovers_transaction_idx').on(t.transactionId),
  ],
);

/**
 * A bonus the desk granted a player (credited through the ledger as `bonus_grant`), with the turnover ticket it
 * opened; cancelled, what was left of it was taken back (`bonus_cancel`) and the ticket closed.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    turnover: integer('turnover').notNull(),
    turnoverId: integer('turnover_id').references(() => turnovers.id),
    status: text('status').notNull().default('active'),
    reason: text('reason').notNull(),
    grantedBy: text('granted_by').notNull(),
    takenBackPoisha: bigint('taken_back_poisha', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('bonuses_amount_positive', sql`${t.amountPoisha} > 0`),
    check('bonuses_status', sql`${t.status} in ('active', 'cancelled')`),
    index('bonuses_player_idx').on(t.playerId, t.createdAt),
  ],
);

/** First answers of requests sent with an Idempotency-Key, replayed on retry. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_player_key_idx').on(t.playerId, t.route, t.key)],
);

/** Binary data (PGlite answers a Uint8Array, node-postgres a Buffer: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Deposit receipts (the images a player attaches), identity documents and content images, in the database: every api process serves every receipt, and a
 * backup of the database holds them. A transaction's `receipts` lists their names.
 */
export const receiptFiles = pgTable('receipt_files', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** A promotion's or banner's image, served to everyone (GET /api/images/:file); receipts and documents never are. */
  public: boolean('public').notNull().default(false),
});
