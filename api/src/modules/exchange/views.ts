// What the exchange calls answer (display shapes), derived from the feed's state alone (so every api process that holds the
// same state answers the same bytes): event lists, match odds with ladders, bookmaker, fancy, the score.
import type { EventDetail, FancyMarket, LiveScore, MarketBook, SportsEvent } from '@bet/shared/contract';
import { current, OVERS, oversText, target, type CricketState } from './match/cricket.js';
import type { SoccerState } from './match/soccer.js';
import { pointsText, type TennisState } from './match/tennis.js';
import type { FeedEvent } from './match/state.js';
import { lessTaken } from './liquidity.js';
import type { Taken } from './taken.js';
import { bookmaker, fancyMarkets, marketIdOf, matchOdds } from './model.js';

export const eventName = (e: FeedEvent) => `${e.teams[0]} v ${e.teams[1]}`;
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

/**
 * What the simulated exchange's other traders have matched on a market's runners (taka): it only grows, with the
 * match's clock, each runner keeping its own share of it (derived from the event alone, as every answer is).
 */
export function simulatedMatched(e: FeedEvent, runners: number): number[] {
  const total = 50_000 + (e.id % 97) * 3_100 + (e.match.clock / 1000) * 37;
  const weights = Array.from({ length: runners }, (_, i) => 2 + ((e.id * 7 + i * 13) % 5));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.round((total * w) / sum));
}

/**
 * The match odds as players see them: the market model's ladders, less what matched bets took, and what has been
 * matched (the simulated exchange's and the players' matched stakes, `matched`: poisha per selection id).
 */
