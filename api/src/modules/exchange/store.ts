// The exchange module's data access: bets, positions (the exposure held per market), the liquidity taken from
// the ladders, the saved feed and exchange tokens. Services decide; this file only reads and writes
// (docs/architecture.md, layers).
import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  exchangeBets,
  exchangePositions,
  exchangeRewardRisk,
  exchangeSessions,
  exchangeTaken,
  feedState,
  marketControls,
  players,
  sessions,
} from '../../db/schema/index.js';
import { liveSession, SESSION_PLAYER } from '../auth/store.js';

export type BetRow = typeof exchangeBets.$inferSelect;
export type NewBet = typeof exchangeBets.$inferInsert;
export type TakenRow = typeof exchangeTaken.$inferSelect;
export type PositionRow = typeof exchangePositions.$inferSelect;
export type ControlRow = typeof marketControls.$inferSelect;

// ---- bets

export async function insertBets(tx: DbOrTx, rows: NewBet[]): Promise<BetRow[]> {
  return rows.length ? tx.insert(exchangeBets).values(rows).returning() : [];
}

/** The player's open bets on a market, locked until the transaction ends. */
export async function openBetsOf(tx: DbOrTx, playerId: number, marketId: string): Promise<BetRow[]> {
  return tx
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.playerId, playerId), eq(exchangeBets.marketId, marketId), eq(exchangeBets.status, 'open')))
    .for('update');
}

/**
 * The player's matched bets on an event's winner markets (match odds, bookmaker) that are open or settled on the
 * result (not voided, not cancelled): the position whose worst case rewards count.
 */
export async function winnerBetsOfEvent(tx: DbOrTx, playerId: number, eventId: number): Promise<BetRow[]> {
  return tx
    .select()
    .from(exchangeBets)
    .where(
      and(
        eq(exchangeBets.playerId, playerId),
        eq(exchangeBets.eventId, eventId),
        inArray(exchangeBets.marketKind, ['odds', 'bookmaker']),
        eq(exchangeBets.matched, true),
        inArray(exchangeBets.status, ['open', 'won', 'lost']),
      ),
    );
}

/** The risk already counted for rewards on the player's winner markets of an event (poisha). */
export async function countedRisk(tx: DbOrTx, playerId: number, eventId: number): Promise<number> {
  const [row] = await tx
    .select({ n: exchangeRewardRisk.countedPoisha })
    .from(exchangeRewardRisk)
    .where(and(eq(exchangeRewardRisk.playerId, playerId), eq(exchangeRewardRisk.eventId, eventId)));
  return row?.n ?? 0;
}

export async function setCountedRisk(tx: DbOrTx, playerId: number, eventId: number, countedPoisha: number): Promise<void> {
  await tx
    .insert(exchangeRewardRisk)
    .values({ playerId, eventId, countedPoisha })
    .onConflictDoUpdate({ target: [exchangeRewardRisk.playerId, exchangeRewardRisk.eventId], set: { countedPoisha } });
}

/** One of the player's bets, locked until the transaction ends. */
export async function lockOwnBet(tx: DbOrTx, playerId: number, betId: number): Promise<BetRow | undefined> {
  const [bet] = await tx
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.id, betId), eq(exchangeBets.playerId, playerId)))
    .for('update');
  return bet;
}

/** A new stake (and what it wins and loses) for an unmatched bet, keeping its id and so its place in the queue. */
export async function setBetStake(tx: DbOrTx, id: number, v: { stakePoisha: number; profitPoisha: number; liabilityPoisha: number }): Promise<BetRow> {
  const [row] = await tx.update(exchangeBets).set(v).where(eq(exchangeBets.id, id)).returning();
  return row;
}

export async function closeBet(
  tx: DbOrTx,
  id: number,
  status: 'won' | 'lost' | 'void' | 'cancelled',
  resultPoisha: number,
  settledAt = new Date(),
): Promise<BetRow> {
  const [done] = await tx.update(exchangeBets).set({ status, resultPoisha, settledAt }).where(eq(exchangeBets.id, id)).returning();
  return done;
}

/** Each (player, market) with open bets, with what settles it. */
export async function marketsWithOpenBets(db: DbOrTx) {
  return db
    .selectDistinct({
      playerId: exchangeBets.playerId,
      marketId: exchangeBets.marketId,
      eventId: exchangeBets.eventId,
      marketKind: exchangeBets.marketKind,
      rule: exchangeBets.rule,
    })
    .from(exchangeBets)
    .where(eq(exchangeBets.status, 'open'));
}

