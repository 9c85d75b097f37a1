// Property tests of the simulated world: the whole feed (every sport's schedule and matches) runs for thousands of
// ticks from several seeds, and on every tick every market and score must be one a real exchange could show.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { onLadder } from '@bet/shared/contract';
import { SPORTS, type FeedEvent, type FeedState } from './match/state.js';
import { createFeed, tickFeed } from '../../demo/feed/simulator.js';
import { OVERS } from './match/cricket.js';
import { matchOdds, matchResult } from './model.js';
import { liveScore } from './views.js';
import { DATABASE_FREE } from '../../test/helpers.js';

const START = Date.UTC(2026, 10, 25, 6, 0, 0);

/** Every broken rule of one event now, as sentences (empty: the event is sound). */
function problems(e: FeedEvent): string[] {
  const out: string[] = [];
  const where = `${e.sport} ${e.id} (${e.status})`;
  const book = matchOdds(e);
  if (e.status !== 'closed') {
    let backBook = 0;
    let layBook = 0;
    for (const r of book.runners) {
      const back = r.back.map((l) => l.price);
      const lay = r.lay.map((l) => l.price);
      if (!back.length || !lay.length) out.push(`${where}: ${r.name} has an empty side`);
      for (const p of [...back, ...lay]) if (!onLadder(p)) out.push(`${where}: ${r.name} price ${p} is off the ladder`);
      if (back.some((p, i) => i > 0 && p >= back[i - 1])) out.push(`${where}: ${r.name} back prices ${back} do not fall`);
      if (lay.some((p, i) => i > 0 && p <= lay[i - 1])) out.push(`${where}: ${r.name} lay prices ${lay} do not rise`);
      if (back.length && lay.length && back[0] >= lay[0]) out.push(`${where}: ${r.name} best back ${back[0]} is not below best lay ${lay[0]}`);
      if (back.length) backBook += 1 / back[0];
      if (lay.length) layBook += 1 / lay[0];
    }
    // an exchange's back book sits a little over 100 %, its lay book a little under
    if (backBook < 0.97 || backBook > 1.08) out.push(`${where}: back book ${(backBook * 100).toFixed(1)} %`);
    if (layBook > 1.0 + 1e-9 && layBook > backBook) out.push(`${where}: lay book ${(layBook * 100).toFixed(1)} % above the back book`);
  }
  const m = e.match;
  if (e.status === 'upcoming') {
    const s = liveScore(e, 0);
    if (s.lines.join(' | ') !== e.teams.join(' | ')) out.push(`${where}: a live score before the start: ${s.lines.join(' | ')}`);
  }
  if (m.sport === 'cricket') {
    for (const inn of m.innings) {
      if (inn.wickets > 10 || inn.balls > OVERS[m.format] * 6 || inn.runs < 0) out.push(`${where}: innings ${JSON.stringify(inn)}`);
    }
  } else if (m.sport === 'tennis') {
    if (m.sets[0] > 2 || m.sets[1] > 2) out.push(`${where}: sets ${m.sets}`);
    for (const [a, b] of m.setScores) {
      const ok = (Math.max(a, b) === 6 && Math.abs(a - b) >= 2) || (Math.max(a, b) === 7 && Math.min(a, b) >= 5);
      if (!ok) out.push(`${where}: a set won ${a}-${b}`);
    }
    if (m.done) {
      if (m.winner === null || m.sets[m.winner] !== 2) out.push(`${where}: the winner ${m.winner} has sets ${m.sets}`);
      // the result is told from the winner's side: each set the winner won reads high first
      const won = m.result.split(' ').filter((x) => Number(x.split('-')[0]) > Number(x.split('-')[1])).length;
      if (won !== 2) out.push(`${where}: the winner's result reads "${m.result}"`);
    }
  } else {
    if (m.minute > 90) out.push(`${where}: minute ${m.minute}`);
    if (m.done) {
      const w = m.goals[0] > m.goals[1] ? 0 : m.goals[1] > m.goals[0] ? 1 : null;
      if (m.winner !== w) out.push(`${where}: ${m.goals} but the winner is ${m.winner}`);
    }
  }
  if (e.status === 'closed') {
    const result = matchResult(e);
    const winners = book.runners.flatMap((r, i) => (r.result === 'WINNER' ? [i] : []));
    if (result === 'void' ? winners.length : winners.join() !== String(result)) out.push(`${where}: the book marks ${winners} but settles on ${result}`);
  }
  return out;
}

/** Teams in two in-play matches of one sport at once. */
function doubleBooked(s: FeedState): string[] {
  const out: string[] = [];
  for (const sport of SPORTS) {
    const seen = new Map<string, number>();
    for (const e of s.events.filter((x) => x.sport === sport && x.status === 'inplay')) {
      for (const t of e.teams) {
        if (seen.has(t)) out.push(`${t} plays ${seen.get(t)} and ${e.id} at once`);
        seen.set(t, e.id);
      }
    }
  }
  return out;
}

// no database: it runs with the PGlite suites and is not run again on PostgreSQL
describe('the simulated world holds together on every tick', { skip: DATABASE_FREE }, () => {
  for (const seed of [1, 7, 42, 20261125]) {
    it(`seed ${seed}: valid prices, one match per team, scores by each sport's rules, results that agree`, () => {
      const s = createFeed(seed, START);
      let now = START;
      let ticks = 0;
      const ended = new Set<number>();
      // more than four days of matches at 60x: a tick is 2 s of wall clock, two minutes of play
      for (; ticks < 4000; ticks++) {
        now += 2000;
        tickFeed(s, now, 60);
        for (const e of s.events) if (e.status === 'closed' && e.endedAt !== null && e.endedAt > START) ended.add(e.id);
        assert.deepEqual([...doubleBooked(s), ...s.events.flatMap(problems)], [], `tick ${ticks}`);
      }
      // the schedule kept playing: matches of every sport ended and new ones started
      for (const sport of SPORTS)
        assert.ok(
          s.events.some((e) => e.sport === sport && e.status === 'inplay'),
          `${sport} in play`,
        );
      assert.ok(ended.size > 30, `${ended.size} matches ended`);
    });
  }
});
