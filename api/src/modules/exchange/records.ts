// What the exchange pages show of a player: the wallet (balance, exposure, free), bets, profit and loss, activity.
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exchangeBets, exchangePositions, sessions } from '../../db/schema/index.js';
import { balanceOf } from '../funds/ledger.js';

/** The exchange wallet: the balance with what the open markets hold, the exposure, and what is free to bet. */
export async function walletOf(db: Db, playerId: number) {
  const [row] = await db
    .select({ exposure: sql<string>`coalesce(sum(${exchangePositions.exposurePoisha}), 0)` })
    .from(exchangePositions)
    .where(eq(exchangePositions.playerId, playerId));
  const held = Number(row?.exposure ?? 0);
  const available = await balanceOf(db, playerId);
  return { main: available + held, exposure: held, available };
}

/** The player's bets: open (matched and unmatched), settled, or all placed in `range`; newest first, 50 a page. */
export async function betsOf(db: Db, playerId: number, which: 'open' | 'settled' | 'all', page = 1, range?: [Date, Date]) {
  const status =
    which === 'open' ? eq(exchangeBets.status, 'open') : which === 'settled' ? inArray(exchangeBets.status, ['won', 'lost', 'void', 'cancelled']) : undefined;
  const where = and(
    eq(exchangeBets.playerId, playerId),
    status,
    range ? gte(exchangeBets.createdAt, range[0]) : undefined,
    range ? lt(exchangeBets.createdAt, range[1]) : undefined,
  );
  const rows = await db
    .select()
    .from(exchangeBets)
    .where(where)
    .orderBy(desc(exchangeBets.createdAt), desc(exchangeBets.id))
    .limit(51)
    .offset((page - 1) * 50);
  return { rows: rows.slice(0, 50), more: rows.length > 50 };
}

/** Settled profit and loss per market (newest first), with the total. */
export async function profitLossOf(db: Db, playerId: number) {
  const rows = await db
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
    .limit(200);
  return rows.map((r) => ({ ...r, pl: Number(r.pl), stake: Number(r.stake), settledAt: new Date(r.settledAt) }));
}

/** Logins and bets, newest first. */
export async function activityOf(db: Db, playerId: number) {
  const logins = await db
    .select({ at: sessions.createdAt, ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.playerId, playerId))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
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
    .limit(50);
  return { logins, bets };
}