export function marketBook(e: FeedEvent, taken: Taken[] = [], now = Date.now(), refillMs?: number, matched?: Map<string, number>): MarketBook {
  const m = matchOdds(e);
  const sim = simulatedMatched(e, m.runners.length);
  const runnerMatched = m.runners.map((r, i) => Math.round((sim[i] * 100 + (matched?.get(r.selectionId) ?? 0)) / 100));
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
    totalMatched: runnerMatched.reduce((s, n) => s + n, 0),
    runners: m.runners.map((r, i) => ({
      selectionId: Number(r.selectionId),
      SelectionName: r.name,
      status: r.result,
      totalMatched: runnerMatched[i],
      ex: shown(r),
    })),
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

/** A score in both languages: English, and Bangla beside it (a team's name stays as it is). */
type Part = Pick<LiveScore, 'lines' | 'detail' | 'note'>;
const NOTE_BN: Record<string, string> = {
  'Ball running': 'বল চলছে',
  Wicket: 'উইকেট',
  Review: 'রিভিউ',
  Goal: 'গোল',
  'Half time': 'বিরতি',
  'Innings break': 'ইনিংস বিরতি',
  'Point in play': 'পয়েন্ট চলছে',
};
const noteBn = (note: string) => NOTE_BN[note] ?? note;
/** A cricket result ("won by 5 wickets") in Bangla. */
const cricketResultBn = (result: string | null | undefined) =>
  (result ?? '')
    .replace(/^won by (\d+) wickets$/, '$1 উইকেটে জিতেছে')
    .replace(/^won by (\d+) runs$/, '$1 রানে জিতেছে')
    .replace(/^won the super over$/, 'সুপার ওভারে জিতেছে');

function cricketScore(e: FeedEvent, m: CricketState): [Part, Part] {
  const lines = m.innings.map((inn) => `${e.teams[inn.team]} ${inn.runs}/${inn.wickets} (${oversText(inn.balls)})`);
  const linesBn = [...lines];
  const yet = m.innings.length === 1 ? e.teams[m.innings[0].team === 0 ? 1 : 0] : null;
  if (yet) {
    lines.push(`${yet} yet to bat`);
    linesBn.push(`${yet} এখনও ব্যাট করেনি`);
  }
  const inn = current(m);
  const t = target(m);
  let detail = `${m.format} · ${e.teams[inn.team]} batting`;
  let detailBn = `${m.format} · ${e.teams[inn.team]} ব্যাট করছে`;
  if (m.done) {
    detail = `${e.teams[m.winner ?? 0]} ${m.result}`;
    detailBn = `${e.teams[m.winner ?? 0]} ${cricketResultBn(m.result)}`;
  } else if (m.phase === 'break') {
    detail = `Innings break · target ${inn.runs + 1}`;
    detailBn = `ইনিংস বিরতি · লক্ষ্য ${inn.runs + 1}`;
  } else if (t !== null) {
    detail = `Need ${t - inn.runs} runs from ${OVERS[m.format] * 6 - inn.balls} balls`;
    detailBn = `${OVERS[m.format] * 6 - inn.balls} বলে ${t - inn.runs} রান দরকার`;
  }
  const note = m.phase === 'ball' ? 'Ball running' : m.phase === 'suspended' ? m.note : m.phase === 'break' ? 'Innings break' : '';
  return [
    { lines, detail, note },
    { lines: linesBn, detail: detailBn, note: noteBn(note) },
  ];
}
function soccerScore(e: FeedEvent, m: SoccerState): [Part, Part] {
  const lines = [`${e.teams[0]} ${m.goals[0]}`, `${e.teams[1]} ${m.goals[1]}`];
  const note = m.phase === 'suspended' ? 'Goal' : m.phase === 'half' ? 'Half time' : '';
  return [
    { lines, detail: m.done ? `Full time ${m.result}` : m.phase === 'half' ? 'Half time' : `${m.minute}'`, note },
    { lines, detail: m.done ? `খেলা শেষ ${m.result}` : m.phase === 'half' ? 'বিরতি' : `${m.minute}'`, note: noteBn(note) },
  ];
}
function tennisScore(e: FeedEvent, m: TennisState): [Part, Part] {
  const sets = (i: 0 | 1) => [...m.setScores.map((s) => s[i]), ...(m.done ? [] : [m.games[i]])].join(' ');
  const lines = [`${m.server === 0 && !m.done ? '● ' : ''}${e.teams[0]} ${sets(0)}`, `${m.server === 1 && !m.done ? '● ' : ''}${e.teams[1]} ${sets(1)}`];
  const note = m.phase === 'point' ? 'Point in play' : '';
  return [
    { lines, detail: m.done ? `${e.teams[m.winner ?? 0]} won ${m.result}` : `Set ${m.setScores.length + 1} · ${pointsText(m)}`, note },
    { lines, detail: m.done ? `${e.teams[m.winner ?? 0]} জিতেছে ${m.result}` : `সেট ${m.setScores.length + 1} · ${pointsText(m)}`, note: noteBn(note) },
  ];
}

const STATUS_BN: Record<string, string> = { 'Starts soon': 'শীঘ্রই শুরু', Finished: 'শেষ', 'In-Play': 'ইন-প্লে' };

export function liveScore(e: FeedEvent, seq: number): LiveScore {
  const m = e.match;
  // a match that has not started has no score yet: the teams, and that it has not started
  const [part, bn]: [Part, Part] =
    e.status === 'upcoming'
      ? [
          { lines: [...e.teams], detail: 'Not started yet', note: '' },
          { lines: [...e.teams], detail: 'এখনও শুরু হয়নি', note: '' },
        ]
      : m.sport === 'cricket'
        ? cricketScore(e, m)
        : m.sport === 'soccer'
          ? soccerScore(e, m)
          : tennisScore(e, m);
  const status = e.status === 'upcoming' ? 'Starts soon' : e.status === 'closed' ? 'Finished' : 'In-Play';
  return {
    eventId: String(e.id),
    sport: e.sport,
    event: eventName(e),
    status,
    recent: m.recent.slice(-6),
    seq,
    ...part,
    bn: { ...bn, status: STATUS_BN[status] ?? status },
  };
}
