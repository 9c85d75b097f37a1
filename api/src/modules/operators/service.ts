// Operators: accounts with a role, a password (Argon2id, like players') and an authenticator app (TOTP, RFC 6238,
// by the `otpauth` library; ten single-use recovery codes), sessions that expire, and the audit log that every
// money or settings change writes in its own transaction.
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import * as store from './store.js';
import { dummyHash, hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto.js';
import { HttpError } from '../../lib/errors.js';
import { INVITATION_HOURS, OPERATOR_MSG, OPERATOR_SESSION, type OperatorRole } from '@bet/shared/contract';
import type { SecretBox } from '../../lib/secrets.js';
import type { PageAsked } from '../../lib/pages.js';
import { guessable } from '../../lib/passwords.js';

export { OPERATOR_SESSION };
const ISSUER = 'BetBazar back office';

/** Who makes a back-office call: an operator, or the ADMIN_TOKEN's automation. */
export interface Actor {
  operatorId: number | null;
  name: string;
  role: OperatorRole | 'automation';
  ip: string;
  /** The session token's hash (an operator's), for logout. */
  tokenHash?: string;
  /** The ADMIN_TOKEN under ADMIN_TOKEN_SCOPE=bootstrap: it makes the first manager, nothing more. */
  bootstrapOnly?: boolean;
}

const totpOf = (username: string, secret: string) =>
  new OTPAuth.TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });

/** A recovery code as the operator types it: 10 hex digits in two groups (the hash ignores case and the dash). */
const normalCode = (code: string) => code.trim().toLowerCase().replace(/-/g, '');

/** Creates an operator and its audit row in one transaction (the answer's secret and codes are shown once). */
export async function createOperatorAudited(db: Db, secrets: SecretBox, actor: Actor, input: { username: string; password: string; role: OperatorRole }) {
  if (guessable(input.password, [input.username])) throw new HttpError(400, OPERATOR_MSG.guessable, { password: [OPERATOR_MSG.guessable] });
  return db.transaction(async (tx) => {
    // a signed-in manager invites instead: the new operator's password and authenticator are theirs alone
    if (actor.operatorId !== null) throw new HttpError(403, OPERATOR_MSG.invites);
    // the bootstrap token makes the first manager and no one else (the team is made by managers, signed in)
    if (actor.bootstrapOnly && (input.role !== 'manager' || (await store.operatorCount(tx)) > 0)) throw new HttpError(403, OPERATOR_MSG.bootstrapDone);
    const made = await createOperator(tx, secrets, input, actor.operatorId);
    await audit(tx, actor, 'operator.create', made.row.username, null, { role: made.row.role });
    return made;
  });
}

/** A manager invites an operator: the row waits, without password or authenticator, for its one-time invitation. */
export async function inviteOperatorAudited(db: Db, actor: Actor, input: { username: string; role: OperatorRole }) {
  const invitation = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const row = await store.insertOperator(tx, {
      username: input.username,
      passwordHash: '',
      role: input.role,
      totpSecret: '',
      recoveryCodes: [],
      createdBy: actor.operatorId,
      invitationHash: sha256(invitation),
      invitationExpiresAt: expiresAt,
    });
    if (!row) throw new HttpError(409, OPERATOR_MSG.taken);
    await audit(tx, actor, 'operator.invite', row.username, null, { role: row.role, expires_at: expiresAt.toISOString() });
    return { username: row.username, role: input.role, invitation, expires_at: expiresAt.toISOString() };
  });
}

/**
 * The invited operator enrols with the invitation and their own password: their authenticator's secret and recovery
 * codes are made now and answered to them alone; the invitation is spent (claimed atomically). Tries are limited per
 * address.
 */