/** Open unmatched match-odds bets, oldest first. */
export async function waitingBets(db: DbOrTx): Promise<BetRow[]> {
  return db
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.status, 'open'), eq(exchangeBets.matched, false), eq(exchangeBets.marketKind, 'odds')))
    .orderBy(asc(exchangeBets.id));
}

/** A waiting bet, locked, if it still is open and unmatched. */
export async function lockWaiting(tx: DbOrTx, id: number): Promise<BetRow | undefined> {
  const [row] = await tx
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.id, id), eq(exchangeBets.status, 'open'), eq(exchangeBets.matched, false)))
    .for('update');
  return row;
}

/** Turns a waiting bet into its first matched part (its price, stake and amounts as matched). */
export async function matchWaitingAs(
  tx: DbOrTx,
  id: number,
  part: { odds: number; stakePoisha: number; profitPoisha: number; liabilityPoisha: number },
): Promise<void> {
  await tx
    .update(exchangeBets)
    .set({ ...part, matched: true })
    .where(eq(exchangeBets.id, id));
}

/** The player's bets: open, settled, or all placed in `range`; newest first, a page of `size` and whether more follow. */
export async function betsPage(db: DbOrTx, playerId: number, which: 'open' | 'settled' | 'all', page: number, size: number, range?: [Date, Date]) {
  const status =
    which === 'open' ? eq(exchangeBets.status, 'open') : which === 'settled' ? inArray(exchangeBets.status, ['won', 'lost', 'void', 'cancelled']) : undefined;
  const rows = await db
    .select()
    .from(exchangeBets)
    .where(
      and(
        eq(exchangeBets.playerId, playerId),
        status,
        range ? gte(exchangeBets.createdAt, range[0]) : undefined,
        range ? lt(exchangeBets.createdAt, range[1]) : undefined,
      ),
    )
    .orderBy(desc(exchangeBets.createdAt), desc(exchangeBets.id))
    .limit(size + 1)
    .offset((page - 1) * size);
  return { rows: rows.slice(0, size), more: rows.length > size };
}

/** Settled profit and loss per market (newest first). */
export async function profitLossRows(db: DbOrTx, playerId: number, limit: number) {
  return db
    .select({
      marketId: exchangeBets.marketId,
      eventName: exchangeBets.eventName,
      marketName: exchangeBets.marketName,
      sport: exchangeBets.sport,
      settledAt: sql<string>`max(${exchangeBets.settledAt})`,
      pl: sql<string>`sum(${exchangeBets.resultPoisha})`,
      stake: sql<string>`sum(case when ${exchangeBets.status} in ('won','lost') then ${exchangeBets.stakePoisha} else 0 end)`,
    })
    .from(exchangeBets)
    .where(and(eq(exchangeBets.playerId, playerId), inArray(exchangeBets.status, ['won', 'lost', 'void'])))
    .groupBy(exchangeBets.marketId, exchangeBets.eventName, exchangeBets.marketName, exchangeBets.sport)
    .orderBy(sql`max(${exchangeBets.settledAt}) desc`)
    .limit(limit);
}

/** The player's latest logins and bets, newest first. */
export async function recentActivity(db: DbOrTx, playerId: number, limit: number) {
  const logins = await db
    .select({ at: sessions.createdAt, ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.playerId, playerId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);
  const bets = await db
    .select({
      at: exchangeBets.createdAt,
      eventName: exchangeBets.eventName,
      marketName: exchangeBets.marketName,
      selectionName: exchangeBets.selectionName,
      side: exchangeBets.side,
      marketKind: exchangeBets.marketKind,
      stake: exchangeBets.stakePoisha,
      status: exchangeBets.status,
    })
    .from(exchangeBets)
    .where(eq(exchangeBets.playerId, playerId))
    .orderBy(desc(exchangeBets.createdAt))
    .limit(limit);
  return { logins, bets };
}

// ---- positions (exposure held per market)

const positionOf = (playerId: number, marketId: string) => and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, marketId));

export async function position(tx: DbOrTx, playerId: number, marketId: string): Promise<PositionRow | undefined> {
  const [pos] = await tx.select().from(exchangePositions).where(positionOf(playerId, marketId));
  return pos;
}

