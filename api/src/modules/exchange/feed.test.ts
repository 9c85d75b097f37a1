// The simulator: the same seed plays the same match; odds follow the score; fancy lines follow the runs;
// the flags (ball running, suspended) follow the phase of play.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { winProbability, projectRuns, current, type CricketState } from './match/cricket.js';
import { advanceCricket, newCricket } from '../../demo/feed/cricket.js';
import { floorTick, ladder, moveTicks } from './match/prices.js';
import { soccerProbabilities } from './match/soccer.js';
import { advanceSoccer, newSoccer } from '../../demo/feed/soccer.js';
import { tennisProbability } from './match/tennis.js';
import { advanceTennis, newTennis } from '../../demo/feed/tennis.js';
import type { FeedEvent } from './match/state.js';
import { createFeed, tickFeed } from '../../demo/feed/simulator.js';
import { eventDetail, marketBook } from './views.js';
import { bookmaker, fancyMarkets } from './model.js';
import { resolve } from './settle.js';
import { matchOdds } from './model.js';
import { quote } from './market.js';

const HOUR = 3_600_000;
const cricketEvent = (m: CricketState, status: FeedEvent['status'] = 'inplay'): FeedEvent => ({
  id: 41,
  sport: 'cricket',
  competition: 'T20 International',
  teams: ['Bangladesh', 'India'],
  startAt: 0,
  status,
  endedAt: null,
  fancy: true,
  bookmaker: true,
  match: m,
});
/** A T20 in its second innings: side 1 batting, chasing `target`. */
function chase(runs: number, wickets: number, balls: number, targetRuns: number): CricketState {
  const m = newCricket('T20', 1);
  m.strength = [1, 1];
  m.innings = [
    { team: 0, runs: targetRuns - 1, wickets: 6, balls: 120 },
    { team: 1, runs, wickets, balls },
  ];
  return m;
}

describe('feed: prices', () => {
  it('ticks follow the Betfair ladder', () => {
    assert.equal(floorTick(1.234), 1.23);
    assert.equal(floorTick(2.05), 2.04);
    assert.equal(floorTick(3.33), 3.3);
    assert.equal(floorTick(7.5), 7.4);
    assert.equal(moveTicks(1.99, 1), 2);
    assert.equal(moveTicks(2, 1), 2.02);
    assert.equal(moveTicks(2, -1), 1.99);
    assert.equal(moveTicks(1000, 1), 1000);
  });
  it('three back prices below three lay prices, best first, with sizes', () => {
    const l = ladder(0.4, 'x');
    assert.deepEqual(
      l.availableToBack.map((p) => p.price),
      [2.5, 2.48, 2.46],
    );
    assert.deepEqual(
      l.availableToLay.map((p) => p.price),
      [2.52, 2.54, 2.56],
    );
    for (const p of [...l.availableToBack, ...l.availableToLay]) assert.ok(p.size > 0);
  });
});

