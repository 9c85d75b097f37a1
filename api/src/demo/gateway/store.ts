// The demo gateway's data access: its own book of payments (gateway_payments). The gateway decides; this file only
// reads and writes (docs/architecture.md, layers).
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gatewayPayments } from '../../db/schema/index.js';

export type GatewayRow = typeof gatewayPayments.$inferSelect;

export async function insertPayment(
  db: DbOrTx,
  values: { id: string; merchantRef: string; amountPoisha: number; payer: string; returnUrl: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(gatewayPayments).values(values);
}

export async function paymentById(db: DbOrTx, id: string): Promise<GatewayRow | undefined> {
  const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, id));
  return row;
}

/**
 * Stores a new one-time code of a pending payment unless one was issued less than `resendMs` ago (a code lives
 * `ttlMs`); false when it was too soon.
 */
export async function issueCode(db: DbOrTx, id: string, otpHash: string, ttlMs: number, resendMs: number): Promise<boolean> {
  const issued = await db
    .update(gatewayPayments)
    .set({ otpHash, otpExpiresAt: new Date(Date.now() + ttlMs), otpAttempts: 0 })
    .where(
      and(
        eq(gatewayPayments.id, id),
        eq(gatewayPayments.status, 'pending'),
        sql`(${gatewayPayments.otpExpiresAt} is null or ${gatewayPayments.otpExpiresAt} < now() + ${ttlMs - resendMs} * interval '1 millisecond')`,
      ),
    )
    .returning({ id: gatewayPayments.id });
  return issued.length > 0;
}

/** Counts one check of the code (one conditional update, at most `maxTries`); the code's hash, or undefined. */
export async function countCodeTry(db: DbOrTx, id: string, maxTries: number): Promise<{ otpHash: string | null } | undefined> {
  const [tried] = await db
    .update(gatewayPayments)
    .set({ otpAttempts: sql`${gatewayPayments.otpAttempts} + 1` })
    .where(and(eq(gatewayPayments.id, id), lt(gatewayPayments.otpAttempts, maxTries), gt(gatewayPayments.otpExpiresAt, sql`now()`)))
    .returning({ otpHash: gatewayPayments.otpHash });
  return tried;
}

/** Opens the payer's session with the code just checked (once: false when the code changed meanwhile). */
export async function openSession(db: DbOrTx, id: string, otpHash: string, sessionHash: string): Promise<boolean> {
  const done = await db
    .update(gatewayPayments)
    .set({ sessionHash, otpHash: null, otpExpiresAt: null })
    .where(and(eq(gatewayPayments.id, id), eq(gatewayPayments.otpHash, otpHash)))
    .returning({ id: gatewayPayments.id });
  return done.length > 0;
}

/** Decides a pending, unexpired payment once, for the signed-in session; undefined when it cannot. */
export async function decide(db: DbOrTx, id: string, sessionHash: string, status: 'paid' | 'cancelled'): Promise<GatewayRow | undefined> {
  const [row] = await db
    .update(gatewayPayments)
    .set({ status })
    .where(
      and(
        eq(gatewayPayments.id, id),
        eq(gatewayPayments.status, 'pending'),
        eq(gatewayPayments.sessionHash, sessionHash),
        gt(gatewayPayments.expiresAt, sql`now()`),
        isNull(gatewayPayments.otpHash),
      ),
    )
    .returning();
  return row;
}
