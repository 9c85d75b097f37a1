// What the exchange calls answer (display shapes), derived from the feed's state alone (so every api process that holds the
// same state answers the same bytes): event lists, match odds with ladders, bookmaker, fancy, the score.
import type { BookmakerMarket, EventDetail, FancyMarket, LiveScore, MarketBook, SportsEvent } from '@bet/shared/contract';
import { current, inningsEnded, OVERS, oversText, target, type CricketState } from './feed/cricket.js';
import { bookmakerPair, digitLine, oddLine, outlook, runsLine, type InningsOutlook, type PricedLine } from './feed/fancy-pricing.js';
import type { SoccerState } from './feed/soccer.js';
import { pointsText, type TennisState } from './feed/tennis.js';
import type { FeedEvent } from './feed/simulator.js';
import { lessTaken, type Taken } from './liquidity.js';
import { marketIdOf, marketSuspended, matchOdds, probabilities, runnerNames } from './model.js';

export const eventName = (e: FeedEvent) => `${e.teams[0]} v ${e.teams[1]}`;
const short = (team: string) =>
  team
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .map((w, _i, all) => (all.length > 1 ? w[0] : w.slice(0, 3)))
    .join('')
    .toUpperCase();

export function listItem(e: FeedEvent): SportsEvent {
  return {
    EventId: String(e.id),
    MarketId: marketIdOf(e),
    Event: eventName(e),
    Fancy: e.fancy,
    Bookmaker: e.bookmaker,
    Competition: e.competition,
    OpenDate: new Date(e.startAt).toISOString(),
    InPlay: e.status === 'inplay',
    Status: e.status,
    Result: e.status === 'closed' ? resultText(e) : null,
  };
}

function resultText(e: FeedEvent): string {
  const m = e.match;
  if (m.winner === null) return m.sport === 'soccer' ? `Draw ${m.result}` : m.result;
  return `${e.teams[m.winner]} ${m.result}`.trim();
}

/** The match odds as players see them: the market model's ladders, less what matched bets took, and its total. */
export function marketBook(e: FeedEvent, taken: Taken[] = [], now = Date.now(), refillMs?: number): MarketBook {
  const m = matchOdds(e);
  const shown = (r: (typeof m.runners)[number]) =>
    taken.length
      ? {
          availableToBack: lessTaken(r.back, taken, r.selectionId, 'back', now, refillMs),
          availableToLay: lessTaken(r.lay, taken, r.selectionId, 'lay', now, refillMs),
        }
      : { availableToBack: r.back, availableToLay: r.lay };
  return {
    marketId: m.id,
    eventId: String(e.id),
    inplay: m.inplay,
    status: m.status,
    totalMatched: Math.round(50_000 + (e.id % 97) * 3_100 + (e.match.clock / 1000) * 37),
    runners: m.runners.map((r) => ({ selectionId: Number(r.selectionId), SelectionName: r.name, status: r.result, ex: shown(r) })),
  };
}

