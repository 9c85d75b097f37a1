// The demo feed's cricket, ball by ball: runs, wickets, overs and innings drawn from a seeded random source with the
// exchange's per-ball model (ballWeights), phase by phase as a market sees them.
import { ballWeights, current, maxBalls, target, type CricketFormat, type CricketPhase, type CricketState } from '../../modules/exchange/match/cricket.js';
import { Rng } from '../../modules/exchange/match/rng.js';
import { startCore } from './match.js';

/** Seconds each phase lasts on the match clock (a T20 over takes about four minutes). */
export const PHASE_SECONDS = { open: 24, ball: 7, wicket: 30, review: 45, overBreak: 50, inningsBreak: 600 };

export function newCricket(format: CricketFormat, rngSeed: number): CricketState {
  const m: CricketState = {
    sport: 'cricket',
    ...startCore(rngSeed, PHASE_SECONDS.open * 1000),
    format,
    innings: [{ team: 0, runs: 0, wickets: 0, balls: 0 }],
    phase: 'open',
    strength: [1, 1],
  };
  const r = new Rng(m);
  m.strength = [0.9 + r.next() * 0.2, 0.9 + r.next() * 0.2];
  // the toss: the side that won it bats first
  if (r.next() < 0.5) m.innings[0].team = 1;
  return m;
}

/** Advances the match clock by `dt` ms; true when anything a viewer sees changed. */
export function advanceCricket(m: CricketState, dt: number): boolean {
  if (m.done) return false;
  m.clock += dt;
  let changed = false;
  while (!m.done && m.clock >= m.phaseUntil) {
    transition(m);
    changed = true;
  }
  return changed;
}

function setPhase(m: CricketState, phase: CricketPhase, seconds: number, note = '') {
  m.phase = phase;
  m.note = note;
  m.phaseUntil += seconds * 1000;
}

function transition(m: CricketState) {
  const r = new Rng(m);
  if (m.phase === 'open' || m.phase === 'break' || m.phase === 'suspended') {
    if (m.phase === 'break') m.innings.push({ team: m.innings[0].team === 0 ? 1 : 0, runs: 0, wickets: 0, balls: 0 });
    // the bowler runs in: the ball is in play
    setPhase(m, 'ball', PHASE_SECONDS.ball * (0.8 + r.next() * 0.4));
    return;
  }
  // the ball's outcome
  const inn = current(m);
  const o = r.weighted(ballWeights(m, inn.team, inn.balls));
  let review = false;
  if (o === 'wd') inn.runs += 1;
  else {
    inn.balls += 1;
    if (o === 'W') {
      inn.wickets += 1;
      (inn.fall ??= []).push(inn.runs);
    } else inn.runs += Number(o);
    (inn.progress ??= []).push(inn.runs);
    // a review now and then (an appeal turned down), never on a wicket already given
    if (o === '0' && r.next() < 0.02) review = true;
  }
  m.recent = [...m.recent, o].slice(-12);
  const t = target(m);
  const inningsOver = inn.wickets >= 10 || inn.balls >= maxBalls(m) || (t !== null && inn.runs >= t);
  if (inningsOver) {
    if (m.innings.length === 1) {
      setPhase(m, 'break', PHASE_SECONDS.inningsBreak, 'Innings break');
      return;
    }
    finish(m);
    return;
  }
  if (o === 'W') setPhase(m, 'suspended', PHASE_SECONDS.wicket, 'Wicket');
  else if (review) setPhase(m, 'suspended', PHASE_SECONDS.review, 'Review');
  else if (o !== 'wd' && inn.balls % 6 === 0) setPhase(m, 'open', PHASE_SECONDS.overBreak);
  else setPhase(m, 'open', PHASE_SECONDS.open);
}

function finish(m: CricketState) {
  const [first, second] = m.innings;
  m.done = true;
  m.phase = 'open';
  m.note = '';
  if (second.runs > first.runs) {
    m.winner = second.team;
    m.result = `won by ${10 - second.wickets} wickets`;
  } else if (second.runs < first.runs) {
    m.winner = first.team;
    m.result = `won by ${first.runs - second.runs} runs`;
  } else {
    // a tie goes to a super over, decided here by a coin
    m.winner = new Rng(m).next() < 0.5 ? 0 : 1;
    m.result = 'won the super over';
  }
}