describe('feed: cricket', () => {
  it('the same seed plays the same match, ball for ball', () => {
    const a = newCricket('T20', 99);
    const b = newCricket('T20', 99);
    advanceCricket(a, 3 * HOUR);
    for (let i = 0; i < 3 * 3600; i++) advanceCricket(b, 1000);
    // one big step or many small ones: the same balls (only the clock past the end differs)
    assert.deepEqual({ ...a, clock: 0 }, { ...b, clock: 0 });
    assert.ok(a.done);
    const other = newCricket('T20', 100);
    advanceCricket(other, 3 * HOUR);
    assert.notDeepEqual(a.innings, other.innings);
  });

  it('a side needing 2 from 6 balls is the favourite; 40 from 6 is not', () => {
    const easy = chase(150, 5, 114, 152);
    assert.ok(1 - winProbability(easy) > 0.85, `chasing side at ${1 - winProbability(easy)}`);
    const hard = chase(112, 5, 114, 152);
    assert.ok(1 - winProbability(hard) < 0.05);
    const ladderEasy = marketBook(cricketEvent(easy)).runners[1].ex.availableToBack[0].price;
    assert.ok(ladderEasy < 1.2, `price ${ladderEasy}`);
  });

  it('odds move with each ball: a wicket lengthens the batting side, a six shortens it', () => {
    const base = chase(100, 3, 90, 150);
    const wicket = chase(100, 4, 91, 150);
    const six = chase(106, 3, 91, 150);
    const p = (m: CricketState) => 1 - winProbability(m);
    assert.ok(p(wicket) < p(base));
    assert.ok(p(six) > p(base));
  });

  it('fancy lines move with the runs, and the sessions already played go', () => {
    const m = newCricket('T20', 5);
    m.innings = [{ team: 0, runs: 40, wickets: 1, balls: 30 }];
    const before = fancyMarkets(cricketEvent(m)).find((f) => f.title.startsWith('10 over runs'))!;
    m.innings = [{ team: 0, runs: 52, wickets: 1, balls: 31 }];
    const after = fancyMarkets(cricketEvent(m)).find((f) => f.title.startsWith('10 over runs'))!;
    assert.ok(after.no > before.no, `${before.no} -> ${after.no}`);
    // one line, priced from the runs' distribution: Yes at it or more, No below it, near the projection
    assert.equal(after.yes, after.no);
    assert.ok(Math.abs(projectRuns(m, 10) - after.no) <= 3, `${projectRuns(m, 10)} ~ ${after.no}`);
    m.innings = [{ team: 0, runs: 60, wickets: 1, balls: 40 }];
    assert.ok(!fancyMarkets(cricketEvent(m)).some((f) => f.title.startsWith('6 over runs')));
    const types = new Set(fancyMarkets(cricketEvent(m)).map((f) => f.type));
    assert.deepEqual([...types].sort(), [1, 2, 3, 4, 5, 6]);
  });

  it('flags: ball running while a ball is in play, suspended after a wicket; the bookmaker follows', () => {
    const m = newCricket('T20', 11);
    let sawBall = false;
    let sawWicket = false;
    for (let i = 0; i < 4000 && !(sawBall && sawWicket); i++) {
      advanceCricket(m, 1000);
      const e = cricketEvent(m);
      const f = fancyMarkets(e);
      const b = bookmaker(e)!;
      if (m.phase === 'ball') {
        sawBall = true;
        assert.ok(f.every((x) => x.ball_running === 1));
        assert.ok(b.runners.every((r) => r.ball_running === 1));
        assert.equal(marketBook(e).status, 'OPEN');
      }
      if (m.phase === 'suspended' && m.note === 'Wicket') {
        sawWicket = true;
        assert.ok(f.every((x) => x.suspended === 1 && x.ball_running === 0));
        assert.ok(b.runners.every((r) => r.suspended === 1));
        assert.equal(marketBook(e).status, 'SUSPENDED');
        assert.equal(current(m).wickets > 0, true);
      }
    }
    assert.ok(sawBall && sawWicket);
  });

  it('a finished match names its winner and the market closes', () => {
    const m = newCricket('ODI', 3);
    advanceCricket(m, 12 * HOUR);
    assert.ok(m.done && m.winner !== null && m.result);
    const book = marketBook(cricketEvent(m, 'closed'));
    assert.equal(book.status, 'CLOSED');
    assert.equal(book.runners.filter((r) => r.status === 'WINNER').length, 1);
    assert.deepEqual(eventDetail(cricketEvent(m, 'closed')).data.items['41'].fancy2, {});
  });
});

describe('feed: one result for the book and for settlement', () => {
  it('a soccer draw: the book marks The Draw WINNER, the very runner settlement pays', () => {
    const m = newSoccer(8);
    advanceSoccer(m, 2 * HOUR);
    m.goals = [1, 1];
    m.winner = null;
    const e: FeedEvent = { ...cricketEvent(newCricket('T20', 1), 'closed'), sport: 'soccer', teams: ['Abahani', 'Mohammedan'], match: m };
    const book = marketBook(e);
    assert.deepEqual(
      book.runners.map((r) => [r.SelectionName, r.status]),
      [
        ['Abahani', 'LOSER'],
        ['Mohammedan', 'LOSER'],
        ['The Draw', 'WINNER'],
      ],
    );
    const outcome = resolve(e, { marketKind: 'odds', rule: null });
    assert.equal(book.runners[outcome as number].status, 'WINNER');
  });
});

