// Every line has a stated margin: fancy lines priced from the simulation's own ball model return what
// MARKET_RETURN states to the player on each side, measured by settling the offered lines over many simulated
// continuations of the same matches (fixed seeds: the same numbers every run); the bookmaker's rates return its
// figure on the model's win probability. Before the fix the odd line let No win 100 for 98 risked (102%).
import { wins } from '@bet/shared/contract';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { betAmounts } from '@bet/shared/contract';
import { current, type CricketState } from './match/cricket.js';
import { advanceCricket, newCricket } from '../../demo/feed/cricket.js';
import { bookmakerPair, MARKET_RETURN, yesRate } from './match/fancy-pricing.js';
import { seedOf } from './match/rng.js';
import type { FeedEvent } from './match/state.js';
import { bookmaker, fancyLines, fancyOutcome, probabilities, type FancyLine } from './model.js';
import { DATABASE_FREE } from '../../test/helpers.js';

/** One phase of the match at a time (a ball, a wide, a break). */
const step = (m: CricketState) => advanceCricket(m, Math.max(1, m.phaseUntil - m.clock));

/** A T20 match played to `balls` legal balls of innings `innings` (0 or 1), open for the next ball. */
function stateAt(seed: number, innings: number, balls: number): CricketState {
  const m = newCricket('T20', seed);
  while (!m.done && (m.innings.length - 1 < innings || current(m).balls < balls || m.phase !== 'open')) step(m);
  assert.ok(!m.done, 'the match is still on');
  return m;
}
const eventOf = (m: CricketState, id: number): FeedEvent => ({
  id,
  sport: 'cricket',
  competition: 'Test',
  teams: ['Dhaka Dynamites', 'Sylhet Strikers'],
  startAt: 0,
  status: 'inplay',
  endedAt: null,
  fancy: true,
  bookmaker: true,
  match: m,
});
const typeOf = (l: FancyLine) => (l.rule.test === 'digit' ? 'digit' : l.rule.test === 'odd' ? 'odd' : 'runs');

interface Tally {
  staked: number;
  returned: number;
}

/**
 * Settles a 100 Yes and a 100 No on every offered line over `sims` continuations of `m` (each with its own
 * random source), stopping a continuation once its lines are all known; adds to `tally` per type and side.
 */
function play(m: CricketState, lines: FancyLine[], sims: number, tally: Map<string, Tally>, salt: string) {
  const offered = lines.filter((l) => !l.market.suspended);
  for (let i = 0; i < sims; i++) {
    const c = structuredClone(m);
    c.rng = seedOf(salt, i);
    const open = new Set(offered);
    while (open.size) {
      for (const l of [...open]) {
        const r = fancyOutcome(c, l.rule);
        if (r === null) continue;
        open.delete(l);
        for (const side of ['back', 'lay'] as const) {
          const rate = side === 'back' ? l.market.yes_rate : l.market.no_rate;
          const run = side === 'back' ? l.market.yes : l.market.no;
          const a = betAmounts('fancy', side, rate, 10_000);
          const won = wins({ side, runner: null, run }, r, l.rule.test);
          const key = `${typeOf(l)} ${side === 'back' ? 'Yes' : 'No'}`;
          const t = tally.get(key) ?? { staked: 0, returned: 0 };
          t.staked += a.liability;
          t.returned += won ? a.liability + a.profit : 0;
          tally.set(key, t);
        }
      }
      if (open.size) step(c);
    }
  }
}

describe('line margins', { skip: DATABASE_FREE }, () => {
  it('fancy lines return the stated figure to the player on each side, within a point, and below 100', () => {
    const tally = new Map<string, Tally>();
    const states: [number, number, number][] = [
      [7, 0, 0],
      [8, 0, 23],
      [9, 0, 61],
      [10, 0, 97],
      [11, 1, 14],
      [12, 1, 70],
    ];
    for (const [seed, innings, balls] of states) {
      const m = stateAt(seed, innings, balls);
      const lines = fancyLines(eventOf(m, seed));
      assert.ok(lines.length >= 6, `lines at ${innings}/${balls}`);
      // every line the match offers: its long ones, then the short ones (to the over's end) many times more
      play(m, lines, 1500, tally, `long:${seed}`);
      const short = lines.filter((l) => l.rule.balls !== undefined && l.rule.balls <= Math.ceil((current(m).balls + 1) / 6) * 6);
      play(m, short, 25_000, tally, `short:${seed}`);
    }
    if (process.env.MARGINS_DEBUG) for (const [k, t] of tally) console.log(k, ((t.returned / t.staked) * 100).toFixed(2), t.staked);
    const stated = { runs: MARKET_RETURN.runs, odd: MARKET_RETURN.odd, digit: MARKET_RETURN.digit };
    for (const [key, t] of tally) {
      const ret = t.returned / t.staked;
      const want = stated[key.split(' ')[0] as keyof typeof stated];
      assert.ok(Math.abs(ret - want) <= 0.01, `${key}: ${(ret * 100).toFixed(2)}% against ${want * 100}%`);
      assert.ok(ret < 1, `${key}: ${(ret * 100).toFixed(2)}%`);
    }
    assert.deepEqual([...tally.keys()].sort(), ['digit No', 'digit Yes', 'odd No', 'odd Yes', 'runs No', 'runs Yes']);
  });

  it("the bookmaker's rates return its figure on the model's probability, on both sides", () => {
    for (const p of [0.3, 0.42, 0.5, 0.61, 0.7]) {
      const r = bookmakerPair(p)!;
      const back = p * (1 + r.backPrice / 100);
      const lay = (1 - p) * (1 + 100 / r.layPrice);
      for (const ret of [back, lay]) assert.ok(Math.abs(ret - MARKET_RETURN.bookmaker) <= 0.01 && ret < 1, `p ${p}: ${ret}`);
      assert.ok(r.layPrice > r.backPrice);
    }
    assert.equal(bookmakerPair(0.99), null);
    // as the market shows them: every offered runner of a live match
    const m = stateAt(13, 0, 40);
    const e = eventOf(m, 13);
    const ps = probabilities(e);
    for (const [i, r] of bookmaker(e)!.runners.entries()) {
      if (r.suspended) continue;
      assert.ok(Math.abs(ps[i] * (1 + r.backPrice / 100) - MARKET_RETURN.bookmaker) <= 0.01);
    }
    assert.equal(yesRate(0.5, 0.95), 90);
  });
});