const FANCY_LIMITS = { min: 100, max: 50_000 };
const BOOKMAKER_LIMITS = { min: 100, max: 100_000 };
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** How a fancy line settles: the innings (index), the moment (after a legal ball, or at a wicket's fall), the test. */
export interface FancyRule {
  innings: number;
  balls?: number;
  wicket?: number;
  /** atLeast: Yes wins when the runs reach the line; digit: when their last digit is the line; odd: when they are odd. */
  test: 'atLeast' | 'digit' | 'odd';
}
export interface FancyLine {
  market: FancyMarket;
  rule: FancyRule;
}

/** The innings outlooks of the latest states (one per ball bowled and event): every process prices a ball once. */
const outlooks = new Map<string, InningsOutlook>();
function outlookOf(e: FeedEvent, m: CricketState, balls: number[]): InningsOutlook {
  const inn = current(m);
  const key = `${e.id}:${m.innings.length}:${inn.balls}:${inn.runs}:${inn.wickets}:${balls.join(',')}`;
  let o = outlooks.get(key);
  if (!o) {
    o = outlook(m, balls);
    outlooks.set(key, o);
    if (outlooks.size > 200) outlooks.delete(outlooks.keys().next().value as string);
  }
  return o;
}

/** The fancy lines of the innings in play, projected from its state (none between innings or after the match). */
export function fancyLines(e: FeedEvent): FancyLine[] {
  const m = e.match as CricketState;
  if (!e.fancy || e.status !== 'inplay' || m.sport !== 'cricket' || m.phase === 'break' || m.done) return [];
  const inn = current(m);
  const innings = m.innings.length - 1;
  const team = short(e.teams[inn.team]);
  const idBase = `${e.id}${m.innings.length}`;
  const halted = m.phase === 'suspended';
  const running = m.phase === 'ball';
  const out: FancyLine[] = [];
  const add = (key: string, type: number, title: string, line: [number, number], rates: [number, number], rule: Omit<FancyRule, 'innings'>, closing = false) =>
    out.push({
      market: {
        id: `${idBase}${key}`,
        title,
        type,
        no: line[0],
        no_rate: rates[0],
        yes: line[1],
        yes_rate: rates[1],
        suspended: flag(halted || closing),
        ball_running: flag(running),
        ...FANCY_LIMITS,
      },
      rule: { innings, ...rule },
    });
  const last = OVERS[m.format] * 6;
  const sessions = m.format === 'T20' ? [6, 10, 15, 20] : [10, 20, 30, 40, 50];
  // the next two sessions of the innings are offered (a later one is priced once it is one of them)
  const open = sessions.filter((n) => n * 6 > inn.balls).slice(0, 2);
  const over = Math.floor(inn.balls / 6) + 1;
  const next = [1, 2].map((k) => inn.balls + k).filter((b) => b <= last);
  const o = outlookOf(e, m, [...open.map((n) => n * 6), ...next, ...(over <= OVERS[m.format] ? [over * 6] : [])]);
  const at = (b: number) => o.atBall.get(b) ?? new Float64Array(1);
  const priced = (key: string, type: number, title: string, p: PricedLine, rule: Omit<FancyRule, 'innings'>, closing = false) =>
    add(key, type, title, [p.no, p.yes], [p.no_rate, p.yes_rate], rule, closing || !p.offered);
  for (const n of open) {
    // the last two balls of a session are not offered: the line is all but known
    priced(`1${n}`, 1, `${n} over runs ${team}`, runsLine(at(n * 6)), { balls: n * 6, test: 'atLeast' }, n * 6 - inn.balls <= 2);
  }
  if (open.length) {
    const n = open[0];
    priced(`3${n}`, 3, `${n} over runs ${team} khadda`, runsLine(at(n * 6), 4), { balls: n * 6, test: 'atLeast' }, n * 6 - inn.balls <= 2);
  }
  // the next two balls: total runs after each (the id names the ball, so a bet keeps its ball)
  for (const balls of next) {
    priced(`2${balls}`, 2, `${Math.floor((balls - 1) / 6)}.${((balls - 1) % 6) + 1} ball run ${team}`, runsLine(at(balls)), { balls, test: 'atLeast' });
  }
  if (over <= OVERS[m.format]) {
    const closing = inn.balls % 6 === 5;
    priced(`4${over}`, 4, `${over} over last digit ${team}`, digitLine(at(over * 6)), { balls: over * 6, test: 'digit' }, closing);
    priced(`5${over}`, 5, `${over} over total odd ${team}`, oddLine(at(over * 6)), { balls: over * 6, test: 'odd' }, closing);
  }
  if (open.length) priced(`5s${open[0]}`, 5, `${open[0]} over runs odd ${team}`, oddLine(at(open[0] * 6)), { balls: open[0] * 6, test: 'odd' });
  if (inn.wickets < 10) {
    priced(`6${inn.wickets + 1}`, 6, `Fall of ${ordinal(inn.wickets + 1)} wkt runs ${team}`, runsLine(o.atNextWicket), {
      wicket: inn.wickets + 1,
      test: 'atLeast',
    });
  }
  return out;
}
export const fancyMarkets = (e: FeedEvent): FancyMarket[] => fancyLines(e).map((l) => l.market);

/**
 * The runs a fancy rule settles on, or null while they are not known: the innings' runs after its ball (or at
 * its wicket's fall), or its final runs when it ended first.
 */
export function fancyOutcome(m: CricketState, rule: FancyRule): number | null {
  const inn = m.innings[rule.innings];
  if (!inn) return m.done ? 0 : null;
  const at = rule.balls !== undefined ? inn.progress?.[rule.balls - 1] : inn.fall?.[(rule.wicket ?? 1) - 1];
  if (at !== undefined) return at;
  return inningsEnded(m, rule.innings) ? inn.runs : null;
}

export function bookmaker(e: FeedEvent): BookmakerMarket | null {
  if (!e.bookmaker || e.status === 'closed') return null;
  const m = e.match;
  const ps = probabilities(e);
  const running = m.sport === 'cricket' && m.phase === 'ball' && e.status === 'inplay';
  const halted = marketSuspended(e);
  return {
    id: `${e.id}9`,
    name: 'Bookmaker',
    ...BOOKMAKER_LIMITS,
    runners: runnerNames(e).map((name, i) => {
      // priced to return MARKET_RETURN.bookmaker on each side; a runner past 3.00 (300), or one without a fair
      // pair of rates (all but won or lost), is not offered
      const rates = bookmakerPair(ps[i]);
      return {
        id: `${e.id}9${i + 1}`,
        runner: name,
        backPrice: rates?.backPrice ?? 0,
        layPrice: rates?.layPrice ?? 0,
        suspended: flag(halted || !rates || rates.backPrice > 300),
        ball_running: flag(running),
      };
    }),
  };
}

export function eventDetail(e: FeedEvent): EventDetail {
  const fancy2: Record<string, FancyMarket> = {};
  for (const f of fancyMarkets(e)) fancy2[f.id] = f;
  const b = bookmaker(e);
  return {
    success: true,
    data: {
      items: {
        [String(e.id)]: {
          fancy2,
          bookmaker: b ? { [b.id]: b } : {},
          event: {
            id: String(e.id),
            name: eventName(e),
            sport: e.sport,
            marketId: marketIdOf(e),
            inplay: e.status === 'inplay',
            openDate: new Date(e.startAt).toISOString(),
          },
        },
      },
    },
  };
}

function cricketScore(e: FeedEvent, m: CricketState): Pick<LiveScore, 'lines' | 'detail' | 'note'> {
  const lines = m.innings.map((inn) => `${e.teams[inn.team]} ${inn.runs}/${inn.wickets} (${oversText(inn.balls)})`);
  const yet = m.innings.length === 1 ? e.teams[m.innings[0].team === 0 ? 1 : 0] : null;
  if (yet) lines.push(`${yet} yet to bat`);
  const inn = current(m);
  const t = target(m);
  let detail = `${m.format} · ${e.teams[inn.team]} batting`;
  if (m.done) detail = `${e.teams[m.winner ?? 0]} ${m.result}`;
  else if (m.phase === 'break') detail = `Innings break · target ${inn.runs + 1}`;
  else if (t !== null) detail = `Need ${t - inn.runs} runs from ${OVERS[m.format] * 6 - inn.balls} balls`;
  const note = m.phase === 'ball' ? 'Ball running' : m.phase === 'suspended' ? m.note : m.phase === 'break' ? 'Innings break' : '';
  return { lines, detail, note };
}
function soccerScore(e: FeedEvent, m: SoccerState): Pick<LiveScore, 'lines' | 'detail' | 'note'> {
  return {
    lines: [`${e.teams[0]} ${m.goals[0]}`, `${e.teams[1]} ${m.goals[1]}`],
    detail: m.done ? `Full time ${m.result}` : m.phase === 'half' ? 'Half time' : `${m.minute}'`,
    note: m.phase === 'suspended' ? 'Goal' : m.phase === 'half' ? 'Half time' : '',
  };
}
function tennisScore(e: FeedEvent, m: TennisState): Pick<LiveScore, 'lines' | 'detail' | 'note'> {
  const sets = (i: 0 | 1) => [...m.setScores.map((s) => s[i]), ...(m.done ? [] : [m.games[i]])].join(' ');
  return {
    lines: [`${m.server === 0 && !m.done ? '● ' : ''}${e.teams[0]} ${sets(0)}`, `${m.server === 1 && !m.done ? '● ' : ''}${e.teams[1]} ${sets(1)}`],
    detail: m.done ? `${e.teams[m.winner ?? 0]} won ${m.result}` : `Set ${m.setScores.length + 1} · ${pointsText(m)}`,
    note: m.phase === 'point' ? 'Point in play' : '',
  };
}

export function liveScore(e: FeedEvent, seq: number): LiveScore {
  const m = e.match;
  const part = m.sport === 'cricket' ? cricketScore(e, m) : m.sport === 'soccer' ? soccerScore(e, m) : tennisScore(e, m);
  const status = e.status === 'upcoming' ? 'Starts soon' : e.status === 'closed' ? 'Finished' : 'In-Play';
  return { eventId: String(e.id), sport: e.sport, event: eventName(e), status, recent: m.recent.slice(-6), seq, ...part };
}
