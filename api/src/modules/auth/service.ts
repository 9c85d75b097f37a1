import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sqlCode } from '../../db/client.js';
import { players, sessions } from '../../db/schema/index.js';
import type { AppContext } from '../../context.js';
import { HttpError, unprocessable } from '../../lib/errors.js';
import { dummyHash, hashPassword, needsRehash, newToken, referralCode, sha256, verifyPassword } from '../../lib/crypto.js';

import { AUTH_MSG as MSG, checkForm, signupForm } from '@bet/shared/contract';
export { MSG };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export interface SignupInput {
  username: string;
  password: string;
  confirmPassword: string;
  name: string;
  phone: string;
  email: string;
  referral_code: string;
  agent_code: string;
  affiliate_code: string;
  currency: string;
}

/** Checks the signup payload with the spec's messages; returns the clean values. */
export function validateSignup(body: Record<string, unknown>): SignupInput {
  const v: SignupInput = {
    username: str(body.username).trim(),
    password: str(body.password),
    confirmPassword: str(body.confirmPassword ?? body.confirm_password),
    name: str(body.name).trim(),
    phone: str(body.phone).replace(/[\s-]/g, '').replace(/^\+/, ''),
    email: str(body.email).trim().toLowerCase(),
    referral_code: str(body.referral_code).trim(),
    agent_code: str(body.agent_code).trim(),
    affiliate_code: str(body.affiliate_code).trim(),
    currency: str(body.currency || 'BDT')
      .trim()
      .toUpperCase(),
  };
  const errors: Record<string, string[]> = {};
  const add = (f: string, m: string) => (errors[f] ??= []).push(m);
  // the signup form's own rules and sentences (contract/forms.ts), as the app checks them
  for (const [field, message] of Object.entries(checkForm(signupForm, { ...v }).errors)) add(field, message);
  if (!['BDT', 'INR', 'PKR'].includes(v.currency)) add('currency', MSG.currency);
  if (v.name.length > 100) add('name', 'Name may not be longer than 100 characters.');
  for (const f of ['referral_code', 'agent_code', 'affiliate_code'] as const) if (v[f].length > 32) add(f, MSG.codeTooLong);
  const first = Object.values(errors)[0];
  if (first) throw unprocessable(first[0], errors);
  return v;
}

function newRemoteId(): string {
  return newToken().slice(0, 20);
}

/** Creates a player; the unique indexes decide races (username, email, phone). */
export async function createPlayer(db: Db, input: SignupInput): Promise<{ id: number; username: string }> {
  const [byName] = await db.select({ id: players.id }).from(players).where(eq(players.usernameLower, input.username.toLowerCase()));
  if (byName) throw unprocessable(MSG.usernameTaken, { username: [MSG.usernameTaken] });
  const [byContact] = await db
    .select({ id: players.id })
    .from(players)
    .where(or(eq(players.email, input.email), eq(players.phone, input.phone)));
  if (byContact) throw unprocessable(MSG.contactTaken, { contact: [MSG.contactTaken] });

  let referredBy: number | null = null;
  if (input.referral_code) {
    const [ref] = await db.select({ id: players.id }).from(players).where(eq(players.referralCode, input.referral_code.toUpperCase()));
    referredBy = ref?.id ?? null;
  }
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const [row] = await db
        .insert(players)
        .values({
          remoteId: newRemoteId(),
          username: input.username,
          usernameLower: input.username.toLowerCase(),
          passwordHash,
          name: input.name || input.username,
          phone: input.phone,
          email: input.email,
          currency: input.currency,
          referralCode: referralCode(),
          referredBy,
          agentCode: input.agent_code || null,
          affiliateCode: input.affiliate_code || null,
        })
        .returning({ id: players.id, username: players.username });
      return row;
    } catch (e) {
      if (sqlCode(e) !== '23505') throw e;
      const detail = String((e as { cause?: { detail?: string; constraint?: string } }).cause?.constraint ?? '');
      if (detail.includes('username')) throw unprocessable(MSG.usernameTaken, { username: [MSG.usernameTaken] });
      if (detail.includes('email') || detail.includes('phone')) throw unprocessable(MSG.contactTaken, { contact: [MSG.contactTaken] });
      // a referral code or remote id collided: draw again
    }
  }
  throw new HttpError(409, 'Please try again.');
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export async function login(ctx: AppContext, client: ClientInfo, usernameRaw: unknown, passwordRaw: unknown) {
  const username = str(usernameRaw).trim().slice(0, 64);
  const password = str(passwordRaw).slice(0, 128);
  if (!username || !password) throw new HttpError(422, MSG.invalidCredentials);
  const name = username.toLowerCase();
  // per address, per address and username, and per username across all addresses (a spread-out guesser)
  await ctx.limiter.hit(`login-ip:${client.ip}`, ctx.limits.loginPerIp, ctx.limits.windowMs);
  await ctx.limiter.hit(`login-user:${client.ip}:${name}`, ctx.limits.loginPerUser, ctx.limits.windowMs);
  await ctx.limiter.hit(`login-account:${name}`, ctx.limits.loginPerAccount, ctx.limits.windowMs);
  const [player] = await ctx.db.select().from(players).where(eq(players.usernameLower, name));
  // an unknown username costs one hash too, so the answer time does not tell which usernames exist
  const ok = await verifyPassword(password, player?.passwordHash ?? (await dummyHash()));
  if (!player || !ok || player.status !== 'active') throw new HttpError(401, MSG.invalidCredentials);
  if (needsRehash(player.passwordHash)) {
    await ctx.db
      .update(players)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(players.id, player.id), eq(players.passwordHash, player.passwordHash)));
  }
  const token = newToken();
  const exchangeToken = newToken();
  await ctx.db
    .insert(sessions)
    .values({ playerId: player.id, tokenHash: sha256(token), ip: client.ip.slice(0, 64), userAgent: client.userAgent?.slice(0, 300) ?? null });
  await ctx.db.update(players).set({ exchangeToken }).where(eq(players.id, player.id));
  return {
    token,
    remote_id: player.remoteId,
    username: player.username,
    exchange: [{ token: exchangeToken }],
    message: 'Login successful',
    currency: player.currency as 'BDT' | 'INR' | 'PKR',
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, playerId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)));
}

