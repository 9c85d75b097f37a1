// What Lighthouse's simulation (Lantern) puts before a page's LCP: each request and long CPU task of the simulated
// load with its start and end (ms), for the artifacts a bench run kept (BENCH_LH_KEEP=dir npm run bench).
//   node scripts/lcp-path.mjs <kept run dir> [cpu slowdown, default 4]
// Lantern counts a request that started before the page's observed LCP as on its path, needed or not, so what
// this lists is what to start earlier, shrink, or move after the first screen.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { keptRun } from './lantern-run.mjs';

const [dir, slowdown = '4'] = process.argv.slice(2);
if (!dir) throw new Error('usage: node scripts/lcp-path.mjs <kept run dir> [cpu slowdown]');
const { data, context } = await keptRun(dir, slowdown);
const lcp = await LanternLargestContentfulPaint.request(data, context);
// Lantern's LCP is the mean of two simulations: every request that started before the observed LCP (pessimistic)
// and without the low-priority images (optimistic); the list below is the pessimistic one
console.log(
  `LCP ${Math.round(lcp.timing)} ms at ${slowdown}x CPU (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);
const rows = [...lcp.pessimisticEstimate.nodeTimings]
  .map(([node, t]) => [
    Math.round(t.startTime),
    Math.round(t.endTime),
    node.type === 'network'
      ? `${node.request.url.replace(/^https?:\/\/[^/]+/, (o) => new URL(o).port || o)} ${node.request.resourceType ?? ''} ${(node.request.transferSize / 1024).toFixed(1)} KB`
      : 'CPU',
  ])
  .filter(([start, end, what]) => what !== 'CPU' || end - start > 20)
  .sort((a, b) => a[0] - b[0]);
for (const [start, end, what] of rows) console.log(String(start).padStart(6), String(end).padStart(6), what);