export async function enrolOperator(ctx: AppContext, input: { invitation: string; password: string }, ip: string) {
  const key = `operator-enrol:${ip}`;
  if ((await ctx.limiter.count(key)) >= ctx.limits.adminFailsPerIp) throw new HttpError(429, OPERATOR_MSG.tooMany);
  const op = await store.operatorByInvitation(ctx.db, sha256(input.invitation));
  if (!op) {
    await ctx.limiter.hit(key, ctx.limits.adminFailsPerIp + 1, 15 * 60_000);
    throw new HttpError(400, OPERATOR_MSG.invitation);
  }
  // an authenticator reset's link: the operator proves who they are with the password they have (it stays); whoever
  // else saw the link (the approving manager) cannot use it
  const reset = op.passwordHash !== '';
  if (reset && !(await verifyPassword(input.password, op.passwordHash))) {
    await ctx.limiter.hit(key, ctx.limits.adminFailsPerIp + 1, 15 * 60_000);
    throw new HttpError(400, OPERATOR_MSG.currentPassword, { password: [OPERATOR_MSG.currentPassword] });
  }
  if (!reset && guessable(input.password, [op.username])) throw new HttpError(400, OPERATOR_MSG.guessable, { password: [OPERATOR_MSG.guessable] });
  const { secret, codes } = newSecondFactor();
  const passwordHash = reset ? op.passwordHash : await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const claimed = await store.claimInvitation(tx, op.id, sha256(input.invitation), {
      passwordHash,
      totpSecret: ctx.secrets.seal(secret),
      recoveryCodes: codes.map((c) => sha256(normalCode(c))),
    });
    if (!claimed) throw new HttpError(400, OPERATOR_MSG.invitation);
    await audit(
      tx,
      { operatorId: op.id, name: op.username, role: op.role as OperatorRole, ip },
      reset ? 'operator.second-factor.enrol' : 'operator.enrol',
      op.username,
    );
    return {
      username: op.username,
      role: op.role as OperatorRole,
      totp_secret: secret,
      otpauth_url: totpOf(op.username, secret).toString(),
      recovery_codes: codes,
    };
  });
}

