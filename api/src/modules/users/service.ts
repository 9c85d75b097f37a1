import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { extraPhones, players } from '../../db/schema/index.js';
import { HttpError } from '../../lib/errors.js';
import { toTaka } from '../../lib/money.js';

export type PlayerRow = typeof players.$inferSelect;

export async function playerById(db: DbOrTx, id: number): Promise<PlayerRow> {
  const [p] = await db.select().from(players).where(eq(players.id, id));
  if (!p) throw new HttpError(401, 'Unauthenticated.');
  return p;
}

/** The user fields of SPEC.md section 3. `phoneVerified` covers the own phone or a verified extra phone. */
export function userView(p: PlayerRow, extraVerified = false) {
  return {
    username: p.username,
    id: p.id,
    remote_id: p.remoteId,
    vip_coin: p.vipCoin,
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
  };
}

/** The user view of a player, with whether an extra phone is verified. */
export async function showUser(db: DbOrTx, playerId: number) {
  const p = await playerById(db, playerId);
  const [extra] = await db
    .select({ id: extraPhones.id })
    .from(extraPhones)
    .where(and(eq(extraPhones.playerId, p.id), eq(extraPhones.verified, true)))
    .limit(1);
  return userView(p, Boolean(extra));
}

/** Sets the date of birth once; null when it was already set. */
export async function setBirthday(db: DbOrTx, playerId: number, dofb: string): Promise<string | null> {
  const rows = await db
    .update(players)
    .set({ dofb })
    .where(and(eq(players.id, playerId), isNull(players.dofb)))
    .returning({ dofb: players.dofb });
  return rows.length ? rows[0].dofb : null;
}

export async function extraPhonesOf(db: DbOrTx, playerId: number) {
  return db.select().from(extraPhones).where(eq(extraPhones.playerId, playerId)).orderBy(asc(extraPhones.id));
}

/** The balance in poisha: one indexed read, prepared once per database (it is polled every 10 s by every player). */
const balanceQueries = new WeakMap<object, ReturnType<typeof prepareBalance>>();
const prepareBalance = (db: Db) =>
  db
    .select({ balance: players.balancePoisha })
    .from(players)
    .where(eq(players.id, sql.placeholder('id')))
    .prepare('player_balance');
export async function balanceOf(db: Db, playerId: number): Promise<number> {
  let q = balanceQueries.get(db);
  if (!q) balanceQueries.set(db, (q = prepareBalance(db)));
  const [row] = await q.execute({ id: playerId });
  return row?.balance ?? 0;
}
