// The demo feed's schedule: cricket, soccer and tennis events, some in play, some later today, some tomorrow, and
// results; each tick moves the matches on (their clocks run FEED_SPEED times faster than the wall clock) and
// schedules a new event as one ends. The whole state is plain JSON: it is saved and handed over between
// api processes, and the same seed plays the same matches.
import { OVERS, type CricketFormat } from '../../modules/exchange/match/cricket.js';
import { Rng, seedOf } from '../../modules/exchange/match/rng.js';
import { SPORTS, type FeedEvent, type FeedState, type MatchState, type Sport } from '../../modules/exchange/match/state.js';
import { advanceCricket, newCricket, PHASE_SECONDS } from './cricket.js';
import { advanceSoccer, newSoccer } from './soccer.js';
import { advanceTennis, newTennis } from './tennis.js';

const CRICKET_TEAMS = ['Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'Australia', 'England', 'New Zealand', 'South Africa', 'West Indies'];
// (the associates play when no two of the others are free: a late night's schedule, a test's extra match)
const ASSOCIATES = [
  'Ireland',
  'Zimbabwe',
  'Netherlands',
  'Scotland',
  'Nepal',
  'United Arab Emirates',
  'Oman',
  'Namibia',
  // (enough for the journeys' own matches beside the schedule's: nine of them at once found no two teams free)
  'Canada',
  'United States',
  'Hong Kong',
  'Kenya',
  'Uganda',
  'Papua New Guinea',
  'Jersey',
  'Italy',
];
const BPL = ['Dhaka Capitals', 'Rangpur Riders', 'Comilla Victorians', 'Chattogram Challengers', 'Sylhet Strikers', 'Khulna Tigers', 'Fortune Barishal'];
const SOCCER = [
  ['Bangladesh Premier League', ['Abahani Limited Dhaka', 'Bashundhara Kings', 'Mohammedan SC', 'Sheikh Russel KC', 'Rahmatganj MFS', 'Fortis FC']],
  [
    'English Premier League',
    ['Arsenal', 'Chelsea', 'Liverpool', 'Manchester City', 'Manchester United', 'Tottenham Hotspur', 'Newcastle United', 'Aston Villa'],
  ],
  ['La Liga', ['Real Madrid', 'Barcelona', 'Atletico Madrid', 'Sevilla', 'Real Sociedad', 'Villarreal']],
] as const;
const TENNIS = [
  'C. Alcaraz',
  'J. Sinner',
  'N. Djokovic',
  'A. Zverev',
  'D. Medvedev',
  'T. Fritz',
  'C. Ruud',
  'H. Rune',
  'A. de Minaur',
  'S. Tsitsipas',
  'A. Rublev',
  'H. Hurkacz',
  'G. Dimitrov',
  'B. Shelton',
  'T. Paul',
  'F. Auger-Aliassime',
];

const HOUR = 3_600_000;
const KEEP_RESULTS = 5;

/** Roughly how long a match lasts on its own clock (ms), to start one part of the way through. */
function matchLength(m: MatchState): number {
  if (m.sport === 'cricket') return OVERS[m.format] * 6 * 2 * (PHASE_SECONDS.open + PHASE_SECONDS.ball) * 1000;
  if (m.sport === 'soccer') return 105 * 60_000;
  return 2 * 10 * 6 * 35_000;
}

/** Moves a match's clock on by `dt` ms; true when anything changed. */
export function advanceMatch(m: MatchState, dt: number): boolean {
  if (m.sport === 'cricket') return advanceCricket(m, dt);
  if (m.sport === 'soccer') return advanceSoccer(m, dt);
  return advanceTennis(m, dt);
}

/**
 * How long around a start a team is taken (wall clock, at the slowest feed speed): a match's length with its
 * breaks and reviews, and room to spare. A team plays one match at a time.
 */
const BUSY_MS: Record<Sport, number> = { cricket: 8 * HOUR, soccer: 3 * HOUR, tennis: 3 * HOUR };

/** The teams of `sport` playing, or starting within BUSY_MS of `startAt` (in play, or upcoming). */
function busyTeams(s: FeedState, sport: Sport, startAt: number): Set<string> {
  const busy = new Set<string>();
  for (const e of s.events) {
    if (e.sport !== sport || e.status === 'closed') continue;
    if (e.status === 'inplay' || Math.abs(e.startAt - startAt) < BUSY_MS[sport]) for (const t of e.teams) busy.add(t);
  }
  return busy;
}

class NoFreeTeams extends Error {}

/** Two different teams of the first list with two free ones (a team never plays two matches at once). */
function pair(r: Rng, lists: readonly (readonly string[])[], busy: Set<string>): { list: number; teams: [string, string] } {
  for (let i = 0; i < lists.length; i++) {
    const free = lists[i].filter((t) => !busy.has(t));
    if (free.length < 2) continue;
    const a = r.int(0, free.length - 1);
    let b = r.int(0, free.length - 2);
    if (b >= a) b += 1;
    return { list: i, teams: [free[a], free[b]] };
  }
  throw new NoFreeTeams();
}

/** A new event, or null when every team is busy around its start (the schedule waits for a match to end). */
function tryEvent(s: FeedState, sport: Sport, startAt: number): FeedEvent | null {
  try {
    return newEvent(s, sport, startAt);
  } catch (e) {
    if (e instanceof NoFreeTeams) return null;
    throw e;
  }
}

/** How many matches of each sport the schedule keeps in play, and upcoming. */
const IN_PLAY: Record<Sport, number> = { cricket: 3, soccer: 2, tennis: 2 };
const UPCOMING = 6;

/** What a started match must be (the demo's and the tests' own match): a cricket format, fancy lines offered. */
interface Wanted {
  format?: CricketFormat;
  fancy?: boolean;
}

/** A new event of `sport` (its match drawn from the feed seed and its id alone). */
function newEvent(s: FeedState, sport: Sport, startAt: number, want: Wanted = {}): FeedEvent {
  const r = new Rng(s);
  const id = s.nextId++;
  const seed = seedOf(s.seed, 'event', id);
  let competition: string;
  let teams: [string, string];
  let match: MatchState;
  let fancy = false;
  let bookmaker = false;
  const busy = busyTeams(s, sport, startAt);
  if (sport === 'cricket') {
    // the league when two of its teams are free, else an international
    const lists = r.next() < 0.4 ? [BPL, CRICKET_TEAMS, ASSOCIATES] : [CRICKET_TEAMS, BPL, ASSOCIATES];
    const picked = pair(r, lists, busy);
    const league = lists[picked.list] === BPL;
    const format: CricketFormat = want.format ?? (league || r.next() < 0.6 ? 'T20' : 'ODI');
    competition = league ? 'Bangladesh Premier League' : format === 'T20' ? 'T20 International' : 'One Day International';
    teams = picked.teams;
    match = newCricket(format, seed);
    bookmaker = true;
    fancy = want.fancy ?? id % 4 !== 3;
  } else if (sport === 'soccer') {
    const first = r.int(0, SOCCER.length - 1);
    const leagues = [...SOCCER.slice(first), ...SOCCER.slice(0, first)];
    const picked = pair(
      r,
      leagues.map(([, clubs]) => clubs),
      busy,
    );
    competition = leagues[picked.list][0];
    teams = picked.teams;
    match = newSoccer(seed);
  } else {
    competition = r.next() < 0.5 ? 'ATP Finals' : 'ATP Tour';
    teams = pair(r, [TENNIS], busy).teams;
    match = newTennis(seed);
  }
  return { id, sport, competition, teams, startAt, status: 'upcoming', endedAt: null, fancy, bookmaker, match };
}

/**
 * A new match of `sport` in play at `now`, `playedMs` of it played (a cricket match a T20 with fancy lines: the
 * shortest to watch to its end, every market open): the demo's and the tests' own match, beside the schedule's.
 * Null when no two teams are free.
 */
export function startMatch(s: FeedState, sport: Sport, now: number, playedMs: number): FeedEvent | null {
  let e: FeedEvent;
  try {
    e = newEvent(s, sport, now, sport === 'cricket' ? { format: 'T20', fancy: true } : {});
  } catch (err) {
    if (err instanceof NoFreeTeams) return null;
    throw err;
  }
  e.startAt = now - Math.round(playedMs / 1000) * 1000;
  e.status = 'inplay';
  advanceMatch(e.match, playedMs);
  if (e.match.done) {
    e.status = 'closed';
    e.endedAt = now;
  }
  s.events.push(e);
  s.seq += 1;
  s.seqAt = now;
  return e;
}

/** Midnight in Dhaka (GMT+6) at or before `t`. */
const dhakaMidnight = (t: number) => Math.floor((t + 6 * HOUR) / (24 * HOUR)) * 24 * HOUR - 6 * HOUR;

/** The opening schedule at `now`: per sport two or three in play, three later today, three tomorrow, results. */
export function createFeed(seed: number, now: number): FeedState {
  const s: FeedState = { seed, seq: 1, nextId: 30_000_000 + (seed % 1_000_000) * 10, rng: seedOf(seed, 'schedule'), at: now, events: [] };
  const r = new Rng(s);
  const tomorrow = dhakaMidnight(now) + 24 * HOUR;
  for (const sport of SPORTS) {
    // results: played to the end
    for (let i = 0; i < 3; i++) {
      const e = newEvent(s, sport, now - (i + 3) * HOUR);
      e.status = 'closed';
      advanceMatch(e.match, 48 * HOUR);
      e.endedAt = now - (i + 1) * 40 * 60_000;
      s.events.push(e);
    }
    const live = sport === 'cricket' ? 3 : 2;
    for (let i = 0; i < live; i++) {
      const e = newEvent(s, sport, now);
      const part = 0.1 + r.next() * 0.6;
      const length = matchLength(e.match);
      e.startAt = now - Math.round((part * length) / 1000) * 1000;
      e.status = 'inplay';
      advanceMatch(e.match, part * length);
      if (e.match.done) e.status = 'closed';
      s.events.push(e);
    }
    // later today (before Dhaka midnight when there is room), and tomorrow
    const room = Math.max(0, tomorrow - now - 20 * 60_000);
    for (let i = 1; i <= 3; i++) s.events.push(newEvent(s, sport, now + Math.min(i * 30 * 60_000, (room * i) / 4) + 60_000));
    for (let i = 0; i < 3; i++) s.events.push(newEvent(s, sport, tomorrow + (10 + i * 3) * HOUR));
  }
  return s;
}

/**
 * Moves the feed to `now`: upcoming events start, matches advance `speed` times faster than the wall clock,
 * an ended match becomes a result and a new event starts in its place. The ids of the events that changed.
 */
export function tickFeed(s: FeedState, now: number, speed: number): Set<number> {
  const changed = new Set<number>();
  const dt = Math.max(0, now - s.at) * speed;
  s.at = now;
  // (the events added on the way are in s.events at once, so the next new match sees their teams as busy)
  for (const e of [...s.events]) {
    if (e.status === 'upcoming' && now >= e.startAt) {
      e.status = 'inplay';
      changed.add(e.id);
    }
    if (e.status !== 'inplay') continue;
    if (advanceMatch(e.match, dt)) changed.add(e.id);
    if (e.match.done) {
      e.status = 'closed';
      e.endedAt = now;
      changed.add(e.id);
      const count = (status: FeedEvent['status']) => s.events.filter((x) => x.sport === e.sport && x.status === status).length;
      // a new match starts in its place (while fewer than the sport's number are in play and two teams are free)
      const next = count('inplay') < IN_PLAY[e.sport] ? tryEvent(s, e.sport, now) : null;
      if (next) {
        next.status = 'inplay';
        s.events.push(next);
        changed.add(next.id);
      }
      // and one more for tomorrow, so the lists stay full
      if (count('upcoming') < UPCOMING) {
        const later = tryEvent(s, e.sport, dhakaMidnight(now) + 24 * HOUR + (11 + (s.nextId % 9)) * HOUR);
        if (later) s.events.push(later);
      }
    }
  }
  // results are kept for a while, newest first
  for (const sport of SPORTS) {
    const closed = s.events.filter((e) => e.sport === sport && e.status === 'closed').sort((a, b) => (b.endedAt ?? 0) - (a.endedAt ?? 0));
    const drop = new Set(closed.slice(KEEP_RESULTS).map((e) => e.id));
    if (drop.size) {
      s.events = s.events.filter((e) => !drop.has(e.id));
      drop.forEach((id) => changed.add(id));
    }
  }
  if (changed.size) {
    s.seq += 1;
    s.seqAt = now;
  }
  return changed;
}
