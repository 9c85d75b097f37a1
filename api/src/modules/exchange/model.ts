// The one model of the exchange's markets, read by the views (what players see) and by the betting engine (what a
// bet is priced, limited and settled by): the match odds (id, status, runners with their ladders, result), the
// bookmaker and the fancy lines (prices, limits, flags, how each line settles), derived from the feed's state alone.
import type { BookmakerMarket, FancyMarket, FancyTest } from '@bet/shared/contract';
import { current, inningsEnded, OVERS, winProbability, type CricketState } from './match/cricket.js';
import { bookmakerPair, digitLine, oddLine, outlook, runsLine, type InningsOutlook, type PricedLine } from './match/fancy-pricing.js';
import { ladder, type PriceSize } from './match/prices.js';
import { soccerProbabilities } from './match/soccer.js';
import { tennisProbability } from './match/tennis.js';
import type { FeedEvent } from './match/state.js';

export const marketIdOf = (e: FeedEvent) => `1.${e.id}`;
/** A team's short name on the bookmaker's rows ('Bangladesh' -> 'BAN', 'Dhaka Kings' -> 'DK'). */
const short = (team: string) =>
  team
    .replace(/[^A-Za-z ]/g, '')
    .split(' ')
    .filter(Boolean)
    .map((w, _i, all) => (all.length > 1 ? w[0] : w.slice(0, 3)))
    .join('')
    .toUpperCase();

/** The probability of each runner winning, in runner order. */
export function probabilities(e: FeedEvent): number[] {
  const m = e.match;
  if (m.sport === 'cricket') {
    const p = winProbability(m);
    return [p, 1 - p];
  }
  if (m.sport === 'soccer') return soccerProbabilities(m);
  const p = tennisProbability(m);
  return [p, 1 - p];
}
export const runnerNames = (e: FeedEvent) => (e.sport === 'soccer' ? [...e.teams, 'The Draw'] : [...e.teams]);

/**
 * The match's result as its runner markets settle on it, one definition for the book players see (WINNER and
 * LOSER marks) and for settlement: the winning runner's place (a soccer draw is The Draw, the last runner), 'void'
 * when a closed match has no winner otherwise, null while it is not closed.
 */
export function matchResult(e: FeedEvent): number | 'void' | null {
  if (e.status !== 'closed') return null;
  if (e.match.winner !== null) return e.match.winner;
  return e.sport === 'soccer' ? runnerNames(e).length - 1 : 'void';
}

/** True while the match odds are suspended: a wicket, a goal, an innings break. */
export function marketSuspended(e: FeedEvent): boolean {
  const m = e.match;
  if (e.status !== 'inplay') return false;
  if (m.sport === 'cricket') return m.phase === 'suspended' || m.phase === 'break';
  if (m.sport === 'soccer') return m.phase === 'suspended';
  return false;
}

export interface MatchOddsRunner {
  selectionId: string;
  name: string;
  /** WINNER or LOSER once the market is closed (matchResult), ACTIVE before. */
  result: 'WINNER' | 'LOSER' | 'ACTIVE';
  /** What can be backed and laid now, best first, in decimal odds (empty once closed). */
  back: PriceSize[];
  lay: PriceSize[];
}
export interface MatchOdds {
  id: string;
  inplay: boolean;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  runners: MatchOddsRunner[];
}

/** The match odds market now. */
export function matchOdds(e: FeedEvent): MatchOdds {
  const ps = probabilities(e);
  const closed = e.status === 'closed';
  const result = matchResult(e);
  return {
    id: marketIdOf(e),
    inplay: e.status === 'inplay',
    status: closed ? 'CLOSED' : marketSuspended(e) ? 'SUSPENDED' : 'OPEN',
    runners: runnerNames(e).map((name, i) => {
      const l = closed ? null : ladder(ps[i], `${e.id}:${i}`);
      return {
        selectionId: String(e.id * 10 + i + 1),
        name,
        result: closed ? (result === i ? 'WINNER' : 'LOSER') : 'ACTIVE',
        back: l?.availableToBack ?? [],
        lay: l?.availableToLay ?? [],
      };
    }),
  };
}

