import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    remoteId: text('remote_id').notNull().unique(),
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    phone: text('phone').unique(),
    email: text('email').unique(),
    currency: text('currency').notNull().default('BDT'),
    status: text('status').notNull().default('active'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    dofb: date('dofb', { mode: 'string' }),
    balancePoisha: bigint('balance_poisha', { mode: 'number' }).notNull().default(0),
    vipCoin: integer('vip_coin').notNull().default(0),
    /** Every VP ever earned: the VIP level follows it (conversions take from vip_coin only). */
    vipEarned: integer('vip_earned').notNull().default(0),
    vpProgressPoisha: bigint('vp_progress_poisha', { mode: 'number' }).notNull().default(0),
    cashBonusPoisha: bigint('cash_bonus_poisha', { mode: 'number' }).notNull().default(0),
    lifetimeRewardsPoisha: bigint('lifetime_rewards_poisha', { mode: 'number' }).notNull().default(0),
    referralCode: text('referral_code').notNull().unique(),
    referredBy: integer('referred_by'),
    agentCode: text('agent_code'),
    affiliateCode: text('affiliate_code'),
    exchangeToken: text('exchange_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Responsible gaming: minutes between reality checks (15, 30 or 60). */
    realityMinutes: integer('reality_minutes').notNull().default(60),
    /** The language the player chose (the site shows it at every login, on every device). */
    lang: text('lang').notNull().default('en'),
    /** The notifications the player chose (PUSH_TOPICS of the contract): all of them until the player chooses. */
    pushTopics: jsonb('push_topics').$type<string[]>().notNull().default(['bet', 'deposit', 'withdrawal', 'support']),
    /** Responsible gaming: the break in force ends then (no login to play, deposit or bet before). */
    excludedUntil: timestamp('excluded_until', { withTimezone: true }),
    /** The daily play-time limit was reached: no login or play before this (the next day, and a cooling-off). */
    playCooloffUntil: timestamp('play_cooloff_until', { withTimezone: true }),
  },
  (t) => [
    check('players_balance_nonnegative', sql`${t.balancePoisha} >= 0`),
    check('players_vip_nonnegative', sql`${t.vipCoin} >= 0`),
    check('players_lang_known', sql`${t.lang} in ('en', 'bn')`),
    check('players_cash_bonus_nonnegative', sql`${t.cashBonusPoisha} >= 0`),
    index('players_referred_by_idx').on(t.referredBy),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Renewed on use (at most once a minute); a session idle past the idle lifetime is dead. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The next reality check (null: one interval after the login). */
    realityDueAt: timestamp('reality_due_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_player_idx').on(t.playerId)],
);

/** Verification codes (phone, email, forgot password): stored hashed, single use, 5 minutes, 5 tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.playerId, t.purpose, t.target)],
);

/** Every balance change, in poisha, written in the same transaction as the balance update. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    balanceAfterPoisha: bigint('balance_after_poisha', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_player_idx').on(t.playerId)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The message in Bangla, as the desk wrote it ({ title, message }; a field it lacks shows in English). */
    bn: jsonb('bn').$type<{ title?: string; message?: string }>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_player_idx').on(t.playerId, t.createdAt)],
);

/** Desktop registration captchas: the answer is stored hashed, expires after 5 minutes and is used once. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window rate limit counters shared by every api process (PostgreSQL); PGlite keeps them in memory. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Identity checks (KYC): a player's uploaded document (its photos in receipt_files, like a deposit's receipts),
 * pending until the back office approves or rejects it. One pending check per player (a unique index).
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    files: jsonb('files').$type<string[]>().notNull(),
    /** pending, approved or rejected. */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    check('kyc_documents_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('kyc_documents_player_idx').on(t.playerId),
    uniqueIndex('kyc_documents_one_pending_idx')
      .on(t.playerId)
      .where(sql`status = 'pending'`),
  ],
);
