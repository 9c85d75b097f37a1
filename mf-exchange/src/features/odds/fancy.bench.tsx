// `npm run bench` (not `npm test`): the React Profiler's commit time for updates of a 30-row fancy table, as
// the odds view gets them (three rows change per tick, a ball in play flips every row's flag every other tick).
// Goal: median under 4 ms on this machine. Reported for the first 200 updates (a cold page: the JIT and React's
// first renders of each path) and the next 200 (a page that has been open a while, as a match view is).
import { Profiler } from 'react';
import { act, render } from '@testing-library/react';
import type { FancyMarket } from '@bet/shared/contract';
import { FancyTable } from './FancyTable';

const row = (i: number, tick: number): FancyMarket => ({
  id: `f${i}`,
  title: `${i} over runs BAN`,
  type: ((i % 6) + 1) as FancyMarket['type'],
  // three rows move each tick, the rest keep their values
  no: 40 + i + (i % 10 === tick % 10 ? tick : 0),
  no_rate: 100,
  yes: 41 + i + (i % 10 === tick % 10 ? tick : 0),
  yes_rate: 100,
  suspended: 0,
  ball_running: tick % 4 === 0 ? 1 : 0,
  min: 100,
  max: 50_000,
});

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median commit ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(2)} ms`;
};

it('median commit time of a 30-row fancy table update', () => {
  const times: number[] = [];
  const onRender = (_id: string, phase: string, actual: number) => {
    if (phase === 'update') times.push(actual);
  };
  const table = (tick: number) => (
    <Profiler id="fancy" onRender={onRender}>
      <FancyTable markets={Array.from({ length: 30 }, (_, i) => row(i, tick))} eventId="1" />
    </Profiler>
  );
  const { rerender } = render(table(0));
  for (let tick = 1; tick <= 400; tick++) act(() => rerender(table(tick)));
  expect(times.length).toBe(400);
  console.log(`fancy table (30 rows), first 200 updates: ${stats(times.slice(0, 200))}; next 200: ${stats(times.slice(200))} (goal: median under 4 ms)`);
});