const FANCY_LIMITS = { min: 100, max: 50_000 };
const BOOKMAKER_LIMITS = { min: 100, max: 100_000 };
const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
/** Bangla ordinals as cricket writes them (১ম, ২য়, ৩য়, ৪র্থ, ৬ষ্ঠ, ...), with the number in Western digits like the rest of a line's name. */
const ordinalBn = (n: number) => `${n}${n === 1 || n >= 5 ? (n === 6 ? 'ষ্ঠ' : 'ম') : n === 4 ? 'র্থ' : 'য়'}`;

/** How a fancy line settles: the innings (index), the moment (after a legal ball, or at a wicket's fall), the test. */
export interface FancyRule {
  innings: number;
  balls?: number;
  wicket?: number;
  test: FancyTest;
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
  const add = (
    key: string,
    type: number,
    [title, titleBn]: [string, string],
    line: [number, number],
    rates: [number, number],
    rule: Omit<FancyRule, 'innings'>,
    closing = false,
  ) =>
    out.push({
      market: {
        id: `${idBase}${key}`,
        title,
        bn: { title: titleBn },
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
  const priced = (key: string, type: number, title: [string, string], p: PricedLine, rule: Omit<FancyRule, 'innings'>, closing = false) =>
    add(key, type, title, [p.no, p.yes], [p.no_rate, p.yes_rate], rule, closing || !p.offered);
  for (const n of open) {
    // the last two balls of a session are not offered: the line is all but known
    priced(`1${n}`, 1, [`${n} over runs ${team}`, `${n} ওভারে রান ${team}`], runsLine(at(n * 6)), { balls: n * 6, test: 'atLeast' }, n * 6 - inn.balls <= 2);
  }
  if (open.length) {
    const n = open[0];
    priced(
      `3${n}`,
      3,
      [`${n} over runs ${team} khadda`, `${n} ওভারে রান ${team} খাদ্দা`],
      runsLine(at(n * 6), 4),
      { balls: n * 6, test: 'atLeast' },
      n * 6 - inn.balls <= 2,
    );
  }
  // the next two balls: total runs after each (the id names the ball, so a bet keeps its ball)
  for (const balls of next) {
    priced(
      `2${balls}`,
      2,
      [`${Math.floor((balls - 1) / 6)}.${((balls - 1) % 6) + 1} ball run ${team}`, `${Math.floor((balls - 1) / 6)}.${((balls - 1) % 6) + 1} বলে রান ${team}`],
      runsLine(at(balls)),
      { balls, test: 'atLeast' },
    );
  }
  if (over <= OVERS[m.format]) {
    const closing = inn.balls % 6 === 5;
    priced(
      `4${over}`,
      4,
      [`${over} over last digit ${team}`, `${over} ওভারের শেষ অঙ্ক ${team}`],
      digitLine(at(over * 6)),
      { balls: over * 6, test: 'digit' },
      closing,
    );
    priced(
      `5${over}`,
      5,
      [`${over} over total odd ${team}`, `${over} ওভারের মোট বিজোড় ${team}`],
      oddLine(at(over * 6)),
      { balls: over * 6, test: 'odd' },
      closing,
    );
  }
  if (open.length)
    priced(`5s${open[0]}`, 5, [`${open[0]} over runs odd ${team}`, `${open[0]} ওভারের রান বিজোড় ${team}`], oddLine(at(open[0] * 6)), {
      balls: open[0] * 6,
      test: 'odd',
    });
  if (inn.wickets < 10) {
    priced(
      `6${inn.wickets + 1}`,
      6,
      [`Fall of ${ordinal(inn.wickets + 1)} wkt runs ${team}`, `${ordinalBn(inn.wickets + 1)} উইকেট পতনে রান ${team}`],
      runsLine(o.atNextWicket),
      {
        wicket: inn.wickets + 1,
        test: 'atLeast',
      },
    );
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