/** A new authenticator secret and ten recovery codes. */
function newSecondFactor() {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const codes = Array.from({ length: 10 }, () => {
    const c = randomBytes(5).toString('hex');
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
  return { secret, codes };
}

async function createOperator(db: DbOrTx, secrets: SecretBox, input: { username: string; password: string; role: OperatorRole }, createdBy: number | null) {
  const { secret, codes } = newSecondFactor();
  const row = await store.insertOperator(db, {
    username: input.username,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    // sealed at rest: a copy of the database is not a copy of the operators' second factor
    totpSecret: secrets.seal(secret),
    recoveryCodes: codes.map((c) => sha256(normalCode(c))),
    createdBy,
  });
  if (!row) throw new HttpError(409, OPERATOR_MSG.taken);
  return { row, secret, url: totpOf(input.username, secret).toString(), codes };
}

/**
 * Signs an operator in: the password and the authenticator's current code (one step either side of now), or one
 * unused recovery code (then spent). Wrong answers count against the address like the players' logins.
 */
export async function loginOperator(ctx: AppContext, input: { username: string; password: string; code: string }, ip: string) {
  // limited per address and per account (a guesser spreading over addresses still meets the account's limit); a
  // manager lifts the account's by enabling it again (setOperatorActive)
  const keys = [`operator-login:${ip}`, `operator-login-user:${input.username.toLowerCase()}`];
  for (const key of keys) if ((await ctx.limiter.count(key)) >= ctx.limits.adminFailsPerIp) throw new HttpError(429, OPERATOR_MSG.tooMany);
  const fail = async (): Promise<never> => {
    // every failed sign-in is on the record: which name, from where (no operator acted: the actor is the attempt)
    await audit(ctx.db, { operatorId: null, name: '(sign-in)', role: 'automation', ip }, 'operator.login.failed', input.username.slice(0, 64));
    for (const key of keys) await ctx.limiter.hit(key, ctx.limits.adminFailsPerIp + 1, 15 * 60_000);
    throw new HttpError(401, OPERATOR_MSG.login);
  };
  const op = await store.operatorByName(ctx.db, input.username);
  // an unknown name checks a password hash too (a dummy of the same kind): the answer takes as long either way
  const passwordOk = await verifyPassword(input.password, op?.passwordHash ?? (await dummyHash()));
  // an operator whose authenticator was reset signs in again once they have set up the new one
  if (!op || !op.active || !passwordOk || op.totpSecret === '') return fail();
  const code = input.code.trim();
  // a code is good once: its time step must be later than the last one used (claimed atomically: two sign-ins with
  // the same code at once, one wins)
  const seed = ctx.secrets.open(op.totpSecret);
  // sealed with the key before (a rotation), or stored before sealing: sealed again with today's key
  if (seed.stale) await store.setTotpSecret(ctx.db, op.id, ctx.secrets.seal(seed.plain));
  const delta = /^\d{6}$/.test(code) ? totpOf(op.username, seed.plain).validate({ token: code, window: 1 }) : null;
  const totpOk = delta !== null && (await store.claimTotpStep(ctx.db, op.id, Math.floor(Date.now() / 30_000) + delta));
  if (!totpOk && !(await store.useRecoveryCode(ctx.db, op.id, sha256(normalCode(code))))) return fail();
  const token = newToken();
  await store.insertSession(ctx.db, { tokenHash: sha256(token), operatorId: op.id, ip });
  await audit(
    ctx.db,
    { operatorId: op.id, name: op.username, role: op.role as OperatorRole, ip },
    totpOk ? 'operator.login' : 'operator.login.recovery',
    op.username,
  );
  return { token, op };
}

/** Whether the back office has any operator (the bootstrap token is done once it has). */
export const hasOperators = async (db: DbOrTx) => (await store.operatorCount(db)) > 0;

/** The operator of a session token, or undefined (unknown, idle too long, too old, or the operator disabled). */
export async function operatorOfToken(db: DbOrTx, token: string) {
  return store.sessionOperator(db, sha256(token), OPERATOR_SESSION.idleMs, OPERATOR_SESSION.maxMs);
}

/** Whether an operator's session (by its token's hash) still lives; reading it does not keep it alive. */
export const operatorSessionLive = (db: DbOrTx, tokenHash: string) => store.sessionLive(db, tokenHash, OPERATOR_SESSION.idleMs, OPERATOR_SESSION.maxMs);

/** A page of the operators, and their count. */
export async function operatorViews(db: DbOrTx, page: PageAsked) {
  const { rows, total } = await store.listOperators(db, page.limit, page.offset);
  return {
    total,
    rows: rows.map((o) => ({
      username: o.username,
      role: o.role as OperatorRole,
      active: o.active,
      invited: o.passwordHash === '',
      second_factor_reset: o.passwordHash !== '' && o.totpSecret === '',
      created_at: o.createdAt.toISOString(),
    })),
  };
}

/**
 * Disables an operator (every session ends in the same transaction) or enables one again, with its audit row; a
 * manager cannot disable their own account (the team keeps someone who can enable the others).
 */
export async function setOperatorActive(db: Db, actor: Actor, username: string, active: boolean) {
  return db.transaction(async (tx) => {
    const op = await store.operatorByName(tx, username);
    if (!op) throw new HttpError(404, OPERATOR_MSG.notFound);
    if (!active && op.id === actor.operatorId) throw new HttpError(400, OPERATOR_MSG.self);
    await store.setActive(tx, op.id, active);
    const ended = active ? 0 : await store.deleteSessionsOf(tx, op.id);
    await audit(tx, actor, 'operator.status', op.username, { active: op.active }, { active, sessions_ended: ended });
    return { username: op.username, active, sessions_ended: ended };
  });
}

/**
 * The signed-in operator changes their own password: the current one first (a wrong one counts like a wrong sign-in),
 * a new one the policy takes; every other session of theirs ends; audited (never the passwords).
 */
export async function changeOwnPassword(ctx: AppContext, actor: Actor, current: string, next: string): Promise<number> {
  if (actor.operatorId === null) throw new HttpError(403, OPERATOR_MSG.role);
  const op = await store.operatorById(ctx.db, actor.operatorId);
  if (!op) throw new HttpError(401, OPERATOR_MSG.session);
  const key = `operator-login-user:${op.username.toLowerCase()}`;
  if ((await ctx.limiter.count(key)) >= ctx.limits.adminFailsPerIp) throw new HttpError(429, OPERATOR_MSG.tooMany);
  if (!(await verifyPassword(current, op.passwordHash))) {
    await ctx.limiter.hit(key, ctx.limits.adminFailsPerIp + 1, 15 * 60_000);
    throw new HttpError(400, OPERATOR_MSG.currentPassword, { current_password: [OPERATOR_MSG.currentPassword] });
  }
  if (guessable(next, [op.username]) || next === current) throw new HttpError(400, OPERATOR_MSG.guessable, { new_password: [OPERATOR_MSG.guessable] });
  const hash = await hashPassword(next);
  return ctx.db.transaction(async (tx) => {
    await store.setPasswordHash(tx, op.id, hash);
    const ended = await store.deleteOtherSessions(tx, op.id, actor.tokenHash ?? '');
    await audit(tx, actor, 'operator.password', op.username, null, { other_sessions_ended: ended });
    return ended;
  });
}

/** The operator whose authenticator `actor` asks to reset: another operator, one who has enrolled. */
export async function operatorToReset(db: DbOrTx, actor: Actor, username: string) {
  const op = await store.operatorByName(db, username);
  if (!op) throw new HttpError(404, OPERATOR_MSG.notFound);
  if (op.id === actor.operatorId) throw new HttpError(400, OPERATOR_MSG.resetSelf);
  if (op.passwordHash === '') throw new HttpError(409, OPERATOR_MSG.notEnrolled);
  return op;
}

/**
 * An approved authenticator reset, in the approval's transaction: the operator's sessions end, their authenticator and
 * recovery codes stop working, and a one-time link (answered to the approver, once) lets them set up a new one with
 * their own password; audited.
 */
export async function resetSecondFactorIn(tx: DbOrTx, actor: Actor, operatorId: number, approval: { id: number; requestedBy: number }) {
  const op = await store.operatorById(tx, operatorId);
  if (!op) throw new HttpError(404, OPERATOR_MSG.notFound);
  if (op.passwordHash === '') throw new HttpError(409, OPERATOR_MSG.notEnrolled);
  const invitation = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000);
  await store.startSecondFactorReset(tx, op.id, sha256(invitation), expiresAt);
  const ended = await store.deleteSessionsOf(tx, op.id);
  await audit(
    tx,
    actor,
    'operator.second-factor.reset',
    op.username,
    { second_factor: op.totpSecret === '' ? 'none' : 'set' },
    { second_factor: 'reset', sessions_ended: ended, expires_at: expiresAt.toISOString(), approval: approval.id, requested_by: approval.requestedBy },
  );
  return { username: op.username, invitation, expires_at: expiresAt.toISOString() };
}

export async function logoutOperator(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    if (actor.tokenHash) await store.deleteSession(tx, actor.tokenHash);
    await audit(tx, actor, 'operator.logout', actor.name);
  });
}

/** Writes one audit row (call it with the transaction of the change it records, so both commit or neither). */
export async function audit(db: DbOrTx, actor: Actor, action: string, target: string, before: unknown = null, after: unknown = null): Promise<void> {
  await store.insertAudit(db, { operatorId: actor.operatorId, actor: actor.name, role: actor.role, ip: actor.ip, action, target, before, after });
}

export async function auditEntries(db: DbOrTx, f: { action?: string; actor?: string }, page: PageAsked) {
  const { rows, total } = await store.auditPage(db, f, page.limit, page.offset);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: r.actor,
      role: r.role,
      ip: r.ip,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
    })),
  };
}