/** preValidation of both signups (mobile and desktop count together): even a malformed attempt counts. */
export function signupLimit(ctx: AppContext) {
  return async (req: FastifyRequest) => ctx.limiter.hit(`signup:${req.ip}`, ctx.limits.signupPerIp, 3600_000);
}

/** A player's live sessions, most recently used first. */
export async function sessionsOf(db: Db, playerId: number, idleMs: number, maxMs: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), liveSession(idleMs, maxMs)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(50);
}

/** Revokes one live session of the player; false when there is none with that id. */
export async function revokeOwnSession(db: Db, playerId: number, id: number, idleMs: number, maxMs: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.playerId, playerId), liveSession(idleMs, maxMs)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the player but `keep`; returns how many. */
export async function revokeOtherSessions(db: Db, playerId: number, keep: number, idleMs: number, maxMs: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.playerId, playerId), ne(sessions.id, keep), liveSession(idleMs, maxMs)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** A live session: not revoked, used within the idle lifetime, younger than the absolute lifetime. */
export function liveSession(idleMs: number, maxMs: number) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.lastUsedAt, sql`now() - ${idleMs}::float8 * interval '1 millisecond'`),
    gt(sessions.createdAt, sql`now() - ${maxMs}::float8 * interval '1 millisecond'`),
  );
}

/** What a token's caller is: the player, and the site session the token is (or was derived from). */
export const SESSION_PLAYER = {
  id: players.id,
  username: players.username,
  remoteId: players.remoteId,
  status: players.status,
  currency: players.currency,
  sessionId: sessions.id,
  lastUsedAt: sessions.lastUsedAt,
};

/** The player and session of a live token (by its hash), or null. */
export async function sessionPlayer(db: Db, tokenHash: string, idleMs: number, maxMs: number) {
  const [row] = await db
    .select(SESSION_PLAYER)
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveSession(idleMs, maxMs)));
  return row ?? null;
}

/** Sessions are renewed on use, at most once a minute (the hot path stays one indexed read). */
const RENEW_AFTER_MS = 60_000;

/** Renews a session used now (its own calls, or a token derived from it) when its last renewal is a minute old. */
export async function renewSession(db: Db, sessionId: number, lastUsedAt: Date): Promise<void> {
  if (Date.now() - lastUsedAt.getTime() > RENEW_AFTER_MS) await touchSession(db, sessionId);
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}
