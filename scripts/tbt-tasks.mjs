// What Lighthouse's simulation (Lantern) counts in a page's Total Blocking Time: each main-thread task of the
// simulated load that lasts 50 ms or more at the given CPU slowdown, with its observed length, whether it falls
// between FCP and TTI (only those count) and what it did (the scripts it evaluated or called, style, layout, paint),
// for the artifacts a bench run kept (BENCH_LH_KEEP=dir npm run bench).
//   node scripts/tbt-tasks.mjs <kept run dir> [cpu slowdown, default 4] [--thread]
// Each task shows its observed (wall) length and its thread time, the part of it its thread was on a CPU; on a 2-core
// host the rest is waiting (the browser process's font lookups, a core). With --thread the load is simulated with every
// event at its thread time: what the page's own work would count had the main thread never waited.
// Lantern drops a task shorter than 10 ms (observed, unthrottled) that is not highly connected, so work cut into
// tasks under 10 ms does not count at any slowdown; at 12x, a 5 ms task would block a real phone 10 ms.
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { keptRun } from './lantern-run.mjs';

const args = process.argv.slice(2);
const threadTime = args.includes('--thread');
const [dir, slowdown = '4'] = args.filter((a) => a !== '--thread');
if (!dir) throw new Error('usage: node scripts/tbt-tasks.mjs <kept run dir> [cpu slowdown] [--thread]');
const { data, context } = await keptRun(dir, slowdown, { threadTime });
const tbt = await LanternTotalBlockingTime.request(data, context);
const fcp = await LanternFirstContentfulPaint.request(data, context);
const tti = await LanternInteractive.request(data, context);
// the optimistic estimate's window: from the pessimistic FCP to the optimistic TTI (as Lantern counts it)
const from = fcp.pessimisticEstimate.timeInMs;
const to = tti.optimisticEstimate.timeInMs;
console.log(
  `TBT ${Math.round(tbt.timing)} ms at ${slowdown}x CPU${threadTime ? ' (every event at its thread time)' : ''}; FCP ${Math.round(fcp.timing)}, TTI ${Math.round(tti.timing)} (window ${Math.round(from)}-${Math.round(to)})`,
);
const short = (url) =>
  (url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*$/, '')
    .slice(-48);
const what = (node) => {
  const counts = new Map();
  for (const e of node.childEvents) {
    const label =
      e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'FunctionCall'
        ? `${e.name} ${short(e.args.data?.url ?? e.args.data?.functionName)}`
        : [
              'Layout',
              'UpdateLayoutTree',
              'Paint',
              'ParseHTML',
              'TimerFire',
              'EventDispatch',
              'RunMicrotasks',
              'ParseAuthorStyleSheet',
              'V8.GC_SCAVENGER',
            ].includes(e.name)
          ? e.name
          : null;
    if (!label) continue;
    counts.set(label, (counts.get(label) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([l, ms]) => `${l} ${ms.toFixed(1)}`)
    .join(' | ');
};
let sum = 0;
for (const [node, t] of [...tbt.optimisticEstimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
  if (node.type !== 'cpu' || t.duration < 50) continue;
  const counted = t.endTime > from && t.startTime < to;
  if (counted) sum += t.duration - 50;
  console.log(
    `${String(Math.round(t.startTime)).padStart(6)} ${String(Math.round(t.duration)).padStart(5)} ms (observed ${(node.duration / 1000).toFixed(1)}, thread ${((node.event.tdur ?? node.event.dur) / 1000).toFixed(1)})${counted ? ' *' : '  '} ${what(node)}`,
  );
}
console.log(`(* inside the window: ${Math.round(sum)} ms over 50 ms)`);
