// The users module's data access: every query of players, extra phones and verification codes that the
// module's services run. Services decide; this file only reads and writes (docs/architecture.md, layers).
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { extraPhones, players, verificationCodes } from '../../db/schema/index.js';

export type PlayerRow = typeof players.$inferSelect;
export type ExtraPhoneRow = typeof extraPhones.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;

export async function findPlayer(db: DbOrTx, id: number): Promise<PlayerRow | undefined> {
  const [p] = await db.select().from(players).where(eq(players.id, id));
  return p;
}

export async function findPlayerByUsername(db: DbOrTx, usernameLower: string): Promise<PlayerRow | undefined> {
  const [p] = await db.select().from(players).where(eq(players.usernameLower, usernameLower));
  return p;
}

export async function hasVerifiedExtraPhone(db: DbOrTx, playerId: number): Promise<boolean> {
  const [extra] = await db
    .select({ id: extraPhones.id })
    .from(extraPhones)
    .where(and(eq(extraPhones.playerId, playerId), eq(extraPhones.verified, true)))
    .limit(1);
  return Boolean(extra);
}

/** Sets the date of birth once; null when it was already set. */
export async function setBirthdayOnce(db: DbOrTx, playerId: number, dofb: string): Promise<string | null> {
  const rows = await db
    .update(players)
    .set({ dofb })
    .where(and(eq(players.id, playerId), isNull(players.dofb)))
    .returning({ dofb: players.dofb });
  return rows.length ? rows[0].dofb : null;
}

export async function extraPhonesOf(db: DbOrTx, playerId: number): Promise<ExtraPhoneRow[]> {
  return db.select().from(extraPhones).where(eq(extraPhones.playerId, playerId)).orderBy(asc(extraPhones.id));
}

export async function countExtraPhones(db: DbOrTx, playerId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(extraPhones).where(eq(extraPhones.playerId, playerId));
  return Number(n);
}

export async function ownExtraPhone(db: DbOrTx, playerId: number, phone: string): Promise<ExtraPhoneRow | undefined> {
  const [row] = await db
    .select()
    .from(extraPhones)
    .where(and(eq(extraPhones.playerId, playerId), eq(extraPhones.phone, phone)));
  return row;
}

/** Whether a phone number is any player's own or extra phone. */
export async function phoneInUse(db: DbOrTx, phone: string): Promise<boolean> {
  const [a] = await db.select({ id: players.id }).from(players).where(eq(players.phone, phone));
  const [b] = await db.select({ id: extraPhones.id }).from(extraPhones).where(eq(extraPhones.phone, phone));
  return Boolean(a || b);
}

export async function insertExtraPhone(db: DbOrTx, playerId: number, phone: string): Promise<ExtraPhoneRow> {
  const [row] = await db.insert(extraPhones).values({ playerId, phone }).returning();
  return row;
}

export async function markExtraPhoneVerified(db: DbOrTx, id: number): Promise<void> {
  await db.update(extraPhones).set({ verified: true }).where(eq(extraPhones.id, id));
}

export async function markPhoneVerified(db: DbOrTx, playerId: number): Promise<void> {
  await db.update(players).set({ phoneVerified: true }).where(eq(players.id, playerId));
}

export async function markEmailVerified(db: DbOrTx, playerId: number): Promise<void> {
  await db
    .update(players)
    .set({ emailVerifiedAt: sql`now()` })
    .where(eq(players.id, playerId));
}

export async function setPasswordHash(db: DbOrTx, playerId: number, passwordHash: string): Promise<void> {
  await db.update(players).set({ passwordHash }).where(eq(players.id, playerId));
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

// ---- rewards

/** Adds earned VP and sets the carried-over turnover progress. */
export async function addVip(tx: DbOrTx, playerId: number, earned: number, progressPoisha: number): Promise<void> {
  await tx
    .update(players)
    .set({ vipCoin: sql`${players.vipCoin} + ${earned}`, vipEarned: sql`${players.vipEarned} + ${earned}`, vpProgressPoisha: progressPoisha })
    .where(eq(players.id, playerId));
}

export async function addReferralReward(tx: DbOrTx, playerId: number, rewardPoisha: number): Promise<void> {
  await tx
    .update(players)
    .set({ cashBonusPoisha: sql`${players.cashBonusPoisha} + ${rewardPoisha}`, lifetimeRewardsPoisha: sql`${players.lifetimeRewardsPoisha} + ${rewardPoisha}` })
    .where(eq(players.id, playerId));
}

/** Takes `vp` points if the player holds them (one conditional update); false when not enough. */
export async function takeVip(tx: DbOrTx, playerId: number, vp: number): Promise<boolean> {
  const rows = await tx
    .update(players)
    .set({ vipCoin: sql`${players.vipCoin} - ${vp}` })
    .where(sql`${players.id} = ${playerId} AND ${players.vipCoin} >= ${vp}`)
    .returning({ id: players.id });
  return rows.length > 0;
}

export async function takeCashBonus(tx: DbOrTx, playerId: number, amountPoisha: number): Promise<void> {
  await tx
    .update(players)
    .set({ cashBonusPoisha: sql`${players.cashBonusPoisha} - ${amountPoisha}` })
    .where(eq(players.id, playerId));
}

export async function countDownlines(db: DbOrTx, playerId: number): Promise<number> {
  const [stats] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(eq(players.referredBy, playerId));
  return Number(stats.n);
}

// ---- verification codes

export async function insertCode(db: DbOrTx, row: { playerId: number; purpose: string; target: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(verificationCodes).values(row);
}

/** The newest unused code of (player, purpose), for one target or (null) any target. */
const newestCode = (db: DbOrTx, playerId: number, purpose: string, target: string | null) =>
  db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.playerId, playerId),
        eq(verificationCodes.purpose, purpose),
        target === null ? undefined : eq(verificationCodes.target, target),
        isNull(verificationCodes.usedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);

/**
 * Counts one check against the newest unused, unexpired code with tries left, in one conditional update (so
 * however many checks race, at most `maxTries` are counted). The code after counting, or undefined.
 */
export async function countCodeTry(db: DbOrTx, playerId: number, purpose: string, target: string | null, maxTries: number): Promise<CodeRow | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        inArray(verificationCodes.id, newestCode(db, playerId, purpose, target)),
        lt(verificationCodes.attempts, maxTries),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** The newest unused code of (player, purpose), whatever its tries and expiry. */
export async function newestCodeRow(db: DbOrTx, playerId: number, purpose: string, target: string | null): Promise<CodeRow | undefined> {
  const [last] = await newestCode(db, playerId, purpose, target);
  if (!last) return undefined;
  const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, last.id));
  return row;
}

/** Marks a code used if it is unused and unexpired; false when another check took it first. */
export async function useCode(db: DbOrTx, id: number): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt), gt(verificationCodes.expiresAt, sql`now()`)))
    .returning({ id: verificationCodes.id });
  return used.length > 0;
}

export async function setLanguage(db: DbOrTx, playerId: number, lang: 'en' | 'bn'): Promise<void> {
  await db.update(players).set({ lang }).where(eq(players.id, playerId));
}
