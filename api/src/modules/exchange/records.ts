// What the exchange pages show of a player: the wallet (balance, exposure, free), bets, profit and loss, activity.
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import { balanceOf } from '../funds/ledger.js';

/**
 * The exchange wallet, in the words the whole site uses: Main is the main wallet's balance (the same number as the
 * member menu and the site's header; what open markets hold has left it through the ledger), Exposure is what the
 * open markets hold, and what is available to bet is the main balance.
 */
export async function walletOf(db: Db, playerId: number) {
  const held = await store.exposureHeld(db, playerId);
  const balance = await balanceOf(db, playerId);
  return { main: balance, exposure: held, available: balance };
}

/** The player's bets: open (matched and unmatched), settled, or all placed in `range`; newest first, 50 a page. */
export async function betsOf(db: Db, playerId: number, which: 'open' | 'settled' | 'all', page = 1, range?: [Date, Date]) {
  return store.betsPage(db, playerId, which, page, 50, range);
}

/** Settled profit and loss per market (newest first), with the total. */
export async function profitLossOf(db: Db, playerId: number) {
  const rows = await store.profitLossRows(db, playerId, 200);
  return rows.map((r) => ({ ...r, pl: Number(r.pl), stake: Number(r.stake), settledAt: new Date(r.settledAt) }));
}

/** Logins and bets, newest first. */
export async function activityOf(db: Db, playerId: number) {
  return store.recentActivity(db, playerId, 50);
}
