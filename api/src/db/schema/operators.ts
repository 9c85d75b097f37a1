import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A back-office operator: a role, a password (hashed like players'), an authenticator app's TOTP secret. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** support, finance, manager. */
  role: text('role').notNull(),
  /** The base32 TOTP secret (the authenticator app holds it too). */
  totpSecret: text('totp_secret').notNull(),
  /** The sha256 of each unused recovery code. */
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The operator who created this one (null: the ADMIN_TOKEN's bootstrap): it never approves that operator's requests. */
  createdBy: integer('created_by'),
  /** An invited operator's one-time invitation (its sha256) and when it lapses; null once enrolled. */
  invitationHash: text('invitation_hash'),
  invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  /** The last TOTP time step a sign-in used: a code is good once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

/** An operator's session: its token's sha256, ended by logout, 30 minutes idle or 8 hours. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * The audit log: who (an operator, or `automation` for the ADMIN_TOKEN), when, from where, which action on what,
 * before and after. Append-only: a trigger refuses any UPDATE or DELETE (migration 0017).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: integer('operator_id'),
    actor: text('actor').notNull(),
    role: text('role').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action, t.at)],
);

/**
 * Four eyes: a large adjustment or withdrawal an operator asked for, waiting for a second operator's approval
 * (kind: player.adjust or transaction.approve; payload: what to do).
 */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id),
    /** pending, done, rejected (by another operator), cancelled (by the one who asked); past its time a pending one is expired. */
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('approvals_pending_idx').on(t.status, t.kind, t.target)],
);
