import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sqlCode } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { HttpError, templated, unprocessable } from '../../lib/errors.js';
import * as store from './store.js';
import { dummyHash, hashPassword, needsRehash, newToken, referralCode, sha256, verifyPassword } from '../../lib/crypto.js';

import { AUTH_MSG as MSG, checkForm, RG_TEMPLATES, signupForm } from '@bet/shared/contract';
import { formatUntil } from '@bet/shared/time';
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
  lang: 'en' | 'bn';
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
    lang: body.lang === 'bn' ? 'bn' : 'en',
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
  if (await store.playerIdByUsername(db, input.username.toLowerCase())) throw unprocessable(MSG.usernameTaken, { username: [MSG.usernameTaken] });
  if (await store.playerIdByContact(db, input.email, input.phone)) throw unprocessable(MSG.contactTaken, { contact: [MSG.contactTaken] });

  let referredBy: number | null = null;
  if (input.referral_code) {
    referredBy = (await store.playerIdByReferralCode(db, input.referral_code.toUpperCase())) ?? null;
  }
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await store.insertPlayer(db, {
        remoteId: newRemoteId(),
        username: input.username,
        usernameLower: input.username.toLowerCase(),
        passwordHash,
        name: input.name || input.username,
        phone: input.phone,
        email: input.email,
        currency: input.currency,
        lang: input.lang,
        referralCode: referralCode(),
        referredBy,
        agentCode: input.agent_code || null,
        affiliateCode: input.affiliate_code || null,
      });
    } catch (e) {
      if (sqlCode(e) !== '23505') throw e;
      const detail = String((e as { cause?: { detail?: string; constraint?: string } }).cause?.constraint ?? '');
      if (detail.includes('username')) throw unprocessable(MSG.usernameTaken, { username: [MSG.usernameTaken] });
      if (detail.includes('email') || detail.includes('phone')) throw unprocessable(MSG.contactTaken, { contact: [MSG.contactTaken] });
      // a referral code or remote id collided: draw again
    }
  }
  throw new HttpError(409, /*i18n*/ 'Please try again.');
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/**
 * Signs a player in. `mayPlay` (the responsible-gaming rules, given by the route: that module depends on this one)
 * may refuse a player whose password was right, before any session is made.
 */
export async function login(
  ctx: AppContext,
  client: ClientInfo,
  usernameRaw: unknown,
  passwordRaw: unknown,
  mayPlay: (playerId: number) => Promise<void> = async () => {},
) {
  const username = str(usernameRaw).trim().slice(0, 64);
  const password = str(passwordRaw).slice(0, 128);
  if (!username || !password) throw new HttpError(422, MSG.invalidCredentials);
  const name = username.toLowerCase();
  // per address, per address and username, and per username across all addresses (a spread-out guesser)
  await ctx.limiter.hit(`login-ip:${client.ip}`, ctx.limits.loginPerIp, ctx.limits.windowMs);
  await ctx.limiter.hit(`login-user:${client.ip}:${name}`, ctx.limits.loginPerUser, ctx.limits.windowMs);
  await ctx.limiter.hit(`login-account:${name}`, ctx.limits.loginPerAccount, ctx.limits.windowMs);
  const player = await store.playerByUsername(ctx.db, name);
  // an unknown username costs one hash too, so the answer time does not tell which usernames exist
  const ok = await verifyPassword(password, player?.passwordHash ?? (await dummyHash()));
  if (!player || !ok || player.status !== 'active') throw new HttpError(401, MSG.invalidCredentials);
  // responsible gaming: no login to play while a break is in force (the password was right: say why)
  if (player.excludedUntil && player.excludedUntil > new Date())
    throw templated(403, RG_TEMPLATES.excluded, { until: formatUntil(player.excludedUntil, player.currency) });
  await mayPlay(player.id);
  if (needsRehash(player.passwordHash)) {
    await store.rehashPassword(ctx.db, player.id, player.passwordHash, await hashPassword(password));
  }
  const token = newToken();
  const exchangeToken = newToken();
  await store.insertSession(ctx.db, {
    playerId: player.id,
    tokenHash: sha256(token),
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  await store.setExchangeToken(ctx.db, player.id, exchangeToken);
  return {
    token,
    remote_id: player.remoteId,
    username: player.username,
    exchange: [{ token: exchangeToken }],
    message: /*i18n*/ 'Login successful',
    currency: player.currency as 'BDT' | 'INR' | 'PKR',
    lang: player.lang === 'bn' ? 'bn' : 'en',
  };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await store.revokeSessionByHash(db, sha256(token));
}

/** Ends every live session of the player (and every token derived from one); returns how many. */

/** preValidation of both signups (mobile and desktop count together): even a malformed attempt counts. */
export function signupLimit(ctx: AppContext) {
  return async (req: FastifyRequest) => ctx.limiter.hit(`signup:${req.ip}`, ctx.limits.signupPerIp, 3600_000);
}

export { revokeOtherSessions, revokeOwnSession, sessionPlayer, sessionsOf } from './store.js';

/** Sessions are renewed on use, at most once a minute (the hot path stays one indexed read). */
const RENEW_AFTER_MS = 60_000;

/** Renews a session used now (its own calls, or a token derived from it) when its last renewal is a minute old. */
export async function renewSession(db: Db, sessionId: number, lastUsedAt: Date): Promise<void> {
  if (Date.now() - lastUsedAt.getTime() > RENEW_AFTER_MS) await store.touchSession(db, sessionId);
}

export const touchSession = (db: Db, sessionId: number) => store.touchSession(db, sessionId);
