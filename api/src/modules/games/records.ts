// The Settled tab of the betting records: a player's settled rounds grouped by day (GMT+6), platform and game
// type (kept per settled round in game_round_days, so the list reads groups, not bets), and one group's single
// games (a page of 50 on the (player_id, created_at) index).
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { badRequest } from '../../lib/errors.js';
import { dayOf, dayStart, inZone, rangeOf } from '@bet/shared/time';
import { stepGames } from '@bet/shared/contract';

export const RECORD_PAGE = 50;
export type RecordRange = 'today' | 'yesterday' | 'last7';

/** [from, to) of a records filter: calendar days on the player's clock (their currency's zone), as the screens. */
export function recordRange(range: RecordRange, currency = 'BDT', now = Date.now()): [Date, Date] {
  const { from, to } = rangeOf(range, inZone(currency, now));
  return [from!.toDate(), to!.toDate()];
}

const currencyOf = store.currencyOf;

/** Adds a settled round to its day's group (inside the round's settlement transaction). */
export async function recordSettled(
  tx: DbOrTx,
  r: { playerId: number; createdAt: Date; platform: string; gameType: string; betPoisha: number; winPoisha: number },
) {
  await store.addToDay(tx, {
    playerId: r.playerId,
    day: dayOf(r.createdAt, await currencyOf(tx, r.playerId)),
    platform: r.platform,
    gameType: r.gameType,
    betPoisha: r.betPoisha,
    winPoisha: r.winPoisha,
  });
}

export interface RecordFilter {
  platform?: string;
  gameType?: string;
}

const taka = (poisha: number) => Math.round(poisha) / 100;

const summaryOf = (r: { count: number; betPoisha: number; winPoisha: number }) => ({
  count: Number(r.count),
  turnover: taka(Number(r.betPoisha)),
  profit_loss: taka(Number(r.winPoisha) - Number(r.betPoisha)),
});

export async function recordGroups(db: Db, playerId: number, range: RecordRange, f: RecordFilter) {
  const currency = await currencyOf(db, playerId);
  const [from, to] = recordRange(range, currency);
  const rows = await store.dayGroups(db, playerId, dayOf(from, currency), dayOf(to.getTime() - 1, currency), f);
  return rows.map((r) => ({ date: r.day, platform: r.platform, game_type: r.gameType, ...summaryOf(r) }));
}

/** The names the filter offers: every platform and game type of the catalogue. */
export async function recordFilters(db: Db) {
  const [platforms, types] = await Promise.all([store.providerNames(db), store.listGameTypes(db)]);
  return { platforms, game_types: types };
}

/**
 * How a round is checked: its nonce, the hash of its server seed (committed before it was played), and the
 * verifier page's address filled in (with the server seed once it has been revealed).
 */
export function fairnessOf(r: { engine: string; nonce: number }, seed: store.SeedRow | undefined) {
  if (!seed) return { nonce: r.nonce, server_seed_hash: '', verify: '' };
  const q = new URLSearchParams({ game: r.engine, server_seed_hash: seed.serverSeedHash, client_seed: seed.clientSeed, nonce: String(r.nonce) });
  // the server seed only once revealed (a seed still in play would tell its next rounds)
  if (!seed.active) q.set('server_seed', seed.serverSeed);
  return { nonce: r.nonce, server_seed_hash: seed.serverSeedHash, verify: `/fairness?${q}` };
}

/** The rounds' seeds by id. */
export async function seedMap(db: DbOrTx, playerId: number, rows: { seedId: number }[]) {
  return new Map(
    (
      await store.seedsOf(
        db,
        playerId,
        rows.map((r) => r.seedId),
      )
    ).map((s) => [s.id, s]),
  );
}

/** One group (a Dhaka day, a platform, a game type): its summary and a page of its single games, newest first. */
export async function recordGroup(db: Db, playerId: number, date: string, f: Required<RecordFilter>, page: number) {
  const start = dayStart(date, await currencyOf(db, playerId));
  if (!start) throw badRequest(/*i18n*/ 'The date must be YYYY-MM-DD.');
  const [day, rows] = await Promise.all([
    store.dayGroup(db, playerId, date, f.platform, f.gameType),
    store.settledRounds(db, playerId, start.toDate(), start.add(1, 'day').toDate(), f, RECORD_PAGE, (page - 1) * RECORD_PAGE),
  ]);
  const seeds = await seedMap(db, playerId, rows);
  const summary = day ?? { count: 0, betPoisha: 0, winPoisha: 0 };
  const s = summaryOf(summary);
  return {
    summary: { date, platform: f.platform, game_type: f.gameType, ...s },
    page,
    pages: Math.max(1, Math.ceil(s.count / RECORD_PAGE)),
    rows: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      platform: r.platform,
      game_type: r.gameType,
      game_name: r.gameName,
      bet_amount: taka(r.betPoisha),
      winAmount: taka(r.winPoisha),
      profit_loss: taka(r.winPoisha - r.betPoisha),
      ...fairnessOf(r, seeds.get(r.seedId)),
    })),
  };
}

/** The player's latest 20 rounds of one game (what the game page lists), each with how to check it. */
export async function roundHistory(db: Db, playerId: number, gameId: number) {
  const rows = await store.roundsOfGame(db, playerId, gameId, 20);
  const seeds = await seedMap(db, playerId, rows);
  return rows.map((r) => {
    const v = roundView(r);
    return { id: v.id, created_at: v.created_at, bet: v.bet, win: v.win, status: v.status, outcome: v.outcome, ...fairnessOf(r, seeds.get(r.seedId)) };
  });
}

/**
 * What may be seen of a round's outcome: all of it once settled; while open nothing of a crash flight (its crash
 * point), of Mines the tiles opened and what they pay (not the mines' places), of Blackjack the hands and the
 * dealer's up card (not the hole card, not the shoe).
 */
export function visibleOutcome(r: Pick<store.RoundRow, 'engine' | 'status' | 'outcome'>): Record<string, unknown> {
  const open = r.status === 'open';
  if (r.engine === 'blackjack') return stepGames.blackjackView((r.outcome as { state: stepGames.BlackjackState }).state, open);
  if (!open) return r.outcome;
  if (r.engine === 'mines') {
    const { mines, revealed, multiplier } = r.outcome as { mines: number; revealed: number[]; multiplier: number };
    return { mines, revealed, multiplier, next: stepGames.minesMultiplier(mines, revealed.length + 1) };
  }
  return {};
}

/** What the game page shows of a round (visibleOutcome: nothing still hidden). */
export function roundView(r: store.RoundRow) {
  return {
    id: r.id,
    bet: r.betPoisha / 100,
    win: r.winPoisha / 100,
    status: r.status,
    nonce: r.nonce,
    outcome: visibleOutcome(r),
    created_at: r.createdAt.toISOString(),
  };
}
