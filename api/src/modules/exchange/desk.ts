// The risk desk's controls on a market (docs/exchange.md, "The risk desk's controls"): an operator suspends, resumes,
// closes or voids it; its liability limit suspends it when the house's worst outcome on it crosses the limit. The
// market's row in market_controls decides: a bet's transaction reads it (and the limit after the bet), every api
// process keeps the rows in memory to show players the market as it is (NOTIFY exchange_desk), and a void's refunds
// go through settleMarket (settle.ts, refundVoided), once per player under their lock, so a void refunds every open bet exactly once (the
// settlement pass voids any bet that slipped in while the void committed).
import { admin } from '@bet/shared/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { audit, type Actor } from '../operators/service.js';
import * as store from './store.js';
import { DESK_CHANNEL, shutBy } from './market.js';
import { houseWorst } from './risk.js';

/** The liability limit acts on its own: its audit rows name it. */
const LIMIT_ACTOR: Actor = { operatorId: null, name: 'liability limit', role: 'automation', ip: '' };

/** In a bet's transaction: refused (409) when the desk holds the market. */
export async function assertDeskOpen(tx: DbOrTx, marketId: string): Promise<void> {
  const refusal = shutBy((await store.marketControl(tx, marketId))?.state);
  if (refusal) throw new HttpError(409, refusal);
}

/**
 * In a bet's transaction, after its rows are in: when the market has a liability limit and the house's worst outcome
 * on it is now a loss above it, the market is suspended (audited as the limit's, announced at commit). True if so.
 */
export async function enforceLimit(tx: DbOrTx, marketId: string): Promise<boolean> {
  const seen = await store.marketControl(tx, marketId);
  if (!seen?.limitPoisha || seen.state !== 'open') return false;
  const worst = houseWorst(await store.openBetsOnMarket(tx, marketId));
  if (-worst <= seen.limitPoisha) return false;
  // bets on a limited market take turns here: one of two crossing together suspends it, the other finds it done
  const c = await store.marketControl(tx, marketId, true);
  if (!c?.limitPoisha || c.state !== 'open') return false;
  await store.setMarketControl(tx, marketId, { state: 'suspended', auto: true, reason: admin.MARKET_MSG.limitCrossed, updatedBy: LIMIT_ACTOR.name });
  await audit(
    tx,
    LIMIT_ACTOR,
    'market.suspend',
    marketId,
    { state: 'open' },
    { state: 'suspended', auto: true, worst_poisha: worst, limit_poisha: c.limitPoisha },
  );
  await store.notify(tx, DESK_CHANNEL, marketId);
  return true;
}

/** A market on the desk: its control row, else its names from its open bets; 404 when it has neither. */
async function deskMarket(db: DbOrTx, marketId: string) {
  const known = await store.marketControl(db, marketId);
  if (known) return known;
  const [bet] = await store.openBetsOnMarket(db, marketId);
  if (!bet) throw new HttpError(404, admin.MARKET_MSG.notFound);
  return { marketId, eventId: bet.eventId, event: bet.eventName, market: bet.marketName, kind: bet.marketKind, sport: bet.sport };
}

/** A market on the desk, its row made when missing (with the names it shows) and locked: actions on it take turns. */
async function lockDeskMarket(tx: DbOrTx, actor: Actor, marketId: string) {
  const m = await deskMarket(tx, marketId);
  return store.lockMarketControl(tx, { marketId, eventId: m.eventId, event: m.event, market: m.market, kind: m.kind, sport: m.sport, updatedBy: actor.name });
}

/** The stakes of the matched open bets on a market (poisha): what a void takes back from the book (four eyes count it). */
export async function matchedStakes(db: DbOrTx, marketId: string): Promise<number> {
  return (await store.openBetsOnMarket(db, marketId)).filter((b) => b.matched).reduce((s, b) => s + b.stakePoisha, 0);
}

/**
 * In the caller's transaction: takes `action` on the market (from a state it allows, else 409), with its audit row
 * (`extra` added to its after: the approval, the stakes) and its announcement at commit. The new state.
 */
export async function changeMarketIn(
  tx: DbOrTx,
  actor: Actor,
  marketId: string,
  action: admin.MarketAction,
  reason: string,
  extra: Record<string, unknown> = {},
): Promise<admin.MarketState> {
  const c = await lockDeskMarket(tx, actor, marketId);
  const rule = admin.MARKET_ACTIONS[action];
  const from = c.state as admin.MarketState;
  if (!(rule.from as readonly admin.MarketState[]).includes(from)) throw new HttpError(409, admin.MARKET_MSG.from(from, action));
  await store.setMarketControl(tx, marketId, { state: rule.to, reason, auto: false, updatedBy: actor.name });
  await audit(tx, actor, `market.${action}`, marketId, { state: from }, { state: rule.to, reason, event: c.event, market: c.market, ...extra });
  await store.notify(tx, DESK_CHANNEL, marketId);
  return rule.to;
}

/** Checks a market is on the desk (404 when not) before an action is asked for. */
/**
 * Puts a market the feed shows on the desk (its row made, open, when missing) so the desk may act on it before
 * anyone has bet on it; nothing changes for players until an action does.
 */
export async function putOnDesk(db: Db, actor: Actor, m: { marketId: string; eventId: number; event: string; market: string; kind: string; sport: string }) {
  if (await store.marketControl(db, m.marketId)) return;
  await db.transaction((tx) => store.lockMarketControl(tx, { ...m, updatedBy: actor.name }));
}

export async function assertOnDesk(db: DbOrTx, marketId: string): Promise<void> {
  await deskMarket(db, marketId);
}

/**
 * Sets or clears a market's liability limit (poisha; null: none), audited; when the house already stands to lose
 * more than it, the market is suspended at once. The market's state after it.
 */
export async function setMarketLimit(db: Db, actor: Actor, marketId: string, limitPoisha: number | null): Promise<admin.MarketState> {
  return db.transaction(async (tx) => {
    const c = await lockDeskMarket(tx, actor, marketId);
    await store.setMarketControl(tx, marketId, { limitPoisha, updatedBy: actor.name });
    await audit(tx, actor, 'market.limit', marketId, { limit_poisha: c.limitPoisha }, { limit_poisha: limitPoisha, event: c.event, market: c.market });
    await store.notify(tx, DESK_CHANNEL, marketId);
    return (await enforceLimit(tx, marketId)) ? 'suspended' : (c.state as admin.MarketState);
  });
}
