// The operators module's data access: operators, their sessions, the audit log (append-only: inserts and reads).
import { and, count, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, operators, operatorSessions } from '../../db/schema/index.js';

export type OperatorRow = typeof operators.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function operatorByName(db: DbOrTx, username: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.username, username));
  return row;
}

export async function insertOperator(db: DbOrTx, values: typeof operators.$inferInsert): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

/** Takes one recovery code (by its hash) if it is still unused: true once, false after. */
export async function useRecoveryCode(db: DbOrTx, id: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ recoveryCodes: sql`${operators.recoveryCodes} - ${codeHash}` })
    .where(and(eq(operators.id, id), sql`${operators.recoveryCodes} ? ${codeHash}`))
    .returning({ id: operators.id });
  return rows.length > 0;
}

/** The invited operator whose live invitation has this hash (not used, not lapsed). */
export async function operatorByInvitation(db: DbOrTx, invitationHash: string): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.invitationHash, invitationHash), gt(operators.invitationExpiresAt, sql`now()`), eq(operators.active, true)));
  return row;
}

/** Spends an invitation, once, setting what the operator chose; false when it was spent meanwhile. */
export async function claimInvitation(
  db: DbOrTx,
  id: number,
  invitationHash: string,
  values: { passwordHash: string; totpSecret: string; recoveryCodes: string[] },
): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ ...values, invitationHash: null, invitationExpiresAt: null })
    .where(and(eq(operators.id, id), eq(operators.invitationHash, invitationHash)))
    .returning({ id: operators.id });
  return rows.length === 1;
}

/**
 * Stops an operator's authenticator and recovery codes and gives them a one-time link to set up a new one (an
 * authenticator reset, after four eyes); the password stays.
 */
export async function startSecondFactorReset(db: DbOrTx, id: number, invitationHash: string, invitationExpiresAt: Date): Promise<void> {
  await db.update(operators).set({ totpSecret: '', recoveryCodes: [], totpLastStep: null, invitationHash, invitationExpiresAt }).where(eq(operators.id, id));
}

export async function operatorById(db: DbOrTx, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

export async function setPasswordHash(db: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await db.update(operators).set({ passwordHash }).where(eq(operators.id, id));
}

/** Ends every session of the operator but the one whose token hash is `keep`; answers how many. */
export async function deleteOtherSessions(db: DbOrTx, operatorId: number, keep: string): Promise<number> {
  const rows = await db
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.tokenHash, keep)))
    .returning({ t: operatorSessions.tokenHash });
  return rows.length;
}

export async function setTotpSecret(db: DbOrTx, id: number, sealed: string): Promise<void> {
  await db.update(operators).set({ totpSecret: sealed }).where(eq(operators.id, id));
}

export async function operatorCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(operators);
  return Number(row?.n ?? 0);
}

/** Takes `step` as the operator's last TOTP step used, when it is later than the one before; false when it is not. */
export async function claimTotpStep(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function insertSession(db: DbOrTx, values: typeof operatorSessions.$inferInsert): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

/** The operator of a live session (unexpired: within `maxMs` of its start and `idleMs` of its last use), renewed. */
/** Whether a session still lives, without counting as use (a stream's check must not keep it from going idle). */
export async function sessionLive(db: DbOrTx, tokenHash: string, idleMs: number, maxMs: number): Promise<boolean> {
  const now = Date.now();
  const [row] = await db
    .select({ id: operators.id })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.lastUsedAt, new Date(now - idleMs)),
        gt(operatorSessions.createdAt, new Date(now - maxMs)),
        eq(operators.active, true),
      ),
    );
  return Boolean(row);
}

export async function sessionOperator(db: DbOrTx, tokenHash: string, idleMs: number, maxMs: number): Promise<OperatorRow | undefined> {
  const now = Date.now();
  const [row] = await db
    .update(operatorSessions)
    .set({ lastUsedAt: new Date(now) })
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        gt(operatorSessions.lastUsedAt, new Date(now - idleMs)),
        gt(operatorSessions.createdAt, new Date(now - maxMs)),
      ),
    )
    .returning({ operatorId: operatorSessions.operatorId });
  if (!row) return undefined;
  const [op] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.id, row.operatorId), eq(operators.active, true)));
  return op;
}

/** A page of the operators by name, and their count. */
export async function listOperators(db: DbOrTx, limit: number, offset: number): Promise<{ rows: OperatorRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(operators).orderBy(operators.username).limit(limit).offset(offset),
    db.select({ n: count() }).from(operators),
  ]);
  return { rows, total: Number(n) };
}

export async function setActive(db: DbOrTx, id: number, active: boolean): Promise<void> {
  await db.update(operators).set({ active }).where(eq(operators.id, id));
}

/** Ends every session of an operator; how many there were. */
export async function deleteSessionsOf(db: DbOrTx, operatorId: number): Promise<number> {
  const rows = await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId)).returning({ id: operatorSessions.tokenHash });
  return rows.length;
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash));
}

export async function insertAudit(db: DbOrTx, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

/** A page of the audit log, newest first, filtered by action and actor, and the count of the rows the filter keeps. */
export async function auditPage(
  db: DbOrTx,
  f: { action?: string; actor?: string },
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const kept = and(f.action ? eq(auditLog.action, f.action) : undefined, f.actor ? eq(auditLog.actor, f.actor) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(auditLog).where(kept).orderBy(desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(kept),
  ]);
  return { rows, total: Number(n) };
}
