import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The demo payment gateway's own book (a stand-in for a third party such as bKash's checkout): a payment the
 * merchant created, the payer's one-time code and the payer's gateway session. The merchant's side never reads it.
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: text('id').primaryKey(),
    merchantRef: text('merchant_ref').notNull(),
    amountPoisha: bigint('amount_poisha', { mode: 'number' }).notNull(),
    payer: text('payer').notNull(),
    status: text('status').notNull().default('pending'),
    returnUrl: text('return_url'),
    otpHash: text('otp_hash'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    sessionHash: text('session_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_payments_merchant_ref_idx').on(t.merchantRef),
    check('gateway_payments_status', sql`${t.status} in ('pending', 'paid', 'cancelled')`),
    check('gateway_payments_amount_positive', sql`${t.amountPoisha} > 0`),
  ],
);
