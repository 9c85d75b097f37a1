// The risk desk: the house's book on every market with open bets. The house is the players' counterparty, so its
// profit on an outcome is what its players lose on it: the negation of their book, computed with the same book()
// the api places and settles bets with (shared/src/contract/book.ts), over every matched bet in the database (what
// every api process reads). The largest positions are the exposure each player has held for the market.
import { admin, book, type FancyTest, type Static } from '@bet/shared/contract';
import type { DbOrTx } from '../../db/client.js';
import { marketControlRows, openBetsWithPlayers, positionsOn, type ControlRow } from './store.js';
import { toTaka } from '../../lib/money.js';
import { runnersOf, toBook, type BetRow } from './positions.js';
import type { FancyRule } from './model.js';

/** A market as the risk desk's answer carries it (the contract's shape). */
export type RiskMarket = Static<typeof admin.riskMarket>;

/** An outcome as the desk reads it: the runner's name, or the runs of a fancy line. */
function outcomeName(bets: BetRow[], outcome: number, test: FancyTest | null): string {
  if (test === 'odd') return outcome ? 'Odd' : 'Even';
  if (test === 'digit') return `Last digit ${outcome}`;
  if (test) return `${outcome} runs`;
  const named = bets.find((b) => b.runner === outcome)?.selectionName;
  if (named) return named;
  // a runner nobody has bet on: the event names its teams in the runners' order (the draw last)
  const teams = bets[0].eventName.split(' v ');
  return teams[outcome] ?? (outcome === 2 ? 'The Draw' : `Runner ${outcome + 1}`);
}

/** The house's profit (poisha; negative: loss) on each outcome of one market, from its open bets (the matched count). */
export function houseOutcomes(bets: BetRow[]): { outcome: number; house: number }[] {
  const test = (bets[0].rule as FancyRule | null)?.test ?? null;
  return book(bets.map(toBook), runnersOf(bets[0]), test).map((o) => ({ outcome: o.outcome, house: -o.pl }));
}

/** The house's worst outcome on one market (poisha, 0 or negative: what it stands to lose). */
export function houseWorst(bets: BetRow[]): number {
  return bets.length ? Math.min(0, ...houseOutcomes(bets).map((o) => o.house)) : 0;
}

/** What the desk did to a market, as its answer carries it. */
function controlOf(c: ControlRow | undefined): Pick<RiskMarket, 'state' | 'reason' | 'auto' | 'limit'> {
  return {
    state: (c?.state ?? 'open') as RiskMarket['state'],
    reason: c && c.state !== 'open' ? c.reason : null,
    auto: c?.auto ?? false,
    limit: c?.limitPoisha ? toTaka(c.limitPoisha) : null,
  };
}

/**
 * Every market with open bets, and every market the desk holds suspended or with a limit (its bets may all be gone),
 * the worst for the house first.
 */
export async function houseBook(db: DbOrTx): Promise<RiskMarket[]> {
  const open = await openBetsWithPlayers(db);
  const byMarket = new Map<string, { bet: BetRow; username: string }[]>();
  for (const row of open) byMarket.set(row.bet.marketId, [...(byMarket.get(row.bet.marketId) ?? []), row]);
  const held = await positionsOn(db, [...byMarket.keys()]);
  const controls = new Map((await marketControlRows(db)).map((c) => [c.marketId, c]));
  const markets: RiskMarket[] = [];
  for (const [marketId, rows] of byMarket) {
    const bets = rows.map((r) => r.bet);
    const first = bets[0];
    const test = (first.rule as FancyRule | null)?.test ?? null;
    const outcomes = houseOutcomes(bets).map((o) => ({ outcome: outcomeName(bets, o.outcome, test), house: toTaka(o.house) }));
    const betsOf = (username: string) => rows.filter((r) => r.username === username).length;
    markets.push({
      market_id: marketId,
      event_id: first.eventId,
      event: first.eventName,
      sport: first.sport,
      kind: first.marketKind,
      market: first.marketName,
      bets: bets.length,
      players: new Set(rows.map((r) => r.username)).size,
      matched: toTaka(bets.filter((b) => b.matched).reduce((s, b) => s + b.stakePoisha, 0)),
      outcomes,
      worst: Math.min(0, ...outcomes.map((o) => o.house)),
      event_worst: 0,
      positions: held
        .filter((h) => h.marketId === marketId)
        .slice(0, admin.RISK_TOP_POSITIONS)
        .map((h) => ({ username: h.username, exposure: toTaka(h.exposure), bets: betsOf(h.username) })),
      ...controlOf(controls.get(marketId)),
    });
  }
  // a market the desk holds whose bets are all gone: still on the desk while suspended or limited, to be resumed
  for (const c of controls.values()) {
    if (byMarket.has(c.marketId) || !(c.state === 'suspended' || (c.state === 'open' && c.limitPoisha))) continue;
    markets.push({
      market_id: c.marketId,
      event_id: c.eventId,
      event: c.event,
      sport: c.sport,
      kind: c.kind,
      market: c.market,
      bets: 0,
      players: 0,
      matched: 0,
      outcomes: [],
      worst: 0,
      event_worst: 0,
      positions: [],
      ...controlOf(c),
    });
  }
  // an event's bound: its markets' worst outcomes together (in poisha, so the sum is exact)
  const byEvent = new Map<number, number>();
  for (const m of markets) byEvent.set(m.event_id, (byEvent.get(m.event_id) ?? 0) + Math.round(m.worst * 100));
  for (const m of markets) m.event_worst = toTaka(byEvent.get(m.event_id) ?? 0);
  return markets.sort((a, b) => a.worst - b.worst || a.market_id.localeCompare(b.market_id));
}