export async function deletePosition(tx: DbOrTx, playerId: number, marketId: string): Promise<void> {
  await tx.delete(exchangePositions).where(positionOf(playerId, marketId));
}

export async function setPosition(tx: DbOrTx, playerId: number, marketId: string, exposurePoisha: number): Promise<void> {
  await tx.update(exchangePositions).set({ exposurePoisha }).where(positionOf(playerId, marketId));
}

export async function insertPosition(tx: DbOrTx, values: { playerId: number; marketId: string; eventId: number; exposurePoisha: number }): Promise<void> {
  await tx.insert(exchangePositions).values(values);
}

/** What all the player's open markets hold. */
export async function exposureHeld(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ exposure: sql<string>`coalesce(sum(${exchangePositions.exposurePoisha}), 0)` })
    .from(exchangePositions)
    .where(eq(exchangePositions.playerId, playerId));
  return Number(row?.exposure ?? 0);
}

// ---- money matched by players (the match odds' total matched)

/** What players' matched match-odds bets staked, per market and runner (cancelled and void bets left out). */
export async function matchedTotals(db: DbOrTx, marketIds?: string[]): Promise<{ marketId: string; selectionId: string; poisha: number }[]> {
  const rows = await db
    .select({
      marketId: exchangeBets.marketId,
      selectionId: exchangeBets.selectionId,
      poisha: sql<string>`sum(${exchangeBets.stakePoisha})`,
    })
    .from(exchangeBets)
    .where(
      and(
        eq(exchangeBets.marketKind, 'odds'),
        eq(exchangeBets.matched, true),
        inArray(exchangeBets.status, ['open', 'won', 'lost']),
        marketIds ? inArray(exchangeBets.marketId, marketIds) : undefined,
      ),
    )
    .groupBy(exchangeBets.marketId, exchangeBets.selectionId);
  return rows.map((r) => ({ ...r, poisha: Number(r.poisha) }));
}

// ---- liquidity taken from the ladders

export async function takenRows(db: DbOrTx, marketIds?: string[]): Promise<TakenRow[]> {
  return db
    .select()
    .from(exchangeTaken)
    .where(marketIds ? inArray(exchangeTaken.marketId, marketIds) : undefined);
}

type Level = { marketId: string; selectionId: string; side: string; price: number };
const levelOf = (k: Level) =>
  and(eq(exchangeTaken.marketId, k.marketId), eq(exchangeTaken.selectionId, k.selectionId), eq(exchangeTaken.side, k.side), eq(exchangeTaken.price, k.price));

