// Verification codes (phone, email, extra phone, password reset): 6 digits, hashed, single use,
// 5 minutes, at most 5 wrong tries each; one send per 60 s per target.
import type { AppContext } from '../../context.js';
import { sha256, sixDigits } from '../../lib/crypto.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import * as store from './store.js';

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_TRIES = 5;
export type Purpose = 'phone' | 'email' | 'extra_phone' | 'reset';

import { CODE_MSG } from '@bet/shared/contract';
export { CODE_MSG };

export async function sendCode(
  ctx: AppContext,
  playerId: number,
  purpose: Purpose,
  target: string,
  channel: 'sms' | 'email',
  text: (code: string) => string,
): Promise<void> {
  await ctx.limiter.hit(`code-send:${purpose}:${target}`, 1, ctx.limits.codeSendIntervalMs, CODE_MSG.wait);
  const code = sixDigits();
  await store.insertCode(ctx.db, {
    playerId,
    purpose,
    target,
    codeHash: sha256(`${purpose}:${target}:${code}`),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  await ctx.sender.send(channel, target, text(code));
}

/**
 * Checks and consumes the newest code of (player, purpose), for one target or (null) any target. Every check
 * is counted by one conditional update before the comparison, so however many checks race, at most MAX_TRIES
 * are compared; checks per player and purpose are also limited per window. Throws the reason when it fails.
 */
export async function checkCode(ctx: AppContext, playerId: number, purpose: Purpose, target: string | null, codeRaw: unknown): Promise<void> {
  const { db } = ctx;
  const code = typeof codeRaw === 'string' || typeof codeRaw === 'number' ? String(codeRaw).trim() : '';
  if (!/^\d{6}$/.test(code)) throw badRequest(CODE_MSG.invalid);
  await ctx.limiter.hit(`code-check:${playerId}:${purpose}`, ctx.limits.codeChecksPerWindow, ctx.limits.codeWindowMs, CODE_MSG.tooMany);
  const row = await store.countCodeTry(db, playerId, purpose, target, MAX_TRIES);
  if (!row) {
    const last = await store.newestCodeRow(db, playerId, purpose, target);
    if (!last) throw badRequest(CODE_MSG.invalid);
    if (last.attempts >= MAX_TRIES) throw new HttpError(429, CODE_MSG.tooMany);
    throw badRequest(CODE_MSG.expired);
  }
  if (row.codeHash !== sha256(`${purpose}:${row.target}:${code}`)) throw badRequest(row.attempts >= MAX_TRIES ? CODE_MSG.tooMany : CODE_MSG.invalid);
  // single use: only the first of two racing checks consumes it
  if (!(await store.useCode(db, row.id))) throw badRequest(CODE_MSG.invalid);
}