describe('feed: soccer and tennis', () => {
  it('soccer: the same seed, the same goals; a side two up late is a strong favourite', () => {
    const a = newSoccer(8);
    const b = newSoccer(8);
    advanceSoccer(a, 2 * HOUR);
    advanceSoccer(b, 2 * HOUR);
    assert.deepEqual(a, b);
    assert.ok(a.done);
    const m = newSoccer(9);
    m.minute = 80;
    m.goals = [2, 0];
    const [home, away, draw] = soccerProbabilities(m);
    assert.ok(home > 0.9 && away < 0.02 && draw < 0.1);
    assert.ok(Math.abs(home + away + draw - 1) < 1e-9);
  });
  it('tennis: the same seed, the same match; a set and a break up is the favourite', () => {
    const a = newTennis(4);
    advanceTennis(a, 6 * HOUR);
    const b = newTennis(4);
    advanceTennis(b, 6 * HOUR);
    assert.deepEqual(a, b);
    assert.ok(a.done && a.setScores.length >= 2);
    const m = newTennis(5);
    m.serve = [0.62, 0.62];
    const even = tennisProbability(m);
    assert.ok(Math.abs(even - 0.5) < 0.05);
    m.sets = [1, 0];
    m.games = [3, 1];
    m.server = 0;
    assert.ok(tennisProbability(m) > 0.85);
  });
});

describe('feed: schedule', () => {
  it('each sport has events in play, later, tomorrow and results; the same seed opens the same matches', () => {
    const now = Date.UTC(2026, 10, 23, 6, 0);
    const s = createFeed(42, now);
    for (const sport of ['cricket', 'soccer', 'tennis']) {
      const of = s.events.filter((e) => e.sport === sport);
      assert.ok(
        of.some((e) => e.status === 'inplay'),
        sport,
      );
      assert.ok(of.filter((e) => e.status === 'upcoming').length >= 6, sport);
      assert.ok(
        of.some((e) => e.status === 'closed'),
        sport,
      );
    }
    assert.deepEqual(createFeed(42, now), s);
    assert.notDeepEqual(
      createFeed(43, now).events.map((e) => e.teams),
      s.events.map((e) => e.teams),
    );
  });
  it('an ended match becomes a result and a new one starts; state survives JSON (a takeover)', () => {
    const now = Date.UTC(2026, 10, 23, 6, 0);
    const s = createFeed(42, now);
    const live = s.events.filter((e) => e.status === 'inplay').length;
    let t = now;
    for (let i = 0; i < 200; i++) tickFeed(s, (t += 60_000), 10);
    assert.ok(s.events.filter((e) => e.status === 'inplay').length >= live - 2);
    const copy = JSON.parse(JSON.stringify(s));
    tickFeed(s, t + 30_000, 10);
    tickFeed(copy, t + 30_000, 10);
    assert.deepEqual(copy, s);
  });
});

describe('one market model', () => {
  it('the book players see and the quote a bet is priced by read the same match odds, and the same result', () => {
    const open = cricketEvent(chase(80, 2, 60, 160));
    const model = matchOdds(open);
    const book = marketBook(open);
    for (const [i, r] of model.runners.entries()) {
      assert.deepEqual(book.runners[i].ex.availableToBack, r.back);
      assert.deepEqual(book.runners[i].ex.availableToLay, r.lay);
      const q = quote(open, model.id, r.selectionId)!;
      assert.deepEqual(
        q.back.map((l) => l.price),
        r.back.map((l) => Math.round(l.price * 100)),
      );
      assert.equal(q.shut, null);
    }
    const ended = chase(160, 2, 100, 160);
    ended.winner = 1;
    const closed = cricketEvent(ended, 'closed');
    const settledModel = matchOdds(closed);
    assert.deepEqual(
      settledModel.runners.map((r) => r.result),
      ['LOSER', 'WINNER'],
    );
    assert.deepEqual(
      marketBook(closed).runners.map((r) => r.status),
      settledModel.runners.map((r) => r.result),
    );
    assert.equal(quote(closed, settledModel.id, settledModel.runners[0].selectionId)!.shut, 'This market is closed.');
  });
});