/** The taken row of a ladder level (made empty if there is none), locked until the transaction ends. */
export async function lockTaken(tx: DbOrTx, level: Level, now: Date): Promise<TakenRow> {
  await tx
    .insert(exchangeTaken)
    .values({ ...level, takenPoisha: 0, takenAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(exchangeTaken).where(levelOf(level)).for('update');
  return row;
}

export async function setTaken(tx: DbOrTx, level: Level, takenPoisha: number, takenAt: Date): Promise<void> {
  await tx.update(exchangeTaken).set({ takenPoisha, takenAt }).where(levelOf(level));
}

/** Forgets taken rows older than five minutes (their levels are long full again). */
export async function sweepTaken(db: DbOrTx): Promise<void> {
  await db.delete(exchangeTaken).where(lt(exchangeTaken.takenAt, sql`now() - interval '5 minutes'`));
}

/** NOTIFY on `channel`, sent when the transaction commits. */
export async function notify(tx: DbOrTx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

// ---- the saved feed

export async function readFeed(db: DbOrTx): Promise<unknown> {
  const [row] = await db.select().from(feedState).where(eq(feedState.id, 1));
  return row ? row.state : null;
}

/** Saves the feed's state (JSON text) as its `seq`; announces it on `channel` when given, in the same transaction. */
export async function saveFeed(db: DbOrTx, seq: number, body: string, channel: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(feedState)
      .values({ id: 1, seq, state: sql`${body}::jsonb` })
      .onConflictDoUpdate({ target: feedState.id, set: { seq, state: sql`${body}::jsonb`, updatedAt: sql`now()` } });
    if (channel) await notify(tx, channel, String(seq));
  });
}

// ---- exchange tokens

/** The player of a live exchange token's hash: unexpired, and its site session live. */
export async function exchangeSessionPlayer(db: DbOrTx, tokenHash: string, idleMs: number, maxMs: number) {
  const [row] = await db
    .select(SESSION_PLAYER)
    .from(exchangeSessions)
    .innerJoin(players, eq(players.id, exchangeSessions.playerId))
    .innerJoin(sessions, eq(sessions.id, exchangeSessions.sessionId))
    .where(and(eq(exchangeSessions.tokenHash, tokenHash), gt(exchangeSessions.expiresAt, new Date()), liveSession(idleMs, maxMs)));
  return row;
}

export async function exchangeTokenOf(db: DbOrTx, playerId: number): Promise<string | null> {
  const [row] = await db.select({ exchangeToken: players.exchangeToken }).from(players).where(eq(players.id, playerId));
  return row?.exchangeToken ?? null;
}

export async function deleteExpiredExchangeSessions(db: DbOrTx, playerId: number): Promise<void> {
  await db.delete(exchangeSessions).where(and(eq(exchangeSessions.playerId, playerId), lt(exchangeSessions.expiresAt, new Date())));
}

export async function insertExchangeSession(db: DbOrTx, values: { tokenHash: string; playerId: number; sessionId: number; expiresAt: Date }): Promise<void> {
  await db.insert(exchangeSessions).values(values);
}

/** Every open bet (matched or not) with its player's name: the risk desk's book. */
export async function openBetsWithPlayers(db: DbOrTx): Promise<{ bet: BetRow; username: string }[]> {
  return db
    .select({ bet: exchangeBets, username: players.username })
    .from(exchangeBets)
    .innerJoin(players, eq(players.id, exchangeBets.playerId))
    .where(eq(exchangeBets.status, 'open'));
}

/** The positions held on `marketIds` with their players' names, the largest first. */
export async function positionsOn(db: DbOrTx, marketIds: string[]): Promise<{ marketId: string; username: string; exposure: number }[]> {
  if (!marketIds.length) return [];
  return db
    .select({ marketId: exchangePositions.marketId, username: players.username, exposure: exchangePositions.exposurePoisha })
    .from(exchangePositions)
    .innerJoin(players, eq(players.id, exchangePositions.playerId))
    .where(inArray(exchangePositions.marketId, marketIds))
    .orderBy(desc(exchangePositions.exposurePoisha), players.username);
}

// ---- the risk desk's controls

/** Every market the desk has acted on. */
export async function marketControlRows(db: DbOrTx): Promise<ControlRow[]> {
  return db.select().from(marketControls);
}

/** A market's control row (locked until the transaction ends when `lock`), or undefined. */
export async function marketControl(db: DbOrTx, marketId: string, lock = false): Promise<ControlRow | undefined> {
  const q = db.select().from(marketControls).where(eq(marketControls.marketId, marketId));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Makes the market's row when missing (open, no limit) and locks it: actions on one market take turns. */
export async function lockMarketControl(
  tx: DbOrTx,
  values: Pick<ControlRow, 'marketId' | 'eventId' | 'event' | 'market' | 'kind' | 'sport' | 'updatedBy'>,
): Promise<ControlRow> {
  await tx.insert(marketControls).values(values).onConflictDoNothing();
  return (await marketControl(tx, values.marketId, true)) as ControlRow; // (made above when missing)
}

export async function setMarketControl(
  tx: DbOrTx,
  marketId: string,
  set: Partial<Pick<ControlRow, 'state' | 'reason' | 'auto' | 'limitPoisha'>> & { updatedBy: string },
): Promise<ControlRow> {
  const [row] = await tx
    .update(marketControls)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(marketControls.marketId, marketId))
    .returning();
  return row;
}

/** Every open bet (matched or not) on one market, oldest first. */
export async function openBetsOnMarket(db: DbOrTx, marketId: string): Promise<BetRow[]> {
  return db
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.marketId, marketId), eq(exchangeBets.status, 'open')))
    .orderBy(asc(exchangeBets.id));
}

/** The markets voided by the desk among `marketIds`. */
export async function voidedAmong(db: DbOrTx, marketIds: string[]): Promise<Set<string>> {
  if (!marketIds.length) return new Set();
  const rows = await db
    .select({ marketId: marketControls.marketId })
    .from(marketControls)
    .where(and(inArray(marketControls.marketId, marketIds), eq(marketControls.state, 'voided')));
  return new Set(rows.map((r) => r.marketId));
}
