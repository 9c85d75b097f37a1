import type { Db, DbOrTx } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { toTaka } from '../../lib/money.js';
import * as store from './store.js';
import type { PlayerRow } from './store.js';

export type { PlayerRow };

export async function playerById(db: DbOrTx, id: number): Promise<PlayerRow> {
  const p = await store.findPlayer(db, id);
  if (!p) throw new HttpError(401, /*i18n*/ 'Unauthenticated.');
  return p;
}

/** The user fields of docs/spec.md section 3. `phoneVerified` covers the own phone or a verified extra phone. */
export function userView(p: PlayerRow, extraVerified = false) {
  return {
    username: p.username,
    id: p.id,
    remote_id: p.remoteId,
    vip_coin: p.vipCoin,
    vip_earned: p.vipEarned,
    name: p.name,
    phone: p.phone,
    email: p.email,
    session_id: p.phoneVerified ? '1' : '0',
    phone_verified: p.phoneVerified || extraVerified,
    created_at: p.createdAt.toISOString(),
    dofb: p.dofb,
    email_verified_at: p.emailVerifiedAt ? p.emailVerifiedAt.toISOString() : null,
    balance: toTaka(p.balancePoisha),
    referral_code: p.referralCode,
    cash_bonus: toTaka(p.cashBonusPoisha),
    currency: p.currency,
    lang: p.lang === 'bn' ? ('bn' as const) : ('en' as const),
  };
}

/** Keeps the player's language (the body's schema allows only the site's languages). */
export async function setLanguage(db: DbOrTx, playerId: number, lang: 'en' | 'bn'): Promise<'en' | 'bn'> {
  await store.setLanguage(db, playerId, lang);
  return lang;
}

/** The user view of a player, with whether an extra phone is verified. */
export async function showUser(db: DbOrTx, playerId: number) {
  const p = await playerById(db, playerId);
  return userView(p, await store.hasVerifiedExtraPhone(db, p.id));
}

/** Sets the date of birth once; null when it was already set. */
export const setBirthday = (db: DbOrTx, playerId: number, dofb: string) => store.setBirthdayOnce(db, playerId, dofb);

export const extraPhonesOf = (db: DbOrTx, playerId: number) => store.extraPhonesOf(db, playerId);

/** The balance in poisha (polled every 10 s by every player). */
export const balanceOf = (db: Db, playerId: number) => store.balanceOf(db, playerId);
